import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPolar, webhooks } from "@polar-sh/sdk/2026-10";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLANS } from "~/config/plans";
import { sdkShapeProblems } from "../../../tests/support/polar-sdk-shape";
import {
  type PolarTwin,
  type PolarTwinOptions,
  productsFromPlans,
  startPolarTwin,
} from "./index.server";

const TOKEN = "polar_oat_unit";
const PRO = PLANS[1]?.productId ?? "";
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(options: Partial<PolarTwinOptions> = {}): Promise<PolarTwin> {
  const twin = await startPolarTwin({
    // Without Pro's trial (ADR 052): these follow paid starts.
    products: productsFromPlans(PLANS).map((product) => ({ ...product, trial: null })),
    accessToken: TOKEN,
    ...options,
  });
  cleanups.push(() => twin.close());
  return twin;
}

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

async function receiver(status: () => number = () => 200) {
  const deliveries: Delivery[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
    response.writeHead(status()).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, deliveries };
}

function headersOf(delivery: Delivery): Record<string, string> {
  return Object.fromEntries(
    ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [
      name,
      String(delivery.headers[name]),
    ]),
  );
}

const MODEL_OF_EVENT: Record<string, string> = {
  checkout: "Checkout",
  customer: "Customer",
  order: "Order",
  subscription: "Subscription",
};

describe.each([false, true])("webhooks (legacy signing: %s)", (legacySigning) => {
  it("sends events the SDK's validateEvent accepts, with 2026-10 payloads", async () => {
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const endpoint = await receiver();
    const twin = await start({ webhook: { url: endpoint.url, secret, legacySigning } });
    const polar = createPolar({ accessToken: TOKEN, baseUrl: twin.url });
    const checkout = await polar.checkouts.create({
      products: [PRO],
      external_customer_id: "user-1",
      customer_email: "ada@example.com",
    });
    await twin.pay(checkout.id);
    const subscriptionId = (await polar.checkouts.get(checkout.id)).subscription_id ?? "";
    await polar.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await polar.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    await polar.subscriptions.revoke(subscriptionId);
    await twin.settled();

    const types: string[] = [];
    for (const delivery of endpoint.deliveries) {
      const event = await webhooks.validateEvent(delivery.body, headersOf(delivery), secret);
      expect(Object.keys(event)).toEqual(["type", "timestamp", "api_version", "data"]);
      expect(event.api_version).toBe("2026-10");
      const model = MODEL_OF_EVENT[event.type.split(".")[0] ?? ""] ?? "";
      expect(sdkShapeProblems(model, event.data), event.type).toEqual([]);
      types.push(event.type);
    }
    expect(types).toEqual([
      "checkout.created",
      "customer.created",
      "subscription.created",
      "subscription.active",
      "subscription.updated",
      "order.created",
      "order.paid",
      "checkout.updated",
      "subscription.updated",
      "subscription.canceled",
      "subscription.updated",
      "subscription.uncanceled",
      "subscription.updated",
      "subscription.canceled",
      "subscription.revoked",
    ]);

    const [first] = endpoint.deliveries;
    const forged = { ...headersOf(first as Delivery), "webhook-signature": "v1,AAAA" };
    await expect(webhooks.validateEvent(first?.body ?? "", forged, secret)).rejects.toBeInstanceOf(
      webhooks.PolarWebhookVerificationError,
    );
  });
});

describe("webhook delivery", () => {
  it("holds later events back while one is retried, and gives up after the retries", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    cleanups.push(() => warn.mockRestore());
    const endpoint = await receiver(() => 503);
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const twin = await start({
      webhook: { url: endpoint.url, secret },
      retryDelaysMs: Array.from({ length: 12 }, () => 1),
    });
    const polar = createPolar({ accessToken: TOKEN, baseUrl: twin.url });
    await polar.checkouts.create({ products: [PRO] });
    await polar.checkouts.create({ products: [PRO] });
    await twin.settled();

    const ids = endpoint.deliveries.map((delivery) => delivery.headers["webhook-id"]);
    expect(ids).toHaveLength(22);
    expect(new Set(ids.slice(0, 11)).size).toBe(1);
    expect(new Set(ids.slice(11)).size).toBe(1);
    expect(ids[0]).not.toBe(ids[11]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain("gave up delivering checkout.created");
  });
});

const BRAND = {
  name: "Timberline",
  faviconSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>',
};
const ICON = `data:image/svg+xml;base64,${Buffer.from(BRAND.faviconSvg).toString("base64")}`;

describe("the hosted checkout page", () => {
  it("takes a payment with a test card and redirects to the success URL", async () => {
    const twin = await start({ brand: BRAND });
    const polar = createPolar({ accessToken: TOKEN, baseUrl: twin.url });
    const checkout = await polar.checkouts.create({
      products: [PRO],
      external_customer_id: "user-1",
      customer_email: "ada@example.com",
      success_url: "https://app.example/success?checkout_id={CHECKOUT_ID}",
    });

    const opened = await fetch(checkout.url);
    const page = await opened.text();
    expect(page).toContain("<h1>Pro</h1>");
    expect(page).toContain("<title>Checkout: Pro · Timberline</title>");
    expect(page).toContain(`<link rel="icon" type="image/svg+xml" href="${ICON}">`);
    expect(page).toContain('<a href="https://app.example">Back to Timberline</a>');
    expect(page).toContain("$29.00 / month");
    expect(page).toContain('<label for="card_number">Card number</label>');
    expect(page).toContain('value="ada@example.com"');
    expect(page).toContain('<button type="submit">Pay</button>');
    const policy = opened.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'; img-src data:;/);
    expect(policy).toContain("form-action 'self' https://app.example;");

    const pay = (card: string) =>
      fetch(checkout.url, {
        method: "POST",
        body: new URLSearchParams({ email: "ada@example.com", card_number: card }),
        redirect: "manual",
      });
    const declined = await pay("4000 0000 0000 0002");
    expect(declined.status).toBe(200);
    const declinedPage = await declined.text();
    expect(declinedPage).toContain(
      '<p role="alert" id="payment-error">Your card was declined.</p>',
    );
    expect(declinedPage).toContain('aria-invalid="true" aria-describedby="payment-error"');
    expect((await polar.checkouts.get(checkout.id)).status).toBe("open");

    const paid = await pay("4242 4242 4242 4242");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(
      `https://app.example/success?checkout_id=${checkout.id}`,
    );
    expect((await polar.checkouts.get(checkout.id)).status).toBe("succeeded");
    expect(await (await fetch(checkout.url)).text()).toContain("Payment received.");
  });

  it("leads back to the checkout's return URL when it has one, and says Polar twin unbranded", async () => {
    const twin = await start();
    const polar = createPolar({ accessToken: TOKEN, baseUrl: twin.url });
    const checkout = await polar.checkouts.create({
      products: [PRO],
      success_url: "https://app.example/success",
      return_url: "https://app.example/subscriptions",
    });
    const page = await (await fetch(checkout.url)).text();
    expect(page).toContain("<title>Checkout: Pro · Polar twin</title>");
    expect(page).toContain('<a href="https://app.example/subscriptions">Back to Polar twin</a>');
    expect(page).toContain(
      '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml;base64,',
    );
  });
});

describe("the customer portal", () => {
  async function portalOf(twin: PolarTwin, returnUrl?: string) {
    const polar = createPolar({ accessToken: TOKEN, baseUrl: twin.url });
    const checkout = await polar.checkouts.create({
      products: [PRO],
      external_customer_id: "user-1",
      customer_email: "ada@example.com",
    });
    await twin.pay(checkout.id);
    const session = await polar.customerSessions.create({
      external_customer_id: "user-1",
      return_url: returnUrl,
    });
    return { polar, url: session.customer_portal_url, token: session.token };
  }

  it("lists the subscriptions and invoices, with the card on file and a way back", async () => {
    const twin = await start({ brand: BRAND });
    const { url } = await portalOf(twin, "https://app.example/subscriptions");
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self';");
    const page = await response.text();
    expect(page).toContain("<title>Billing · Timberline</title>");
    expect(page).toContain('<a href="https://app.example/subscriptions">Back to Timberline</a>');
    expect(page).toContain('<h2 id="subscriptions-heading">Your subscriptions</h2>');
    expect(page).toContain("<p>Card ending in 4242</p>");
    expect(page).toContain('<h2 id="invoices-heading">Invoices</h2>');
    expect(page).toMatch(
      /<tr><td>\d{1,2} \w+ \d{4}<\/td><td>Subscription started: Pro<\/td><td class="amount">\$29\.00<\/td><td>Paid<\/td><\/tr>/,
    );
  });

  it("replaces the card from a form that refuses a bad number beside the field", async () => {
    const twin = await start();
    const { url } = await portalOf(twin);
    const page = await (await fetch(url)).text();
    const action = /<form method="post" action="([^"]+)">/
      .exec(page)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(action).toMatch(/^\/portal\/card\?customer_session_token=polar_cst_/);
    const post = (card: string) =>
      fetch(`${twin.url}${action}`, {
        method: "POST",
        body: new URLSearchParams({ card_number: card }),
        redirect: "manual",
      });

    for (const [card, message] of [
      ["1234", "Your card number is incorrect."],
      ["4000 0000 0000 0002", "Your card was declined."],
    ] as const) {
      const refused = await post(card);
      expect(refused.status).toBe(200);
      const text = await refused.text();
      expect(text).toContain(`<p role="alert" id="card-error">${message}</p>`);
      expect(text).toContain('aria-describedby="card-hint card-error" aria-invalid="true"');
      expect(text).toContain("<p>Card ending in 4242</p>");
    }

    const saved = await post("5555 5555 5555 4444");
    expect(saved.status).toBe(303);
    const next = await fetch(new URL(saved.headers.get("location") ?? "", twin.url));
    const text = await next.text();
    expect(text).toContain("<p>Card ending in 4444</p>");
    expect(text).toContain('<p role="status">Your new card is saved.');
    expect(text).not.toContain('<p role="alert"');
    expect(text).toContain('aria-describedby="card-hint"');
  });

  it("turns away an unknown or expired session", async () => {
    const twin = await start();
    const response = await fetch(`${twin.url}/portal?customer_session_token=polar_cst_nope`);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("This portal link has expired.");
    const card = await fetch(`${twin.url}/portal/card?customer_session_token=polar_cst_nope`, {
      method: "POST",
      body: new URLSearchParams({ card_number: "4242424242424242" }),
    });
    expect(card.status).toBe(401);
  });
});

describe("the control API and the state file", () => {
  it("drives the twin from outside and keeps its state across a restart", async () => {
    const directory = mkdtempSync(join(tmpdir(), "polar-twin-"));
    cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
    const stateFile = join(directory, "polar-twin.json");
    const twin = await start({ stateFile });
    const polar = createPolar({ accessToken: TOKEN, baseUrl: twin.url });
    const checkout = await polar.checkouts.create({ products: [PRO], external_customer_id: "u1" });
    await twin.pay(checkout.id);
    const subscriptionId = (await polar.checkouts.get(checkout.id)).subscription_id ?? "";

    const control = (action: string, body: unknown) =>
      fetch(`${twin.url}/_twin/${action}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await control("fail-renewal", { subscription_id: subscriptionId })).status).toBe(200);
    expect((await control("advance-clock", { ms: 32 * 24 * 60 * 60 * 1000 })).status).toBe(200);
    expect((await polar.subscriptions.get(subscriptionId)).status).toBe("past_due");
    expect((await control("down", { down: true })).status).toBe(200);
    expect((await fetch(`${twin.url}/v1/products/`)).status).toBe(503);
    expect((await control("down", { down: false })).status).toBe(200);
    expect((await control("revoke", { subscription_id: "missing" })).status).toBe(404);
    expect((await control("advance-clock", { ms: -1 })).status).toBe(422);
    const state = (await (await fetch(`${twin.url}/_twin/state`)).json()) as {
      now: string;
      subscriptions: Array<{ id: string; status: string }>;
    };
    expect(state.subscriptions).toEqual([expect.objectContaining({ id: subscriptionId })]);
    const before = twin.subscriptions();
    await twin.close();

    const restarted = await start({ stateFile });
    expect(restarted.subscriptions()).toEqual(before);
    expect(restarted.now().getTime()).toBeGreaterThanOrEqual(Date.parse(state.now));
    const again = createPolar({ accessToken: TOKEN, baseUrl: restarted.url });
    expect((await again.customers.getExternal("u1")).external_id).toBe("u1");
  });

  it("reads a state file written before team customers, its customers as individuals", async () => {
    const directory = mkdtempSync(join(tmpdir(), "polar-twin-"));
    cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
    const stateFile = join(directory, "polar-twin.json");
    const customer = {
      id: "5c6d6c39-0a1b-4c8e-9d3e-2f4a5b6c7d8e",
      created_at: "2026-01-01T00:00:00.000Z",
      modified_at: null,
      email: "ada@example.com",
      name: null,
      external_id: "u1",
      metadata: {},
      deleted_at: null,
    };
    writeFileSync(
      stateFile,
      JSON.stringify({ version: 1, clockOffsetMs: 0, customers: [customer] }),
    );
    const twin = await start({ stateFile });
    const polar = createPolar({ accessToken: TOKEN, baseUrl: twin.url });
    const read = await polar.customers.getExternal("u1");
    expect(sdkShapeProblems("Customer", read)).toEqual([]);
    expect(read).toMatchObject({ id: customer.id, type: "individual", email: "ada@example.com" });
  });
});

describe("a slow twin", () => {
  it("holds every API answer for the latency it is given, and lets the SDK's timeout end a call", async () => {
    const twin = await start();
    const latency = (ms: number) =>
      fetch(`${twin.url}/_twin/latency`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ms }),
      });
    expect((await latency(60_000)).status).toBe(200);
    expect(await (await fetch(`${twin.url}/_twin/state`)).json()).toMatchObject({
      latencyMs: 60_000,
    });
    const impatient = createPolar({ accessToken: TOKEN, baseUrl: twin.url, timeout: 0.2 });
    await expect(impatient.products.get(PRO)).rejects.toThrow(/abort|timeout/i);
    // The twin still holds the call the SDK gave up on.
    expect(await (await fetch(`${twin.url}/_twin/state`)).json()).toMatchObject({ held: 1 });

    expect((await latency(0)).status).toBe(200);
    expect((await impatient.products.get(PRO)).id).toBe(PRO);
    expect((await latency(-1)).status).toBe(422);
  });
});
