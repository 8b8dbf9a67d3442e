ALTER TABLE "api_key_usage" DROP CONSTRAINT "api_key_usage_key_id_apikey_id_fk";
--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD COLUMN "organization_id" text;--> statement-breakpoint
-- Written by hand: the rows so far belong to the owner of their key, which still exists.
UPDATE "api_key_usage" SET "user_id" = "apikey"."user_id", "organization_id" = "apikey"."organization_id" FROM "apikey" WHERE "apikey"."id" = "api_key_usage"."key_id";--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_usage_user_day_idx" ON "api_key_usage" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "api_key_usage_organization_day_idx" ON "api_key_usage" USING btree ("organization_id","day");--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_one_owner" CHECK (num_nonnulls("api_key_usage"."user_id", "api_key_usage"."organization_id") = 1);