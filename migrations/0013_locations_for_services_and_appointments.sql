DROP INDEX "locations_business_name_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "location_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_business_name_idx" ON "locations" USING btree ("business_id","name");