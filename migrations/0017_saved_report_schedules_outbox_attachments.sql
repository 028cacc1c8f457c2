ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_due_idx" ON "reports" USING btree ("next_run_at") WHERE "reports"."is_active" and "reports"."schedule" is not null;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_type_check" CHECK ("reports"."type" in ('overview', 'services', 'staff', 'inventory'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_schedule_check" CHECK ("reports"."schedule" is null or "reports"."schedule" in ('weekly', 'monthly'));