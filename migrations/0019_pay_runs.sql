ALTER TABLE "businesses" ADD COLUMN "payroll_weekly_overtime" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "payroll_weekly_overtime_hours" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "payroll_daily_overtime" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "payroll_daily_overtime_hours" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "payroll_double_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "payroll_double_time_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "payroll_overtime_multiplier" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "payroll_week_start" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD COLUMN "double_time_hours" numeric(6, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD COLUMN "double_time_rate" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD COLUMN "salary_pay" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD COLUMN "service_commission" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD COLUMN "product_commission" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD COLUMN "minutes_by_day" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "service_commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "product_commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD CONSTRAINT "payroll_periods_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_payroll_week_start_check" CHECK ("businesses"."payroll_week_start" between 0 and 6);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_payroll_multiplier_check" CHECK ("businesses"."payroll_overtime_multiplier" between 100 and 300);--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD CONSTRAINT "payroll_periods_status_check" CHECK ("payroll_periods"."status" in ('draft', 'approved', 'paid'));--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD CONSTRAINT "payroll_periods_no_overlap" EXCLUDE USING gist ("business_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);
