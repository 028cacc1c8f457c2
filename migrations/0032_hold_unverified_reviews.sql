-- Reviews from people who never visited wait for the owner by default (issue 32 F7). Every business starts held,
-- since the old default (off) can't be told from a choice; an owner who wants them published at once turns it off.
ALTER TABLE "businesses" ALTER COLUMN "reviews_need_approval" SET DEFAULT true;--> statement-breakpoint
UPDATE "businesses" SET "reviews_need_approval" = true;
