DROP INDEX "apikey_owner_unique";--> statement-breakpoint
CREATE INDEX "apikey_owner_idx" ON "apikey" USING btree ("config_id","reference_id");