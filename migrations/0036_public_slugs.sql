CREATE TABLE "business_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "id_links" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_slug_history" ADD CONSTRAINT "business_slug_history_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Public pages go by slug from here on (issue 32 F7): businesses that exist now keep answering to their number,
-- since their links are printed and shared; new ones never do, so counting 1, 2, 3… finds nobody.
UPDATE "businesses" SET "id_links" = true;--> statement-breakpoint
-- A slug of digits alone would read as a number: it gets a letter, and its old form keeps working as history.
INSERT INTO "business_slug_history" ("slug", "business_id")
  SELECT "slug", "id" FROM "businesses" WHERE "slug" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "businesses" SET "slug" = 'b-' || "slug" WHERE "slug" ~ '^[0-9]+$';
