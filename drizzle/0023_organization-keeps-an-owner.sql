-- An organization keeps an owner (ADR 020): a change that would leave it with none is refused here,
-- whichever endpoint, function or script makes it. A change to an owner first locks the
-- organization's row, so changes made at once are counted one after the other. An organization
-- being deleted (its row already gone in that transaction) takes its members with it. The refusal's
-- SQLSTATE, TL001, is the product's own (class TL); the app answers it as the plugin's refusal.
CREATE FUNCTION "organization_keeps_an_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."role" = 'owner' AND NOT (TG_OP = 'UPDATE' AND NEW."role" = 'owner'
      AND NEW."organization_id" = OLD."organization_id") THEN
    PERFORM 1 FROM "organization" WHERE "id" = OLD."organization_id" FOR NO KEY UPDATE;
    IF FOUND AND NOT EXISTS (
      SELECT 1 FROM "member"
      WHERE "organization_id" = OLD."organization_id" AND "role" = 'owner' AND "id" <> OLD."id"
    ) THEN
      RAISE EXCEPTION 'organization % would be left without an owner', OLD."organization_id"
        USING ERRCODE = 'TL001';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_keeps_an_owner" BEFORE UPDATE OF "role", "organization_id" OR DELETE ON "member"
  FOR EACH ROW EXECUTE FUNCTION "organization_keeps_an_owner"();
