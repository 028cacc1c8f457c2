ALTER TABLE "waiting_room_queue" ALTER COLUMN "position" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_room_queue" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "waiting_room_queue" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_room_queue" ADD COLUMN "token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD COLUMN "queue_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_room_queue" ADD CONSTRAINT "waiting_room_queue_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_queue_token_hash_key" ON "waiting_room_queue" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_rooms_business_location_key" ON "waiting_rooms" USING btree ("business_id","location_id") WHERE "waiting_rooms"."location_id" is not null;--> statement-breakpoint
ALTER TABLE "waiting_room_queue" ADD CONSTRAINT "waiting_room_queue_status_check" CHECK ("waiting_room_queue"."status" in ('waiting', 'called', 'serving', 'completed', 'left', 'no_show', 'removed'));--> statement-breakpoint
ALTER TABLE "waiting_room_queue" ADD CONSTRAINT "waiting_room_queue_source_check" CHECK ("waiting_room_queue"."source" in ('online', 'kiosk', 'staff'));--> statement-breakpoint
ALTER TABLE "waiting_room_queue" ADD CONSTRAINT "waiting_room_queue_position_check" CHECK (("waiting_room_queue"."status" in ('waiting', 'called')) = ("waiting_room_queue"."position" is not null));--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_capacity_check" CHECK ("waiting_rooms"."max_capacity" is null or "waiting_rooms"."max_capacity" > 0);