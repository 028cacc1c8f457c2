ALTER TABLE "businesses" ADD COLUMN "booking_window_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "min_notice_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "sales_tax_basis_points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "pos_tax_basis_points" integer DEFAULT 800 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "email_client_confirmations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "email_client_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "email_client_receipts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "tax_rate_basis_points" integer;--> statement-breakpoint
-- Sales made before rates were per business were taxed at the defaults: 8% at the POS, 10% on the Sales screen.
UPDATE "sales" SET "tax_rate_basis_points" = CASE WHEN "channel" = 'pos' THEN 800 ELSE 1000 END;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_booking_window_days_check" CHECK ("businesses"."booking_window_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_min_notice_minutes_check" CHECK ("businesses"."min_notice_minutes" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_sales_tax_check" CHECK ("businesses"."sales_tax_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_pos_tax_check" CHECK ("businesses"."pos_tax_basis_points" between 0 and 10000);