CREATE TABLE "business_email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "specialties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "photo_urls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "verified_email" text;--> statement-breakpoint
ALTER TABLE "business_email_verifications" ADD CONSTRAINT "business_email_verifications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_email_verifications_token_idx" ON "business_email_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "business_email_verifications_business_idx" ON "business_email_verifications" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "businesses_directory_idx" ON "businesses" USING btree ("category","city") WHERE "businesses"."listed_in_directory";