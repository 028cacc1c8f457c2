CREATE TABLE "offer_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"client_id" integer,
	"sale_id" integer,
	"appointment_id" integer,
	"discount_amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "offers_business_code_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "discount_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "per_client_limit" integer;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "discount_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_redemptions_offer_client_idx" ON "offer_redemptions" USING btree ("offer_id","client_id");--> statement-breakpoint
CREATE INDEX "offer_redemptions_business_created_idx" ON "offer_redemptions" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_business_code_idx" ON "offers" USING btree ("business_id",lower("code"));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_type_check" CHECK ("offers"."type" in ('percentage', 'fixed_amount'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_usage_check" CHECK ("offers"."usage_limit" is null or "offers"."usage_count" <= "offers"."usage_limit");