import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_PLAN } from "~/config/plans";
import { apikey } from "~/db/schema";
import { meSchema, subscriptionListSchema, userMeSchema } from "~/server/api/v1/schemas";
import { createKey } from "~/server/api-keys/api-keys.server";
import { CurrentSubscriptions } from "~/server/billing/current-subscription.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import { storageKinds } from "../support/databases";
import {
  type ApiCall,
  callApi,
  heldResponses,
  insertSubscription,
  pollUntil,
  signedInUser,
  usageRows,
} from "../support/rest-api";
import { APP_URL, createTestApp, type TestApp } from "../support/test-app";

// /api/v1 as a client sees it: the key in either header, every error with its stable code,
// the per-key limit, query validation, the data itself, and no 5xx whatever is sent.

interface ErrorBody {
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
}

const WELL_FORMED_UNKNOWN = `tl_${"A".repeat(30)}${"b".repeat(31)}`;

describe.each(storageKinds)("the REST API on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const db = () => app.runtime.database.db;
  const api = (path: string, call?: ApiCall) => callApi(app.runtime, path, call);

  async function userWithKey(target: TestApp = app) {
    const user = await signedInUser(target);
    const created = await createKey(target.runtime, personalWorkspace(user.userId));
    return { ...user, key: created.key, keyId: created.id };
  }

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("application/json");
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe(code);
    expect(typeof body.message).toBe("string");
    return body;
  }

  it("tells every cache not to keep an answer about an account, errors included", async () => {
    const { key } = await userWithKey();
    for (const path of ["/api/v1/me", "/api/v1/entitlements", "/api/v1/subscriptions"]) {
      const response = await api(path, { bearer: key });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    const refused = await api("/api/v1/me", { bearer: WELL_FORMED_UNKNOWN });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const invalid = await api("/api/v1/subscriptions?limit=abc", { bearer: key });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("cache-control")).toBe("no-store");
    // The document describes the API, not anyone's data.
    const document = await api("/api/v1/openapi.json");
    expect(document.headers.get("cache-control")).toBe("public, max-age=300");
  });

  describe("authentication", () => {
    it("accepts the key as 'Authorization: Bearer' and as 'x-api-key'", async () => {
      const { key, userId, email } = await userWithKey();
      const calls: ApiCall[] = [
        { bearer: key },
        { apiKey: key },
        { headers: { authorization: `bearer ${key}` } },
        { headers: { authorization: `  Bearer ${key}  ` } },
        { headers: { "x-api-key": ` ${key} ` } },
      ];
      for (const call of calls) {
        const response = await api("/api/v1/me", call);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        const body = userMeSchema.parse(await response.json());
        expect(body.user).toMatchObject({ id: userId, email });
      }
    });

    it("answers 401 API_KEY_MISSING without a key, with WWW-Authenticate", async () => {
      const response = await api("/api/v1/me");
      const body = await expectError(response, 401, "API_KEY_MISSING");
      expect(body.message).toMatch(/Authorization: Bearer/);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    });

    it("answers 401 API_KEY_MALFORMED to another Authorization scheme", async () => {
      const { key } = await userWithKey();
      for (const authorization of [
        `Basic ${Buffer.from(`user:${key}`).toString("base64")}`,
        `Token ${key}`,
        key,
        `Bearer: ${key}`,
        `Bearer ${key} extra`,
      ]) {
        const response = await api("/api/v1/me", { headers: { authorization } });
        await expectError(response, 401, "API_KEY_MALFORMED");
        // Every 401 says how to authenticate (RFC 9110 §11.6.1): a bearer token in this realm.
        expect(response.headers.get("www-authenticate"), authorization).toBe(
          authorization.startsWith("Bearer ")
            ? 'Bearer realm="api", error="invalid_token"'
            : 'Bearer realm="api"',
        );
      }
    });

    it("answers 401 API_KEY_MALFORMED to a key of the wrong shape", async () => {
      const { key } = await userWithKey();
      const shapes = [
        "abc",
        "tl_",
        "tl_short",
        key.slice(3),
        `xx_${key.slice(3)}`,
        `${key}!`,
        `tl_${"a".repeat(251)}`,
        key.replace("tl_", "TL_"),
      ];
      for (const bad of shapes) {
        for (const response of [
          await api("/api/v1/me", { bearer: bad }),
          await api("/api/v1/me", { apiKey: bad }),
        ]) {
          await expectError(response, 401, "API_KEY_MALFORMED");
          expect(response.headers.get("www-authenticate")).toBe(
            'Bearer realm="api", error="invalid_token"',
          );
        }
      }
    });

    it("answers 401 API_KEY_INVALID to a well-formed key nobody holds", async () => {
      const { key } = await userWithKey();
      const altered = `${key.slice(0, -1)}${key.at(-1) === "A" ? "B" : "A"}`;
      for (const unknown of [WELL_FORMED_UNKNOWN, altered]) {
        const response = await api("/api/v1/me", { bearer: unknown });
        const body = await expectError(response, 401, "API_KEY_INVALID");
        expect(JSON.stringify(body)).not.toContain(unknown);
        expect(response.headers.get("www-authenticate")).toBe(
          'Bearer realm="api", error="invalid_token"',
        );
      }
    });

    it("answers 401 API_KEY_REVOKED once the key is disabled (forgetKey: at once)", async () => {
      const { key, keyId } = await userWithKey();
      expect((await api("/api/v1/me", { bearer: key })).status).toBe(200);
      await db().update(apikey).set({ enabled: false }).where(eq(apikey.id, keyId));
      app.runtime.apiKeys.verifier.forgetKey(keyId);
      await expectError(await api("/api/v1/me", { bearer: key }), 401, "API_KEY_REVOKED");
      await expectError(
        await api("/api/v1/subscriptions", { apiKey: key }),
        401,
        "API_KEY_REVOKED",
      );
    });

    it("answers 401 API_KEY_REVOKED within the cache's second without being told", async () => {
      const { key, keyId } = await userWithKey();
      expect((await api("/api/v1/me", { bearer: key })).status).toBe(200);
      await db().update(apikey).set({ enabled: false }).where(eq(apikey.id, keyId));
      let last: Response | undefined;
      const took = await pollUntil(async () => {
        last = await api("/api/v1/me", { bearer: key });
        return last.status === 401;
      }, 3000);
      expect(took).not.toBeNull();
      expect(took).toBeLessThan(1500);
      await expectError(last as Response, 401, "API_KEY_REVOKED");
    });

    it("answers 401 API_KEY_EXPIRED once the key's expiry has passed", async () => {
      const { key, keyId } = await userWithKey();
      await db()
        .update(apikey)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apikey.id, keyId));
      app.runtime.apiKeys.verifier.forgetKey(keyId);
      await expectError(await api("/api/v1/me", { bearer: key }), 401, "API_KEY_EXPIRED");
    });

    it("accepts a key whose expiry is still ahead", async () => {
      const { key, keyId } = await userWithKey();
      await db()
        .update(apikey)
        .set({ expiresAt: new Date(Date.now() + 3_600_000) })
        .where(eq(apikey.id, keyId));
      app.runtime.apiKeys.verifier.forgetKey(keyId);
      expect((await api("/api/v1/me", { bearer: key })).status).toBe(200);
    });

    it("answers each user's key with that user's data only", async () => {
      const alice = await userWithKey();
      const bob = await userWithKey();
      await insertSubscription(db(), alice.userId, { name: "Alice's plan" });
      const me = userMeSchema.parse(await (await api("/api/v1/me", { bearer: bob.key })).json());
      expect(me.user.id).toBe(bob.userId);
      expect(me.subscription).toBeNull();
      const list = subscriptionListSchema.parse(
        await (await api("/api/v1/subscriptions", { bearer: bob.key })).json(),
      );
      expect(list.data).toEqual([]);
      const hers = subscriptionListSchema.parse(
        await (await api("/api/v1/subscriptions", { bearer: alice.key })).json(),
      );
      expect(hers.data.map((s) => s.name)).toEqual(["Alice's plan"]);
    });
  });

  describe("GET /api/v1/me", () => {
    it("answers the user and a null subscription, then the current one", async () => {
      const { key, userId, email } = await userWithKey();
      const first = meSchema.parse(await (await api("/api/v1/me", { bearer: key })).json());
      expect(first).toEqual({
        owner: "user",
        user: {
          id: userId,
          email,
          name: expect.any(String),
          image: null,
          emailVerified: true,
          createdAt: expect.any(String),
        },
        subscription: null,
      });

      // Ended subscriptions are not "current".
      await insertSubscription(db(), userId, { status: "expired", name: "Old" });
      app.runtime.billing.subscriptions.forgetOwner({ kind: "user", id: userId });
      expect((await (await api("/api/v1/me", { bearer: key })).json()).subscription).toBeNull();

      const id = await insertSubscription(db(), userId, {
        status: "trialing",
        name: "Pro",
        price: "19.00",
        billingCycle: "yearly",
        features: ["a", "b"],
        currentPeriodEnd: null,
      });
      app.runtime.billing.subscriptions.forgetOwner({ kind: "user", id: userId });
      const second = meSchema.parse(await (await api("/api/v1/me", { bearer: key })).json());
      expect(second.subscription).toMatchObject({
        id,
        status: "trialing",
        name: "Pro",
        price: "19.00",
        billingCycle: "yearly",
        features: ["a", "b"],
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      });
      const raw = second.subscription as Record<string, unknown>;
      expect(raw).not.toHaveProperty("providerSubscriptionId");
      expect(raw).not.toHaveProperty("providerCustomerId");
      expect(raw).not.toHaveProperty("userId");
    });

    it("answers a subscription change within the cache's second", async () => {
      const { key, userId } = await userWithKey();
      const me = async () =>
        meSchema.parse(await (await api("/api/v1/me", { bearer: key })).json()).subscription;
      expect(await me()).toBeNull();
      const id = await insertSubscription(db(), userId);
      let seen: string | undefined;
      const took = await pollUntil(async () => {
        seen = (await me())?.id;
        return seen !== undefined;
      }, 3000);
      expect(took).not.toBeNull();
      expect(took).toBeLessThan(1500);
      expect(seen).toBe(id);
    });

    it("does not cache a current subscription read that a forget overtook", async () => {
      const { userId } = await userWithKey();
      const owner = { kind: "user", id: userId } as const;
      const held = heldResponses(db());
      const cache = new CurrentSubscriptions(held.db);
      const inFlight = cache.get(owner);
      await held.read;
      // Bought after the read found nothing, and forgotten before the read answers.
      const id = await insertSubscription(db(), userId);
      cache.forgetOwner(owner);
      held.release();
      expect((await inFlight)?.id).toBe(id);
      expect((await cache.get(owner))?.id).toBe(id);
    });

    it("sets the RateLimit headers on a success, from the key owner's plan", async () => {
      const { key } = await userWithKey();
      const response = await api("/api/v1/me", { bearer: key });
      const free = FREE_PLAN.entitlements.apiCallsPerMinute;
      expect(response.headers.get("ratelimit-limit")).toBe(String(free));
      expect(response.headers.get("ratelimit-remaining")).toBe(String(free - 1));
      expect(Number(response.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    });
  });

  describe("GET /api/v1/subscriptions", () => {
    it("lists newest first, filters by status and honours limit", async () => {
      const { key, userId } = await userWithKey();
      const base = Date.now() - 10_000;
      const ids: string[] = [];
      const statuses = ["active", "cancelled", "active", "expired"] as const;
      for (const [i, status] of statuses.entries()) {
        ids.push(
          await insertSubscription(db(), userId, { status, createdAt: new Date(base + i * 1000) }),
        );
      }
      const all = subscriptionListSchema.parse(
        await (await api("/api/v1/subscriptions", { bearer: key })).json(),
      );
      expect(all.data.map((s) => s.id)).toEqual([...ids].reverse());

      const active = subscriptionListSchema.parse(
        await (await api("/api/v1/subscriptions?status=active", { bearer: key })).json(),
      );
      expect(active.data.map((s) => s.id)).toEqual([ids[2], ids[0]]);

      const one = subscriptionListSchema.parse(
        await (await api("/api/v1/subscriptions?limit=1&status=active", { bearer: key })).json(),
      );
      expect(one.data.map((s) => s.id)).toEqual([ids[2]]);

      const none = subscriptionListSchema.parse(
        await (await api("/api/v1/subscriptions?status=revoked", { bearer: key })).json(),
      );
      expect(none.data).toEqual([]);
      expect((await api("/api/v1/subscriptions?limit=100", { bearer: key })).status).toBe(200);
    });

    it.each([
      ["status=bogus", "status"],
      ["status=", "status"],
      ["status=ACTIVE", "status"],
      ["limit=0", "limit"],
      ["limit=abc", "limit"],
      ["limit=101", "limit"],
      ["limit=1.5", "limit"],
      ["limit=-1", "limit"],
      ["foo=1", "foo"],
      ["status=active&status=active", "status"],
      ["limit=5&limit=6", "limit"],
    ])("answers 400 VALIDATION_ERROR to ?%s", async (query, path) => {
      const { key } = await userWithKey();
      const response = await api(`/api/v1/subscriptions?${query}`, { bearer: key });
      const body = await expectError(response, 400, "VALIDATION_ERROR");
      expect(body.message).toBe("Invalid query parameters");
      expect(body.issues?.length).toBeGreaterThan(0);
      expect(body.issues?.map((issue) => issue.path)).toContain(path);
    });

    it("checks the key before the query: a bad query without a key is a 401", async () => {
      await expectError(await api("/api/v1/subscriptions?limit=0"), 401, "API_KEY_MISSING");
    });
  });

  describe("routing", () => {
    it("answers 404 NOT_FOUND to an unknown endpoint, key or not", async () => {
      const { key } = await userWithKey();
      await expectError(await api("/api/v1/nope", { bearer: key }), 404, "NOT_FOUND");
      await expectError(await api("/api/v1"), 404, "NOT_FOUND");
      await expectError(await api("/api/v1/me/more", { bearer: key }), 404, "NOT_FOUND");
    });

    it("answers 405 METHOD_NOT_ALLOWED with Allow: GET to other methods", async () => {
      const { key } = await userWithKey();
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const path of ["/api/v1/me", "/api/v1/subscriptions", "/api/v1/openapi.json"]) {
          const response = await api(path, { method, bearer: key });
          await expectError(response, 405, "METHOD_NOT_ALLOWED");
          expect(response.headers.get("allow")).toBe("GET");
        }
      }
    });

    it("serves a trailing slash like the route itself", async () => {
      const { key } = await userWithKey();
      expect((await api("/api/v1/me/", { bearer: key })).status).toBe(200);
    });
  });

  describe("hostile input", () => {
    it("never answers 5xx, whatever the headers, path, query or method", async () => {
      const { key } = await userWithKey();
      const long = "a".repeat(64 * 1024);
      const headerSets: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${long}` },
        { authorization: `Bearer tl_${long}` },
        { "x-api-key": `tl_${long}` },
        { authorization: long },
        { authorization: "Bearer" },
        { authorization: "Bearer " },
        { authorization: "   " },
        { authorization: "" },
        { "x-api-key": "" },
        { "x-api-key": "   " },
        { authorization: "\tBearer\t" },
        { authorization: `Bearer ${key} ${key}` },
        { authorization: `Bearer\t${key}` },
        { authorization: "Bearer tl_ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ" },
        { "x-api-key": "tl_éééééééééééééééééééééééé" },
        { authorization: "Bearer tl_%00%00%00%00%00%00%00%00%00%00" },
        { authorization: "Bearer ../../../../etc/passwd" },
        { authorization: `Bearer ${WELL_FORMED_UNKNOWN}`, "x-api-key": key },
        { authorization: `Bearer ${key}`, "x-api-key": "junk" },
        { authorization: `Bearer ${key}` },
        { "x-api-key": key },
      ];
      const paths = [
        "/api/v1/me",
        "/api/v1/../me",
        "/api/v1/%2e%2e/me",
        "/api/v1/..%2fme",
        "/api/v1/./me",
        "/api/v1//me",
        "/api/v1/me/../subscriptions",
        "/api/v1/%00",
        "/api/v1/%ff",
        "/api/v1/%F0%9F%98%80",
        "/api/v1/ü",
        `/api/v1/${"x".repeat(8000)}`,
        "/api/v1/subscriptions?limit=1e2",
        "/api/v1/subscriptions?limit=99999999999999999999999",
        "/api/v1/subscriptions?limit=0x10",
        "/api/v1/subscriptions?limit=%00",
        "/api/v1/subscriptions?status=__proto__",
        "/api/v1/subscriptions?__proto__=x",
        "/api/v1/subscriptions?constructor=x&toString=y",
        "/api/v1/subscriptions?limit[]=1",
        "/api/v1/subscriptions?status=%E2%9C%93",
        "/api/v1/subscriptions?%ff=%ff",
        `/api/v1/subscriptions?status=${"a".repeat(10_000)}`,
        "/api/v1/openapi.json?x=1",
      ];
      const methods = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
      const failures: string[] = [];
      let calls = 0;
      for (const headers of headerSets) {
        for (const path of paths) {
          for (const method of methods) {
            const response = await api(path, { method, headers });
            calls++;
            if (response.status >= 500) {
              failures.push(
                `${method} ${path.slice(0, 60)} ${JSON.stringify(headers).slice(0, 60)}`,
              );
            }
            if (method !== "HEAD" && response.status !== 200) {
              const body = (await response.json()) as ErrorBody;
              expect(body.code).toMatch(/^[A-Z_]+$/);
            } else {
              await response.body?.cancel();
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(calls).toBe(headerSets.length * paths.length * methods.length);
    });

    it("resolves dot segments before routing: /api/v1/../me is not the API", async () => {
      const { key } = await userWithKey();
      const response = await api("/api/v1/../me", { bearer: key });
      expect(new URL(`${APP_URL}/api/v1/../me`).pathname).toBe("/api/me");
      await expectError(response, 404, "NOT_FOUND");
    });
  });

  describe("the per-key limit", () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp(kind, { API_RATE_LIMIT_MAX: "3", API_RATE_LIMIT_WINDOW: "60" });
    });
    afterAll(() => limited?.close());

    it("answers 429 RATE_LIMITED with Retry-After and the RateLimit headers", async () => {
      const { key, keyId } = await userWithKey(limited);
      const remaining: (string | null)[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await callApi(limited.runtime, "/api/v1/me", { bearer: key });
        expect(response.status).toBe(200);
        expect(response.headers.get("ratelimit-limit")).toBe("3");
        remaining.push(response.headers.get("ratelimit-remaining"));
      }
      expect(remaining).toEqual(["2", "1", "0"]);

      const refused = await callApi(limited.runtime, "/api/v1/subscriptions", { apiKey: key });
      const body = await expectError(refused, 429, "RATE_LIMITED");
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      // Until the window ends (at most 60 s), then until a third of its three calls has slid out.
      expect(retryAfter).toBeLessThanOrEqual(80);
      expect(refused.headers.get("ratelimit-limit")).toBe("3");
      expect(refused.headers.get("ratelimit-remaining")).toBe("0");
      expect(refused.headers.get("ratelimit-reset")).toBe(String(retryAfter));
      expect(body.message).toContain(`${retryAfter} seconds`);

      // Another key has its own window; the refused calls were not counted as usage.
      const other = await userWithKey(limited);
      expect((await callApi(limited.runtime, "/api/v1/me", { bearer: other.key })).status).toBe(
        200,
      );
      await limited.runtime.apiKeys.usage.flush();
      expect((await usageRows(limited.runtime.database.db, keyId))[0]?.count).toBe(3);
    });

    it("does not spend the limit on refused keys", async () => {
      const { key } = await userWithKey(limited);
      for (let i = 0; i < 5; i++) await callApi(limited.runtime, "/api/v1/me", { bearer: "x" });
      expect((await callApi(limited.runtime, "/api/v1/me", { bearer: key })).status).toBe(200);
    });
  });

  describe("GET /api/v1/openapi.json", () => {
    it("is a valid OpenAPI 3.1 document listing every operation, served without a key", async () => {
      const response = await api("/api/v1/openapi.json");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json");
      const document = (await response.json()) as {
        openapi: string;
        servers: { url: string }[];
        paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
      };
      const validator = new Validator();
      const result = await validator.validate(
        document as unknown as Parameters<Validator["validate"]>[0],
      );
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      expect(validator.version).toBe("3.1");
      expect(document.openapi).toMatch(/^3\.1\./);
      expect(Object.keys(document.paths).sort()).toEqual([
        "/checkouts",
        "/entitlements",
        "/key",
        "/key/usage",
        "/leaked-keys",
        "/me",
        "/subscriptions",
        "/subscriptions/{id}",
        "/subscriptions/{id}/cancel",
        "/subscriptions/{id}/change-plan",
        "/subscriptions/{id}/resume",
        "/subscriptions/{id}/seats",
      ]);
      expect(document.paths["/subscriptions"]?.get?.parameters?.map((p) => p.name).sort()).toEqual([
        "limit",
        "startingAfter",
        "starting_after",
        "status",
      ]);
      expect(document.servers[0]?.url).toBe(`${APP_URL}/api/v1`);
    });

    it("gives components that are each a valid JSON Schema 2020-12 schema", async () => {
      const document = (await (await api("/api/v1/openapi.json")).json()) as {
        components: { schemas: Record<string, object> };
      };
      const ajv = new Ajv2020({ strict: false });
      const names = Object.keys(document.components.schemas);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const valid = ajv.validateSchema(document.components.schemas[name] ?? {});
        expect(ajv.errors ?? [], name).toEqual([]);
        expect(valid, name).toBe(true);
      }
    });
  });
});
