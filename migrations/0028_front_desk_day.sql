CREATE TABLE "appointment_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"interval_weeks" integer NOT NULL,
	"occurrences" integer,
	"until_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_series_interval_check" CHECK ("appointment_series"."interval_weeks" between 1 and 12),
	CONSTRAINT "appointment_series_end_check" CHECK ("appointment_series"."occurrences" is not null or "appointment_series"."until_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"staff_id" integer,
	"location_id" integer,
	"date" text NOT NULL,
	"earliest_time" text,
	"latest_time" text,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_phone" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token_hash" text NOT NULL,
	"hold_token_hash" text,
	"held_staff_id" integer,
	"held_starts_at" timestamp with time zone,
	"held_ends_at" timestamp with time zone,
	"held_busy_from" timestamp with time zone,
	"held_busy_until" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"appointment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'booked', 'expired', 'left', 'removed')),
	CONSTRAINT "waitlist_entries_hold_check" CHECK ("waitlist_entries"."status" <> 'offered' or ("waitlist_entries"."held_staff_id" is not null and "waitlist_entries"."held_starts_at" is not null and "waitlist_entries"."held_ends_at" is not null and "waitlist_entries"."held_busy_from" is not null and "waitlist_entries"."held_busy_until" is not null and "waitlist_entries"."hold_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "time_format" text;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_held_staff_id_staff_id_fk" FOREIGN KEY ("held_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_reads_business_user_idx" ON "notification_reads" USING btree ("business_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_key" ON "waitlist_entries" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_hold_token_key" ON "waitlist_entries" USING btree ("hold_token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_entries_business_date_idx" ON "waitlist_entries" USING btree ("business_id","date","status");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_per_client_key" ON "waitlist_entries" USING btree ("business_id","service_id","date","client_email") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_series_starts_idx" ON "appointments" USING btree ("series_id","starts_at");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_time_format_check" CHECK ("businesses"."time_format" is null or "businesses"."time_format" in ('12h', '24h'));--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_hold_no_overlap" EXCLUDE USING gist ("held_staff_id" WITH =, tstzrange("held_busy_from", "held_busy_until", '[)') WITH &&) WHERE ("status" = 'offered');