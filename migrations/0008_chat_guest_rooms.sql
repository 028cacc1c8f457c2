ALTER TABLE "chat_rooms" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Rooms a widget guest opened before this change (their guest sessions still say so) were never proven either.
UPDATE "chat_rooms" SET "verified" = false WHERE "id" IN (SELECT "room_id" FROM "portal_sessions" WHERE "kind" = 'guest' AND "room_id" IS NOT NULL);
