import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apikey } from "~/db/schema";
import { API_KEY_PREFIX } from "~/server/auth/auth.server";
import { databaseKinds } from "./support/databases";
import { createTestApp, type TestApp, uniqueEmail } from "./support/test-app";

// The spec's /api/auth/api-key/* calls, served by Better Auth's API key plugin.

interface CreatedKey {
  id: string;
  key: string;
  start: string;
  prefix: string;
}

describe.each(databaseKinds)("the API key calls on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  async function createKey(cookie: string): Promise<CreatedKey> {
    const response = await app.request("/api/auth/api-key/create", { json: {}, cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as CreatedKey;
  }

  describe("POST /api-key/create", () => {
    it("answers the full key once and stores only its hash", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const created = await createKey(cookie);
      expect(created.key.startsWith(API_KEY_PREFIX)).toBe(true);
      expect(created.key.length).toBeGreaterThanOrEqual(64);
      const [row] = await app.runtime.database.db
        .select()
        .from(apikey)
        .where(eq(apikey.id, created.id));
      expect(row?.key).not.toBe(created.key);
      expect(row?.key).toBe(createHash("sha256").update(created.key).digest("base64url"));
      expect(created.key.startsWith(row?.start ?? "-")).toBe(true);
    });

    it("refuses a caller without a session", async () => {
      const response = await app.request("/api/auth/api-key/create", { json: {} });
      expect(response.status).toBe(401);
    });
  });

  describe("POST /api-key/delete", () => {
    it("deletes the caller's own key", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const created = await createKey(cookie);
      const response = await app.request("/api/auth/api-key/delete", {
        json: { keyId: created.id },
        cookie,
      });
      expect(response.status).toBe(200);
      const rows = await app.runtime.database.db
        .select()
        .from(apikey)
        .where(eq(apikey.id, created.id));
      expect(rows).toHaveLength(0);
    });

    it("does not delete another user's key", async () => {
      const owner = await app.signIn(uniqueEmail());
      const created = await createKey(owner);
      const intruder = await app.signIn(uniqueEmail());
      const response = await app.request("/api/auth/api-key/delete", {
        json: { keyId: created.id },
        cookie: intruder,
      });
      expect(response.status).toBe(404);
      const rows = await app.runtime.database.db
        .select()
        .from(apikey)
        .where(eq(apikey.id, created.id));
      expect(rows).toHaveLength(1);
    });
  });

  describe("POST /api-key/delete-all-expired-api-keys", () => {
    it("is server-only: a browser call is not found", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const response = await app.request("/api/auth/api-key/delete-all-expired-api-keys", {
        json: {},
        cookie,
      });
      expect(response.status).toBe(404);
    });

    it("removes expired keys and keeps the others", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const expired = await createKey(cookie);
      const live = await createKey(cookie);
      await app.runtime.database.db
        .update(apikey)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(apikey.id, expired.id));
      await app.runtime.auth.api.deleteAllExpiredApiKeys();
      const remaining = await app.runtime.database.db
        .select({ id: apikey.id })
        .from(apikey)
        .where(eq(apikey.referenceId, (await app.session(cookie))?.user.id ?? ""));
      expect(remaining.map((r) => r.id)).toEqual([live.id]);
    });
  });
});
