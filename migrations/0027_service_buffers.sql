ALTER TABLE "appointments" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "busy_from" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "busy_until" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_buffer_before_check" CHECK ("appointments"."buffer_before_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_buffer_after_check" CHECK ("appointments"."buffer_after_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_before_check" CHECK ("services"."buffer_before_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_after_check" CHECK ("services"."buffer_after_minutes" between 0 and 240);--> statement-breakpoint
CREATE FUNCTION "appointments_busy_range"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The staff member's busy range: the appointment widened by its buffers. timestamptz +/- interval is only
  -- STABLE, so this can be neither a generated column nor an index expression; every write passes here.
  NEW.busy_from := NEW.starts_at - make_interval(mins => NEW.buffer_before_minutes);
  NEW.busy_until := NEW.ends_at + make_interval(mins => NEW.buffer_after_minutes);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_busy_range" BEFORE INSERT OR UPDATE ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_busy_range"();--> statement-breakpoint
UPDATE "appointments" SET "busy_from" = "starts_at", "busy_until" = "ends_at";--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_staff_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_staff_no_overlap" EXCLUDE USING gist ("staff_id" WITH =, tstzrange("busy_from", "busy_until", '[)') WITH &&) WHERE ("status" <> 'cancelled');
