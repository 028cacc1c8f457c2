CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"provider_invoice_id" text,
	"number" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_provider_unique" UNIQUE("provider_invoice_id"),
	CONSTRAINT "subscription_invoices_amount_check" CHECK ("subscription_invoices"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "subscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "billing_provider" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "card_setup_secret_hash" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "failed_payment_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "next_payment_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_business_idx" ON "api_tokens" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "subscription_invoices_business_idx" ON "subscription_invoices" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "businesses_stripe_customer_idx" ON "businesses" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "businesses_billing_due_idx" ON "businesses" USING btree ("billing_provider","subscription_ends_at");--> statement-breakpoint
ALTER TABLE "promotional_counters" ADD CONSTRAINT "promotional_counters_within_max" CHECK ("current_count" >= 0 AND "current_count" <= "max_count");--> statement-breakpoint
INSERT INTO "promotional_counters" ("counter_name", "current_count", "max_count", "is_active") VALUES ('launch_promo', 0, 500, true) ON CONFLICT ("counter_name") DO NOTHING;
