ALTER TABLE "clients" ADD COLUMN "marketing_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_consent_source" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_marketing_token_idx" ON "clients" USING btree ("marketing_token");