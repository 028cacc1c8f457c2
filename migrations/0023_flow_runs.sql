CREATE TABLE "flow_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"appointment_id" integer,
	"client_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"error" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_runs_status_check" CHECK ("flow_runs"."status" in ('waiting', 'completed', 'skipped', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "automated_flows" ADD COLUMN "trigger_config" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "automated_flows" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_flow_id_automated_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."automated_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_runs_flow_appointment_idx" ON "flow_runs" USING btree ("flow_id","appointment_id");--> statement-breakpoint
CREATE INDEX "flow_runs_status_due_idx" ON "flow_runs" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "flow_runs_business_flow_idx" ON "flow_runs" USING btree ("business_id","flow_id","created_at");--> statement-breakpoint
CREATE INDEX "automated_flows_active_trigger_idx" ON "automated_flows" USING btree ("is_active","trigger");