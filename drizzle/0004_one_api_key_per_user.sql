-- One personal key per user (ADR 017). Before this, Better Auth's /api-key/create could add more
-- keys that no screen showed; each user keeps the key the dashboard showed, their oldest, and the
-- hidden ones stop working.
DELETE FROM "apikey" AS "extra" USING "apikey" AS "kept"
WHERE "extra"."reference_id" = "kept"."reference_id"
  AND ("kept"."created_at", "kept"."id") < ("extra"."created_at", "extra"."id");--> statement-breakpoint
DROP INDEX "apikey_reference_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "apikey_reference_id_unique" ON "apikey" USING btree ("reference_id");
