import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decimalFromCents, planBySlug } from "~/config/plans";
import { createKey } from "~/server/api-keys/api-keys.server";
import { customerPortal } from "~/server/billing/checkout.server";
import { entitlementsOf } from "~/server/billing/entitlements.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import { type BillingTestApp, createBillingTestApp, payCheckout } from "../support/billing";
import { databaseKinds, storageKinds } from "../support/databases";
import {
  type LiveServer,
  signInOverHttp,
  startLiveServer,
  twinControl,
} from "../support/live-server";
import { callApi, personalOwner, pollUntil, signedInUser } from "../support/rest-api";
import { callServerFn } from "../support/server-fn";
import { uniqueEmail } from "../support/test-app";

// Trials and discount codes (ADR 052), through the endpoints: the REST API's checkout and
// subscriptions, the twin's hosted checkout and control API, and Polar's webhooks over HTTP.

const pro = planBySlug("pro");
if (!pro?.trial) throw new Error("Pro carries a trial in the catalogue");
const DAY = 86_400_000;
const NO_CARD = "";

interface SubscriptionResponse {
  id: string;
  status: string;
  price: string;
  trialEnd: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string | null;
  paymentMethodOnFile: boolean | null;
  priceBeforeDiscount: string;
  discount: { code: string | null; amountOff: string | null } | null;
}

/** The calls the tests make, on the app `envOf` answers once the describe has made it. */
function trialCalls(envOf: () => BillingTestApp) {
  async function buyer() {
    const user = await signedInUser(envOf().app);
    const { key } = await createKey(envOf().app.runtime, personalWorkspace(user.userId));
    const api = (path: string, body?: unknown) =>
      callApi(envOf().app.runtime, path, { apiKey: key, method: body ? "POST" : "GET", body });
    return { ...user, api };
  }

  async function checkout(
    person: Awaited<ReturnType<typeof buyer>>,
    body: Record<string, unknown>,
  ): Promise<string> {
    const response = await person.api("/api/v1/checkouts", body);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { url: string }).url;
  }

  async function subscriptions(person: Awaited<ReturnType<typeof buyer>>) {
    await envOf().twin.settled();
    const response = await person.api("/api/v1/subscriptions");
    return ((await response.json()) as { data: SubscriptionResponse[] }).data;
  }

  async function startTrial(card = NO_CARD, discountCode?: string) {
    const person = await buyer();
    const url = await checkout(person, { slug: "pro", ...(discountCode && { discountCode }) });
    await payCheckout(url, person.email, card);
    const [started] = await subscriptions(person);
    if (!started) throw new Error("the trial made no subscription");
    return { person, started };
  }

  return { buyer, checkout, subscriptions, startTrial };
}

describe.each(storageKinds)("trials and discount codes (%s)", (kind) => {
  let env: BillingTestApp;
  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  });
  afterAll(() => env?.close());

  const { buyer, checkout, subscriptions, startTrial } = trialCalls(() => env);

  it("starts Pro as a 14-day trial and keeps the trial's end", async () => {
    const { started } = await startTrial();
    expect(started.status).toBe("trialing");
    const start = Date.parse(started.currentPeriodStart);
    expect(Date.parse(started.trialEnd ?? "") - start).toBe(14 * DAY);
    expect(started.currentPeriodEnd).toBe(started.trialEnd);
  });

  it("ends a trial with no card cleanly: expired, nothing charged, back to the free plan", async () => {
    const { person, started } = await startTrial(NO_CARD);
    const remote = env.twin.subscriptions() as { id: string; customer: { external_id: string } }[];
    const atPolar = remote.find((item) => item.customer.external_id === person.userId);
    await twinControl(env.twin.url, "end-trial", { subscription_id: atPolar?.id });
    const [ended] = await subscriptions(person);
    expect(ended).toMatchObject({ id: started.id, status: "expired" });
    const orders = await env.app.runtime.billing.polar.orders.list({
      subscription_id: atPolar?.id ?? "",
    });
    expect(orders.items).toEqual([]);
    expect(
      (await entitlementsOf(env.app.runtime.billing.subscriptions, personalOwner(person.userId)))
        .plan.slug,
    ).toBe("free");
  });

  it("gives a workspace one trial: a second checkout of Pro asks for a card and charges at once", async () => {
    const { person } = await startTrial(NO_CARD);
    const remote = env.twin.subscriptions() as { id: string; customer: { external_id: string } }[];
    const first = remote.find((item) => item.customer.external_id === person.userId);
    await twinControl(env.twin.url, "end-trial", { subscription_id: first?.id });
    expect((await subscriptions(person)).map((held) => held.status)).toEqual(["expired"]);

    const url = await checkout(person, { slug: "pro" });
    const page = await (await fetch(url)).text();
    expect(page).not.toContain("Free trial");
    expect(page).toContain(">Pay</button>");
    const checkoutId = await payCheckout(url, person.email, "4242 4242 4242 4242");
    const atPolar = await env.app.runtime.billing.polar.checkouts.get(checkoutId);
    expect(atPolar).toMatchObject({ allow_trial: false, active_trial_interval: null });
    await pollUntil(async () => (await subscriptions(person)).length === 2, 10_000);
    const [paid] = await subscriptions(person);
    expect(paid).toMatchObject({ status: "active", trialEnd: null });
    const again = (env.twin.subscriptions() as typeof remote).find(
      (item) => item.customer.external_id === person.userId && item.id !== first?.id,
    );
    const { items } = await env.app.runtime.billing.polar.orders.list({
      subscription_id: again?.id ?? "",
    });
    expect(items.map((order) => [order.total_amount, order.status])).toEqual([[2900, "paid"]]);
  });

  it("says whether a card is on file: none after a cardless checkout, then the portal's", async () => {
    const { person, started } = await startTrial(NO_CARD);
    expect(started.paymentMethodOnFile).toBe(false);
    // The card saved in Polar's portal, which no subscription event reports: customer.updated.
    const { url } = await customerPortal(env.app.runtime.billing, personalOwner(person.userId));
    const page = await (await fetch(url)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    expect(action, page).toBeDefined();
    const saved = await fetch(new URL(action ?? "", url), {
      method: "POST",
      body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }),
      redirect: "manual",
    });
    expect(saved.status).toBeLessThan(400);
    const [after] = await subscriptions(person);
    expect(after).toMatchObject({ id: started.id, status: "trialing", paymentMethodOnFile: true });
  });

  it("turns a trial with a card into an active subscription, charged with its discount", async () => {
    const { person, started } = await startTrial("4242 4242 4242 4242", "launch20");
    const remote = env.twin.subscriptions() as {
      id: string;
      amount: number;
      currency: string;
      discount_id: string | null;
      customer: { external_id: string };
    }[];
    const atPolar = remote.find((item) => item.customer.external_id === person.userId);
    expect(atPolar?.discount_id).not.toBeNull();
    // The API states the deal Polar holds: its amount, the code's 20% off it, and the currency.
    expect(started).toMatchObject({
      paymentMethodOnFile: true,
      priceBeforeDiscount: decimalFromCents(atPolar?.amount ?? 0),
      currency: atPolar?.currency,
      discount: { code: "LAUNCH20", percentOff: 20, amountOff: null, duration: "forever" },
    });
    await twinControl(env.twin.url, "end-trial", { subscription_id: atPolar?.id });
    const [active] = await subscriptions(person);
    expect(active).toMatchObject({ id: started.id, status: "active" });
    const { items } = await env.app.runtime.billing.polar.orders.list({
      subscription_id: atPolar?.id ?? "",
    });
    expect(
      items.map((order) => [order.subtotal_amount, order.discount_amount, order.status]),
    ).toEqual([[2900, 580, "paid"]]);
    // What the trial promised is what the first order charged, and what the next one will.
    const [order] = items;
    const charged = decimalFromCents((order?.subtotal_amount ?? 0) - (order?.discount_amount ?? 0));
    expect([started.price, active?.price]).toEqual([charged, charged]);
  });

  it("shows a discount the merchant changed at Polar after checkout, as the renewal charges it", async () => {
    const { person, started } = await startTrial("4242 4242 4242 4242", "launch20");
    const polar = env.app.runtime.billing.polar;
    const remote = env.twin.subscriptions() as { id: string; customer: { external_id: string } }[];
    const id = remote.find((item) => item.customer.external_id === person.userId)?.id ?? "";
    const fiveOff = (await polar.discounts.list({ query: "FIVEOFF" })).items[0];
    await polar.subscriptions.update(id, { discount_id: fiveOff?.id ?? null });
    const [changed] = await subscriptions(person);
    expect(changed).toMatchObject({
      id: started.id,
      discount: { code: "FIVEOFF", percentOff: null, amountOff: "5.00", duration: "forever" },
    });
    await twinControl(env.twin.url, "end-trial", { subscription_id: id });
    const [order] = (await polar.orders.list({ subscription_id: id })).items;
    expect(changed?.price).toBe(
      decimalFromCents((order?.subtotal_amount ?? 0) - (order?.discount_amount ?? 0)),
    );

    await polar.subscriptions.update(id, { discount_id: null });
    const [undiscounted] = await subscriptions(person);
    expect(undiscounted).toMatchObject({
      discount: null,
      price: undiscounted?.priceBeforeDiscount,
    });
    expect(undiscounted?.price).toBe(decimalFromCents(order?.subtotal_amount ?? 0));
  });

  it("takes a valid code to Polar's checkout, which shows the discounted price", async () => {
    const person = await buyer();
    const url = await checkout(person, { slug: "pro", discountCode: "launch20" });
    const secret = url.slice(url.lastIndexOf("/") + 1);
    const page = await (await fetch(url)).text();
    expect(page).toContain("$23.20 / month");
    expect(page).toContain("Discount LAUNCH20 applied");
    expect(secret).toMatch(/^polar_c_/);
  });

  it("refuses unknown, expired and used-up codes with named codes, and wrong shapes with 400", async () => {
    const person = await buyer();
    for (const [discountCode, status, code, message] of [
      ["NOPE", 422, "DISCOUNT_CODE_INVALID", "The discount code NOPE does not exist."],
      ["expired10", 422, "DISCOUNT_CODE_EXPIRED", "The discount code EXPIRED10 has expired."],
      ["USEDUP50", 422, "DISCOUNT_CODE_USED_UP", "The discount code USEDUP50 has been used up."],
      ["LAUNCH 20!", 400, "VALIDATION_ERROR", "Invalid body parameters"],
      ["X".repeat(65), 400, "VALIDATION_ERROR", "Invalid body parameters"],
      ["", 400, "VALIDATION_ERROR", "Invalid body parameters"],
    ] as const) {
      const response = await person.api("/api/v1/checkouts", { slug: "pro", discountCode });
      const body = (await response.json()) as { code: string; message: string };
      expect([response.status, body.code], discountCode).toEqual([status, code]);
      expect(body.message).toContain(message);
    }
  });
});

// Duplicated, shuffled and stale webhooks meet in the inbox's conflicting inserts and the
// snapshot upsert's time check, where the engines can differ.
describe.each(databaseKinds)("trials under disorderly webhooks (%s)", (kind) => {
  let env: BillingTestApp;
  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  });
  afterAll(() => env?.close());

  const { subscriptions, startTrial } = trialCalls(() => env);

  it("absorbs duplicated, shuffled and stale trial webhooks: the newest state stays", async () => {
    env.twin.setChaos({ duplicate: 2, shuffle: true, stale: true });
    try {
      const { person, started } = await startTrial("4242 4242 4242 4242");
      expect(started.status).toBe("trialing");
      const remote = env.twin.subscriptions() as {
        id: string;
        customer: { external_id: string };
      }[];
      const atPolar = remote.find((item) => item.customer.external_id === person.userId);
      await twinControl(env.twin.url, "end-trial", { subscription_id: atPolar?.id });
      const after = await subscriptions(person);
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ id: started.id, status: "active" });
      expect(after[0]?.trialEnd).not.toBeNull();
    } finally {
      env.twin.setChaos({});
    }
  });
});

describe("discount codes at the server function", () => {
  let live: LiveServer | undefined;
  beforeAll(async () => {
    live = await startLiveServer({ BILLING_RECONCILE_INTERVAL: "0" });
  }, 120_000);
  afterAll(async () => {
    await live?.stop();
  });

  const createCheckoutSession = (cookie: string, data: unknown) =>
    callServerFn(live?.server.url ?? "", {
      method: "POST",
      file: "src/server/billing/billing.functions.ts",
      name: "createCheckoutSession",
      cookie,
      data,
    });

  it("refuses an expired code, starts a trial with a valid one, and gives no second trial", async () => {
    const email = uniqueEmail();
    const cookie = await signInOverHttp(live?.server.url ?? "", email);
    const refused = await createCheckoutSession(cookie, { slug: "pro", discountCode: "EXPIRED10" });
    expect(refused.status).toBe(422);
    expect(refused.value).toMatchObject({ code: "DISCOUNT_CODE_EXPIRED" });
    const shape = await createCheckoutSession(cookie, { slug: "pro", discountCode: "no spaces" });
    expect(shape.status).toBe(400);
    // Seats are an organization's people: the personal workspace is not sold Team.
    const seats = await createCheckoutSession(cookie, { slug: "team" });
    expect(seats.status).toBe(409);
    expect(seats.value).toMatchObject({ code: "PLAN_FOR_ORGANIZATIONS" });

    const started = await createCheckoutSession(cookie, { slug: "pro", discountCode: "LAUNCH20" });
    expect(started.status, started.error).toBe(200);
    await payCheckout((started.value as { url: string }).url, email, NO_CARD);
    let listed: SubscriptionResponse[] = [];
    await pollUntil(async () => {
      const response = await callServerFn(live?.server.url ?? "", {
        method: "GET",
        file: "src/server/billing/billing.functions.ts",
        name: "getUserSubscriptions",
        cookie,
      });
      listed = response.value as SubscriptionResponse[];
      return listed.length > 0;
    }, 10_000);
    expect(listed[0]).toMatchObject({ status: "trialing" });
    expect(listed[0]?.trialEnd).toBeTruthy();

    // The workspace has had its trial: its next checkout of Pro asks for a card and charges.
    const second = await createCheckoutSession(cookie, { slug: "pro" });
    expect(second.status, second.error).toBe(200);
    const page = await (await fetch((second.value as { url: string }).url)).text();
    expect(page).not.toContain("Free trial");
    expect(page).toContain(">Pay</button>");
  });
});
