ALTER TABLE "payroll_entries" DROP CONSTRAINT "payroll_entries_period_staff_unique";--> statement-breakpoint
DROP INDEX "campaign_recipients_campaign_client_idx";--> statement-breakpoint
DROP INDEX "reviews_appointment_idx";--> statement-breakpoint
ALTER TABLE "service_staff" DROP CONSTRAINT "service_staff_service_id_staff_id_pk";--> statement-breakpoint
ALTER TABLE "service_staff" ADD CONSTRAINT "service_staff_service_id_staff_id_business_id_pk" PRIMARY KEY("service_id","staff_id","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_campaign_client_idx" ON "campaign_recipients" USING btree ("campaign_id","client_id","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_idx" ON "reviews" USING btree ("appointment_id","business_id") WHERE "reviews"."appointment_id" is not null;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_period_staff_unique" UNIQUE("payroll_period_id","staff_id","business_id");--> statement-breakpoint
-- The staff-time exclusion constraints with business_id WITH = (decision 028): a staff member belongs to one
-- business, so they refuse exactly what they refused; Citus would require the distribution column in them.
-- Rebuilding one locks its table while it builds (about 20 s per million appointments on 2 cores).
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_staff_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_staff_no_overlap" EXCLUDE USING gist ("staff_id" WITH =, "business_id" WITH =, tstzrange("busy_from", "busy_until", '[)') WITH &&) WHERE ("status" <> 'cancelled');--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_staff_no_overlap";--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_staff_no_overlap" EXCLUDE USING gist ("staff_id" WITH =, "business_id" WITH =, tstzrange("clock_in", coalesce("clock_out", 'infinity'::timestamptz), '[)') WITH &&);--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_hold_no_overlap";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_hold_no_overlap" EXCLUDE USING gist ("held_staff_id" WITH =, "business_id" WITH =, tstzrange("held_busy_from", "held_busy_until", '[)') WITH &&) WHERE ("status" = 'offered');
