import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLANS } from "~/config/plans";
import { sdkShapeProblems } from "../../../tests/support/polar-sdk-shape";
import { TwinLedger } from "./billing.server";
import { PolarApiError } from "./errors.server";
import { productsFromPlans, type TwinProduct } from "./index.server";
import { addInterval, remainingShare, roundHalfEven } from "./proration.server";
import { emptyState } from "./state.server";
import type { TwinEvent } from "./webhooks.server";

const DAY = 24 * 60 * 60 * 1000;
const [STARTER, PRO, PRO_YEARLY] = PLANS.map((plan) => plan.productId) as [string, string, string];
const ARCHIVED: TwinProduct = {
  id: "7d0e1f2a-0000-4000-8000-000000000001",
  name: "Legacy",
  description: null,
  priceAmount: 500,
  currency: "usd",
  recurringInterval: "month",
  isArchived: true,
};
const ONE_TIME: TwinProduct = {
  id: "7d0e1f2a-0000-4000-8000-000000000002",
  name: "Lifetime",
  description: null,
  priceAmount: 9900,
  currency: "usd",
  recurringInterval: null,
};
const MODEL_OF_EVENT: Record<string, string> = {
  checkout: "Checkout",
  customer: "Customer",
  order: "Order",
  subscription: "Subscription",
};

function setUp() {
  const batches: TwinEvent[][] = [];
  const billing = new TwinLedger(
    emptyState(),
    // Without Pro's trial (ADR 052): these follow paid starts; trials/discounts have their own tests.
    [
      ...productsFromPlans(PLANS).map((product) => ({ ...product, trial: null })),
      ARCHIVED,
      ONE_TIME,
    ],
    () => "http://127.0.0.1:1",
    (events) => batches.push(events),
  );
  const events = () => batches.splice(0).flat();
  const subscribe = (productIndex = 1) => {
    const checkout = billing.createCheckout({
      products: [PLANS[productIndex]?.productId ?? ""],
      external_customer_id: "user-1",
      customer_email: "ada@example.com",
    });
    const result = billing.pay(checkout.id, "4242424242424242", null);
    if (!result.ok) throw new Error(result.message);
    const subscription = billing.getCheckout(checkout.id).subscription_id ?? "";
    events();
    return subscription;
  };
  return { billing, events, subscribe };
}

/** What a call refused with: the status and body the HTTP layer would answer. */
function rejectionOf(call: () => unknown): { status: number; body: Record<string, unknown> } {
  try {
    call();
  } catch (error) {
    if (error instanceof PolarApiError) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error("the call was not refused");
}

function expectConforming(events: TwinEvent[]) {
  for (const event of events) {
    const model = MODEL_OF_EVENT[event.type.split(".")[0] ?? ""] ?? "";
    expect(sdkShapeProblems(model, event.data), event.type).toEqual([]);
  }
}

describe("addInterval", () => {
  it("keeps to the last day of a shorter month, as renewals do", () => {
    expect(addInterval("2026-01-31T10:00:00.000Z", "month")).toBe("2026-02-28T10:00:00.000Z");
    expect(addInterval("2028-01-31T10:00:00.000Z", "month")).toBe("2028-02-29T10:00:00.000Z");
    expect(addInterval("2026-03-15T10:00:00.000Z", "month")).toBe("2026-04-15T10:00:00.000Z");
    expect(addInterval("2028-02-29T10:00:00.000Z", "year")).toBe("2029-02-28T10:00:00.000Z");
  });
});

describe("the twin's ledger", () => {
  it("turns a paid checkout into an active subscription with its first order", () => {
    const { billing, events } = setUp();
    const checkout = billing.createCheckout({
      products: [PLANS[2]?.productId ?? ""],
      external_customer_id: "user-1",
      success_url: "https://app.example/done/{CHECKOUT_ID}",
    });
    expect(billing.pay(checkout.id, "4000 0000 0000 0002", "ada@example.com")).toMatchObject({
      ok: false,
      message: "Your card was declined.",
    });
    expect(billing.pay(checkout.id, "1234 5678 9012 3456", "ada@example.com")).toMatchObject({
      ok: false,
      message: "Your card number is incorrect.",
    });
    expect(billing.pay(checkout.id, "4242424242424242", "ada@example.com")).toEqual({
      ok: true,
      redirectUrl: `https://app.example/done/${checkout.id}`,
    });
    expect(billing.pay(checkout.id, "4242424242424242", "ada@example.com")).toMatchObject({
      ok: false,
      message: "This checkout has already been paid.",
    });

    const [subscription] = billing.allSubscriptions();
    expect(subscription).toMatchObject({
      status: "active",
      recurring_interval: "year",
      amount: 29000,
      customer: { email: "ada@example.com", external_id: "user-1" },
    });
    expect(subscription?.current_period_end).toBe(
      addInterval(subscription?.current_period_start ?? "", "year"),
    );
    const sent = events();
    expect(sent.map((event) => event.type)).toEqual([
      "checkout.created",
      "customer.created",
      "subscription.created",
      "subscription.active",
      "subscription.updated",
      "order.created",
      "order.paid",
      "checkout.updated",
    ]);
    expect(sent.find((event) => event.type === "order.paid")?.data).toMatchObject({
      status: "paid",
      billing_reason: "subscription_create",
      total_amount: 29000,
      subscription_id: subscription?.id,
    });
    expectConforming(sent);
  });

  it("renews every period that passes, each at its own moment", () => {
    const { billing, events, subscribe } = setUp();
    const id = subscribe();
    const firstEnd = billing.getSubscription(id).current_period_end;
    billing.advanceClock(65 * DAY);

    const renewed = billing.getSubscription(id);
    expect(renewed.status).toBe("active");
    expect(renewed.current_period_start).toBe(addInterval(firstEnd, "month"));
    const sent = events();
    expect(sent.map((event) => event.type)).toEqual([
      "subscription.cycled",
      "subscription.updated",
      "order.created",
      "order.paid",
      "subscription.cycled",
      "subscription.updated",
      "order.created",
      "order.paid",
    ]);
    expect(sent[0]?.timestamp).toBe(firstEnd);
    expect(sent[3]?.data).toMatchObject({ billing_reason: "subscription_cycle", status: "paid" });
    expectConforming(sent);
  });

  it("keeps a subscription cancelled at period end active until the period ends", () => {
    const { billing, events, subscribe } = setUp();
    const id = subscribe();
    const periodEnd = billing.getSubscription(id).current_period_end;
    billing.advanceClock(DAY);
    const canceled = billing.updateSubscription(id, {
      kind: "cancel",
      cancel_at_period_end: true,
      customer_cancellation_reason: "too_expensive",
    });
    expect(canceled).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
      ends_at: periodEnd,
      ended_at: null,
      customer_cancellation_reason: "too_expensive",
    });
    expect(events().map((event) => event.type)).toEqual([
      "subscription.updated",
      "subscription.canceled",
    ]);

    billing.advanceClock(40 * DAY);
    expect(billing.getSubscription(id)).toMatchObject({
      status: "canceled",
      ended_at: periodEnd,
      modified_at: periodEnd,
    });
    const ending = events();
    expect(ending.map((event) => event.type)).toEqual([
      "subscription.updated",
      "subscription.revoked",
    ]);
    expect(ending.every((event) => event.timestamp === periodEnd)).toBe(true);
    expectConforming(ending);
  });

  it("goes past_due on a failed renewal and unpaid on the next", () => {
    const { billing, events, subscribe } = setUp();
    const id = subscribe();
    billing.failRenewal(id);
    billing.advanceClock(32 * DAY);
    expect(billing.getSubscription(id)).toMatchObject({ status: "past_due" });
    const failed = events();
    expect(failed.map((event) => event.type)).toEqual([
      "subscription.cycled",
      "subscription.updated",
      "subscription.past_due",
      "order.created",
    ]);
    expect(failed[3]?.data).toMatchObject({ status: "pending", paid: false });
    expectConforming(failed);

    billing.advanceClock(32 * DAY);
    const unpaid = billing.getSubscription(id);
    expect(unpaid.status).toBe("unpaid");
    expect(unpaid.ended_at).not.toBeNull();
    expect(events().map((event) => event.type)).toEqual([
      "subscription.updated",
      "subscription.revoked",
    ]);
    billing.advanceClock(64 * DAY);
    expect(events()).toEqual([]);
  });

  it("revokes at once, and refuses to end a subscription twice", () => {
    const { billing, events, subscribe } = setUp();
    const id = subscribe();
    billing.advanceClock(DAY);
    const revoked = billing.revokeSubscription(id);
    expect(revoked).toMatchObject({ status: "canceled", cancel_at_period_end: false });
    expect(revoked.ended_at).toBe(revoked.modified_at);
    expect(revoked.ends_at).toBe(revoked.modified_at);
    expect(events().map((event) => event.type)).toEqual([
      "subscription.updated",
      "subscription.canceled",
      "subscription.revoked",
    ]);
    expect(() => billing.revokeSubscription(id)).toThrow(/AlreadyCanceledSubscription/);
    expect(() =>
      billing.updateSubscription(id, { kind: "cancel", cancel_at_period_end: false }),
    ).toThrow(/AlreadyCanceledSubscription/);
  });

  it("refuses to resume a subscription that is not scheduled to cancel", () => {
    const { billing, subscribe } = setUp();
    const id = subscribe();
    expect(() =>
      billing.updateSubscription(id, { kind: "cancel", cancel_at_period_end: false }),
    ).toThrow(/SubscriptionNotScheduledToCancel/);
  });

  it("expires an unpaid checkout after an hour", () => {
    const { billing, events } = setUp();
    const checkout = billing.createCheckout({ products: [PLANS[0]?.productId ?? ""] });
    events();
    billing.advanceClock(2 * 60 * 60 * 1000);
    expect(billing.getCheckout(checkout.id).status).toBe("expired");
    expect(events().map((event) => event.type)).toEqual(["checkout.expired"]);
    expect(billing.pay(checkout.id, "4242424242424242", "ada@example.com")).toMatchObject({
      ok: false,
      message: "This checkout has expired.",
    });
  });
});

describe("plan changes", () => {
  // The twin reads the wall clock (plus its offset) at each call: held still here, so the
  // instant a test reads and the one the twin's next call reads are the same millisecond.
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  /** The twin's numbers for a switch now, as Polar's update.py computes them. */
  function prorations(billing: TwinLedger, id: string, from: number, to: number) {
    const subscription = billing.getSubscription(id);
    const share = remainingShare(
      subscription.current_period_start,
      subscription.current_period_end,
      billing.now(),
    );
    return { credit: roundHalfEven(from * share), charge: roundHalfEven(to * share) };
  }

  it("bills the prorated difference on an order at once with invoice", () => {
    const { billing, events, subscribe } = setUp();
    const id = subscribe(0);
    const before = billing.getSubscription(id);
    billing.advanceClock(10 * DAY);
    const { credit, charge } = prorations(billing, id, 900, 2900);

    const changed = billing.updateSubscription(id, {
      kind: "product",
      product_id: PRO,
      proration_behavior: "invoice",
    });
    expect(changed).toMatchObject({
      product_id: PRO,
      amount: 2900,
      recurring_interval: "month",
      current_period_start: before.current_period_start,
      current_period_end: before.current_period_end,
      status: "active",
      pending_update: null,
      product: { name: "Pro" },
    });
    expect(Date.parse(changed.modified_at ?? "")).toBeGreaterThan(
      Date.parse(before.modified_at ?? ""),
    );
    const sent = events();
    expect(sent.map((event) => event.type)).toEqual([
      "order.created",
      "order.paid",
      "subscription.updated",
    ]);
    expectConforming(sent);
    expect(sent[1]?.data).toMatchObject({
      billing_reason: "subscription_update",
      status: "paid",
      subscription_id: id,
      product_id: PRO,
      total_amount: charge - credit,
      items: [
        { label: "Unused time on Starter", amount: -credit, proration: true },
        { label: "Remaining time on Pro", amount: charge, proration: true },
      ],
    });
    expect(charge - credit).toBeGreaterThan(0);
    expect(charge - credit).toBeLessThan(2000);

    // Back down: the credit is larger than the charge, and the order says so.
    billing.advanceClock(DAY);
    billing.updateSubscription(id, {
      kind: "product",
      product_id: STARTER,
      proration_behavior: "invoice",
    });
    const [downgrade] = billing.listOrders({
      subscription_id: [id],
      ascending: false,
      page: 1,
      limit: 1,
    }).items;
    expect(downgrade?.billing_reason).toBe("subscription_update");
    expect(downgrade?.total_amount).toBeLessThan(0);
    expect(downgrade?.due_amount).toBe(0);
  });

  it("carries the difference to the next renewal with prorate", () => {
    const { billing, events, subscribe } = setUp();
    const id = subscribe(0);
    billing.advanceClock(15 * DAY);
    const { credit, charge } = prorations(billing, id, 900, 2900);
    billing.updateSubscription(id, {
      kind: "product",
      product_id: PRO,
      proration_behavior: "prorate",
    });
    expect(events().map((event) => event.type)).toEqual(["subscription.updated"]);
    expect(
      billing
        .listOrders({ subscription_id: [id], ascending: true, page: 1, limit: 10 })
        .items.map((order) => order.billing_reason),
    ).toEqual(["subscription_create"]);

    billing.advanceClock(20 * DAY);
    const renewal = events().find((event) => event.type === "order.paid")?.data;
    expect(renewal).toMatchObject({
      billing_reason: "subscription_cycle",
      total_amount: 2900 + charge - credit,
      items: [
        { label: "Unused time on Starter", amount: -credit, proration: true },
        { label: "Remaining time on Pro", amount: charge, proration: true },
        { label: "Pro", amount: 2900, proration: false },
      ],
    });
  });

  it("starts a new period and bills at once when the interval changes, even with prorate", () => {
    const { billing, events, subscribe } = setUp();
    const id = subscribe(1);
    billing.advanceClock(10 * DAY);
    const { credit } = prorations(billing, id, 2900, 0);
    const now = billing.now().toISOString();
    const changed = billing.updateSubscription(id, {
      kind: "product",
      product_id: PRO_YEARLY,
      proration_behavior: "prorate",
    });
    expect(changed).toMatchObject({
      recurring_interval: "year",
      amount: 29000,
      current_period_start: now,
      current_period_end: addInterval(now, "year"),
    });
    const paid = events().find((event) => event.type === "order.paid")?.data;
    expect(paid).toMatchObject({
      billing_reason: "subscription_update",
      total_amount: 29000 - credit,
    });
  });

  it("switches at the renewal, with no proration, with next_period", () => {
    const { billing, events, subscribe } = setUp();
    const id = subscribe(1);
    const periodEnd = billing.getSubscription(id).current_period_end;
    const scheduled = billing.updateSubscription(id, {
      kind: "product",
      product_id: STARTER,
      proration_behavior: "next_period",
    });
    expect(scheduled).toMatchObject({
      product_id: PRO,
      amount: 2900,
      pending_update: { product_id: STARTER, applies_at: periodEnd, seats: null, units: null },
    });
    expectConforming(events());
    billing.advanceClock(32 * DAY);
    expect(billing.getSubscription(id)).toMatchObject({
      product_id: STARTER,
      amount: 900,
      pending_update: null,
    });
    expect(events().find((event) => event.type === "order.paid")?.data).toMatchObject({
      total_amount: 900,
      product_id: STARTER,
    });
  });

  it("uses Polar's default, prorate, when no behaviour is named", () => {
    const { billing, events, subscribe } = setUp();
    const id = subscribe(0);
    billing.updateSubscription(id, { kind: "product", product_id: PRO });
    expect(events().map((event) => event.type)).toEqual(["subscription.updated"]);
    expect(billing.getSubscription(id).product_id).toBe(PRO);
  });

  it("refuses a product it cannot move to in Polar's validation shape, and changes nothing", () => {
    const { billing, events, subscribe } = setUp();
    const id = subscribe(0);
    const before = billing.getSubscription(id);
    const cases: Array<[string, string]> = [
      ["9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d", "Product does not exist."],
      [ARCHIVED.id, "Product is archived."],
      [ONE_TIME.id, "Product is not recurring."],
      [STARTER, "The subscription is already on this product."],
    ];
    for (const [productId, msg] of cases) {
      expect(
        rejectionOf(() =>
          billing.updateSubscription(id, {
            kind: "product",
            product_id: productId,
            proration_behavior: "invoice",
          }),
        ),
      ).toEqual({
        status: 422,
        body: {
          detail: [{ type: "value_error", loc: ["body", "product_id"], msg, input: productId }],
        },
      });
    }
    expect(
      rejectionOf(() =>
        billing.updateSubscription(id, {
          kind: "product",
          product_id: PRO,
          proration_behavior: "reset",
        }),
      ),
    ).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ["body", "proration_behavior"] }] },
    });
    expect(billing.getSubscription(id)).toEqual(before);
    expect(events()).toEqual([]);
  });

  it("refuses a subscription set to cancel or ended, and a card that fails, as Polar does", () => {
    const { billing, events, subscribe } = setUp();
    const cancelling = subscribe(0);
    billing.updateSubscription(cancelling, { kind: "cancel", cancel_at_period_end: true });
    const ended = subscribe(0);
    billing.revokeSubscription(ended);
    events();
    for (const id of [cancelling, ended]) {
      expect(
        rejectionOf(() =>
          billing.updateSubscription(id, {
            kind: "product",
            product_id: PRO,
            proration_behavior: "invoice",
          }),
        ),
      ).toEqual({
        status: 403,
        body: {
          error: "AlreadyCanceledSubscription",
          detail: "This subscription is already canceled or will be at the end of the period.",
        },
      });
    }

    const failing = subscribe(0);
    billing.failRenewal(failing);
    events();
    billing.advanceClock(DAY);
    expect(
      rejectionOf(() =>
        billing.updateSubscription(failing, {
          kind: "product",
          product_id: PRO,
          proration_behavior: "invoice",
        }),
      ),
    ).toMatchObject({
      status: 402,
      body: { error: "PaymentFailed" },
    });
    expect(billing.getSubscription(failing).product_id).toBe(STARTER);
    expect(events()).toEqual([]);

    // A new card in the portal pays again.
    const customer = billing.customerRecordByExternalId("user-1");
    expect(billing.changeCard(customer, "4000 0000 0000 0002")).toEqual({
      ok: false,
      message: "Your card was declined.",
    });
    expect(billing.changeCard(customer, "5555 5555 5555 4444")).toEqual({ ok: true });
    expect(customer.card_last4).toBe("4444");
    expect(
      billing.updateSubscription(failing, {
        kind: "product",
        product_id: PRO,
        proration_behavior: "invoice",
      }).product_id,
    ).toBe(PRO);
  });
});

describe("products beyond plans", () => {
  it("sells a one-time product with an order and no subscription, and no archived one", () => {
    const { billing, events } = setUp();
    const checkout = billing.createCheckout({
      products: [ONE_TIME.id],
      external_customer_id: "user-9",
      customer_email: "lin@example.com",
    });
    expect(billing.pay(checkout.id, "4242424242424242", null)).toMatchObject({ ok: true });
    expect(billing.getCheckout(checkout.id)).toMatchObject({
      status: "succeeded",
      subscription_id: null,
    });
    const sent = events();
    expect(sent.map((event) => event.type)).toEqual([
      "checkout.created",
      "customer.created",
      "order.created",
      "order.paid",
      "checkout.updated",
    ]);
    expect(sent[3]?.data).toMatchObject({
      billing_reason: "purchase",
      subscription: null,
      total_amount: 9900,
    });
    expectConforming(sent);
    expect(billing.allSubscriptions()).toEqual([]);

    expect(rejectionOf(() => billing.createCheckout({ products: [ARCHIVED.id] }))).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ["body", "products", 0], msg: "Product is archived." }] },
    });
  });
});
