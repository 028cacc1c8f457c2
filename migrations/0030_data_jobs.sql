CREATE TABLE "data_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"input" text,
	"output" text,
	"file_name" text,
	"result" jsonb,
	"error" jsonb,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "data_jobs_kind_check" CHECK ("data_jobs"."kind" in ('clients.import', 'clients.export')),
	CONSTRAINT "data_jobs_status_check" CHECK ("data_jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "data_jobs" ADD CONSTRAINT "data_jobs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_jobs" ADD CONSTRAINT "data_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_jobs_open_idx" ON "data_jobs" USING btree ("id") WHERE "data_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "data_jobs_business_idx" ON "data_jobs" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "data_jobs_finished_idx" ON "data_jobs" USING btree ("finished_at");