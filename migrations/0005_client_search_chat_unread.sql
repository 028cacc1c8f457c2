-- Client search (name, email, phone substrings) stays fast at 50,000 clients: a trigram index answers ILIKE '%q%'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_search_trgm_idx" ON "clients" USING gin ((lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_business_created_idx" ON "clients" ("business_id", "created_at", "id");
--> statement-breakpoint
-- The rooms list counts unread messages per room; only unread rows are indexed.
CREATE INDEX IF NOT EXISTS "chat_messages_unread_idx" ON "chat_messages" ("room_id", "sender_type") WHERE "is_read" = false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_messages_business_id_idx" ON "chat_messages" ("business_id", "id");
