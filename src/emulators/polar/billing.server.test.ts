import { describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { addInterval, Billing } from "./billing.server";
import { productsFromPlans } from "./index.server";
import { sdkShapeProblems } from "./sdk-shape.server";
import { emptyState } from "./state.server";
import type { TwinEvent } from "./webhooks.server";

const DAY = 24 * 60 * 60 * 1000;
const MODEL_OF_EVENT: Record<string, string> = {
  checkout: "Checkout",
  customer: "Customer",
  order: "Order",
  subscription: "Subscription",
};

function setUp() {
  const batches: TwinEvent[][] = [];
  const billing = new Billing(
    emptyState(),
    productsFromPlans(PLANS),
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

describe("Billing", () => {
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
