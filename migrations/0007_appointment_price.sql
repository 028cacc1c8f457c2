ALTER TABLE "appointments" ADD COLUMN "price" numeric(10, 2);--> statement-breakpoint
-- Existing appointments keep the price their service has today: the best record there is of what they cost.
UPDATE "appointments" AS a SET "price" = s."price" FROM "services" AS s WHERE s."id" = a."service_id" AND a."price" IS NULL;
