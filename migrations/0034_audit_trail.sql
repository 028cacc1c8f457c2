CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_name" text,
	"actor_role" text,
	"actor_via" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"request_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "audit_retention_days" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_business_time_idx" ON "audit_events" USING btree ("business_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_business_action_idx" ON "audit_events" USING btree ("business_id","action","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_business_actor_idx" ON "audit_events" USING btree ("business_id","actor_user_id","occurred_at" DESC NULLS LAST) WHERE "audit_events"."actor_user_id" is not null;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_audit_retention_check" CHECK ("businesses"."audit_retention_days" between 400 and 3650);--> statement-breakpoint
-- Settings → Activity is append-only (issue 32): no UPDATE ever, and no DELETE of a row younger than the
-- shortest retention (400 days) while its business exists. TRUNCATE is for whoever owns the database.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.occurred_at > now() - interval '400 days'
     AND EXISTS (SELECT 1 FROM businesses WHERE id = OLD.business_id) THEN
    RAISE EXCEPTION 'audit_events keeps every row for 400 days' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
