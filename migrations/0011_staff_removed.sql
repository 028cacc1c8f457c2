DROP INDEX "staff_business_email_idx";--> statement-breakpoint
DROP INDEX "staff_business_employee_id_idx";--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_business_email_idx" ON "staff" USING btree ("business_id","email") WHERE "staff"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_business_employee_id_idx" ON "staff" USING btree ("business_id","employee_id") WHERE "staff"."removed_at" is null;