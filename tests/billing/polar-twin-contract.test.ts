import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { PolarClientError, PolarServerError } from "@polar-sh/sdk";
import { createPolar, errors } from "@polar-sh/sdk/2026-10";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import {
  type PolarTwin,
  productsFromPlans,
  startPolarTwin,
  type TwinProduct,
} from "~/twins/polar/index.server";
import { sdkShapeProblems } from "../support/polar-sdk-shape";

// The contract between the twin and @polar-sh/sdk 2026-10: every method the product calls, on
// the twin, through the real SDK. The SDK hands back `response.json()` unchecked, so each response
// is also checked against the SDK's declared model; a shape the SDK's callers would not expect
// fails here.

const TOKEN = "polar_oat_contract_test";
const [starter, pro, proYearly] = PLANS as [
  (typeof PLANS)[number],
  (typeof PLANS)[number],
  (typeof PLANS)[number],
];
const SUCCESS_URL = "https://app.example/billing/success?checkout_id={CHECKOUT_ID}";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Products a plan cannot move to: one no longer sold, one bought once. */
const ARCHIVED: TwinProduct = {
  id: "0b7e3c1a-5d2f-4e8a-9c6b-1f2e3d4c5b01",
  name: "Legacy",
  description: null,
  priceAmount: 500,
  currency: "usd",
  recurringInterval: "month",
  isArchived: true,
};
const ONE_TIME: TwinProduct = {
  id: "0b7e3c1a-5d2f-4e8a-9c6b-1f2e3d4c5b02",
  name: "Lifetime",
  description: null,
  priceAmount: 9900,
  currency: "usd",
  recurringInterval: null,
};

let twin: PolarTwin | undefined;
const closers: Array<() => Promise<void>> = [];

afterEach(async () => {
  await twin?.close();
  twin = undefined;
  for (const close of closers.splice(0)) await close();
});

function conforms<T>(model: string, value: T): T {
  expect(sdkShapeProblems(model, value)).toEqual([]);
  return value;
}

async function start(options: Partial<Parameters<typeof startPolarTwin>[0]> = {}) {
  twin = await startPolarTwin({
    products: productsFromPlans(PLANS),
    accessToken: TOKEN,
    ...options,
  });
  return { twin, polar: createPolar({ accessToken: TOKEN, baseUrl: twin.url }) };
}

describe("the Polar twin through @polar-sh/sdk 2026-10", () => {
  it("serves the catalogue", async () => {
    const { polar } = await start();
    const list = conforms("ListResourceProduct", await polar.products.list({ limit: 2 }));
    expect(list.pagination).toEqual({ total_count: PLANS.length, max_page: 2 });
    expect(list.items.map((product) => product.id)).toEqual([starter.productId, pro.productId]);

    const yearly = conforms("Product", await polar.products.get(proYearly.productId));
    expect(yearly).toMatchObject({
      name: proYearly.name,
      recurring_interval: "year",
      is_recurring: true,
      prices: [{ amount_type: "fixed", price_amount: 29000, price_currency: "usd" }],
    });
  });

  it("runs a subscription from checkout to revocation", async () => {
    const { polar, twin } = await start();

    const checkout = conforms(
      "Checkout",
      await polar.checkouts.create({
        products: [pro.productId],
        // Pro carries a trial (ADR 052); this test follows a paid start.
        allow_trial: false,
        external_customer_id: "user-1",
        customer_email: "ada@example.com",
        success_url: SUCCESS_URL,
        metadata: { plan: "pro" },
      }),
    );
    expect(checkout).toMatchObject({
      status: "open",
      product_id: pro.productId,
      amount: 2900,
      currency: "usd",
      external_customer_id: "user-1",
      customer_email: "ada@example.com",
      customer_id: null,
      subscription_id: null,
    });
    expect(checkout.success_url).toBe(
      `https://app.example/billing/success?checkout_id=${checkout.id}`,
    );
    expect(checkout.url).toBe(`${twin.url}/checkout/${checkout.client_secret}`);

    expect(await twin.pay(checkout.id, "4000 0000 0000 0002")).toEqual({
      ok: false,
      message: "Your card was declined.",
    });
    expect((await polar.checkouts.get(checkout.id)).status).toBe("open");

    expect(await twin.pay(checkout.id)).toEqual({ ok: true });
    const paid = conforms("Checkout", await polar.checkouts.get(checkout.id));
    expect(paid.status).toBe("succeeded");

    const customer = conforms("Customer", await polar.customers.getExternal("user-1"));
    expect(customer).toMatchObject({ email: "ada@example.com", external_id: "user-1" });
    expect(paid.customer_id).toBe(customer.id);
    expect(conforms("Customer", await polar.customers.get(customer.id))).toEqual(customer);

    const listed = conforms(
      "ListResourceSubscription",
      await polar.subscriptions.list({ external_customer_id: "user-1" }),
    );
    expect(listed.pagination).toEqual({ total_count: 1, max_page: 1 });
    const [subscription] = listed.items;
    expect(subscription).toMatchObject({
      id: paid.subscription_id,
      status: "active",
      product_id: pro.productId,
      customer_id: customer.id,
      checkout_id: checkout.id,
      amount: 2900,
      recurring_interval: "month",
      cancel_at_period_end: false,
      ends_at: null,
      ended_at: null,
      metadata: { plan: "pro" },
    });
    if (!subscription) throw new Error("no subscription listed");
    const periodStart = new Date(subscription.current_period_start);
    const expectedEnd = new Date(periodStart);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(subscription.current_period_end).toBe(expectedEnd.toISOString());
    expect(
      (await polar.subscriptions.list({ customer_id: customer.id, active: true })).items,
    ).toHaveLength(1);
    expect((await polar.subscriptions.list({ status: ["canceled"] })).items).toHaveLength(0);

    const session = conforms(
      "CustomerSession",
      await polar.customerSessions.create({ external_customer_id: "user-1" }),
    );
    expect(session.customer_id).toBe(customer.id);
    const portal = await fetch(session.customer_portal_url);
    expect(portal.status).toBe(200);
    expect(await portal.text()).toContain(pro.name);
    expect((await polar.customerSessions.create({ customer_id: customer.id })).customer_id).toBe(
      customer.id,
    );

    await twin.advanceClock(MINUTE);
    const canceled = conforms(
      "Subscription",
      await polar.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    );
    expect(canceled).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
      ends_at: subscription.current_period_end,
      ended_at: null,
    });
    expect(canceled.canceled_at).not.toBeNull();
    expect(Date.parse(canceled.modified_at ?? "")).toBeGreaterThan(
      Date.parse(subscription.modified_at ?? ""),
    );
    await expect(
      polar.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toBeInstanceOf(errors.SubscriptionsUpdate403Error);

    await twin.advanceClock(MINUTE);
    const resumed = conforms(
      "Subscription",
      await polar.subscriptions.update(subscription.id, { cancel_at_period_end: false }),
    );
    expect(resumed).toMatchObject({
      status: "active",
      cancel_at_period_end: false,
      canceled_at: null,
      ends_at: null,
    });
    expect(Date.parse(resumed.modified_at ?? "")).toBeGreaterThan(
      Date.parse(canceled.modified_at ?? ""),
    );

    await twin.advanceClock(MINUTE);
    const revoked = conforms("Subscription", await polar.subscriptions.revoke(subscription.id));
    expect(revoked.status).toBe("canceled");
    expect(Date.parse(revoked.ended_at ?? "")).toBeGreaterThan(
      Date.parse(resumed.modified_at ?? ""),
    );
    expect(revoked.ends_at).toBe(revoked.ended_at);
    await expect(polar.subscriptions.revoke(subscription.id)).rejects.toBeInstanceOf(
      errors.AlreadyCanceledSubscription,
    );
    expect(conforms("Subscription", await polar.subscriptions.get(subscription.id))).toEqual(
      revoked,
    );
    expect(
      (await polar.subscriptions.list({ external_customer_id: "user-1", active: true })).items,
    ).toEqual([]);
    expect(twin.subscriptions()).toEqual([revoked]);
  });

  it("runs a trial with a discount: trialing, webhooks, and its end with and without a card", async () => {
    const { polar, twin } = await start();
    const product = conforms("Product", await polar.products.get(pro.productId));
    expect(product).toMatchObject({ trial_interval: "day", trial_interval_count: 14 });

    const discounts = conforms(
      "ListResourceDiscount",
      await polar.discounts.list({ query: "launch20" }),
    );
    expect(discounts.items.map((item) => [item.code, item.type])).toEqual([
      ["LAUNCH20", "percentage"],
    ]);
    const [launch] = discounts.items;
    conforms("Discount", await polar.discounts.get(launch?.id ?? ""));
    const expired = (await polar.discounts.list({ query: "EXPIRED10" })).items[0];
    const refused = await polar.checkouts
      .create({ products: [pro.productId], discount_id: expired?.id })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(errors.HTTPValidationError);

    const started = async (externalId: string, card?: string) => {
      const checkout = conforms(
        "Checkout",
        await polar.checkouts.create({
          products: [pro.productId],
          external_customer_id: externalId,
          customer_email: `${externalId}@example.com`,
          discount_id: launch?.id,
        }),
      );
      expect(checkout).toMatchObject({
        discount_id: launch?.id,
        discount_amount: 580,
        net_amount: 2320,
        active_trial_interval: "day",
        active_trial_interval_count: 14,
        is_payment_required: false,
      });
      expect(checkout.discount).toMatchObject({ code: "LAUNCH20", basis_points: 2000 });
      expect(await twin.pay(checkout.id, card ?? "")).toEqual({ ok: true });
      const [subscription] = (await polar.subscriptions.list({ external_customer_id: externalId }))
        .items;
      return conforms("Subscription", subscription);
    };

    const withCard = await started("trial-card", "4242 4242 4242 4242");
    expect(withCard).toMatchObject({ status: "trialing", discount_id: launch?.id });
    expect(Date.parse(withCard?.trial_end ?? "") - Date.parse(withCard?.trial_start ?? "")).toBe(
      14 * DAY,
    );
    expect(withCard?.current_period_end).toBe(withCard?.trial_end);
    expect(withCard?.discount).toMatchObject({ code: "LAUNCH20" });
    expect((await polar.orders.list({ subscription_id: withCard?.id })).items).toEqual([]);

    const withoutCard = await started("trial-no-card");
    // The clock reaches both trials' ends: the one with a card is charged, the other ends.
    await twin.advanceClock(15 * DAY);
    const converted = conforms("Subscription", await polar.subscriptions.get(withCard?.id ?? ""));
    expect(converted).toMatchObject({ status: "active", ended_at: null });
    const [order] = (await polar.orders.list({ subscription_id: withCard?.id })).items;
    expect(conforms("Order", order)).toMatchObject({
      subtotal_amount: 2900,
      discount_amount: 580,
      total_amount: 2320,
      discount_id: launch?.id,
    });
    const ended = conforms("Subscription", await polar.subscriptions.get(withoutCard?.id ?? ""));
    expect(ended).toMatchObject({ status: "canceled", ended_at: withoutCard?.trial_end });
    expect((await polar.orders.list({ subscription_id: withoutCard?.id })).items).toEqual([]);
    expect((await polar.discounts.get(launch?.id ?? "")).redemptions_count).toBe(2);
  });

  it("changes a subscription's discount as the merchant does: the next order takes it off", async () => {
    const { polar, twin } = await start();
    const code = async (query: string) => (await polar.discounts.list({ query })).items[0]?.id;
    const [launch, fiveOff, expired] = [
      await code("LAUNCH20"),
      await code("FIVEOFF"),
      await code("EXPIRED10"),
    ];
    const checkout = await polar.checkouts.create({
      products: [starter.productId],
      external_customer_id: "discount-change",
      customer_email: "discount-change@example.com",
      discount_id: launch,
    });
    expect(await twin.pay(checkout.id, "4242 4242 4242 4242")).toEqual({ ok: true });
    const [subscription] = (
      await polar.subscriptions.list({ external_customer_id: "discount-change" })
    ).items;
    const id = subscription?.id ?? "";
    for (const refused of [expired, randomUUID()]) {
      await expect(
        polar.subscriptions.update(id, { discount_id: refused ?? null }),
      ).rejects.toBeInstanceOf(errors.HTTPValidationError);
    }
    const changed = conforms(
      "Subscription",
      await polar.subscriptions.update(id, { discount_id: fiveOff ?? null }),
    );
    expect(changed.discount).toMatchObject({ code: "FIVEOFF", type: "fixed", amount: 500 });
    await twin.advanceClock(31 * DAY);
    const removed = conforms(
      "Subscription",
      await polar.subscriptions.update(id, { discount_id: null }),
    );
    expect([removed.discount_id, removed.discount]).toEqual([null, null]);
    await twin.advanceClock(31 * DAY);
    const orders = (await polar.orders.list({ subscription_id: id, sorting: ["created_at"] }))
      .items;
    // The first order kept the code it was paid with; each renewal took off what was set then.
    expect(orders.map((order) => [order.subtotal_amount, order.discount_amount])).toEqual([
      [starter.priceAmount, Math.round(starter.priceAmount * 0.2)],
      [starter.priceAmount, 500],
      [starter.priceAmount, 0],
    ]);
  });

  it("ends a trial through the control API and refuses one that is not trialing", async () => {
    const { polar, twin } = await start();
    const checkout = await polar.checkouts.create({
      products: [pro.productId],
      external_customer_id: "control-trial",
      customer_email: "control-trial@example.com",
    });
    await twin.pay(checkout.id, "");
    const [trialing] = (await polar.subscriptions.list({ external_customer_id: "control-trial" }))
      .items;
    const endTrial = () =>
      fetch(`${twin.url}/_twin/end-trial`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ subscription_id: trialing?.id }),
      });
    expect((await endTrial()).status).toBe(200);
    expect((await polar.subscriptions.get(trialing?.id ?? "")).status).toBe("canceled");
    expect((await endTrial()).status).toBe(409);
  });

  it("creates and deletes customers, ending their subscriptions", async () => {
    const { polar, twin } = await start();
    const grace = conforms(
      "Customer",
      await polar.customers.create({
        email: "grace@example.com",
        external_id: "user-2",
        name: "Grace",
      }),
    );
    expect(grace).toMatchObject({
      email: "grace@example.com",
      external_id: "user-2",
      name: "Grace",
    });
    const duplicate = await polar.customers
      .create({ email: "grace@example.com" })
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(errors.HTTPValidationError);
    expect((duplicate as errors.HTTPValidationError).error).toMatchObject({
      detail: [
        { loc: ["body", "email"], msg: "A customer with this email address already exists." },
      ],
    });

    await expect(polar.customers.delete(grace.id)).resolves.toBeUndefined();
    await expect(polar.customers.get(grace.id)).rejects.toBeInstanceOf(errors.ResourceNotFound);

    const checkout = await polar.checkouts.create({
      products: [starter.productId],
      external_customer_id: "user-3",
      customer_email: "linus@example.com",
    });
    await twin.pay(checkout.id);
    await expect(polar.customers.deleteExternal("user-3")).resolves.toBeUndefined();
    await expect(polar.customers.getExternal("user-3")).rejects.toBeInstanceOf(
      errors.ResourceNotFound,
    );
    const [ended] = twin.subscriptions() as Array<{ status: string; ended_at: string | null }>;
    expect(ended?.status).toBe("canceled");
    expect(ended?.ended_at).not.toBeNull();
  });

  it("keeps a team customer keyed org_… apart from the customer its buyer already is", async () => {
    const { polar, twin } = await start();
    const personal = await polar.checkouts.create({
      products: [starter.productId],
      external_customer_id: "user-4",
      customer_email: "ada@example.com",
    });
    await twin.pay(personal.id);

    const team = conforms(
      "Customer",
      await polar.customers.create({
        type: "team",
        external_id: "org_acme",
        name: "Acme",
        owner: { email: "ada@example.com", name: "Ada" },
      }),
    );
    expect(team).toMatchObject({
      type: "team",
      external_id: "org_acme",
      name: "Acme",
      email: null,
    });
    expect(conforms("Customer", await polar.customers.getExternal("org_acme"))).toEqual(team);
    const nameless = await polar.customers
      .create({ type: "team", external_id: "org_nobody" })
      .catch((error: unknown) => error);
    expect(nameless).toBeInstanceOf(errors.HTTPValidationError);

    const checkout = conforms(
      "Checkout",
      await polar.checkouts.create({
        products: [pro.productId],
        customer_id: team.id,
        external_customer_id: "org_acme",
        success_url: SUCCESS_URL,
      }),
    );
    expect(checkout).toMatchObject({
      customer_id: team.id,
      external_customer_id: "org_acme",
      customer_email: "ada@example.com",
    });
    // Paid by Ada, whose address already names her own customer: the checkout's customer wins.
    expect(await twin.pay(checkout.id)).toEqual({ ok: true });
    const paid = conforms("Checkout", await polar.checkouts.get(checkout.id));
    expect(paid).toMatchObject({
      status: "succeeded",
      customer_id: team.id,
      external_customer_id: "org_acme",
    });

    const owned = conforms(
      "ListResourceSubscription",
      await polar.subscriptions.list({ external_customer_id: "org_acme" }),
    );
    expect(
      owned.items.map((item) => [item.id, item.product_id, item.customer.type, item.customer_id]),
    ).toEqual([[paid.subscription_id, pro.productId, "team", team.id]]);
    const own = (await polar.subscriptions.list({ external_customer_id: "user-4" })).items;
    expect(own.map((item) => [item.product_id, item.customer.type])).toEqual([
      [starter.productId, "individual"],
    ]);

    const session = conforms(
      "CustomerSession",
      await polar.customerSessions.create({ external_customer_id: "org_acme" }),
    );
    expect(session.customer_id).toBe(team.id);
    const portal = await (await fetch(session.customer_portal_url)).text();
    expect(portal).toContain(pro.name);
    expect(portal).not.toContain(starter.name);

    await expect(polar.customers.deleteExternal("org_acme")).resolves.toBeUndefined();
    await expect(polar.customers.getExternal("org_acme")).rejects.toBeInstanceOf(
      errors.ResourceNotFound,
    );
    const statuses = (twin.subscriptions() as Array<{ product_id: string; status: string }>).map(
      (item) => [item.product_id, item.status],
    );
    expect(statuses).toEqual([
      [starter.productId, "active"],
      [pro.productId, "canceled"],
    ]);
  });

  it("changes a subscription's product and bills the proration as Polar does", async () => {
    const { polar, twin } = await start({
      products: [...productsFromPlans(PLANS), ARCHIVED, ONE_TIME],
    });
    const checkout = await polar.checkouts.create({
      products: [starter.productId],
      external_customer_id: "user-1",
      customer_email: "ada@example.com",
    });
    await twin.pay(checkout.id);
    const id = (await polar.checkouts.get(checkout.id)).subscription_id ?? "";
    const before = await polar.subscriptions.get(id);
    await twin.advanceClock(10 * DAY);

    const upgraded = conforms(
      "Subscription",
      await polar.subscriptions.update(id, {
        product_id: pro.productId,
        proration_behavior: "invoice",
      }),
    );
    expect(upgraded).toMatchObject({
      product_id: pro.productId,
      amount: 2900,
      recurring_interval: "month",
      current_period_start: before.current_period_start,
      current_period_end: before.current_period_end,
      product: { id: pro.productId, name: pro.name },
      prices: [{ price_amount: 2900 }],
      pending_update: null,
    });
    expect(Date.parse(upgraded.modified_at ?? "")).toBeGreaterThan(
      Date.parse(before.modified_at ?? ""),
    );

    // The difference is on an order of its own, listed newest first.
    const orders = conforms(
      "ListResourceOrder",
      await polar.orders.list({ subscription_id: id, sorting: ["-created_at"] }),
    );
    expect(orders.items.map((order) => order.billing_reason)).toEqual([
      "subscription_update",
      "subscription_create",
    ]);
    const [invoice] = orders.items;
    const [credit, charge] = invoice?.items ?? [];
    expect(credit).toMatchObject({ label: "Unused time on Starter", proration: true });
    expect(charge).toMatchObject({ label: "Remaining time on Pro", proration: true });
    // About two thirds of the month were left: two thirds of the $20.00 difference.
    expect(invoice?.total_amount).toBe((credit?.amount ?? 0) + (charge?.amount ?? 0));
    expect(invoice?.total_amount).toBeGreaterThan(1100);
    expect(invoice?.total_amount).toBeLessThan(1500);
    expect(invoice).toMatchObject({ status: "paid", paid: true, product_id: pro.productId });
    expect(conforms("Order", await polar.orders.get(invoice?.id ?? ""))).toEqual(invoice);

    // To yearly: a new period from now, billed at once even with prorate.
    await twin.advanceClock(MINUTE);
    const switchedFrom = twin.now().getTime();
    const yearly = conforms(
      "Subscription",
      await polar.subscriptions.update(id, {
        product_id: proYearly.productId,
        proration_behavior: "prorate",
      }),
    );
    expect(yearly).toMatchObject({ recurring_interval: "year", amount: 29000 });
    const newPeriod = Date.parse(yearly.current_period_start);
    expect(newPeriod).toBeGreaterThanOrEqual(switchedFrom);
    expect(newPeriod).toBeLessThanOrEqual(twin.now().getTime());
    const [yearlyInvoice] = (
      await polar.orders.list({ subscription_id: id, sorting: ["-created_at"], limit: 1 })
    ).items;
    expect(yearlyInvoice).toMatchObject({ billing_reason: "subscription_update" });
    expect(yearlyInvoice?.total_amount).toBeGreaterThan(29000 - 2900);
  });

  it("refuses the plan changes Polar refuses, with its error classes, and changes nothing", async () => {
    const { polar, twin } = await start({
      products: [...productsFromPlans(PLANS), ARCHIVED, ONE_TIME],
    });
    const subscribed = async (customer: string) => {
      const checkout = await polar.checkouts.create({
        products: [starter.productId],
        external_customer_id: customer,
        customer_email: `${customer}@example.com`,
      });
      await twin.pay(checkout.id);
      return (await polar.checkouts.get(checkout.id)).subscription_id ?? "";
    };
    const id = await subscribed("user-1");
    const before = await polar.subscriptions.get(id);
    const refusedWith = (productId: string, behaviour: "invoice" | "reset" = "invoice") =>
      polar.subscriptions
        .update(id, { product_id: productId, proration_behavior: behaviour })
        .catch((error: unknown) => error);

    for (const [productId, msg] of [
      [randomUUID(), "Product does not exist."],
      [ARCHIVED.id, "Product is archived."],
      [ONE_TIME.id, "Product is not recurring."],
      [starter.productId, "The subscription is already on this product."],
    ] as const) {
      const refused = await refusedWith(productId);
      expect(refused, msg).toBeInstanceOf(errors.HTTPValidationError);
      expect((refused as errors.HTTPValidationError).statusCode).toBe(422);
      expect(
        conforms("HTTPValidationError", (refused as errors.HTTPValidationError).error),
      ).toEqual({
        detail: [{ type: "value_error", loc: ["body", "product_id"], msg, input: productId }],
      });
    }
    const reset = await refusedWith(pro.productId, "reset");
    expect(reset).toBeInstanceOf(errors.HTTPValidationError);
    expect((reset as errors.HTTPValidationError).error).toMatchObject({
      detail: [{ loc: ["body", "proration_behavior"] }],
    });
    expect(await polar.subscriptions.get(id)).toEqual(before);

    await polar.subscriptions.update(id, { cancel_at_period_end: true });
    const cancelling = await refusedWith(pro.productId);
    expect(cancelling).toBeInstanceOf(errors.SubscriptionsUpdate403Error);
    expect(
      conforms(
        "AlreadyCanceledSubscription",
        (cancelling as errors.SubscriptionsUpdate403Error).error,
      ),
    ).toMatchObject({ error: "AlreadyCanceledSubscription" });
    await polar.subscriptions.revoke(id);
    expect(await refusedWith(pro.productId)).toBeInstanceOf(errors.SubscriptionsUpdate403Error);

    const failing = await subscribed("user-2");
    await twin.failRenewal(failing);
    const declined = await polar.subscriptions
      .update(failing, { product_id: pro.productId, proration_behavior: "invoice" })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(errors.SubscriptionsUpdate402Error);
    expect(
      conforms("PaymentFailed", (declined as errors.SubscriptionsUpdate402Error).error),
    ).toMatchObject({ error: "PaymentFailed" });
    expect((await polar.subscriptions.get(failing)).product_id).toBe(starter.productId);
  });

  it("answers errors in the shapes the SDK maps to its error classes", async () => {
    const { polar, twin } = await start();
    const missing = await polar.subscriptions.get(randomUUID()).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(errors.ResourceNotFound);
    expect((missing as errors.ResourceNotFound).statusCode).toBe(404);
    expect(conforms("ResourceNotFound", (missing as errors.ResourceNotFound).error)).toEqual({
      error: "ResourceNotFound",
      detail: "Not found",
    });
    await expect(polar.products.get(randomUUID())).rejects.toBeInstanceOf(errors.ResourceNotFound);
    await expect(polar.checkouts.get(randomUUID())).rejects.toBeInstanceOf(errors.ResourceNotFound);
    await expect(polar.customers.getExternal("nobody")).rejects.toBeInstanceOf(
      errors.ResourceNotFound,
    );

    const invalid = await polar.checkouts
      .create({ products: [starter.productId, "no-such-product"] })
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(errors.HTTPValidationError);
    const detail = conforms("HTTPValidationError", (invalid as errors.HTTPValidationError).error);
    expect(detail).toMatchObject({
      detail: [
        { loc: ["body", "products", 1], msg: "Product does not exist.", input: "no-such-product" },
      ],
    });

    const stranger = createPolar({ accessToken: "polar_oat_wrong", baseUrl: twin.url });
    const refused = await stranger.products.list().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PolarClientError);
    expect((refused as PolarClientError).statusCode).toBe(401);

    twin.setDown(true);
    await expect(polar.products.list()).rejects.toBeInstanceOf(PolarServerError);
    twin.setDown(false);
    expect((await polar.products.list()).items).toHaveLength(PLANS.length);
  });
});

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A webhook endpoint that refuses the first `failFirst` attempts with a 500. */
async function receiver(failFirst = 0) {
  const deliveries: Delivery[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const status = deliveries.length < failFirst ? 500 : 204;
    deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString(), status });
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhooks/polar`, deliveries };
}

function verified(webhook: Webhook, delivery: Delivery) {
  const headers = {
    "webhook-id": String(delivery.headers["webhook-id"]),
    "webhook-timestamp": String(delivery.headers["webhook-timestamp"]),
    "webhook-signature": String(delivery.headers["webhook-signature"]),
  };
  const payload = webhook.verify(delivery.body, headers) as {
    type: string;
    data: { id: string; modified_at?: string; cancel_at_period_end?: boolean };
  };
  return { id: headers["webhook-id"], ...payload };
}

const PAYMENT_EVENTS = [
  "checkout.created",
  "customer.created",
  "subscription.created",
  "subscription.active",
  "subscription.updated",
  "order.created",
  "order.paid",
  "checkout.updated",
];

describe("the Polar twin's webhooks", () => {
  it("signs with Standard Webhooks and retries a refused event under the same id", async () => {
    const secret = `whsec_${randomBytes(24).toString("base64")}`;
    const endpoint = await receiver(1);
    const { polar, twin } = await start({
      webhook: { url: endpoint.url, secret },
      retryDelaysMs: [5, 5, 5],
    });
    const checkout = await polar.checkouts.create({
      products: [pro.productId],
      allow_trial: false,
      external_customer_id: "user-1",
      customer_email: "ada@example.com",
    });
    await twin.pay(checkout.id);
    await twin.settled();

    const webhook = new Webhook(secret);
    const [refused, retried, ...rest] = endpoint.deliveries;
    expect(refused?.status).toBe(500);
    expect(retried?.headers["webhook-id"]).toBe(refused?.headers["webhook-id"]);
    const events = [retried, ...rest].map((delivery) => verified(webhook, delivery as Delivery));
    expect(events.map((event) => event.type)).toEqual(PAYMENT_EVENTS);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    expect(() =>
      verified(new Webhook(`whsec_${randomBytes(24).toString("base64")}`), rest[0] as Delivery),
    ).toThrow();
  });

  it("signs with the secret's own bytes in legacy mode", async () => {
    const secret = `whsec_${randomBytes(24).toString("base64")}`;
    const endpoint = await receiver();
    const { polar, twin } = await start({
      webhook: { url: endpoint.url, secret, legacySigning: true },
    });
    await polar.checkouts.create({ products: [starter.productId] });
    await twin.settled();
    const [delivery] = endpoint.deliveries;
    const legacy = new Webhook(new TextEncoder().encode(secret), { format: "raw" });
    expect(verified(legacy, delivery as Delivery).type).toBe("checkout.created");
    expect(() => verified(new Webhook(secret), delivery as Delivery)).toThrow();
  });

  it("duplicates, shuffles and replays stale snapshots under chaos", async () => {
    const secret = `whsec_${randomBytes(24).toString("base64")}`;
    const endpoint = await receiver();
    const { polar, twin } = await start({ webhook: { url: endpoint.url, secret } });
    const webhook = new Webhook(secret);
    const checkout = await polar.checkouts.create({
      products: [pro.productId],
      external_customer_id: "user-1",
      customer_email: "ada@example.com",
    });
    await twin.pay(checkout.id);
    await twin.settled();
    const subscriptionId = (await polar.checkouts.get(checkout.id)).subscription_id ?? "";
    const received = () => endpoint.deliveries.splice(0).map((item) => verified(webhook, item));
    received();

    twin.setChaos({ duplicate: 2, shuffle: true });
    await polar.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await twin.settled();
    const chaotic = received();
    expect(chaotic.map((event) => event.type)).toEqual([
      "subscription.canceled",
      "subscription.canceled",
      "subscription.updated",
      "subscription.updated",
    ]);
    expect(chaotic[0]?.id).toBe(chaotic[1]?.id);
    expect(chaotic[2]?.id).toBe(chaotic[3]?.id);
    expect(chaotic[0]?.id).not.toBe(chaotic[2]?.id);

    await twin.advanceClock(MINUTE);
    twin.setChaos({ stale: true });
    await polar.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    await twin.settled();
    const [updated, uncanceled, stale] = received();
    expect([updated?.type, uncanceled?.type]).toEqual([
      "subscription.updated",
      "subscription.uncanceled",
    ]);
    expect(stale?.data.id).toBe(subscriptionId);
    expect(stale?.data.cancel_at_period_end).toBe(true);
    expect(Date.parse(stale?.data.modified_at ?? "")).toBeLessThan(
      Date.parse(uncanceled?.data.modified_at ?? ""),
    );
    expect(chaotic.map((event) => event.id)).not.toContain(stale?.id);
  });

  it("announces a plan change with its order and subscription.updated", async () => {
    const secret = `whsec_${randomBytes(24).toString("base64")}`;
    const endpoint = await receiver();
    const { polar, twin } = await start({ webhook: { url: endpoint.url, secret } });
    const webhook = new Webhook(secret);
    const checkout = await polar.checkouts.create({
      products: [starter.productId],
      external_customer_id: "user-1",
      customer_email: "ada@example.com",
    });
    await twin.pay(checkout.id);
    await twin.settled();
    endpoint.deliveries.splice(0);
    const id = (await polar.checkouts.get(checkout.id)).subscription_id ?? "";

    await twin.advanceClock(MINUTE);
    const changed = await polar.subscriptions.update(id, {
      product_id: pro.productId,
      proration_behavior: "invoice",
    });
    await twin.settled();
    const events = endpoint.deliveries.splice(0).map((item) => verified(webhook, item));
    expect(events.map((event) => event.type)).toEqual([
      "order.created",
      "order.paid",
      "subscription.updated",
    ]);
    expect(events[2]?.data).toMatchObject({ id, modified_at: changed.modified_at });
    expect((events[2]?.data as { product_id?: string } | undefined)?.product_id).toBe(
      pro.productId,
    );
  });

  it("ingests events once per external id, and meters them per customer for the period", async () => {
    const { polar, twin } = await start();
    const checkout = await polar.checkouts.create({
      products: [starter.productId],
      external_customer_id: "user-meter",
      customer_email: "meter@example.com",
    });
    await twin.pay(checkout.id);
    const event = (externalId: string, calls: number) => ({
      name: "api_call",
      external_customer_id: "user-meter",
      external_id: externalId,
      metadata: { calls },
    });
    expect(
      conforms(
        "EventsIngestResponse",
        await polar.events.ingest({ events: [event("e-1", 40), event("e-2", 2)] }),
      ),
    ).toEqual({ inserted: 2, duplicates: 0 });
    // The same ids again, and an unrelated event: only the new one counts.
    expect(
      await polar.events.ingest({
        events: [event("e-1", 40), event("e-2", 2), { ...event("e-3", 5), name: "other" }],
      }),
    ).toEqual({ inserted: 1, duplicates: 2 });

    const meters = conforms("ListResourceMeter", await polar.meters.list({}));
    expect(meters.items).toHaveLength(1);
    const meter = conforms("Meter", await polar.meters.get(meters.items[0]?.id ?? ""));
    expect(meter.filter.clauses).toEqual([{ property: "name", operator: "eq", value: "api_call" }]);

    const customerMeters = conforms(
      "ListResourceCustomerMeter",
      await polar.customerMeters.list({ external_customer_id: "user-meter" }),
    );
    expect(customerMeters.items).toHaveLength(1);
    expect(customerMeters.items[0]).toMatchObject({
      meter_id: meter.id,
      consumed_units: 42,
      credited_units: starter.entitlements.apiCallsIncluded,
      balance: starter.entitlements.apiCallsIncluded - 42,
    });
    expect(
      (await polar.customerMeters.list({ external_customer_id: "someone-else" })).items,
    ).toEqual([]);

    await expect(polar.events.ingest({ events: [{ name: "api_call" } as never] })).rejects.toThrow(
      errors.HTTPValidationError,
    );
  });
});

describe("the Polar twin's seats", () => {
  const team = PLANS.find((plan) => plan.seats);
  if (!team?.seats) throw new Error("the catalogue has no seat-priced plan");

  it("sells a seat-based price, changes seats with a prorated order, and gives seats to people", async () => {
    const secret = `whsec_${randomBytes(24).toString("base64")}`;
    const endpoint = await receiver();
    const { polar, twin } = await start({ webhook: { url: endpoint.url, secret } });
    const webhook = new Webhook(secret);
    const product = conforms("Product", await polar.products.get(team.productId));
    expect(product.prices[0]).toMatchObject({
      amount_type: "seat_based",
      seat_tiers: { minimum_seats: team.seats?.minimum, maximum_seats: team.seats?.maximum },
    });

    const checkout = await polar.checkouts.create({
      products: [team.productId],
      external_customer_id: "org_1",
      customer_email: "ada@example.com",
    });
    expect(conforms("Checkout", checkout)).toMatchObject({
      seats: team.seats?.minimum,
      amount: team.priceAmount * (team.seats?.minimum ?? 0),
    });
    await twin.pay(checkout.id);
    const id = (await polar.checkouts.get(checkout.id)).subscription_id ?? "";
    expect(conforms("Subscription", await polar.subscriptions.get(id)).seats).toBe(2);
    await twin.settled();
    endpoint.deliveries.splice(0);

    await twin.advanceClock(10 * DAY);
    const more = conforms(
      "Subscription",
      await polar.subscriptions.update(id, { seats: 5, proration_behavior: "invoice" }),
    );
    expect(more).toMatchObject({ seats: 5, amount: team.priceAmount * 5 });
    const [order] = (await polar.orders.list({ subscription_id: id, sorting: ["-created_at"] }))
      .items;
    expect(conforms("Order", order)).toMatchObject({ billing_reason: "subscription_update" });
    // Three seats more for the rest of the period: between nothing and three full seats.
    expect(order?.total_amount).toBeGreaterThan(0);
    expect(order?.total_amount).toBeLessThan(team.priceAmount * 3);
    await twin.settled();
    const events = endpoint.deliveries.splice(0).map((item) => verified(webhook, item));
    expect(events.map((event) => event.type)).toEqual([
      "order.created",
      "order.paid",
      "subscription.updated",
    ]);
    expect(events[2]?.data).toMatchObject({ id, seats: 5 });

    const seat = conforms(
      "CustomerSeat",
      await polar.customerSeats.assignSeat({ subscription_id: id, email: "Bo@example.com" }),
    );
    expect(seat).toMatchObject({ status: "pending", email: "bo@example.com" });
    const list = conforms(
      "SeatsList",
      await polar.customerSeats.listSeats({ subscription_id: id }),
    );
    expect(list).toMatchObject({ total_seats: 5, available_seats: 4 });
    const revoked = conforms("CustomerSeat", await polar.customerSeats.revokeSeat(seat.id));
    expect(revoked.status).toBe("revoked");
    await twin.settled();
    const seatEvents = endpoint.deliveries.splice(0).map((item) => verified(webhook, item));
    expect(seatEvents.map((event) => event.type)).toEqual([
      "customer_seat.assigned",
      "customer_seat.revoked",
    ]);
    for (const event of seatEvents) conforms("CustomerSeat", event.data);
  });

  it("refuses seats outside the price's tiers, below the seats given, and on a flat price", async () => {
    const { polar, twin } = await start();
    const subscribed = async (productId: string) => {
      const checkout = await polar.checkouts.create({
        products: [productId],
        external_customer_id: `org_${productId.slice(-2)}`,
        customer_email: "ada@example.com",
      });
      await twin.pay(checkout.id);
      return (await polar.checkouts.get(checkout.id)).subscription_id ?? "";
    };
    const id = await subscribed(team.productId);
    const refused = (subscriptionId: string, seats: number) =>
      polar.subscriptions.update(subscriptionId, { seats }).catch((error: unknown) => error);
    for (const seats of [1, 1001]) {
      expect(await refused(id, seats)).toBeInstanceOf(errors.HTTPValidationError);
    }
    await polar.customerSeats.assignSeat({ subscription_id: id, email: "a@example.com" });
    await polar.customerSeats.assignSeat({ subscription_id: id, email: "b@example.com" });
    await polar.subscriptions.update(id, { seats: 3 });
    await polar.customerSeats.assignSeat({ subscription_id: id, email: "c@example.com" });
    expect(await refused(id, 2)).toBeInstanceOf(errors.HTTPValidationError);
    expect((await polar.subscriptions.get(id)).seats).toBe(3);
    expect(await refused(await subscribed(starter.productId), 3)).toBeInstanceOf(
      errors.HTTPValidationError,
    );
  });
});
