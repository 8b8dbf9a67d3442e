import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import createClient from "openapi-fetch";
import type { OpenAPI3 } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS, planBySlug } from "~/config/plans";
import { member, organization } from "~/db/schema";
import { API_SCOPES } from "~/lib/api-scopes";
import { ERROR_DESCRIPTIONS, ERROR_STATUS } from "~/lib/app-error";
import { handleApiRequest } from "~/server/api/v1/handler.server";
import { createKey } from "~/server/api-keys/api-keys.server";
import type { Runtime } from "~/server/app/runtime.server";
import { personalWorkspace, type Workspace } from "~/server/workspaces/workspace.server";
import type { paths } from "../generated/api-v1";
import { Contract } from "../support/api-contract";
import { API_TYPES_COMMAND, API_TYPES_FILE, apiTypes, servedDocument } from "../support/api-types";
import { type BillingTestApp, createBillingTestApp, payCheckout } from "../support/billing";
import { storageKinds } from "../support/databases";
import { insertSubscription, signedInUser } from "../support/rest-api";
import { APP_URL, createTestApp, type TestApp } from "../support/test-app";

// The REST API as an outside client sees it: every operation of the served OpenAPI document,
// driven with openapi-fetch and the types openapi-typescript generates from that document, to
// its success and to its errors. Every response, errors included, is held to the document
// (tests/support/api-contract.ts): a status the operation does not list, a missing header or a
// body off its schema fails the call that got it. The last test fails when an operation of the
// document was left out.

const [starter, pro] = PLANS as [(typeof PLANS)[number], (typeof PLANS)[number]];
const BASE_URL = `${APP_URL}/api/v1`;
const UNKNOWN_KEY = `tl_${"A".repeat(30)}${"b".repeat(31)}`;

/**
 * Statuses the document lists that no test here provokes, and why: each needs a failure
 * outside the API (a declined card on a plan change, a body over the server entry's 16 KB limit,
 * Polar or the database down, a bug). The outage and body-limit answers have their own suites.
 */
const NOT_PROVOKED = new Set([402, 413, 500, 502, 503]);

/** openapi-fetch's answer, as these helpers read it. */
interface FetchResult<T> {
  data?: T;
  error?: { code: string; message: string };
  response: Response;
}

/** The body of a success response (failing on any other). */
function ok<T>(result: FetchResult<T>, status = 200): T {
  expect(result.response.status, JSON.stringify(result.error)).toBe(status);
  if (result.data === undefined) throw new Error("a success answer without a body");
  return result.data;
}

function refused(result: FetchResult<unknown>, status: number, code: string) {
  expect(result.response.status, JSON.stringify(result.data ?? result.error)).toBe(status);
  expect(result.error?.code).toBe(code);
}

describe.each(storageKinds)("the REST API's contract on %s", (kind) => {
  let env: BillingTestApp;
  /** A second app whose keys may make two calls a minute: the 429s. */
  let limited: TestApp;
  let document: OpenAPI3;
  let contract: Contract;

  beforeAll(async () => {
    env = await createBillingTestApp(kind);
    limited = await createTestApp(kind, { API_RATE_LIMIT_MAX: "2", API_RATE_LIMIT_WINDOW: "60" });
    document = await servedDocument(env.app.runtime);
    contract = new Contract(document);
  });
  afterAll(async () => {
    await limited?.close();
    await env?.close();
  });

  const runtime = () => env.app.runtime;
  const db = () => runtime().database.db;

  /** The app's API in process, every response held to the document. */
  const checkedFetch = (target: Runtime) =>
    contract.fetchThrough((request) => handleApiRequest(target, request));

  /** A client of the generated types, with the key. */
  function clientFor(key: string, target: Runtime = runtime()) {
    return createClient<paths>({
      baseUrl: BASE_URL,
      fetch: checkedFetch(target),
      headers: { authorization: `Bearer ${key}` },
    });
  }

  /** A request the typed client would not send, held to the document all the same. */
  function raw(path: string, init: RequestInit = {}, target: Runtime = runtime()) {
    return checkedFetch(target)(new Request(`${BASE_URL}${path}`, init));
  }

  async function userWithKey(app: TestApp = env.app) {
    const user = await signedInUser(app);
    const created = await createKey(app.runtime, personalWorkspace(user.userId));
    return { ...user, key: created.key, api: clientFor(created.key, app.runtime) };
  }

  /** A user with a key and a Starter subscription, checked out through the API and paid. */
  async function subscriber() {
    const user = await userWithKey();
    const { url } = ok(await user.api.POST("/checkouts", { body: { slug: starter.slug } }), 201);
    await payCheckout(url, user.email);
    await env.twin.settled();
    const [bought] = ok(await user.api.GET("/subscriptions")).data;
    if (!bought) throw new Error("the paid checkout made no subscription");
    return { ...user, subscriptionId: bought.id };
  }

  /**
   * An organization's key minted by an admin, who may hold the key but not manage billing; or
   * by a second owner, who may.
   */
  async function adminsOrganizationKey(role: "admin" | "owner" = "admin") {
    const [owner, admin] = [await signedInUser(env.app), await signedInUser(env.app)];
    const id = randomUUID();
    const summary = { id, name: "Contract Co", slug: `contract-${id}`, logo: null };
    await db().insert(organization).values(summary);
    await db()
      .insert(member)
      .values([
        { id: randomUUID(), organizationId: id, userId: owner.userId, role: "owner" },
        { id: randomUUID(), organizationId: id, userId: admin.userId, role },
      ]);
    const workspace: Workspace = {
      kind: "organization",
      owner: { kind: "organization", id },
      userId: admin.userId,
      role,
      organization: summary,
    };
    const created = await createKey(runtime(), workspace);
    return {
      organizationId: id,
      email: admin.email,
      authorization: `Bearer ${created.key}`,
      api: clientFor(created.key),
    };
  }

  /** An operation's path with its parameters filled in. */
  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID());

  it("serves the document the committed client types were generated from", async () => {
    const committed = readFileSync(new URL(`../../${API_TYPES_FILE}`, import.meta.url), "utf8");
    expect(committed, `${API_TYPES_FILE} is out of date: run ${API_TYPES_COMMAND}`).toBe(
      await apiTypes(document),
    );
  });

  it("publishes every error code of ERROR_STATUS as the Error's code, with its status and meaning", () => {
    const error = document.components?.schemas?.Error as {
      properties: { code: { enum?: string[]; description?: string } };
    };
    const code = error.properties.code;
    expect(code.enum).toEqual(Object.keys(ERROR_STATUS));
    for (const [name, status] of Object.entries(ERROR_STATUS)) {
      expect(code.description).toContain(
        `\`${name}\` (${status}): ${ERROR_DESCRIPTIONS[name as keyof typeof ERROR_STATUS]}`,
      );
    }
  });

  it("checks every format the document's schemas name", () => {
    expect(contract.unknownFormats()).toEqual([]);
  });

  it("finds an undocumented status, a missing header and a body off its schema", async () => {
    const request = new Request(`${BASE_URL}/key`);
    const rate = {
      "ratelimit-limit": "600",
      "ratelimit-remaining": "599",
      "ratelimit-reset": "60",
    };
    // A checker of its own, so these made-up answers count for no operation's coverage.
    const checker = new Contract(document);
    const result = (status: number, body: unknown, headers: Record<string, string> = rate) =>
      checker.problemsWith(request, Response.json(body, { status, headers }));
    const key = {
      id: "k",
      owner: "user",
      start: "tl_ab",
      end: null,
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      expiresAt: null,
    };
    expect(await result(200, key)).toEqual([]);
    expect(await result(418, { code: "TEAPOT", message: "no" })).toEqual([
      expect.stringContaining("getApiKey answered 418, which it does not document"),
    ]);
    expect(await result(200, key, {})).toHaveLength(3);
    expect(await result(200, { ...key, owner: "team" })).toEqual([
      expect.stringContaining("the body is not its schema"),
    ]);
    expect(await result(200, { ...key, createdAt: "yesterday" })).toEqual([
      expect.stringContaining('must match format "date-time"'),
    ]);
    expect(await result(401, { code: "API_KEY_MISSING" }, {})).toEqual([
      expect.stringContaining("no WWW-Authenticate header"),
      expect.stringContaining("must have required property 'message'"),
    ]);
  });

  /** The operations a key is checked at: all but the public leak report. */
  const keyed = () => contract.operations.filter((operation) => operation.scopes.length > 0);

  describe("every operation", () => {
    it("answers no key and an unknown key 401, with WWW-Authenticate", async () => {
      expect(keyed().length).toBe(contract.operations.length - 1);
      for (const operation of keyed()) {
        const path = concrete(operation.path);
        const method = operation.method.toUpperCase();
        const noKey: Record<string, string> = {};
        for (const headers of [noKey, { authorization: `Bearer ${UNKNOWN_KEY}` }]) {
          const response = await raw(path, { method, headers });
          expect(response.status, `${method} ${path}`).toBe(401);
          expect(response.headers.get("www-authenticate")).toMatch(/^Bearer realm="api"/);
        }
      }
    });

    it("answers a query parameter given twice 400 VALIDATION_ERROR", async () => {
      const { key } = await userWithKey();
      for (const operation of keyed()) {
        const path = `${concrete(operation.path)}?limit=1&limit=2`;
        const method = operation.method.toUpperCase();
        const response = await raw(path, { method, headers: { authorization: `Bearer ${key}` } });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
      }
    });

    it("answers a spent key 429 with Retry-After and its RateLimit headers", async () => {
      const { key } = await userWithKey(limited);
      const headers = { authorization: `Bearer ${key}` };
      for (let call = 0; call < 2; call++) {
        expect((await raw("/me", { headers }, limited.runtime)).status).toBe(200);
      }
      for (const operation of keyed()) {
        const path = concrete(operation.path);
        const method = operation.method.toUpperCase();
        const response = await raw(path, { method, headers }, limited.runtime);
        // The one operation that lists no 429, the limits' own report, answers them.
        const refuses = "429" in operation.responses;
        expect(response.status, `${method} ${path}`).toBe(refuses ? 429 : 200);
        expect(response.headers.get("ratelimit-remaining")).toBe("0");
      }
    });

    it("answers a key without the operation's scope 403 INSUFFICIENT_SCOPE, naming it", async () => {
      for (const operation of keyed()) {
        expect(operation.scopes, operation.id).toHaveLength(1);
        const [scope] = operation.scopes;
        expect(API_SCOPES, operation.id).toContain(scope);
        const user = await signedInUser(env.app);
        const { key } = await createKey(runtime(), personalWorkspace(user.userId), undefined, {
          scopes: API_SCOPES.filter((other) => other !== scope),
        });
        const method = operation.method.toUpperCase();
        const response = await raw(concrete(operation.path), {
          method,
          headers: { authorization: `Bearer ${key}` },
        });
        expect(response.status, operation.id).toBe(403);
        expect(await response.json()).toEqual({
          code: "INSUFFICIENT_SCOPE",
          message: `This API key lacks the ${scope} scope.`,
        });
      }
    });

    it("answers a method its path does not take 405, with Allow", async () => {
      const { key } = await userWithKey();
      for (const path of Object.keys(document.paths ?? {})) {
        const taken = contract.operations.filter((operation) => operation.path === path);
        for (const method of ["PUT", "PATCH", "DELETE", "GET", "POST"]) {
          if (taken.some((operation) => operation.method.toUpperCase() === method)) continue;
          const response = await raw(concrete(path), {
            method,
            headers: { authorization: `Bearer ${key}` },
          });
          expect(response.status, `${method} ${path}`).toBe(405);
        }
      }
    });
  });

  describe("getMe", () => {
    it("answers a personal key with its user, and their subscription once they have one", async () => {
      const user = await userWithKey();
      const before = ok(await user.api.GET("/me"));
      expect(before).toMatchObject({
        owner: "user",
        user: { id: user.userId },
        subscription: null,
      });

      const buyer = await subscriber();
      const after = ok(await buyer.api.GET("/me"));
      expect(after.subscription).toMatchObject({ id: buyer.subscriptionId, planId: "starter" });
    });

    it("answers an organization's key with the organization", async () => {
      const { api, organizationId } = await adminsOrganizationKey();
      expect(ok(await api.GET("/me"))).toMatchObject({
        owner: "organization",
        organization: { id: organizationId },
        subscription: null,
      });
    });
  });

  describe("listSubscriptions", () => {
    it("pages newest first by limit and startingAfter, says hasMore, filters by status", async () => {
      const buyer = await subscriber();
      const older = [1, 2].map((days) => new Date(Date.now() - days * 86_400_000));
      const [ended, expired] = [
        await insertSubscription(db(), buyer.userId, { status: "cancelled", createdAt: older[0] }),
        await insertSubscription(db(), buyer.userId, { status: "expired", createdAt: older[1] }),
      ];

      const first = ok(await buyer.api.GET("/subscriptions", { params: { query: { limit: 2 } } }));
      expect(first.data.map((item) => item.id)).toEqual([buyer.subscriptionId, ended]);
      expect(first.hasMore).toBe(true);
      const rest = ok(
        await buyer.api.GET("/subscriptions", {
          params: { query: { limit: 2, startingAfter: ended } },
        }),
      );
      expect(rest).toMatchObject({ data: [{ id: expired }], hasMore: false });
      const filtered = ok(
        await buyer.api.GET("/subscriptions", { params: { query: { status: "expired" } } }),
      );
      expect(filtered.data.map((item) => item.id)).toEqual([expired]);
    });

    it("refuses a limit out of range, an unknown cursor or status: 400", async () => {
      const { api } = await userWithKey();
      for (const query of [
        { limit: 0 },
        { limit: 101 },
        { startingAfter: randomUUID() },
        { status: "gone" as "active" },
      ]) {
        refused(await api.GET("/subscriptions", { params: { query } }), 400, "VALIDATION_ERROR");
      }
    });
  });

  describe("getSubscription", () => {
    it("answers one of the owner's subscriptions", async () => {
      const buyer = await subscriber();
      const found = ok(
        await buyer.api.GET("/subscriptions/{id}", {
          params: { path: { id: buyer.subscriptionId } },
        }),
      );
      expect(found).toMatchObject({ id: buyer.subscriptionId, status: "active" });
    });

    it("documents a subscription as an object, never null", () => {
      const operation = contract.operations.find((each) => each.id === "getSubscription");
      if (!operation) throw new Error("no getSubscription in the document");
      expect(contract.responseSchemaAccepts(operation, 200, null)).toBe(false);
    });

    it("answers an unknown id and someone else's 404, an overlong id 400", async () => {
      const buyer = await subscriber();
      const { api } = await userWithKey();
      const get = (id: string) => api.GET("/subscriptions/{id}", { params: { path: { id } } });
      refused(await get(randomUUID()), 404, "SUBSCRIPTION_NOT_FOUND");
      refused(await get(buyer.subscriptionId), 404, "SUBSCRIPTION_NOT_FOUND");
      refused(await get("x".repeat(201)), 400, "VALIDATION_ERROR");
    });
  });

  describe("cancelSubscription", () => {
    it("cancels at the period's end once, replays the answer to a retry, then answers 409", async () => {
      const buyer = await subscriber();
      const path = { id: buyer.subscriptionId };
      const header = { "idempotency-key": randomUUID() };
      const first = await buyer.api.POST("/subscriptions/{id}/cancel", {
        params: { path, header },
      });
      expect(ok(first)).toMatchObject({ status: "cancelled", cancelAtPeriodEnd: true });

      const retry = await buyer.api.POST("/subscriptions/{id}/cancel", {
        params: { path, header },
      });
      expect(ok(retry)).toEqual(first.data);
      expect(retry.response.headers.get("idempotent-replayed")).toBe("true");

      refused(
        await buyer.api.POST("/subscriptions/{id}/cancel", { params: { path } }),
        409,
        "SUBSCRIPTION_ALREADY_CANCELLED",
      );
      // The same Idempotency-Key for another request.
      refused(
        await buyer.api.POST("/subscriptions/{id}/resume", { params: { path, header } }),
        409,
        "IDEMPOTENCY_KEY_REUSED",
      );
    });

    it("answers 404 for an unknown id and 400 for a malformed Idempotency-Key", async () => {
      const buyer = await subscriber();
      refused(
        await buyer.api.POST("/subscriptions/{id}/cancel", {
          params: { path: { id: randomUUID() } },
        }),
        404,
        "SUBSCRIPTION_NOT_FOUND",
      );
      refused(
        await buyer.api.POST("/subscriptions/{id}/cancel", {
          params: { path: { id: buyer.subscriptionId }, header: { "idempotency-key": "a b" } },
        }),
        400,
        "VALIDATION_ERROR",
      );
    });
  });

  describe("resumeSubscription", () => {
    it("resumes a cancelled subscription; 409 for one that is not; 404 for an unknown id", async () => {
      const buyer = await subscriber();
      const path = { id: buyer.subscriptionId };
      refused(
        await buyer.api.POST("/subscriptions/{id}/resume", { params: { path } }),
        409,
        "SUBSCRIPTION_NOT_RESUMABLE",
      );
      ok(await buyer.api.POST("/subscriptions/{id}/cancel", { params: { path } }));
      const resumed = ok(await buyer.api.POST("/subscriptions/{id}/resume", { params: { path } }));
      expect(resumed).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
      refused(
        await buyer.api.POST("/subscriptions/{id}/resume", {
          params: { path: { id: randomUUID() } },
        }),
        404,
        "SUBSCRIPTION_NOT_FOUND",
      );
    });
  });

  describe("changeSubscriptionPlan", () => {
    it("moves to another plan and says what Polar billed; 409 for the plan it is on", async () => {
      const buyer = await subscriber();
      const path = { id: buyer.subscriptionId };
      const change = (slug: string) =>
        buyer.api.POST("/subscriptions/{id}/change-plan", {
          params: { path },
          body: { slug: slug as "pro" },
        });
      const changed = ok(await change(pro.slug));
      expect(changed.subscription).toMatchObject({ id: buyer.subscriptionId, planId: "pro" });
      expect(changed.charge).toMatchObject({ currency: "usd", status: "paid" });
      refused(await change(pro.slug), 409, "PLAN_UNCHANGED");
      refused(await change("gold"), 400, "VALIDATION_ERROR");
    });

    it("tells its 409s apart by code: a subscription set to end, one on the plan asked for", async () => {
      const buyer = await subscriber();
      const path = { id: buyer.subscriptionId };
      const change = (slug: "starter" | "pro") =>
        buyer.api.POST("/subscriptions/{id}/change-plan", { params: { path }, body: { slug } });
      refused(await change("starter"), 409, "PLAN_UNCHANGED");
      ok(await buyer.api.POST("/subscriptions/{id}/cancel", { params: { path } }));
      const ending = await change("pro");
      refused(ending, 409, "SUBSCRIPTION_ENDING");
      expect(ending.error?.message).toBe(
        "This subscription is set to end: resume it to change plans",
      );
      refused(
        await buyer.api.POST("/subscriptions/{id}/cancel", { params: { path } }),
        409,
        "SUBSCRIPTION_ALREADY_CANCELLED",
      );
    });

    it("answers 404 for an unknown id, 400 for a body that is not JSON, 415 for one not sent as JSON", async () => {
      const buyer = await subscriber();
      refused(
        await buyer.api.POST("/subscriptions/{id}/change-plan", {
          params: { path: { id: randomUUID() } },
          body: { slug: "pro" },
        }),
        404,
        "SUBSCRIPTION_NOT_FOUND",
      );
      const path = `/subscriptions/${buyer.subscriptionId}/change-plan`;
      const authorization = `Bearer ${buyer.key}`;
      const notJson = await raw(path, {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body: "{slug:",
      });
      expect(notJson.status).toBe(400);
      const text = await raw(path, {
        method: "POST",
        headers: { authorization, "content-type": "text/plain" },
        body: JSON.stringify({ slug: "pro" }),
      });
      expect(text.status).toBe(415);
    });
  });

  describe("createCheckout", () => {
    it("starts a checkout by plan slug or by product id: 201 with Polar's url", async () => {
      const { api } = await userWithKey();
      for (const body of [{ slug: pro.slug }, { products: [pro.productId] as [string] }]) {
        const { url } = ok(await api.POST("/checkouts", { body }), 201);
        expect(url.startsWith(env.twin.url)).toBe(true);
      }
    });

    it("refuses an unknown plan or a body of neither shape 400, and a reused Idempotency-Key 409", async () => {
      const { api } = await userWithKey();
      refused(await api.POST("/checkouts", { body: { slug: "gold" } }), 400, "UNKNOWN_PLAN");
      refused(
        await api.POST("/checkouts", { body: { plan: "pro" } as unknown as { slug: string } }),
        400,
        "VALIDATION_ERROR",
      );
      const header = { "idempotency-key": randomUUID() };
      ok(await api.POST("/checkouts", { params: { header }, body: { slug: pro.slug } }), 201);
      refused(
        await api.POST("/checkouts", { params: { header }, body: { slug: starter.slug } }),
        409,
        "IDEMPOTENCY_KEY_REUSED",
      );
    });

    it("refuses an expired discount code 422 with its named code, before Polar's checkout", async () => {
      const { api } = await userWithKey();
      refused(
        await api.POST("/checkouts", { body: { slug: pro.slug, discountCode: "EXPIRED10" } }),
        422,
        "DISCOUNT_CODE_EXPIRED",
      );
      refused(
        await api.POST("/checkouts", { body: { slug: pro.slug, discountCode: "no spaces" } }),
        400,
        "VALIDATION_ERROR",
      );
    });

    it("answers a body not sent as JSON 415", async () => {
      const { key } = await userWithKey();
      const response = await raw("/checkouts", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "text/plain" },
        body: JSON.stringify({ slug: pro.slug }),
      });
      expect(response.status).toBe(415);
    });
  });

  describe("setSubscriptionSeats", () => {
    it("sets an organization's seats for an owner's key: charged, credited, within the plan's range", async () => {
      const owner = await adminsOrganizationKey("owner");
      const team = planBySlug("team");
      const { url } = ok(await owner.api.POST("/checkouts", { body: { slug: "team" } }), 201);
      await payCheckout(url, owner.email);
      await env.twin.settled();
      const [bought] = ok(await owner.api.GET("/subscriptions")).data;
      const path = { id: bought?.id ?? "" };
      const seats = (count: number) =>
        owner.api.POST("/subscriptions/{id}/seats", { params: { path }, body: { seats: count } });

      const added = ok(await seats(4));
      expect(added.seats).toMatchObject({ bought: 4, used: 2, minimum: team?.seats?.minimum });
      expect(Number(added.charge?.amount)).toBeGreaterThan(0);
      const lowered = ok(await seats(3));
      expect(lowered.seats).toMatchObject({ bought: 3, used: 2 });
      expect(Number(lowered.charge?.amount)).toBeLessThan(0);
      const below = await seats(1);
      refused(below, 409, "SEAT_COUNT_REFUSED");
      expect(below.error?.message).toBe("The Team plan holds 2 to 1000 seats.");
      refused(await seats(0), 400, "VALIDATION_ERROR");
      refused(
        await owner.api.POST("/subscriptions/{id}/seats", {
          params: { path: { id: randomUUID() } },
          body: { seats: 3 },
        }),
        404,
        "SUBSCRIPTION_NOT_FOUND",
      );
      const text = await raw(`/subscriptions/${path.id}/seats`, {
        method: "POST",
        headers: { authorization: owner.authorization, "content-type": "text/plain" },
        body: JSON.stringify({ seats: 3 }),
      });
      expect(text.status).toBe(415);
    });

    it("buys the seats a checkout names, one per person by default and never fewer, and says the total before Pay", async () => {
      const owner = await adminsOrganizationKey("owner");
      const checkout = (body: { slug: string; seats?: number }) =>
        owner.api.POST("/checkouts", { body });
      refused(await checkout({ slug: "team", seats: 2.5 }), 400, "VALIDATION_ERROR");
      refused(await checkout({ slug: "team", seats: 1001 }), 400, "VALIDATION_ERROR");
      const flat = await checkout({ slug: pro.slug, seats: 3 });
      refused(flat, 409, "NOT_SEAT_PRICED");
      expect(flat.error?.message).toBe(
        "The Pro plan is not priced per seat: its checkout takes no seats.",
      );
      // A third person: two seats would leave one of them without.
      const third = await signedInUser(env.app);
      await db().insert(member).values({
        id: randomUUID(),
        organizationId: owner.organizationId,
        userId: third.userId,
        role: "member",
      });
      const few = await checkout({ slug: "team", seats: 2 });
      refused(few, 409, "SEAT_COUNT_REFUSED");
      expect(few.error?.message).toMatch(/^3 people hold seats/);
      const page = async (url: string) => (await fetch(url)).text();
      const byDefault = ok(await checkout({ slug: "team" }), 201);
      expect(await page(byDefault.url)).toContain("3 seats × $12.00 / month");

      const { url } = ok(await checkout({ slug: "team", seats: 4 }), 201);
      const shown = await page(url);
      expect(shown).toContain("4 seats × $12.00 / month");
      expect(shown).toContain("Total: <strong>$48.00 / month</strong>");
      await payCheckout(url, owner.email);
      await env.twin.settled();
      const [bought] = ok(await owner.api.GET("/subscriptions")).data;
      expect(bought).toMatchObject({ seats: 4, price: "48.00", currency: "usd" });
    });

    it("says a personal plan has no seats: 409 NOT_SEAT_PRICED", async () => {
      const buyer = await subscriber();
      refused(
        await buyer.api.POST("/subscriptions/{id}/seats", {
          params: { path: { id: buyer.subscriptionId } },
          body: { seats: 3 },
        }),
        409,
        "NOT_SEAT_PRICED",
      );
      // Another workspace's subscription, or none, is not found, as ADR 054 says: 404.
      const other = await subscriber();
      for (const id of [other.subscriptionId, randomUUID()]) {
        refused(
          await buyer.api.POST("/subscriptions/{id}/seats", {
            params: { path: { id } },
            body: { seats: 3 },
          }),
          404,
          "SUBSCRIPTION_NOT_FOUND",
        );
      }
    });
  });

  describe("billing as an organization's admin", () => {
    it("refuses checkout, cancel, resume and plan changes 403: an admin's key cannot change billing", async () => {
      const { api } = await adminsOrganizationKey();
      const path = { id: randomUUID() };
      for (const result of [
        await api.POST("/checkouts", { body: { slug: starter.slug } }),
        await api.POST("/subscriptions/{id}/cancel", { params: { path } }),
        await api.POST("/subscriptions/{id}/resume", { params: { path } }),
        await api.POST("/subscriptions/{id}/change-plan", {
          params: { path },
          body: { slug: "pro" },
        }),
        await api.POST("/subscriptions/{id}/seats", { params: { path }, body: { seats: 3 } }),
      ]) {
        refused(result, 403, "INSUFFICIENT_SCOPE");
      }
    });
  });

  describe("reportLeakedKeys", () => {
    it("takes a report without a key, refuses a bad one, and limits reports per network", async () => {
      const user = await signedInUser(env.app);
      const { key } = await createKey(runtime(), personalWorkspace(user.userId));
      const report = (body: string, type = "application/json") =>
        raw("/leaked-keys", { method: "POST", headers: { "content-type": type }, body });
      const taken = await report(JSON.stringify({ keys: [key] }));
      expect(taken.status).toBe(202);
      expect(await taken.json()).toEqual({ received: 1 });
      expect((await clientFor(key).GET("/me")).response.status).toBe(401);
      expect((await report(JSON.stringify({ keys: [] }))).status).toBe(400);
      expect((await report(JSON.stringify({ keys: [key], more: 1 }))).status).toBe(400);
      expect((await report("keys=tl_x", "text/plain")).status).toBe(415);
      let status = 0;
      for (let sent = 0; sent < 12 && status !== 429; sent++) {
        status = (await report(JSON.stringify({ keys: ["tl_unknown"] }))).status;
      }
      expect(status).toBe(429);
    });
  });

  describe("getApiKey", () => {
    it("answers the presented key's details, a user's or an organization's", async () => {
      const user = await userWithKey();
      const own = ok(await user.api.GET("/key"));
      expect(own.owner).toBe("user");
      expect(user.key.startsWith(own.start ?? "-")).toBe(true);
      expect(JSON.stringify(own)).not.toContain(user.key);
      const { api } = await adminsOrganizationKey();
      expect(ok(await api.GET("/key")).owner).toBe("organization");
    });
  });

  describe("getApiKeyUsage", () => {
    it("refuses the usage history 403 on a plan without it, naming the plan with it", async () => {
      const { api } = await userWithKey();
      const result = await api.GET("/key/usage");
      refused(result, 403, "FEATURE_NOT_IN_PLAN");
      expect(result.error?.message).toBe("Usage history is not in the Free plan; Pro has it.");
    });

    it("answers the calls per day, today's included", async () => {
      const { api, userId } = await userWithKey();
      await insertSubscription(db(), userId, { productId: planBySlug("pro")?.productId });
      runtime().billing.subscriptions.forgetOwner({ kind: "user", id: userId });
      ok(await api.GET("/me"));
      await runtime().apiKeys.usage.flush();
      const { data } = ok(await api.GET("/key/usage"));
      const today = new Date().toISOString().slice(0, 10);
      expect(data.find((day) => day.day === today)?.calls).toBeGreaterThanOrEqual(1);
    });
  });

  describe("getEntitlements", () => {
    it("answers the key owner's plan, its limits and this period's use (ADR 045)", async () => {
      const { api } = await userWithKey();
      const free = ok(await api.GET("/entitlements"));
      expect(free.plan.slug).toBe("free");
      expect(free.limits.apiCallsPerMinute).toBeGreaterThan(0);
      expect(free.usage.members).toBeNull();
      const buyer = await subscriber();
      const paid = ok(await buyer.api.GET("/entitlements"));
      expect(paid.plan).toEqual({ slug: starter.slug, name: starter.name });
      expect(paid.limits).toEqual({
        ...starter.entitlements,
        features: [...starter.entitlements.features],
      });
      expect(paid.usage.apiKeys).toBe(1);
    });
  });

  it("drove every operation of the document to every status it lists and can be provoked", () => {
    const unexercised = contract.operations.flatMap((operation) =>
      operation.statuses
        .filter((status) => !NOT_PROVOKED.has(status))
        .filter((status) => !contract.seen.get(operation.id)?.has(status))
        .map((status) => `${operation.id} ${status}`),
    );
    expect(unexercised).toEqual([]);
  });
});
