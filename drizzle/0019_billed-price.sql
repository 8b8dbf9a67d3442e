-- What Polar bills (ADR 071): until the next snapshot re-reads a subscription, its stored price
-- is also its price before a discount.
ALTER TABLE "subscription" ADD COLUMN "price_before_discount" text;--> statement-breakpoint
UPDATE "subscription" SET "price_before_discount" = "price";--> statement-breakpoint
ALTER TABLE "subscription" ALTER COLUMN "price_before_discount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "currency" text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "discount" jsonb;
