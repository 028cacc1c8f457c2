CREATE TABLE "review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "email_client_review_requests" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "reviews_need_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "email_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "source" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "added_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removal_reason" text;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_token_idx" ON "review_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_appointment_idx" ON "review_requests" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_business_email_idx" ON "reviews" USING btree ("business_id","reviewer_email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_idx" ON "reviews" USING btree ("appointment_id") WHERE "reviews"."appointment_id" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_source_check" CHECK ("reviews"."source" in ('client', 'verified', 'staff'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_removal_reason_check" CHECK ("reviews"."removal_reason" is null or "reviews"."removal_reason" in ('spam', 'abusive', 'off_topic', 'conflict_of_interest', 'not_a_real_visit'));