import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { subscription } from "~/db/schema";
import { describeActivity } from "~/lib/activity";
import { productStatus } from "~/lib/subscription-status";
import { BillingError, listSubscriptions } from "~/server/billing/billing.server";
import { checkoutResult, createCheckout, customerPortal } from "~/server/billing/checkout.server";
import { parsePolarSubscription } from "~/server/billing/polar-schemas";
import { reconcileOpenSubscriptions } from "~/server/billing/reconcile.server";
import {
  cancelSubscription,
  changeSubscriptionPlan,
  resumeSubscription,
} from "~/server/billing/subscription-changes.server";
import type { Owner } from "~/server/workspaces/workspace.server";
import { type BillingTestApp, createBillingTestApp, payCheckout } from "../support/billing";
import { databaseKinds, storageKinds } from "../support/databases";
import {
  type EmptyDatabase,
  emptyDatabase,
  type LiveServer,
  signInOverHttp,
  startLiveServer,
  subscribeOverHttp,
} from "../support/live-server";
import { pollUntil } from "../support/rest-api";
import { callServerFn } from "../support/server-fn";
import { uniqueEmail } from "../support/test-app";

const [starter, pro, proYearly] = PLANS as [
  (typeof PLANS)[number],
  (typeof PLANS)[number],
  (typeof PLANS)[number],
];

/** The calls the tests make, on the app `envOf` answers once the describe has made it. */
function billingCalls(envOf: () => BillingTestApp) {
  const billing = () => envOf().app.runtime.billing;
  const db = () => envOf().app.runtime.database.db;

  /** The user's personal workspace, the owner of what they buy for themselves. */
  const own = (person: { id: string }): Owner => ({ kind: "user", id: person.id });

  async function newUser() {
    const email = uniqueEmail();
    await envOf().app.signIn(email);
    const row = await envOf().app.userByEmail(email);
    if (!row) throw new Error("sign-in created no user");
    return { id: row.id, email };
  }

  /** Checkout for `plan`, paid on the twin, webhooks delivered: the user's subscriptions. */
  async function subscribe(buyer: { id: string; email: string }, plan = starter) {
    const { url } = await createCheckout(billing(), own(buyer), buyer, { slug: plan.slug });
    const checkoutId = await payCheckout(url, buyer.email);
    await envOf().twin.settled();
    return { checkoutId, subscriptions: await listSubscriptions(db(), own(buyer)) };
  }

  return { billing, db, own, newUser, subscribe };
}

describe.each(storageKinds)("billing through the Polar twin (%s)", (kind) => {
  let env: BillingTestApp;
  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  });
  afterAll(() => env?.close());

  const { billing, db, own, newUser, subscribe } = billingCalls(() => env);

  it("a paid checkout becomes an active subscription with the plan's fields", async () => {
    // Starter: Pro starts with a trial (ADR 052, tests/billing/trials.test.ts).
    const buyer = await newUser();
    const { url } = await createCheckout(billing(), own(buyer), buyer, {
      products: [starter.productId],
    });
    expect(url.startsWith(env.twin.url)).toBe(true);
    const checkoutId = await payCheckout(url, buyer.email);
    await env.twin.settled();

    const [view, ...others] = await listSubscriptions(db(), own(buyer));
    expect(others).toEqual([]);
    expect(view).toMatchObject({
      productId: starter.productId,
      planId: "starter",
      name: starter.name,
      description: starter.description,
      status: "active",
      price: "9.00",
      billingCycle: "monthly",
      features: starter.features,
      cancelAtPeriodEnd: false,
    });
    const start = Date.parse(view?.currentPeriodStart ?? "");
    const end = Date.parse(view?.currentPeriodEnd ?? "");
    expect(end - start).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(end - start).toBeLessThanOrEqual(31 * 86_400_000);

    const result = await checkoutResult(billing(), own(buyer), checkoutId);
    expect(result.status).toBe("succeeded");
    expect(result.plan).toEqual({ name: starter.name });
    expect(result.subscription?.id).toBe(view?.id);
  });

  it("refuses an unknown plan or product with a 400 and calls nothing", async () => {
    const buyer = await newUser();
    await expect(
      createCheckout(billing(), own(buyer), buyer, { slug: "gold" }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Unknown plan: gold",
    });
    await expect(
      createCheckout(billing(), own(buyer), buyer, { products: ["not-a-product"] }),
    ).rejects.toMatchObject({ status: 400, message: "Unknown product" });
  });

  it("cancels at period end through Polar, and resumes", async () => {
    const buyer = await newUser();
    const { subscriptions } = await subscribe(buyer);
    const id = subscriptions[0]?.id ?? "";

    const cancelled = await cancelSubscription(billing(), own(buyer), id);
    expect(cancelled).toMatchObject({ status: "cancelled", cancelAtPeriodEnd: true });
    await expect(cancelSubscription(billing(), own(buyer), id)).rejects.toMatchObject({
      status: 409,
      message: "This subscription is already cancelled",
    });
    await env.twin.settled();
    // The webhooks that followed (canceled, updated) leave the same state.
    expect((await listSubscriptions(db(), own(buyer)))[0]).toMatchObject({
      status: "cancelled",
      cancelAtPeriodEnd: true,
    });

    const resumed = await resumeSubscription(billing(), own(buyer), id);
    expect(resumed).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    await expect(resumeSubscription(billing(), own(buyer), id)).rejects.toMatchObject({
      status: 409,
    });
  });

  it("refuses another user's subscription on cancel, resume and /success, as if it did not exist", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const { checkoutId, subscriptions } = await subscribe(owner);
    const id = subscriptions[0]?.id ?? "";

    for (const act of [cancelSubscription, resumeSubscription]) {
      const rejection = await act(billing(), own(intruder), id).catch((error: unknown) => error);
      expect(rejection).toBeInstanceOf(BillingError);
      expect(rejection).toMatchObject({ status: 404, message: "Subscription not found" });
    }
    expect(await checkoutResult(billing(), own(intruder), checkoutId)).toEqual({
      status: "not_found",
      plan: null,
      subscription: null,
    });
    expect(await checkoutResult(billing(), own(owner), crypto.randomUUID())).toMatchObject({
      status: "not_found",
    });
    const [row] = await db().select().from(subscription).where(eq(subscription.id, id));
    expect(row).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });

  it("changes the plan through Polar and answers with what Polar billed for it", async () => {
    const buyer = await newUser();
    const { subscriptions } = await subscribe(buyer);
    const id = subscriptions[0]?.id ?? "";

    // Moments into a month of Starter: the whole $20.00 difference is charged now.
    const upgraded = await changeSubscriptionPlan(billing(), own(buyer), id, pro.slug);
    expect(upgraded.subscription).toMatchObject({
      id,
      productId: pro.productId,
      planId: "pro",
      name: pro.name,
      price: "29.00",
      billingCycle: "monthly",
      features: pro.features,
      status: "active",
    });
    expect(upgraded.charge).toEqual({ amount: "20.00", currency: "usd", status: "paid" });

    // Monthly to yearly starts a yearly period now: the year, less the unused month of Pro.
    const yearly = await changeSubscriptionPlan(billing(), own(buyer), id, proYearly.slug);
    expect(yearly.subscription).toMatchObject({ planId: "pro-yearly", billingCycle: "yearly" });
    expect(yearly.charge).toEqual({ amount: "261.00", currency: "usd", status: "paid" });
    const period =
      Date.parse(yearly.subscription.currentPeriodEnd ?? "") -
      Date.parse(yearly.subscription.currentPeriodStart);
    expect(period).toBeGreaterThanOrEqual(365 * 86_400_000);

    // And back down: the unused year is credited.
    const down = await changeSubscriptionPlan(billing(), own(buyer), id, starter.slug);
    expect(down.subscription).toMatchObject({ planId: "starter", billingCycle: "monthly" });
    expect(down.charge).toEqual({ amount: "-281.00", currency: "usd", status: "paid" });

    // The webhooks that follow leave the same state, in the same one row.
    await env.twin.settled();
    const listed = await listSubscriptions(db(), own(buyer));
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id, planId: "starter", price: "9.00" });
  });

  it("refuses a plan change it cannot make, with a message and nothing changed", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const { subscriptions } = await subscribe(owner);
    const id = subscriptions[0]?.id ?? "";
    const change = (who: { id: string }, slug: string, subscriptionId = id) =>
      changeSubscriptionPlan(billing(), own(who), subscriptionId, slug).catch(
        (error: unknown) => error,
      );

    expect(await change(intruder, pro.slug)).toMatchObject({
      status: 404,
      message: "Subscription not found",
    });
    expect(await change(owner, pro.slug, crypto.randomUUID())).toMatchObject({ status: 404 });
    expect(await change(owner, "gold")).toMatchObject({
      status: 400,
      message: "Unknown plan: gold",
    });
    expect(await change(owner, starter.slug)).toMatchObject({
      status: 409,
      message: "This subscription is already on Starter",
    });

    await cancelSubscription(billing(), own(owner), id);
    expect(await change(owner, pro.slug)).toMatchObject({
      status: 409,
      message: "This subscription is set to end: resume it to change plans",
    });
    await resumeSubscription(billing(), own(owner), id);

    // A card that fails: Polar refuses to switch, and so does the product.
    const [row] = await db().select().from(subscription).where(eq(subscription.id, id));
    await env.twin.failRenewal(row?.providerSubscriptionId ?? "");
    const declined = await change(owner, pro.slug);
    expect(declined).toBeInstanceOf(BillingError);
    expect(declined).toMatchObject({ status: 402 });
    expect((declined as Error).message).toMatch(/declined, so your plan is unchanged/);

    await env.twin.revoke(row?.providerSubscriptionId ?? "");
    await env.twin.settled();
    expect(await change(owner, pro.slug)).toMatchObject({
      status: 409,
      message: "This subscription has ended: subscribe to a plan instead",
    });
    expect((await listSubscriptions(db(), own(owner)))[0]).toMatchObject({
      planId: "starter",
      status: "revoked",
    });
  });

  it("opens a customer portal for a customer, and says so when there is none", async () => {
    const buyer = await newUser();
    await expect(customerPortal(billing(), own(buyer))).rejects.toMatchObject({ status: 404 });
    await subscribe(buyer);
    const { url } = await customerPortal(billing(), own(buyer));
    expect(url.startsWith(env.twin.url)).toBe(true);
    // The portal leads back to the app's subscriptions page.
    expect(await (await fetch(url)).text()).toContain(
      `<a href="${env.app.runtime.env.appUrl}/subscriptions">Back to`,
    );
  });

  it("follows the twin's clock: the end of a cancelled period, a failed renewal, a revocation", async () => {
    const ending = await newUser();
    const failing = await newUser();
    const revoked = await newUser();
    const endingId = (await subscribe(ending)).subscriptions[0]?.id ?? "";
    await subscribe(failing);
    await subscribe(revoked, pro);
    await cancelSubscription(billing(), own(ending), endingId);

    const failingRow = (await listSubscriptions(db(), own(failing)))[0];
    const [failingPolar] = await db()
      .select({ providerId: subscription.providerSubscriptionId })
      .from(subscription)
      .where(eq(subscription.id, failingRow?.id ?? ""));
    await env.twin.failRenewal(failingPolar?.providerId ?? "");
    const [revokedPolar] = await db()
      .select({ providerId: subscription.providerSubscriptionId })
      .from(subscription)
      .where(eq(subscription.userId, revoked.id));
    await env.twin.revoke(revokedPolar?.providerId ?? "");

    await env.twin.advanceClock(32 * 86_400_000);
    await env.twin.settled();

    expect((await listSubscriptions(db(), own(ending)))[0]?.status).toBe("expired");
    expect((await listSubscriptions(db(), own(failing)))[0]?.status).toBe("past_due");
    expect((await listSubscriptions(db(), own(revoked)))[0]?.status).toBe("revoked");
  });

  it("reconciles what lost webhooks left behind", async () => {
    const buyer = await newUser();
    const { subscriptions } = await subscribe(buyer);
    const id = subscriptions[0]?.id ?? "";
    // The local row is rolled back as if the cancellation's webhooks had never arrived.
    await cancelSubscription(billing(), own(buyer), id);
    await env.twin.settled();
    await db()
      .update(subscription)
      .set({ status: "active", cancelAtPeriodEnd: false, providerModifiedAt: new Date(0) })
      .where(eq(subscription.id, id));

    const pass = await reconcileOpenSubscriptions(billing());
    expect(pass.failed).toBe(0);
    expect((await listSubscriptions(db(), own(buyer)))[0]).toMatchObject({
      status: "cancelled",
      cancelAtPeriodEnd: true,
    });
  });

  it("deleting the account revokes its subscriptions at Polar and removes its rows", async () => {
    const email = uniqueEmail();
    const cookie = await env.app.signIn(email);
    const buyer = await env.app.userByEmail(email);
    if (!buyer) throw new Error("no user");
    await subscribe({ id: buyer.id, email });

    const deleted = await env.app.request("/api/auth/delete-user", {
      json: { freshSession: true },
      cookie,
    });
    expect(deleted.status).toBe(200);
    await env.twin.settled();
    expect(await db().select().from(subscription).where(eq(subscription.userId, buyer.id))).toEqual(
      [],
    );
    const remote = (
      env.twin.subscriptions() as { status: string; customer: { external_id: string | null } }[]
    ).filter((s) => s.customer.external_id === buyer.id);
    expect(remote.every((s) => s.status === "canceled")).toBe(true);
  });

  it("keeps the account when Polar cannot be reached while a subscription runs", async () => {
    const email = uniqueEmail();
    const cookie = await env.app.signIn(email);
    const buyer = await env.app.userByEmail(email);
    if (!buyer) throw new Error("no user");
    await subscribe({ id: buyer.id, email });
    env.twin.setDown(true);
    try {
      const refused = await env.app.request("/api/auth/delete-user", {
        json: { freshSession: true },
        cookie,
      });
      expect(refused.status).toBe(503);
      expect(await env.app.userByEmail(email)).toBeDefined();
      expect(await listSubscriptions(db(), own(buyer))).toHaveLength(1);
    } finally {
      env.twin.setDown(false);
    }
  });
});

// Duplicated, shuffled and stale webhooks meet in the inbox's conflicting inserts and the
// snapshot upsert's time check, where the engines can differ.
describe.each(databaseKinds)("billing under disorderly webhooks (%s)", (kind) => {
  let env: BillingTestApp;
  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  });
  afterAll(() => env?.close());

  const { billing, db, own, newUser, subscribe } = billingCalls(() => env);

  it("ends up in the twin's state under duplicated, shuffled and stale deliveries", async () => {
    const [cancelling, resuming, idle] = [await newUser(), await newUser(), await newUser()];
    const buyers = [cancelling, resuming, idle];
    env.twin.setChaos({ duplicate: 10, shuffle: true, stale: true });
    try {
      for (const buyer of buyers) await subscribe(buyer);
      const first = (await listSubscriptions(db(), own(cancelling)))[0]?.id ?? "";
      await cancelSubscription(billing(), own(cancelling), first);
      const second = (await listSubscriptions(db(), own(resuming)))[0]?.id ?? "";
      await cancelSubscription(billing(), own(resuming), second);
      await resumeSubscription(billing(), own(resuming), second);
      await env.twin.settled();
    } finally {
      env.twin.setChaos({});
    }

    const twinState = env.twin.subscriptions().map(parsePolarSubscription);
    for (const buyer of buyers) {
      const local = await db().select().from(subscription).where(eq(subscription.userId, buyer.id));
      const remote = twinState.filter((s) => s.customer.external_id === buyer.id);
      // One row per Polar subscription, however often its events came.
      expect(local).toHaveLength(remote.length);
      for (const polar of remote) {
        const row = local.find((r) => r.providerSubscriptionId === polar.id);
        expect(row?.status).toBe(productStatus(polar));
        expect(row?.cancelAtPeriodEnd).toBe(polar.cancel_at_period_end);
      }
    }
  });
});

const BILLING = "src/server/billing/billing.functions.ts";

describe.each(storageKinds)("changing plans at the server function (%s)", (kind) => {
  let live: LiveServer | undefined;
  let database: EmptyDatabase | undefined;
  let url: string;

  beforeAll(async () => {
    database = kind === "postgres" ? await emptyDatabase() : undefined;
    live = await startLiveServer({ BILLING_RECONCILE_INTERVAL: "0", DATABASE_URL: database?.url });
    url = live.server.url;
  }, 120_000);
  afterAll(async () => {
    await live?.stop();
    await database?.drop();
  });

  const fn = (name: string, cookie: string | undefined, data?: unknown) =>
    callServerFn(url, {
      method: name.startsWith("get") ? "GET" : "POST",
      file: BILLING,
      name,
      cookie,
      data,
    });

  /** A signed-in user with a paid Starter subscription, as it shows on /subscriptions. */
  async function subscriber() {
    const email = uniqueEmail();
    const cookie = await signInOverHttp(url, email);
    await subscribeOverHttp(url, cookie, email, starter.slug);
    let id = "";
    await pollUntil(async () => {
      const listed = (await fn("getUserSubscriptions", cookie)).value as { id: string }[];
      id = listed[0]?.id ?? "";
      return id !== "";
    }, 10_000);
    if (!id) throw new Error("the subscription never arrived");
    return { cookie, id };
  }

  it("switches Starter to Pro and answers with the subscription and Polar's charge", async () => {
    const { cookie, id } = await subscriber();
    const changed = await fn("changeUserSubscriptionPlan", cookie, {
      subscriptionId: id,
      slug: pro.slug,
    });
    expect(changed.status, changed.error).toBe(200);
    expect(changed.value).toMatchObject({
      subscription: { id, planId: "pro", name: pro.name, price: "29.00", status: "active" },
      charge: { amount: "20.00", currency: "usd", status: "paid" },
    });
    expect((await fn("getUserSubscriptions", cookie)).value).toMatchObject([{ id, planId: "pro" }]);
  });

  it("puts the subscription started, its plan changed, cancelled and resumed on the buyer's timeline", async () => {
    const { cookie, id } = await subscriber();
    for (const [name, data] of [
      ["changeUserSubscriptionPlan", { subscriptionId: id, slug: pro.slug }],
      ["cancelUserSubscription", { subscriptionId: id }],
      ["resumeUserSubscription", { subscriptionId: id }],
    ] as const) {
      const response = await fn(name, cookie, data);
      expect(response.status, `${name}: ${response.error}`).toBe(200);
    }
    const timeline = await callServerFn(url, {
      method: "GET",
      file: "src/server/account/activity.functions.ts",
      name: "getMyActivity",
      cookie,
      data: { group: "billing" },
    });
    expect(timeline.status, timeline.error).toBe(200);
    const { events } = timeline.value as {
      events: { kind: string; detail: Record<string, string> }[];
    };
    expect(events.map(({ kind, detail }) => describeActivity(kind, detail))).toEqual([
      `Subscription resumed: ${pro.name}`,
      `Subscription cancelled: ${pro.name}`,
      `Plan changed to ${pro.name}`,
      `Subscription started: ${starter.name}`,
    ]);
  });

  it("refuses bad input, strangers, the same plan and the signed-out, and changes nothing", async () => {
    const owner = await subscriber();
    const stranger = await signInOverHttp(url, uniqueEmail());
    const rejections: Array<[string | undefined, unknown, number, Record<string, unknown>]> = [
      [
        owner.cookie,
        { subscriptionId: owner.id, slug: "gold" },
        400,
        { code: "VALIDATION_ERROR", message: "Invalid body parameters" },
      ],
      [
        owner.cookie,
        { subscriptionId: owner.id },
        400,
        { code: "VALIDATION_ERROR", message: "Invalid body parameters" },
      ],
      [
        owner.cookie,
        { subscriptionId: "", slug: pro.slug },
        400,
        { code: "VALIDATION_ERROR", message: "Invalid body parameters" },
      ],
      [
        stranger,
        { subscriptionId: owner.id, slug: pro.slug },
        404,
        { code: "SUBSCRIPTION_NOT_FOUND", message: "Subscription not found" },
      ],
      [
        owner.cookie,
        { subscriptionId: owner.id, slug: starter.slug },
        409,
        { code: "PLAN_UNCHANGED", message: "This subscription is already on Starter" },
      ],
      [undefined, { subscriptionId: owner.id, slug: pro.slug }, 401, {}],
    ];
    for (const [cookie, data, status, body] of rejections) {
      const refused = await fn("changeUserSubscriptionPlan", cookie, data);
      expect(refused.status, JSON.stringify(data)).toBe(status);
      expect(refused.value).toMatchObject(body);
    }

    const cancelled = await fn("cancelUserSubscription", owner.cookie, {
      subscriptionId: owner.id,
    });
    expect(cancelled.status).toBe(200);
    const ending = await fn("changeUserSubscriptionPlan", owner.cookie, {
      subscriptionId: owner.id,
      slug: pro.slug,
    });
    expect(ending.status).toBe(409);
    expect(ending.value).toMatchObject({
      code: "SUBSCRIPTION_ENDING",
      message: "This subscription is set to end: resume it to change plans",
    });
    expect((await fn("getUserSubscriptions", owner.cookie)).value).toMatchObject([
      { id: owner.id, planId: "starter", cancelAtPeriodEnd: true },
    ]);
  });
});
