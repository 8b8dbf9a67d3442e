import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { subscription } from "~/db/schema";
import { productStatus } from "~/lib/subscription-status";
import {
  BillingError,
  cancelSubscription,
  checkoutResult,
  createCheckout,
  customerPortal,
  listSubscriptions,
  reconcileOpenSubscriptions,
  resumeSubscription,
} from "~/server/billing/billing.server";
import { parsePolarSubscription } from "~/server/billing/polar-schemas";
import type { Owner } from "~/server/workspaces/workspace.server";
import { type BillingTestApp, createBillingTestApp, payCheckout } from "./support/billing";
import { databaseKinds } from "./support/databases";
import { uniqueEmail } from "./support/test-app";

const [starter, pro] = PLANS as [(typeof PLANS)[number], (typeof PLANS)[number]];

describe.each(databaseKinds)("billing through the Polar twin (%s)", (kind) => {
  let env: BillingTestApp;
  const billing = () => env.app.runtime.billing;
  const db = () => env.app.runtime.database.db;

  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  });
  afterAll(async () => {
    await env?.close();
  });

  /** The user's personal workspace, the owner of what they buy for themselves. */
  const own = (person: { id: string }): Owner => ({ kind: "user", id: person.id });

  async function newUser() {
    const email = uniqueEmail();
    await env.app.signIn(email);
    const row = await env.app.userByEmail(email);
    if (!row) throw new Error("sign-in created no user");
    return { id: row.id, email };
  }

  /** Checkout for `plan`, paid on the twin, webhooks delivered: the user's subscriptions. */
  async function subscribe(buyer: { id: string; email: string }, plan = starter) {
    const { url } = await createCheckout(billing(), own(buyer), buyer, { slug: plan.slug });
    const checkoutId = await payCheckout(url, buyer.email);
    await env.twin.settled();
    return { checkoutId, subscriptions: await listSubscriptions(db(), own(buyer)) };
  }

  it("a paid checkout becomes an active subscription with the plan's fields", async () => {
    const buyer = await newUser();
    const { url } = await createCheckout(billing(), own(buyer), buyer, {
      products: [pro.productId],
    });
    expect(url.startsWith(env.twin.url)).toBe(true);
    const checkoutId = await payCheckout(url, buyer.email);
    await env.twin.settled();

    const [view, ...others] = await listSubscriptions(db(), own(buyer));
    expect(others).toEqual([]);
    expect(view).toMatchObject({
      productId: pro.productId,
      planId: "pro",
      name: pro.name,
      description: pro.description,
      status: "active",
      price: "29.00",
      billingCycle: "monthly",
      features: pro.features,
      cancelAtPeriodEnd: false,
    });
    const start = Date.parse(view?.currentPeriodStart ?? "");
    const end = Date.parse(view?.currentPeriodEnd ?? "");
    expect(end - start).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(end - start).toBeLessThanOrEqual(31 * 86_400_000);

    const result = await checkoutResult(billing(), own(buyer), checkoutId);
    expect(result.status).toBe("succeeded");
    expect(result.plan).toEqual({ name: pro.name, price: "29.00", billingCycle: "monthly" });
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
      const refusal = await act(billing(), own(intruder), id).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(BillingError);
      expect(refusal).toMatchObject({ status: 404, message: "Subscription not found" });
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

  it("opens a customer portal for a customer, and says so when there is none", async () => {
    const buyer = await newUser();
    await expect(customerPortal(billing(), own(buyer))).rejects.toMatchObject({ status: 404 });
    await subscribe(buyer);
    const { url } = await customerPortal(billing(), own(buyer));
    expect(url.startsWith(env.twin.url)).toBe(true);
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
