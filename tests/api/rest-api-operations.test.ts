import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { accountEvent, apiIdempotency } from "~/db/schema";
import { createKey } from "~/server/api-keys/api-keys.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import { type BillingTestApp, createBillingTestApp, payCheckout } from "../support/billing";
import { databaseKinds, storageKinds } from "../support/databases";
import { type ApiCall, callApi, insertSubscription } from "../support/rest-api";
import { uniqueEmail } from "../support/test-app";

// The REST API's operations beyond /me, through the API's own endpoint, with the Polar twin behind
// billing: what a key holder automates is what the screens do, under the same rules.

const [starter, pro] = PLANS as [(typeof PLANS)[number], (typeof PLANS)[number]];

interface ErrorBody {
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
}

/** The calls the tests make, on the app `envOf` answers once the describe has made it. */
function operationCalls(envOf: () => BillingTestApp) {
  const runtime = () => envOf().app.runtime;
  const db = () => envOf().app.runtime.database.db;
  const api = (path: string, call: ApiCall = {}) => callApi(runtime(), `/api/v1${path}`, call);

  async function holder() {
    const email = uniqueEmail();
    await envOf().app.signIn(email);
    const row = await envOf().app.userByEmail(email);
    if (!row) throw new Error("sign-in created no user");
    const created = await createKey(runtime(), personalWorkspace(row.id));
    return { userId: row.id, email, key: created.key, keyId: created.id };
  }

  async function expectError(response: Response, status: number, code: string) {
    const body = (await response.json()) as ErrorBody;
    expect({ status: response.status, code: body.code }, body.message).toEqual({ status, code });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    return body;
  }

  /** A real subscription: a checkout made through the API, paid on the twin, webhooks applied. */
  async function subscribed(plan = starter) {
    const person = await holder();
    const started = await api("/checkouts", {
      method: "POST",
      bearer: person.key,
      body: { slug: plan.slug },
    });
    expect(started.status).toBe(201);
    const { url } = (await started.json()) as { url: string };
    expect(url.startsWith(envOf().twin.url)).toBe(true);
    await payCheckout(url, person.email);
    await envOf().twin.settled();
    const list = (await (await api("/subscriptions", { bearer: person.key })).json()) as {
      data: { id: string; status: string }[];
    };
    const [subscription] = list.data;
    if (!subscription) throw new Error("the paid checkout made no subscription");
    return { ...person, subscriptionId: subscription.id };
  }

  return { runtime, db, api, holder, expectError, subscribed };
}

describe.each(storageKinds)("REST API operations (%s)", (kind) => {
  let env: BillingTestApp;
  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  });
  afterAll(() => env?.close());

  const { runtime, db, api, holder, expectError, subscribed } = operationCalls(() => env);
  const proPlan = PLANS.find((plan) => plan.slug === "pro");

  describe("pages of subscriptions", () => {
    it("walks every subscription once, newest first, with hasMore and startingAfter", async () => {
      const person = await holder();
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        // Two share a creation time: the id breaks the tie, so neither is skipped nor repeated.
        const createdAt = new Date(Date.UTC(2026, 0, 1 + Math.min(i, 3)));
        ids.push(await insertSubscription(db(), person.userId, { createdAt }));
      }
      const seen: string[] = [];
      let after: string | undefined;
      for (let page = 0; page < 5; page++) {
        const query = after ? `?limit=2&startingAfter=${after}` : "?limit=2";
        const response = await api(`/subscriptions${query}`, { bearer: person.key });
        expect(response.status).toBe(200);
        const body = (await response.json()) as { data: { id: string }[]; hasMore: boolean };
        seen.push(...body.data.map((row) => row.id));
        if (!body.hasMore) break;
        expect(body.data).toHaveLength(2);
        after = body.data.at(-1)?.id;
      }
      expect(seen).toHaveLength(5);
      expect(new Set(seen)).toEqual(new Set(ids));
      // Newest first: the two oldest inserted come last.
      expect(seen.slice(-1)).toEqual([ids[0]]);
    });

    it("refuses a cursor that is not one of the owner's subscriptions", async () => {
      const person = await holder();
      const other = await holder();
      const theirs = await insertSubscription(db(), other.userId);
      // The former snake_case name is still read, and named back as it was sent.
      for (const [name, cursor] of [
        ["startingAfter", theirs],
        ["startingAfter", "no-such-id"],
        ["starting_after", theirs],
      ] as const) {
        const body = await expectError(
          await api(`/subscriptions?${name}=${cursor}`, { bearer: person.key }),
          400,
          "VALIDATION_ERROR",
        );
        expect(body.issues?.map((issue) => issue.path)).toEqual([name]);
      }
    });
  });

  describe("one subscription", () => {
    it("answers the owner's subscription, and 404 for anyone else's", async () => {
      const person = await holder();
      const other = await holder();
      const id = await insertSubscription(db(), person.userId);
      const response = await api(`/subscriptions/${id}`, { bearer: person.key });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { id: string }).id).toBe(id);
      const refused = await expectError(
        await api(`/subscriptions/${id}`, { bearer: other.key }),
        404,
        "SUBSCRIPTION_NOT_FOUND",
      );
      expect(refused.message).toBe("Subscription not found");
    });
  });

  describe("changing a subscription through Polar", () => {
    it("cancels, refuses a second cancel, resumes and changes plan, on the caller's timeline", async () => {
      const person = await subscribed();
      const path = `/subscriptions/${person.subscriptionId}`;
      const cancelled = await api(`${path}/cancel`, { method: "POST", bearer: person.key });
      expect(cancelled.status).toBe(200);
      expect(await cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true });
      expect(cancelled.headers.get("ratelimit-remaining")).toMatch(/^\d+$/);

      const again = await expectError(
        await api(`${path}/cancel`, { method: "POST", bearer: person.key }),
        409,
        "SUBSCRIPTION_ALREADY_CANCELLED",
      );
      expect(again.message).toBe("This subscription is already cancelled");

      const resumed = await api(`${path}/resume`, { method: "POST", bearer: person.key });
      expect(resumed.status).toBe(200);
      expect(await resumed.json()).toMatchObject({ cancelAtPeriodEnd: false });

      // A plan priced per seat is an organization's: not bought nor switched to by a person.
      for (const [route, status] of [
        ["/checkouts", 409],
        [`${path}/change-plan`, 409],
      ] as const) {
        const seats = await expectError(
          await api(route, { method: "POST", bearer: person.key, body: { slug: "team" } }),
          status,
          "PLAN_FOR_ORGANIZATIONS",
        );
        expect(seats.message).toMatch(
          /^Team is bought for an organization, .* choose Team there\.$/,
        );
      }

      const changed = await api(`${path}/change-plan`, {
        method: "POST",
        bearer: person.key,
        body: { slug: pro.slug },
      });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toMatchObject({ subscription: { productId: pro.productId } });

      const events = await db()
        .select({ kind: accountEvent.kind, device: accountEvent.device })
        .from(accountEvent)
        .where(eq(accountEvent.userId, person.userId));
      expect(events.filter((event) => event.device === "The REST API").map((e) => e.kind)).toEqual(
        expect.arrayContaining([
          "subscription_cancelled",
          "subscription_resumed",
          "subscription_plan_changed",
        ]),
      );
    });

    it("refuses a body that is not JSON, not valid JSON, or not a plan", async () => {
      const person = await holder();
      const id = await insertSubscription(db(), person.userId);
      const path = `/api/v1/subscriptions/${id}/change-plan`;
      const raw = (body: string, headers: Record<string, string>) =>
        callApi(runtime(), path, { method: "POST", bearer: person.key, headers, rawBody: body });
      await expectError(await raw("slug=pro", {}), 415, "UNSUPPORTED_MEDIA_TYPE");
      await expectError(
        await raw("{not json", { "content-type": "application/json" }),
        400,
        "VALIDATION_ERROR",
      );
      for (const body of [{ slug: "gold" }, { slug: pro.slug, extra: 1 }, {}]) {
        const refused = await expectError(
          await api(`/subscriptions/${id}/change-plan`, {
            method: "POST",
            bearer: person.key,
            body,
          }),
          400,
          "VALIDATION_ERROR",
        );
        expect(refused.message).toBe("Invalid body parameters");
      }
      const checkout = await expectError(
        await api("/checkouts", { method: "POST", bearer: person.key, body: { slug: "gold" } }),
        400,
        "UNKNOWN_PLAN",
      );
      expect(checkout.message).toBe("Unknown plan: gold");
      // A body neither a slug nor a product is refused naming the field of the closer one.
      for (const [body, named] of [
        [{ slug: 5 }, ["slug"]],
        [{}, ["slug"]],
        [{ products: [] }, ["products"]],
        [{ products: ["prod"], discountCode: "no spaces" }, ["discountCode"]],
      ] as const) {
        const refused = await expectError(
          await api("/checkouts", { method: "POST", bearer: person.key, body }),
          400,
          "VALIDATION_ERROR",
        );
        expect(
          refused.issues?.map((issue) => issue.path),
          JSON.stringify(body),
        ).toEqual(named);
      }
    });
  });

  describe("the key itself", () => {
    it("answers the presented key's details and the owner's usage per day", async () => {
      const person = await holder();
      const response = await api("/key", { apiKey: person.key });
      expect(response.status).toBe(200);
      const key = (await response.json()) as Record<string, unknown>;
      expect(key).toMatchObject({ id: person.keyId, owner: "user", start: person.key.slice(0, 7) });
      expect(JSON.stringify(key)).not.toContain(person.key);
      // Usage history is a Pro feature (ADR 055): refused on the free plan, answered on Pro.
      const refused = await api("/key/usage", { apiKey: person.key });
      await expectError(refused, 403, "FEATURE_NOT_IN_PLAN");
      await insertSubscription(db(), person.userId, { productId: proPlan?.productId });
      runtime().billing.subscriptions.forgetOwner({ kind: "user", id: person.userId });
      const usage = (await (await api("/key/usage", { apiKey: person.key })).json()) as {
        data: { day: string; calls: number }[];
      };
      expect(usage.data).toHaveLength(30);
      expect(usage.data.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.day))).toBe(true);
    });
  });
});

// A key is claimed by an insert that may conflict, then settled or freed: statements whose
// outcome rests on each engine's unique index.
describe.each(databaseKinds)("REST API operations with an Idempotency-Key (%s)", (kind) => {
  let env: BillingTestApp;
  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  });
  afterAll(() => env?.close());

  const { db, api, holder, expectError, subscribed } = operationCalls(() => env);

  describe("Idempotency-Key", () => {
    it("replays the first answer to a retry, without acting twice", async () => {
      const person = await subscribed();
      const call = {
        method: "POST",
        bearer: person.key,
        headers: { "idempotency-key": `cancel-${person.subscriptionId}` },
      };
      const path = `/subscriptions/${person.subscriptionId}/cancel`;
      const first = await api(path, call);
      expect(first.status).toBe(200);
      const firstBody = await first.text();
      const retry = await api(path, call);
      expect(retry.status).toBe(200);
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect(await retry.text()).toBe(firstBody);
      // Without the key, the same call acts again: the second cancel is refused.
      await expectError(
        await api(path, { method: "POST", bearer: person.key }),
        409,
        "SUBSCRIPTION_ALREADY_CANCELLED",
      );
      const cancels = await db()
        .select()
        .from(accountEvent)
        .where(
          and(
            eq(accountEvent.userId, person.userId),
            eq(accountEvent.kind, "subscription_cancelled"),
          ),
        );
      expect(cancels).toHaveLength(1);
    });

    it("refuses the same key for another request, and a malformed key", async () => {
      const person = await holder();
      const id = await insertSubscription(db(), person.userId, { cancelAtPeriodEnd: true });
      const headers = { "idempotency-key": "reused-key" };
      const first = await api(`/subscriptions/${id}/cancel`, {
        method: "POST",
        bearer: person.key,
        headers,
      });
      // An error is a response too: replayed like any other.
      await expectError(first, 409, "SUBSCRIPTION_ALREADY_CANCELLED");
      const other = await api(`/subscriptions/${id}/resume`, {
        method: "POST",
        bearer: person.key,
        headers,
      });
      await expectError(other, 409, "IDEMPOTENCY_KEY_REUSED");
      for (const bad of ["é", "x".repeat(256), "two words"]) {
        const refused = await expectError(
          await api(`/subscriptions/${id}/cancel`, {
            method: "POST",
            bearer: person.key,
            headers: { "idempotency-key": bad },
          }),
          400,
          "VALIDATION_ERROR",
        );
        expect(refused.message).toBe("Invalid header parameters");
      }
    });

    it("answers 409 while the first call is under way, and frees a key its call abandoned", async () => {
      const person = await holder();
      const id = await insertSubscription(db(), person.userId, { cancelAtPeriodEnd: true });
      const claim = { keyId: person.keyId, fingerprint: "x", idempotencyKey: "busy" };
      await db()
        .insert(apiIdempotency)
        .values({ ...claim, createdAt: new Date() });
      const call = { method: "POST", bearer: person.key, headers: { "idempotency-key": "busy" } };
      await expectError(
        await api(`/subscriptions/${id}/cancel`, call),
        409,
        "IDEMPOTENCY_KEY_IN_USE",
      );
      // A claim a minute old without a response died with its process.
      await db()
        .update(apiIdempotency)
        .set({ createdAt: new Date(Date.now() - 61_000) })
        .where(eq(apiIdempotency.idempotencyKey, "busy"));
      const rejected = await expectError(
        await api(`/subscriptions/${id}/cancel`, call),
        409,
        "SUBSCRIPTION_ALREADY_CANCELLED",
      );
      expect(rejected.message).toBe("This subscription is already cancelled");
    });
  });
});
