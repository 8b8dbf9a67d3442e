import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { planBySlug } from "~/config/plans";
import { apiKeyUsage, apikey, subscription, user } from "~/db/schema";
import type { AppError } from "~/lib/app-error";
import {
  API_KEY_PREFIX,
  ApiKeyError,
  callsSince,
  createKey,
  hasValidChecksum,
  listKeys,
  regenerateKey,
  revokeKey,
  rollKey,
  usageByDay,
} from "~/server/api-keys/api-keys.server";
import { UsageRecorder, utcDay } from "~/server/api-keys/usage.server";
import { ApiKeyVerifier, hashApiKey, sharedKeyCreations } from "~/server/api-keys/verifier.server";
import { assembleRuntime } from "~/server/app/runtime.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import { databaseKinds, storageKinds } from "../support/databases";
import {
  callApi,
  countingDatabase,
  heldResponses,
  insertSubscription,
  keyRow,
  personalOwner,
  pollUntil,
  type SignedInUser,
  signedInUser,
  usageRows,
} from "../support/rest-api";
import { createTestApp, type TestApp } from "../support/test-app";

// The personal API key as the settings page manages it (create, list, regenerate, usage) and
// the promises of its verification path: one query on a miss, none on a hit, revocation within
// a second everywhere and at once on the instance that revoked, usage written only in batches.

/** The calls the tests make, on the app `appOf` answers once the describe has made it. */
function personalKeyCalls(appOf: () => TestApp) {
  const db = () => appOf().runtime.database.db;

  async function userWithKey() {
    const user = await signedInUser(appOf());
    const created = await createKey(appOf().runtime, personalWorkspace(user.userId));
    return { ...user, created };
  }

  /** Puts the user on the catalogue's plan `slug`, at once for this instance; the row's id. */
  async function onPlan(userId: string, slug: string): Promise<string> {
    const plan = planBySlug(slug);
    const id = await insertSubscription(db(), userId, {
      productId: plan?.productId,
      name: plan?.name,
    });
    appOf().runtime.billing.subscriptions.forgetOwner(personalOwner(userId));
    return id;
  }

  async function planLimitError(work: Promise<unknown>): Promise<AppError> {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "PLAN_LIMIT_REACHED", status: 402 });
    return error as AppError;
  }

  async function rejection(work: Promise<unknown>): Promise<ApiKeyError> {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiKeyError);
    return error as ApiKeyError;
  }

  return { db, userWithKey, onPlan, planLimitError, rejection };
}

describe.each(storageKinds)("the personal API key on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const { db, userWithKey, onPlan, planLimitError, rejection } = personalKeyCalls(() => app);

  describe("createKey", () => {
    it("answers the full key once, stores its hash and the last 4 characters", async () => {
      const { userId, created } = await userWithKey();
      expect(created.key.startsWith(API_KEY_PREFIX)).toBe(true);
      expect(created.key).toMatch(/^tl_[A-Za-z0-9_-]{61,}$/);
      expect(created.end).toBe(created.key.slice(-4));
      expect(created.start && created.key.startsWith(created.start)).toBe(true);
      expect(created.enabled).toBe(true);
      expect(created.lastUsedAt).toBeNull();

      const row = await keyRow(db(), created.id);
      expect(row?.referenceId).toBe(userId);
      expect(row?.key).toBe(hashApiKey(created.key));
      expect(row?.key).not.toContain(created.key);
      expect(row?.suffix).toBe(created.key.slice(-4));
      expect(JSON.stringify(row)).not.toContain(created.key);
    });

    it("refuses a second key on the free plan with 402, naming the plan that allows more", async () => {
      const { userId, created } = await userWithKey();
      const error = await planLimitError(createKey(app.runtime, personalWorkspace(userId)));
      expect(error.message).toBe(
        "You have 1 API key, as many as its plan allows. The Free plan allows 1 API key; Starter allows 3. Revoke a key or change the plan to add one.",
      );
      const keys = await listKeys(app.runtime.database.db, personalOwner(userId));
      expect(keys.map((k) => k.id)).toEqual([created.id]);
      expect((await callApi(app.runtime, "/api/v1/me", { bearer: created.key })).status).toBe(200);
    });

    it("keeps every key after a downgrade, refuses a new one, and allows one after revokes", async () => {
      const { userId } = await signedInUser(app);
      const subscriptionId = await onPlan(userId, "starter");
      const keys = [];
      for (let i = 0; i < 3; i++)
        keys.push(await createKey(app.runtime, personalWorkspace(userId)));
      await db()
        .update(subscription)
        .set({ status: "expired" })
        .where(eq(subscription.id, subscriptionId));
      app.runtime.billing.subscriptions.forgetOwner(personalOwner(userId));

      const error = await planLimitError(createKey(app.runtime, personalWorkspace(userId)));
      expect(error.message).toMatch(/^You have 3 API keys, .* The Free plan allows 1 API key;/);
      expect(await listKeys(app.runtime.database.db, personalOwner(userId))).toHaveLength(3);
      for (const key of keys) {
        expect((await callApi(app.runtime, "/api/v1/me", { bearer: key.key })).status).toBe(200);
      }

      await revokeKey(app.runtime, personalWorkspace(userId), keys[0]?.id as string);
      expect((await callApi(app.runtime, "/api/v1/me", { bearer: keys[0]?.key })).status).toBe(401);
      await planLimitError(createKey(app.runtime, personalWorkspace(userId)));
      await revokeKey(app.runtime, personalWorkspace(userId), keys[1]?.id as string);
      await revokeKey(app.runtime, personalWorkspace(userId), keys[2]?.id as string);
      const fresh = await createKey(app.runtime, personalWorkspace(userId));
      expect((await callApi(app.runtime, "/api/v1/me", { bearer: fresh.key })).status).toBe(200);
    });
  });

  describe("revokeKey", () => {
    it("answers 404 for another user's key id and leaves that key working", async () => {
      const owner = await userWithKey();
      const other = await signedInUser(app);
      const error = await rejection(
        revokeKey(app.runtime, personalWorkspace(other.userId), owner.created.id),
      );
      expect(error.status).toBe(404);
      expect((await callApi(app.runtime, "/api/v1/me", { bearer: owner.created.key })).status).toBe(
        200,
      );
    });
  });

  describe("listKeys", () => {
    it("lists the user's key without any key material", async () => {
      const { userId, created } = await userWithKey();
      const keys = await listKeys(app.runtime.database.db, personalOwner(userId));
      expect(keys).toHaveLength(1);
      const [listed] = keys;
      expect(Object.keys(listed ?? {}).sort()).toEqual(
        [
          "createdAt",
          "createdBy",
          "enabled",
          "end",
          "expiresAt",
          "id",
          "lastUsedAt",
          "name",
          "scopes",
          "start",
        ].sort(),
      );
      expect(listed).toMatchObject({ id: created.id, end: created.end, start: created.start });
      const text = JSON.stringify(keys);
      expect(text).not.toContain(created.key);
      expect(text).not.toContain(hashApiKey(created.key));
      expect(created.start?.length).toBe(API_KEY_PREFIX.length + 4);
    });

    it("lists nothing for a user without a key, and only the user's own key", async () => {
      const someone = await signedInUser(app);
      expect(await listKeys(app.runtime.database.db, personalOwner(someone.userId))).toEqual([]);
      await userWithKey();
      expect(await listKeys(app.runtime.database.db, personalOwner(someone.userId))).toEqual([]);
    });
  });

  describe("regenerateKey", () => {
    it("refuses the old key on the very next call and accepts the new one", async () => {
      const { userId, created } = await userWithKey();
      // The old key is in the verifier's cache when it is replaced.
      expect((await callApi(app.runtime, "/api/v1/me", { bearer: created.key })).status).toBe(200);
      const renewed = await regenerateKey(app.runtime, personalWorkspace(userId), created.id);
      expect(renewed.key).not.toBe(created.key);
      expect(renewed.end).toBe(renewed.key.slice(-4));

      const old = await callApi(app.runtime, "/api/v1/me", { bearer: created.key });
      expect(old.status).toBe(401);
      expect(await old.json()).toMatchObject({ code: "API_KEY_INVALID" });
      const fresh = await callApi(app.runtime, "/api/v1/me", { bearer: renewed.key });
      expect(fresh.status).toBe(200);
      expect(((await fresh.json()) as { user: { id: string } }).user.id).toBe(userId);

      // The same key record with a new secret: still one key, its hash the new one's.
      expect(renewed.id).toBe(created.id);
      expect(
        (await listKeys(app.runtime.database.db, personalOwner(userId))).map((k) => k.id),
      ).toEqual([created.id]);
      expect((await keyRow(db(), created.id))?.key).toBe(hashApiKey(renewed.key));
    });

    it("answers 404 for another user's key id and changes nothing", async () => {
      const victim = await userWithKey();
      const intruder = await userWithKey();
      const before = await keyRow(db(), victim.created.id);

      const error = await rejection(
        regenerateKey(app.runtime, personalWorkspace(intruder.userId), victim.created.id),
      );
      expect(error.status).toBe(404);
      expect(error.message).toBe("API key not found");

      expect(await keyRow(db(), victim.created.id)).toEqual(before);
      expect(
        (await listKeys(app.runtime.database.db, personalOwner(victim.userId))).map((k) => k.id),
      ).toEqual([victim.created.id]);
      expect(
        (await listKeys(app.runtime.database.db, personalOwner(intruder.userId))).map((k) => k.id),
      ).toEqual([intruder.created.id]);
      const stillWorks = await callApi(app.runtime, "/api/v1/me", { bearer: victim.created.key });
      expect(((await stillWorks.json()) as { user: { id: string } }).user.id).toBe(victim.userId);
    });

    it("answers 404 for an id that does not exist", async () => {
      const { userId } = await userWithKey();
      const error = await rejection(
        regenerateKey(app.runtime, personalWorkspace(userId), "no-such-key"),
      );
      expect(error.status).toBe(404);
    });
  });

  describe("the dashboard's overview", () => {
    it("reads the key list and the usage once a second, and forgets a user's at once when their key changes", async () => {
      const user = await signedInUser(app);
      const counted = countingDatabase(app.runtime.database);
      const runtime = assembleRuntime({
        env: app.runtime.env,
        database: { ...app.runtime.database, db: counted.db },
      });
      const { overview } = runtime.apiKeys;

      expect(await overview.keysOf(personalOwner(user.userId))).toEqual([]);
      expect((await overview.usageOf(personalOwner(user.userId))).length).toBe(30);
      expect(counted.queries).toHaveLength(2);
      counted.reset();
      await Promise.all([
        overview.keysOf(personalOwner(user.userId)),
        overview.usageOf(personalOwner(user.userId)),
      ]);
      expect(counted.queries).toHaveLength(0);

      const created = await createKey(runtime, personalWorkspace(user.userId));
      expect((await overview.keysOf(personalOwner(user.userId))).map((key) => key.end)).toEqual([
        created.end,
      ]);
      const renewed = await regenerateKey(runtime, personalWorkspace(user.userId), created.id);
      expect((await overview.keysOf(personalOwner(user.userId))).map((key) => key.end)).toEqual([
        renewed.end,
      ]);
    });

    it("shows a change made elsewhere within a second", async () => {
      const user = await signedInUser(app);
      const { overview } = app.runtime.apiKeys;
      expect(await overview.keysOf(personalOwner(user.userId))).toEqual([]);
      // Another instance creates the key: this one's cache is not told.
      const elsewhere = assembleRuntime({ env: app.runtime.env, database: app.runtime.database });
      const created = await createKey(elsewhere, personalWorkspace(user.userId));
      const tookMs = await pollUntil(
        async () =>
          (await overview.keysOf(personalOwner(user.userId))).some((key) => key.id === created.id),
        2000,
      );
      expect(tookMs).not.toBeNull();
      expect(tookMs).toBeLessThanOrEqual(1100);
    });
  });

  /** A key row for `key`, as another instance would have made it. */
  function guessedKeyRow(key: string, userId: string) {
    return {
      id: randomUUID(),
      configId: "default",
      key: hashApiKey(key),
      referenceId: userId,
      start: key.slice(0, 7),
      suffix: key.slice(-4),
    };
  }

  describe("the verifier", () => {
    it("does exactly one query on a miss and none on a hit, for good and unknown keys", async () => {
      const { created } = await userWithKey();
      const counted = countingDatabase(app.runtime.database);
      const verifier = new ApiKeyVerifier(counted.db);

      expect((await verifier.check(created.key)).ok).toBe(true);
      expect(counted.queries).toHaveLength(1);
      counted.reset();
      for (let i = 0; i < 5; i++) expect((await verifier.check(created.key)).ok).toBe(true);
      expect(counted.queries).toHaveLength(0);

      const unknown = `tl_${"x".repeat(61)}`;
      expect(await verifier.check(unknown)).toEqual({ ok: false, reason: "unknown" });
      expect(counted.queries).toHaveLength(1);
      counted.reset();
      expect(await verifier.check(unknown)).toEqual({ ok: false, reason: "unknown" });
      expect(counted.queries).toHaveLength(0);
    });

    it("keeps a rolled key's old value working until the overlap's end, to the millisecond", async () => {
      const { userId, created } = await userWithKey();
      const verifier = () => new ApiKeyVerifier(db(), { now: () => now });
      const before = Date.now();
      const rolled = await rollKey(app.runtime, personalWorkspace(userId), created.id, "24h");
      const end = rolled.previousExpiresAt?.getTime() ?? 0;
      expect(end).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
      expect(end).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
      let now = before;
      // The old key keeps its own lifetime for the new one: a year on the Free plan.
      const lifetime = (key: { createdAt: Date; expiresAt: Date | null }) =>
        (key.expiresAt?.getTime() ?? 0) - key.createdAt.getTime();
      expect(lifetime(rolled)).toBe(lifetime(created));
      expect(Math.round(lifetime(rolled) / 86_400_000)).toBe(365);
      expect(rolled.scopes).toEqual(created.scopes);

      now = end - 1;
      expect((await verifier().check(created.key)).ok).toBe(true);
      expect((await verifier().check(rolled.key)).ok).toBe(true);
      now = end;
      expect(await verifier().check(created.key)).toEqual({ ok: false, reason: "expired" });
      expect((await verifier().check(rolled.key)).ok).toBe(true);

      // Ended, the old key cannot be rolled again; the new one can.
      const ended = await db()
        .update(apikey)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apikey.id, created.id))
        .returning();
      expect(ended).toHaveLength(1);
      const refused = await rejection(
        rollKey(app.runtime, personalWorkspace(userId), created.id, "1h"),
      );
      expect(refused).toMatchObject({ code: "API_KEY_ENDED", status: 409 });
      const other = await signedInUser(app);
      const foreign = await rejection(
        rollKey(app.runtime, personalWorkspace(other.userId), rolled.id, "1h"),
      );
      expect(foreign).toMatchObject({ code: "API_KEY_NOT_FOUND", status: 404 });
    });

    it("ends every new key with a checksum a scanner can check without the server", async () => {
      const { created } = await userWithKey();
      expect(created.key).toMatch(/^tl_[A-Za-z0-9]{64}$/);
      expect(hasValidChecksum(created.key)).toBe(true);
      const last = created.key.at(-1) === "A" ? "B" : "A";
      expect(hasValidChecksum(created.key.slice(0, -1) + last)).toBe(false);
      // A key made before checksums (64 letters) still works, and fails the check.
      expect(hasValidChecksum(`tl_${"a".repeat(64)}`)).toBe(false);
    });

    it("answers N guesses of one unknown key with one read for 30 s, and a creation here at once", async () => {
      let now = Date.now();
      const counted = countingDatabase(app.runtime.database);
      const verifier = new ApiKeyVerifier(counted.db, { now: () => now });
      const guess = `tl_${randomUUID().replaceAll("-", "")}${"g".repeat(29)}`;
      for (let i = 0; i < 50; i++) {
        expect(await verifier.check(guess)).toEqual({ ok: false, reason: "unknown" });
      }
      expect(counted.queries).toHaveLength(1);
      // Past the 1 s positive cache, within the 30 s of the miss: no read of the key table.
      now += 20_000;
      counted.reset();
      for (let i = 0; i < 50; i++) {
        expect(await verifier.check(guess)).toEqual({ ok: false, reason: "unknown" });
      }
      expect(counted.queries.filter((query) => query.includes('"apikey"'))).toHaveLength(0);

      // The guessed key comes to exist: made here, it works on the very next call.
      const { userId } = await signedInUser(app);
      await db().insert(apikey).values(guessedKeyRow(guess, userId));
      await verifier.keyCreated(hashApiKey(guess));
      expect((await verifier.check(guess)).ok).toBe(true);
    });

    it("forgets a miss on every instance within a second of a creation elsewhere", async () => {
      let now = Date.now();
      const counted = countingDatabase(app.runtime.database);
      const creations = sharedKeyCreations(app.runtime.rateLimits);
      const here = new ApiKeyVerifier(counted.db, { now: () => now, creations });
      const elsewhere = new ApiKeyVerifier(app.runtime.database.db, { now: () => now, creations });
      const guess = `tl_${randomUUID().replaceAll("-", "")}${"e".repeat(29)}`;
      expect((await here.check(guess)).ok).toBe(false);
      // A second on, the miss is checked against the shared count of creations, still unchanged.
      now += 1100;
      expect((await here.check(guess)).ok).toBe(false);
      now += 1100;
      counted.reset();
      expect((await here.check(guess)).ok).toBe(false);
      expect(counted.queries.filter((query) => query.includes('"apikey"'))).toHaveLength(0);

      const { userId } = await signedInUser(app);
      await db().insert(apikey).values(guessedKeyRow(guess, userId));
      await elsewhere.keyCreated(hashApiKey(guess));
      // Within the second the miss is trusted without a read...
      now += 500;
      expect((await here.check(guess)).ok).toBe(false);
      // ...and once it is a second old, the shared count of creations has changed: read again.
      now += 600;
      expect((await here.check(guess)).ok).toBe(true);
    });

    it("remembers at most missMax unknown keys, the most recent", async () => {
      const counted = countingDatabase(app.runtime.database);
      const verifier = new ApiKeyVerifier(counted.db, { missMax: 2, ttlMs: 1 });
      const guesses = ["a", "b", "c"].map((c) => `tl_${c.repeat(64)}`);
      for (const guess of guesses) await verifier.check(guess);
      await vi.waitFor(async () => {
        counted.reset();
        await verifier.check(guesses[0] as string);
        expect(counted.queries).toHaveLength(1);
      });
      counted.reset();
      await verifier.check(guesses[2] as string);
      expect(counted.queries).toHaveLength(0);
    });

    it("costs a /me call no query on a hit and one per cache on a miss", async () => {
      const { created } = await userWithKey();
      const counted = countingDatabase(app.runtime.database);
      const runtime = assembleRuntime({
        env: app.runtime.env,
        database: { ...app.runtime.database, db: counted.db },
      });
      expect((await callApi(runtime, "/api/v1/me", { bearer: created.key })).status).toBe(200);
      // The key (with its owner, in one join) and the current subscription.
      expect(counted.queries).toHaveLength(2);
      expect(counted.queries[0]).toMatch(/from "apikey" left join "user"/);
      expect(counted.queries[1]).toMatch(/from "subscription"/);
      counted.reset();
      for (let i = 0; i < 5; i++) {
        expect((await callApi(runtime, "/api/v1/me", { bearer: created.key })).status).toBe(200);
      }
      // The per-key limiter shares its counts once a tenth of the plan's limit is unshared: a
      // write per batch of calls, not a read per call.
      expect(counted.queries.filter((query) => !query.includes("into rate_limit"))).toHaveLength(0);
    });

    it("shares one query among concurrent misses on one key", async () => {
      const { created } = await userWithKey();
      const counted = countingDatabase(app.runtime.database);
      const verifier = new ApiKeyVerifier(counted.db);
      const checks = await Promise.all(
        Array.from({ length: 20 }, () => verifier.check(created.key)),
      );
      expect(checks.every((check) => check.ok)).toBe(true);
      expect(counted.queries).toHaveLength(1);
    });

    it("does not cache a load that a forget overtook, and answers its callers from a new read", async () => {
      const { created } = await userWithKey();
      const held = heldResponses(db());
      const verifier = new ApiKeyVerifier(held.db);
      const inFlight = verifier.check(created.key);
      await held.read;
      // Revoked after the load read the key, and forgotten before the read answers.
      await db().update(apikey).set({ enabled: false }).where(eq(apikey.id, created.id));
      verifier.forgetKey(created.id);
      held.release();
      expect(await inFlight).toEqual({ ok: false, reason: "revoked" });
      expect(await verifier.check(created.key)).toEqual({ ok: false, reason: "revoked" });
    });

    it("refuses a revoked key on a second instance within the cache's second", async () => {
      const { created } = await userWithKey();
      const here = new ApiKeyVerifier(db());
      const elsewhere = new ApiKeyVerifier(db());
      expect((await here.check(created.key)).ok).toBe(true);
      const cachedElsewhereAt = Date.now();
      expect((await elsewhere.check(created.key)).ok).toBe(true);

      await db().update(apikey).set({ enabled: false }).where(eq(apikey.id, created.id));
      here.forgetKey(created.id);
      expect(await here.check(created.key)).toEqual({ ok: false, reason: "revoked" });
      // The other instance still trusts its cached row: a revocation reaches it with the TTL.
      expect((await elsewhere.check(created.key)).ok).toBe(true);

      let refusedAt = 0;
      const took = await pollUntil(async () => {
        const check = await elsewhere.check(created.key);
        refusedAt = Date.now();
        return !check.ok && check.reason === "revoked";
      }, 3000);
      expect(took).not.toBeNull();
      // Trusted untouched for the first three quarters of the TTL from its read's answer; a read
      // in the last quarter reloads it ahead of expiry (src/server/platform/loading-cache.server.ts).
      expect(refusedAt - cachedElsewhereAt).toBeGreaterThanOrEqual(750);
      expect(refusedAt - cachedElsewhereAt).toBeLessThan(3000);
    });

    it("honours a shorter TTL and an injected clock", async () => {
      const { created } = await userWithKey();
      let now = Date.now();
      const verifier = new ApiKeyVerifier(db(), { ttlMs: 1000, now: () => now });
      expect((await verifier.check(created.key)).ok).toBe(true);
      await db()
        .update(apikey)
        .set({ expiresAt: new Date(now - 1000) })
        .where(eq(apikey.id, created.id));
      // Trusted up to and including the TTL's last millisecond.
      now += 1000;
      expect((await verifier.check(created.key)).ok).toBe(true);
      now += 1;
      expect(await verifier.check(created.key)).toEqual({ ok: false, reason: "expired" });
    });
  });

  describe("forgetOwner", () => {
    it("drops the user's cached keys at once, and only theirs", async () => {
      const gone = await userWithKey();
      const stays = await userWithKey();
      const verifier = new ApiKeyVerifier(db());
      expect((await verifier.check(gone.created.key)).ok).toBe(true);
      expect((await verifier.check(stays.created.key)).ok).toBe(true);
      await db().delete(apikey).where(eq(apikey.referenceId, gone.userId));
      await db().delete(apikey).where(eq(apikey.referenceId, stays.userId));
      verifier.forgetOwner(personalOwner(gone.userId));
      expect(await verifier.check(gone.created.key)).toEqual({ ok: false, reason: "unknown" });
      // Still trusted from the cache until its second is up.
      expect((await verifier.check(stays.created.key)).ok).toBe(true);
    });
  });
});

// Racing creates queue on the plan limit's advisory lock, and usage is written by batched
// upserts and removed with the user by cascades: where the engines can differ.
describe.each(databaseKinds)("the personal API key's races and usage on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const { db, userWithKey, onPlan } = personalKeyCalls(() => app);

  describe("createKey", () => {
    it("leaves exactly one key when two creates race", async () => {
      const { userId } = await signedInUser(app);
      const results = await Promise.allSettled([
        createKey(app.runtime, personalWorkspace(userId)),
        createKey(app.runtime, personalWorkspace(userId)),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const keys = await listKeys(app.runtime.database.db, personalOwner(userId));
      expect(keys).toHaveLength(1);
      const winner = results.find((r) => r.status === "fulfilled") as PromiseFulfilledResult<{
        id: string;
      }>;
      expect(keys[0]?.id).toBe(winner.value.id);
    });

    it("makes as many named keys as the plan allows, and exactly that many from creates at once", async () => {
      const { userId } = await signedInUser(app);
      await onPlan(userId, "starter");
      const named = await createKey(app.runtime, personalWorkspace(userId), undefined, {
        name: "CI",
      });
      expect(named.name).toBe("CI");
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => createKey(app.runtime, personalWorkspace(userId))),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
      for (const result of results.filter((r) => r.status === "rejected")) {
        expect((result as PromiseRejectedResult).reason).toMatchObject({
          code: "PLAN_LIMIT_REACHED",
          status: 402,
        });
      }
      expect(await listKeys(app.runtime.database.db, personalOwner(userId))).toHaveLength(3);
    });
  });

  describe("regenerateKey", () => {
    it("keeps the usage history, counted calls included, on the renewed key", async () => {
      const { userId, created } = await userWithKey();
      for (let i = 0; i < 3; i++) {
        expect((await callApi(app.runtime, "/api/v1/me", { bearer: created.key })).status).toBe(
          200,
        );
      }
      await app.runtime.apiKeys.usage.flush();
      expect((await callApi(app.runtime, "/api/v1/me", { bearer: created.key })).status).toBe(200);
      await regenerateKey(app.runtime, personalWorkspace(userId), created.id);
      // The key record stays: the call still counted in memory lands on it too.
      await app.runtime.apiKeys.usage.flush();
      const total = (await usageByDay(app.runtime.database.db, personalOwner(userId))).reduce(
        (sum, d) => sum + d.calls,
        0,
      );
      expect(total).toBe(4);
    });
  });

  describe("usage counting", () => {
    it("writes nothing per call and N calls in one flush, with the last-used time", async () => {
      const { userId, created } = await userWithKey();
      const usage = app.runtime.apiKeys.usage;
      await usage.flush();
      const calls = 7;
      for (let i = 0; i < calls; i++) {
        const response = await callApi(app.runtime, "/api/v1/me", { apiKey: created.key });
        expect(response.status).toBe(200);
      }
      expect(await usageRows(db(), created.id)).toHaveLength(0);
      expect((await keyRow(db(), created.id))?.lastRequest).toBeNull();

      const before = Date.now();
      await usage.flush();
      const rows = await usageRows(db(), created.id);
      expect(rows).toEqual([{ key_id: created.id, day: utcDay(Date.now()), count: calls }]);
      const lastRequest = (await keyRow(db(), created.id))?.lastRequest;
      expect(lastRequest).toBeInstanceOf(Date);
      expect(lastRequest?.getTime()).toBeLessThanOrEqual(before + 1000);
      expect(lastRequest?.getTime()).toBeGreaterThan(before - 60_000);

      // A second batch adds to the day's row.
      await callApi(app.runtime, "/api/v1/me", { bearer: created.key });
      await usage.flush();
      expect((await usageRows(db(), created.id))[0]?.count).toBe(calls + 1);

      const days = await usageByDay(app.runtime.database.db, personalOwner(userId));
      expect(days).toHaveLength(30);
      expect(days.at(-1)).toEqual({ day: utcDay(Date.now()), calls: calls + 1 });
      expect(days.slice(0, -1).every((d) => d.calls === 0)).toBe(true);
      expect(
        (await listKeys(app.runtime.database.db, personalOwner(userId)))[0]?.lastUsedAt,
      ).toBeInstanceOf(Date);
    });

    it("counts only successful key checks: refused calls are not counted", async () => {
      const { created } = await userWithKey();
      await app.runtime.apiKeys.usage.flush();
      const last = created.key.at(-1) === "A" ? "B" : "A";
      await callApi(app.runtime, "/api/v1/me", { bearer: `${created.key.slice(0, -1)}${last}` });
      await callApi(app.runtime, "/api/v1/subscriptions?limit=0", { bearer: created.key });
      await app.runtime.apiKeys.usage.flush();
      // The validation failure was an authenticated call and counts; the bad key does not.
      expect((await usageRows(db(), created.id))[0]?.count).toBe(1);
    });

    it("does one statement per table per flush, however many keys were used", async () => {
      const keys = [await userWithKey(), await userWithKey(), await userWithKey()];
      const counted = countingDatabase(app.runtime.database);
      const recorder = new UsageRecorder(counted.db);
      for (const { created, userId } of keys) {
        for (let i = 0; i < 3; i++) recorder.record(created.id, personalOwner(userId));
      }
      expect(counted.queries).toHaveLength(0);
      await recorder.flush();
      expect(counted.queries).toHaveLength(2);
      for (const { created } of keys) {
        expect((await usageRows(db(), created.id))[0]?.count).toBe(3);
      }
      counted.reset();
      await recorder.flush();
      expect(counted.queries).toHaveLength(0);
    });

    it("counts calls either side of UTC midnight on their own days", async () => {
      const { created, userId } = await userWithKey();
      const midnight = Date.UTC(2026, 10, 22);
      const times = [midnight - 2, midnight - 1, midnight, midnight + 1, midnight - 3];
      let now = 0;
      const recorder = new UsageRecorder(db(), () => now);
      for (const time of times) {
        now = time;
        recorder.record(created.id, personalOwner(userId));
      }
      await recorder.flush();
      const rows = await usageRows(db(), created.id);
      rows.sort((a, b) => a.day.localeCompare(b.day));
      expect(rows.map(({ day, count }) => ({ day, count }))).toEqual([
        { day: "2026-11-21", count: 3 },
        { day: "2026-11-22", count: 2 },
      ]);
    });

    it("counts a key's calls after it is deleted, on the REST API's own counter", async () => {
      const { created, userId, cookie } = await userWithKey();
      for (let i = 0; i < 3; i++) {
        const response = await callApi(app.runtime, "/api/v1/me", { bearer: created.key });
        expect(response.status).toBe(200);
      }
      // Deleted before the counts are written, through Better Auth's endpoint.
      const deleted = await app.request("/api/auth/api-key/delete", {
        cookie,
        json: { keyId: created.id },
      });
      expect(deleted.status).toBe(200);
      expect(await db().select().from(apikey).where(eq(apikey.id, created.id))).toEqual([]);
      await app.runtime.apiKeys.usage.flush();
      expect((await usageRows(db(), created.id))[0]?.count).toBe(3);
      const owner = personalOwner(userId);
      expect(await callsSince(app.runtime.database.db, owner, "2000-01-01")).toBe(3);
      const days = await usageByDay(app.runtime.database.db, owner);
      expect(days.at(-1)?.calls).toBe(3);
    });

    it("skips the counts of a workspace deleted before the flush, and writes the rest", async () => {
      const gone = await userWithKey();
      const kept = await userWithKey();
      const recorder = new UsageRecorder(db());
      recorder.record(gone.created.id, personalOwner(gone.userId));
      recorder.record(kept.created.id, personalOwner(kept.userId));
      await db().delete(user).where(eq(user.id, gone.userId));
      await expect(recorder.flush()).resolves.toBeUndefined();
      expect(await usageRows(db(), gone.created.id)).toHaveLength(0);
      expect((await usageRows(db(), kept.created.id))[0]?.count).toBe(1);
    });
  });

  describe("deleting the user", () => {
    async function deleteUser(user: SignedInUser) {
      return app.request("/api/auth/delete-user", {
        json: { freshSession: true },
        cookie: user.cookie,
      });
    }

    it("leaves no key and no usage row, and the key answers 401", async () => {
      const user = await userWithKey();
      for (let i = 0; i < 3; i++) {
        expect(
          (await callApi(app.runtime, "/api/v1/me", { bearer: user.created.key })).status,
        ).toBe(200);
      }
      await app.runtime.apiKeys.usage.flush();
      expect(await usageRows(db(), user.created.id)).toHaveLength(1);

      const response = await deleteUser(user);
      expect(response.status).toBe(200);
      expect(await db().select().from(apikey).where(eq(apikey.referenceId, user.userId))).toEqual(
        [],
      );
      expect(
        await db().select().from(apiKeyUsage).where(eq(apiKeyUsage.keyId, user.created.id)),
      ).toEqual([]);

      // The deletion drops the user from this instance's caches: refused on the very next call.
      const after = await callApi(app.runtime, "/api/v1/me", { bearer: user.created.key });
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({ code: "API_KEY_INVALID" });
      // Calls counted before the deletion but flushed after it are dropped, not an error.
      await expect(app.runtime.apiKeys.usage.flush()).resolves.toBeUndefined();
      expect(await usageRows(db(), user.created.id)).toHaveLength(0);
    });
  });
});
