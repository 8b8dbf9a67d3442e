import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { listSessions } from "~/server/account/account.server";
import { createKey } from "~/server/api-keys/api-keys.server";
import type { ClientSession } from "~/server/auth/session.server";
import { connectRedis } from "~/server/platform/redis.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import { allowConsoleError } from "../support/console-guard";
import { type DatabaseKind, databaseKinds } from "../support/databases";
import { freePort } from "../support/free-port";
import { startThrowawayRedis, type ThrowawayRedis } from "../support/redis-server";
import { callApi, signedInUser } from "../support/rest-api";
import {
  createSiblingApp,
  createTestApp,
  randomIp,
  type TestApp,
  tokenOf,
  uniqueEmail,
} from "../support/test-app";

// Two instances of the server side by side, as behind a load balancer: the same database (and
// the same Redis, when REDIS_URL is set), each with its own memory. Every limit counts where
// both see it, so a client cannot get twice the allowance by being balanced across them.

const API_MAX = 4;
/** Small limits, so each test spends an allowance in a few calls. */
const LIMITS = {
  AUTH_LIMIT_PER_IP: "6",
  AUTH_LIMIT_MAILS_PER_NETWORK: "2",
  AUTH_LIMIT_MAILS_PER_ADDRESS: "4",
  AUTH_LIMIT_PASSWORD_PER_ADDRESS: "4",
};
const PER_IP = Number(LIMITS.AUTH_LIMIT_PER_IP);
const MAILS_PER_NETWORK = Number(LIMITS.AUTH_LIMIT_MAILS_PER_NETWORK);
const MAILS_PER_ADDRESS = Number(LIMITS.AUTH_LIMIT_MAILS_PER_ADDRESS);
const PASSWORD_PER_ADDRESS = Number(LIMITS.AUTH_LIMIT_PASSWORD_PER_ADDRESS);

const setups: { name: string; kind: DatabaseKind; redis: boolean }[] = [
  ...databaseKinds.map((kind) => ({ name: kind, kind, redis: false })),
  { name: "postgres with Redis", kind: "postgres", redis: true },
];

/** The product's counter names: a digest of the address (and network), never the address. */
const digest = (...parts: string[]) =>
  createHash("sha256").update(parts.join("\n").toLowerCase()).digest("hex");

describe.each(setups)(
  "rate limits shared by two instances on $name",
  ({ kind, redis: withRedis }) => {
    let redis: ThrowawayRedis | undefined;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      if (withRedis) redis = await startThrowawayRedis();
      a = await createTestApp(kind, {
        API_RATE_LIMIT_MAX: String(API_MAX),
        // An hour, so no test's requests straddle the end of a key's window.
        API_RATE_LIMIT_WINDOW: "3600",
        ...LIMITS,
        ...(redis && { REDIS_URL: redis.url }),
      });
      b = await createSiblingApp(a);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await redis?.stop();
    });

    const rows = async (pattern: string) =>
      rowsOf<{ key: string; count: number }>(
        await a.runtime.database.db.execute(
          sql`select key, count from rate_limit where key like ${pattern} order by key`,
        ),
      ).map((row) => ({ key: row.key, count: Number(row.count) }));

    /**
     * The stored count of one counter, read where it must be: Redis (the product's counters under
     * `rate:`, Better Auth's under `auth:`) when it is configured, and then nothing in the table;
     * the `rate_limit` table otherwise.
     */
    async function storedCount(key: string, owner: "product" | "better-auth"): Promise<number> {
      const inTable = await rows(key);
      if (!redis) return inTable[0]?.count ?? 0;
      expect(inTable).toEqual([]);
      const value = await redis.get(`${owner === "product" ? "rate:" : "auth:"}${key}`);
      return Number(value ?? 0);
    }

    /**
     * The REST API's stored count for a workspace (`ownerKey`: "user:<id>"): the sum of its
     * per-window counters, wherever they are stored.
     */
    async function storedApiCount(workspace: string): Promise<number> {
      const inTable = await rows(`api-key:${workspace}:%`);
      if (!redis) return inTable.reduce((sum, row) => sum + row.count, 0);
      expect(inTable).toEqual([]);
      const names = await redis.keys(`rate:api-key:${workspace}:*`);
      expect(names).toHaveLength(1);
      let sum = 0;
      for (const name of names) sum += Number(await redis.get(name));
      return sum;
    }

    /** Alternates between the two instances: request i goes to a, then b, then a... */
    const either = (i: number) => (i % 2 === 0 ? a : b);

    it("counts magic links per address and network across instances", async () => {
      const email = uniqueEmail();
      const ip = randomIp();
      for (let i = 0; i < MAILS_PER_NETWORK; i++) {
        const response = await either(i).request("/api/auth/sign-in/magic-link", {
          json: { email },
          ip,
        });
        expect(response.status).toBe(200);
      }
      for (const app of [a, b]) {
        const refused = await app.request("/api/auth/sign-in/magic-link", { json: { email }, ip });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await refused.json()).toEqual({
          code: "TOO_MANY_REQUESTS",
          message: expect.stringMatching(/^Too many sign-in links were sent to this address\./),
        });
      }
      // Another network's links are its own.
      const elsewhere = await b.request("/api/auth/sign-in/magic-link", {
        json: { email },
        ip: randomIp(),
      });
      expect(elsewhere.status).toBe(200);
      expect(await a.mailTo(email)).toHaveLength(MAILS_PER_NETWORK + 1);
      // The errors gave their hits back: only the mails sent are counted.
      expect(await storedCount(`mail:magic-link:${digest(email, ip)}`, "product")).toBe(
        MAILS_PER_NETWORK,
      );
    });

    it("counts magic links per address across instances, from any number of networks", async () => {
      const email = uniqueEmail();
      for (let i = 0; i < MAILS_PER_ADDRESS; i++) {
        const response = await either(i).request("/api/auth/sign-in/magic-link", {
          json: { email },
          ip: randomIp(),
        });
        expect(response.status).toBe(200);
      }
      for (const app of [a, b]) {
        const refused = await app.request("/api/auth/sign-in/magic-link", {
          json: { email },
          ip: randomIp(),
        });
        expect(refused.status).toBe(429);
      }
      expect(await a.mailTo(email)).toHaveLength(MAILS_PER_ADDRESS);
      expect(await storedCount(`mail:magic-link:${digest(email)}`, "product")).toBe(
        MAILS_PER_ADDRESS,
      );
    });

    it("counts magic links per client address across instances", async () => {
      const ip = randomIp();
      for (let i = 0; i < PER_IP; i++) {
        const response = await either(i).request("/api/auth/sign-in/magic-link", {
          json: { email: uniqueEmail() },
          ip,
        });
        expect(response.status).toBe(200);
      }
      for (const app of [a, b]) {
        const email = uniqueEmail();
        const refused = await app.request("/api/auth/sign-in/magic-link", { json: { email }, ip });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(((await refused.json()) as { message: string }).message).toMatch(
          /^Too many attempts from your network\./,
        );
        expect(await app.mailTo(email)).toHaveLength(0);
      }
      expect(await storedCount(`${ip}|/sign-in/magic-link`, "better-auth")).toBeGreaterThanOrEqual(
        PER_IP,
      );
    });

    it("counts password sign-ins per client address across instances", async () => {
      const ip = randomIp();
      // Malformed addresses are refused before any password hashing, and count all the same.
      for (let i = 0; i < PER_IP; i++) {
        const response = await either(i).request("/api/auth/sign-in/email", {
          json: { email: `not-an-email-${i}`, password: "not the password, long enough" },
          ip,
        });
        expect(response.status).toBe(400);
      }
      for (const app of [a, b]) {
        const refused = await app.request("/api/auth/sign-in/email", {
          json: { email: uniqueEmail(), password: "not the password, long enough" },
          ip,
        });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(await storedCount(`${ip}|/sign-in/email`, "better-auth")).toBeGreaterThanOrEqual(
        PER_IP,
      );
    });

    it("counts password sign-ins per address across instances, from any client", async () => {
      const email = uniqueEmail();
      await a.signIn(email);
      for (let i = 0; i < PASSWORD_PER_ADDRESS; i++) {
        const response = await either(i).request("/api/auth/sign-in/email", {
          json: { email, password: "not the password, long enough" },
          ip: randomIp(),
        });
        expect(response.status).toBe(401);
      }
      for (const app of [a, b]) {
        const refused = await app.request("/api/auth/sign-in/email", {
          json: { email, password: "not the password, long enough" },
          ip: randomIp(),
        });
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({
          code: "TOO_MANY_REQUESTS",
          message: expect.stringMatching(/^Too many sign-in attempts for this address\. Try again/),
        });
      }
      // Every guess counts, the refused ones too: this counter is for guesses, not mails.
      expect(await storedCount(`sign-in-email:${digest(email)}`, "product")).toBe(
        PASSWORD_PER_ADDRESS + 2,
      );
      // Each refused guess costs a memory-hard hash, seconds in all on a busy machine.
    }, 90_000);

    it("counts password-reset mails per address across instances, and answers the same when spent", async () => {
      const email = uniqueEmail();
      await a.signIn(email);
      const before = (await a.mailTo(email)).length;
      const ask = (app: TestApp) =>
        app.request("/api/auth/request-password-reset", {
          json: { email, redirectTo: "/reset-password" },
          ip: randomIp(),
        });
      for (let i = 0; i < MAILS_PER_ADDRESS; i++) expect((await ask(either(i))).status).toBe(200);
      // Spent: the response does not change (it would tell that an account holds the address);
      // the mail is not sent.
      const spent = await ask(b);
      expect(spent.status).toBe(200);
      await Promise.all([a.runtime.background.settled(), b.runtime.background.settled()]);
      expect((await a.mailTo(email)).length - before).toBe(MAILS_PER_ADDRESS);
      expect(await storedCount(`mail:reset-password:${digest(email)}`, "product")).toBe(
        MAILS_PER_ADDRESS,
      );
    });

    async function keyOn(app: TestApp) {
      const user = await signedInUser(app);
      const created = await createKey(app.runtime, personalWorkspace(user.userId));
      return { ...created, workspace: `user:${user.userId}` };
    }

    it("counts REST API calls per workspace across instances: 429 with Retry-After and the RateLimit headers", async () => {
      const { key, workspace } = await keyOn(a);
      const me = (app: TestApp) => callApi(app.runtime, "/api/v1/me", { bearer: key });
      const remaining = async (app: TestApp) => {
        const response = await me(app);
        expect(response.status).toBe(200);
        expect(response.headers.get("ratelimit-limit")).toBe(String(API_MAX));
        return response.headers.get("ratelimit-remaining");
      };
      expect([await remaining(a), await remaining(a)]).toEqual(["3", "2"]);
      await a.runtime.apiKeys.limiter.flush();
      // b learns a's two when it pushes its own first call.
      expect(await remaining(b)).toBe("3");
      await b.runtime.apiKeys.limiter.flush();
      expect(await remaining(b)).toBe("0");
      await b.runtime.apiKeys.limiter.flush();
      expect(await storedApiCount(workspace)).toBe(API_MAX);

      const refused = await me(b);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED" });
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      // Until the window ends, then until a quarter of its four calls has slid out.
      expect(retryAfter).toBeLessThanOrEqual(3600 + 900);
      expect(refused.headers.get("ratelimit-limit")).toBe(String(API_MAX));
      expect(refused.headers.get("ratelimit-remaining")).toBe("0");
      expect(refused.headers.get("ratelimit-reset")).toBe(String(retryAfter));
      // A refused call is not counted.
      await b.runtime.apiKeys.limiter.flush();
      expect(await storedApiCount(workspace)).toBe(API_MAX);

      // a last read the count before b's calls: it admits one more (within the documented
      // bound: what it counts until its next push), learns the total from that push, and refuses.
      expect((await me(a)).status).toBe(200);
      await a.runtime.apiKeys.limiter.flush();
      expect((await me(a)).status).toBe(429);
      expect((await me(b)).status).toBe(429);
      expect(await storedApiCount(workspace)).toBe(API_MAX + 1);
    });

    it("refuses a key spent on one instance on the other without being told", async () => {
      const { key } = await keyOn(a);
      const me = (app: TestApp) => callApi(app.runtime, "/api/v1/me", { bearer: key });
      for (let i = 0; i < API_MAX; i++) expect((await me(a)).status).toBe(200);
      expect((await me(a)).status).toBe(429);
      // a pushes on its own (each call past a tenth of the limit starts a push); b is not told
      // anything: its first call starts its own push, which reads the total back.
      await a.runtime.apiKeys.limiter.flush();
      let admittedOnB = 0;
      for (let probe = 0; probe < 50; probe++) {
        const status = (await me(b)).status;
        if (status === 429) break;
        admittedOnB++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await me(b)).status).toBe(429);
      // Fewer than b would have allowed alone: it was refused on the shared count.
      expect(admittedOnB).toBeLessThan(API_MAX);
    });
  },
);

describe("with Redis", () => {
  let redis: ThrowawayRedis;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    redis = await startThrowawayRedis();
    a = await createTestApp("postgres", { REDIS_URL: redis.url });
    b = await createSiblingApp(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  async function sessionRows(userId: string) {
    return rowsOf<{ token: string }>(
      await a.runtime.database.db.execute(sql`select token from session where user_id = ${userId}`),
    );
  }

  it("keeps sessions in PostgreSQL: made on one instance, listed and revoked on the other", async () => {
    const cookie = await a.signIn(uniqueEmail());
    const current = await b.session(cookie);
    if (!current) throw new Error("the session made on a is unknown on b");
    const { userId } = current.session;
    const token = tokenOf(cookie);
    expect((await sessionRows(userId)).map((row) => row.token)).toEqual([token]);
    // Better Auth's copy, read first by either instance.
    expect(await redis.keys(`auth:${token}`)).toEqual([`auth:${token}`]);

    // The settings screen's list (the product's getMySessions), read on the other instance.
    const listed = await listSessions(b.runtime, {
      user: { id: userId },
      session: { id: current.session.id },
    } as ClientSession);
    expect(listed.map((s) => s.id)).toEqual([current.session.id]);

    const revoked = await a.request("/api/auth/revoke-session", { json: { token }, cookie });
    expect(revoked.status).toBe(200);
    expect(await b.session(cookie)).toBeNull();
    expect(await sessionRows(userId)).toEqual([]);
    expect(await redis.keys(`auth:${token}`)).toEqual([]);
  });

  it("leaves no row and no Redis copy of a deleted account's sessions and tokens", async () => {
    const email = uniqueEmail();
    const cookie = await a.signIn(email);
    const current = await a.session(cookie);
    if (!current) throw new Error("no session");
    const userId = current.user.id;
    await a.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    await a.requestMagicLink(email);
    const copies = async () => {
      const found: string[] = [];
      for (const name of await redis.keys("auth:verification:*")) {
        const value = (await redis.get(name)) ?? "";
        if (value.includes(userId) || value.includes(email)) found.push(name);
      }
      return found;
    };
    expect((await copies()).length).toBeGreaterThanOrEqual(2);

    const deleted = await b.request("/api/auth/delete-user", {
      json: { freshSession: true },
      cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await a.remnants(userId, email)).toEqual({
      user: 0,
      session: 0,
      account: 0,
      verification: 0,
      apikey: 0,
    });
    expect(await copies()).toEqual([]);
    expect(await redis.keys(`auth:${tokenOf(cookie)}`)).toEqual([]);
    expect(await a.session(cookie)).toBeNull();
  });

  it("keeps sessions and the REST API working while Redis is down; the calls it counts fail", async () => {
    const own = await startThrowawayRedis();
    const app = await createTestApp("pglite", { REDIS_URL: own.url });
    try {
      const user = await signedInUser(app);
      const { key } = await createKey(app.runtime, personalWorkspace(user.userId));
      await own.stop();
      allowConsoleError(/./);
      // Better Auth's copies are missing, so it reads the session from PostgreSQL.
      expect((await app.session(user.cookie))?.user.id).toBe(user.userId);
      // The per-key limit counts in memory and pushes later.
      expect((await callApi(app.runtime, "/api/v1/me", { bearer: key })).status).toBe(200);
      // A mail-sending call cannot be counted, so it is not made: an error, never a mail.
      const email = uniqueEmail();
      const response = await app.request("/api/auth/sign-in/magic-link", { json: { email } });
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(await app.mailTo(email)).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it("stops the start with the reason when Redis cannot be reached", async () => {
    const url = `redis://user:secret@127.0.0.1:${await freePort()}`;
    const failure = await connectRedis(url, { connectTimeoutMs: 1000 }).catch((error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toMatch(
      /^Redis at redis:\/\/127\.0\.0\.1:\d+ \(REDIS_URL\) cannot be reached: /,
    );
    expect(failure.message).not.toContain("secret");
  });
});
