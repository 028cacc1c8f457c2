-- Feeds become per member (issue 32 F6). Nobody can tell who holds a business-wide URL, so every one of them
-- stops here: each member gets a URL of their own the next time they open Settings.
DELETE FROM "calendar_feeds";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_business_id_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "user_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_membership_fk" FOREIGN KEY ("user_id","business_id") REFERENCES "public"."memberships"("user_id","business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_unique" UNIQUE("business_id","user_id");