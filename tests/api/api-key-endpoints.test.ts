import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planBySlug } from "~/config/plans";
import { apikey } from "~/db/schema";
import {
  API_KEY_PREFIX,
  createKey as createKeyOnScreen,
  listKeys,
  regenerateKey,
} from "~/server/api-keys/api-keys.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import { databaseKinds, storageKinds } from "../support/databases";
import { callApi, insertSubscription, personalOwner } from "../support/rest-api";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// The spec's /api/auth/api-key/* calls: Better Auth's API key plugin's endpoints, held to the
// product's rule of one personal key per user, made the way the screens make it.

interface CreatedKey {
  id: string;
  key: string;
  start: string;
  prefix: string;
  referenceId: string;
}

/** The calls the tests make, on the app `appOf` answers once the describe has made it. */
function keyCalls(appOf: () => TestApp) {
  const db = () => appOf().runtime.database.db;

  const create = (cookie: string | undefined, json: unknown = {}) =>
    appOf().request("/api/auth/api-key/create", { json, cookie });

  async function createKey(cookie: string): Promise<CreatedKey> {
    const response = await create(cookie);
    expect(response.status).toBe(200);
    return (await response.json()) as CreatedKey;
  }

  async function signedIn() {
    const cookie = await appOf().signIn(uniqueEmail());
    const userId = (await appOf().session(cookie))?.user.id as string;
    return { cookie, userId };
  }

  const keysOf = (userId: string) =>
    db().select().from(apikey).where(eq(apikey.referenceId, userId));

  return { db, create, createKey, signedIn, keysOf };
}

describe.each(storageKinds)("the API key calls on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const { db, create, createKey, signedIn, keysOf } = keyCalls(() => app);

  describe("POST /api-key/create", () => {
    it("answers the full key once and stores only its hash", async () => {
      const { cookie } = await signedIn();
      const created = await createKey(cookie);
      expect(created.key.startsWith(API_KEY_PREFIX)).toBe(true);
      expect(created.key.length).toBeGreaterThanOrEqual(64);
      const [row] = await db().select().from(apikey).where(eq(apikey.id, created.id));
      expect(row?.key).not.toBe(created.key);
      expect(row?.key).toBe(createHash("sha256").update(created.key).digest("base64url"));
      expect(created.key.startsWith(row?.start ?? "-")).toBe(true);
      expect(JSON.stringify(created)).not.toContain(row?.key);
    });

    it("makes the key the screens show, and it opens the REST API", async () => {
      const { cookie, userId } = await signedIn();
      const created = await createKey(cookie);
      expect(
        (await listKeys(app.runtime.database.db, personalOwner(userId))).map((key) => key.id),
      ).toEqual([created.id]);
      const me = await callApi(app.runtime, "/api/v1/me", { bearer: created.key });
      expect(me.status).toBe(200);
    });

    it("refuses a key beyond the free plan's one, whichever endpoint made the first: 402", async () => {
      const byEndpoint = await signedIn();
      const first = await createKey(byEndpoint.cookie);
      const again = await create(byEndpoint.cookie);
      expect(again.status).toBe(402);
      expect(await again.json()).toEqual({
        code: "PLAN_LIMIT_REACHED",
        message:
          "You have 1 API key, as many as its plan allows. The Free plan allows 1 API key; Starter allows 3. Revoke a key or change the plan to add one.",
      });
      expect((await keysOf(byEndpoint.userId)).map((row) => row.id)).toEqual([first.id]);

      const byScreen = await signedIn();
      const made = await createKeyOnScreen(app.runtime, personalWorkspace(byScreen.userId));
      expect((await create(byScreen.cookie)).status).toBe(402);
      expect((await keysOf(byScreen.userId)).map((row) => row.id)).toEqual([made.id]);
    });

    it.each([
      ["a prefix", { prefix: "ghp_" }],
      ["a name", { name: "x".repeat(5000) }],
      ["an expiry", { expiresIn: 60 }],
      ["a request allowance", { remaining: 5 }],
      ["its own rate limit", { rateLimitEnabled: false, rateLimitMax: 1_000_000 }],
      ["metadata", { metadata: { plan: "enterprise" } }],
      ["permissions", { permissions: { admin: ["*"] } }],
      ["another user", { userId: "someone-else" }],
      ["an organization", { organizationId: "org" }],
    ])("refuses %s chosen by the client, making no key", async (_, body) => {
      const { cookie, userId } = await signedIn();
      const response = await create(cookie, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Invalid body parameters",
      });
      expect(await keysOf(userId)).toEqual([]);
    });

    it("refuses a caller without a session", async () => {
      const response = await create(undefined);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: "UNAUTHORIZED",
        message: "You need to sign in to do that.",
      });
    });

    it("is replaced by Regenerate: the endpoint's key stops working", async () => {
      const { cookie, userId } = await signedIn();
      const created = await createKey(cookie);
      const renewed = await regenerateKey(app.runtime, personalWorkspace(userId), created.id);
      expect((await callApi(app.runtime, "/api/v1/me", { bearer: created.key })).status).toBe(401);
      expect((await callApi(app.runtime, "/api/v1/me", { bearer: renewed.key })).status).toBe(200);
      expect(await keysOf(userId)).toHaveLength(1);
    });
  });

  describe("POST /api-key/delete", () => {
    it("deletes the caller's own key, refused by the REST API on the very next call", async () => {
      const { cookie } = await signedIn();
      const created = await createKey(cookie);
      // Cached by this instance's key check before it is deleted.
      expect((await callApi(app.runtime, "/api/v1/me", { bearer: created.key })).status).toBe(200);
      const response = await app.request("/api/auth/api-key/delete", {
        json: { keyId: created.id },
        cookie,
      });
      expect(response.status).toBe(200);
      expect(await db().select().from(apikey).where(eq(apikey.id, created.id))).toHaveLength(0);
      const after = await callApi(app.runtime, "/api/v1/me", { bearer: created.key });
      expect(after.status).toBe(401);
    });

    it("lets the user make a new key afterwards", async () => {
      const { cookie } = await signedIn();
      const created = await createKey(cookie);
      await app.request("/api/auth/api-key/delete", { json: { keyId: created.id }, cookie });
      expect((await create(cookie)).status).toBe(200);
    });

    it("does not delete another user's key", async () => {
      const owner = await signedIn();
      const created = await createKey(owner.cookie);
      const intruder = await signedIn();
      const response = await app.request("/api/auth/api-key/delete", {
        json: { keyId: created.id },
        cookie: intruder.cookie,
      });
      expect(response.status).toBe(404);
      expect(await db().select().from(apikey).where(eq(apikey.id, created.id))).toHaveLength(1);
    });
  });

  describe("the plugin's other key calls", () => {
    it.each([
      ["GET", "/api/auth/api-key/list"],
      ["GET", "/api/auth/api-key/get?id=x"],
      ["POST", "/api/auth/api-key/update"],
      ["POST", "/api/auth/api-key/verify"],
      ["POST", "/api/auth/api-key/delete-all-expired-api-keys"],
    ])("are not served: %s %s answers 404", async (method, path) => {
      const { cookie } = await signedIn();
      const response = await app.request(path, {
        method,
        cookie,
        ...(method === "POST" && { json: { keyId: "x", enabled: false } }),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Not found." });
    });

    it("do not let anyone disable a key: update is not served", async () => {
      const { cookie, userId } = await signedIn();
      const created = await createKey(cookie);
      const update = await app.request("/api/auth/api-key/update", {
        json: { keyId: created.id, enabled: false },
        cookie,
      });
      expect(update.status).toBe(404);
      expect((await keysOf(userId))[0]?.enabled).toBe(true);
    });
  });

  describe("the server-only expiry sweep", () => {
    it("removes expired keys and keeps the others", async () => {
      const expired = await createKey((await signedIn()).cookie);
      const live = await createKey((await signedIn()).cookie);
      await db()
        .update(apikey)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(apikey.id, expired.id));
      await app.runtime.auth.api.deleteAllExpiredApiKeys();
      const left = await db().select({ id: apikey.id }).from(apikey);
      expect(left.map((row) => row.id)).toContain(live.id);
      expect(left.map((row) => row.id)).not.toContain(expired.id);
    });
  });
});

// Creates at once queue on the plan limit's advisory lock: PGlite runs their transactions one
// by one on its one connection, PostgreSQL side by side on its pool.
describe.each(databaseKinds)("concurrent API key creates on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const { db, create, signedIn, keysOf } = keyCalls(() => app);

  it("makes exactly one key on the free plan from ten creates at once", async () => {
    const { cookie, userId } = await signedIn();
    const responses = await Promise.all(Array.from({ length: 10 }, () => create(cookie)));
    expect(responses.map((result) => result.status).sort()).toEqual([200, ...Array(9).fill(402)]);
    expect(await keysOf(userId)).toHaveLength(1);
  });

  it("makes the Pro plan's ten named keys and refuses the eleventh, naming no larger plan", async () => {
    const { cookie, userId } = await signedIn();
    await insertSubscription(db(), userId, { productId: planBySlug("pro")?.productId });
    app.runtime.billing.subscriptions.forgetOwner(personalOwner(userId));
    const responses = await Promise.all(
      Array.from({ length: 11 }, (_, i) => create(cookie, { name: `  Key ${i}  ` })),
    );
    expect(responses.map((result) => result.status).sort()).toEqual([...Array(10).fill(200), 402]);
    const refused = responses.find((result) => result.status === 402);
    expect(await refused?.json()).toMatchObject({
      code: "PLAN_LIMIT_REACHED",
      message: expect.stringContaining("The Pro plan allows 10 API keys. Revoke"),
    });
    const names = (await keysOf(userId)).map((row) => row.name);
    expect(names).toHaveLength(10);
    for (const name of names) expect(name).toMatch(/^Key \d+$/);
  });
});
