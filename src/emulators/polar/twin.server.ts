import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import {
  Billing,
  DEFAULT_CARD,
  notFound,
  PolarApiError,
  type SubscriptionChange,
  validationError,
} from "./billing.server";
import {
  checkoutClosedPage,
  checkoutPage,
  DEFAULT_BRAND,
  notFoundPage,
  type PageFrame,
  pagePolicy,
  portalPage,
} from "./checkout-page.server";
import type { PolarTwin, PolarTwinOptions } from "./index.server";
import { toCheckout, toCustomer } from "./serialize.server";
import type { CheckoutRecord } from "./state.server";
import { loadState, saveState } from "./state.server";
import { sleep, WebhookSender } from "./webhooks.server";

const metadata = z.record(z.string().max(40), z.union([z.string(), z.number(), z.boolean()]));
const stringList = z.union([z.string(), z.array(z.string())]).transform((value) => [value].flat());
const booleanParam = z.enum(["true", "false"]).transform((value) => value === "true");
const cancellationReason = z
  .enum([
    "customer_service",
    "low_quality",
    "missing_features",
    "switched_service",
    "too_complex",
    "too_expensive",
    "unused",
    "other",
  ])
  .nullish();
const subscriptionStatus = z.enum([
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
]);

const checkoutCreate = z.object({
  products: z.array(z.string()).min(1),
  success_url: z.url({ protocol: /^https?$/ }).nullish(),
  return_url: z.url({ protocol: /^https?$/ }).nullish(),
  external_customer_id: z.string().min(1).nullish(),
  customer_id: z.string().nullish(),
  customer_email: z.email().nullish(),
  customer_name: z.string().nullish(),
  metadata: metadata.optional(),
  customer_metadata: metadata.optional(),
});

const customerFields = {
  name: z.string().nullish(),
  external_id: z.string().min(1).nullish(),
  metadata: metadata.optional(),
};
const individualCustomerCreate = z.object({
  ...customerFields,
  type: z.literal("individual").optional(),
  email: z.email(),
});
/** An organization: its address is optional as long as its owner member has one. */
const teamCustomerCreate = z
  .object({
    ...customerFields,
    type: z.literal("team"),
    email: z.email().nullish(),
    owner: z.object({ email: z.email(), name: z.string().nullish() }).nullish(),
  })
  .refine((team) => team.email || team.owner, {
    path: ["email"],
    message: "A team customer needs an email address or an owner with one.",
  });

const customerSessionCreate = z.union([
  z.object({ customer_id: z.string(), return_url: z.url().nullish() }),
  z.object({ external_customer_id: z.string(), return_url: z.url().nullish() }),
]);

const reasonFields = {
  customer_cancellation_reason: cancellationReason,
  customer_cancellation_comment: z.string().nullish(),
};
const subscriptionUpdate = z.union([
  z.object({ revoke: z.literal(true), ...reasonFields }),
  z.object({ cancel_at_period_end: z.boolean(), ...reasonFields }),
  z.object({
    product_id: z.string(),
    proration_behavior: z.enum(["invoice", "prorate", "next_period", "reset"]).nullish(),
  }),
]);

const pageParams = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};
const orderStatus = z.enum(["pending", "paid"]);
const orderList = z.object({
  ...pageParams,
  customer_id: stringList.optional(),
  external_customer_id: stringList.optional(),
  product_id: stringList.optional(),
  subscription_id: stringList.optional(),
  status: z
    .union([orderStatus, z.array(orderStatus)])
    .transform((value) => [value].flat())
    .optional(),
  sorting: stringList.optional(),
});

const subscriptionList = z.object({
  ...pageParams,
  customer_id: stringList.optional(),
  external_customer_id: stringList.optional(),
  product_id: stringList.optional(),
  status: z
    .union([subscriptionStatus, z.array(subscriptionStatus)])
    .transform((value) => [value].flat())
    .optional(),
  active: booleanParam.optional(),
  cancel_at_period_end: booleanParam.optional(),
  sorting: stringList.optional(),
});

/** Zod's complaint in FastAPI's 422 shape, which the SDK maps to HTTPValidationError. */
function parse<T extends z.ZodType>(
  schema: T,
  value: unknown,
  where: "body" | "query",
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(
    result.error.issues.map((issue) => ({
      loc: [where, ...issue.path.map((part) => (typeof part === "symbol" ? String(part) : part))],
      msg: issue.message,
      input: value,
    })),
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  if (text === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new PolarApiError(422, {
      detail: [{ type: "json_invalid", loc: ["body", 0], msg: "JSON decode error", input: {} }],
    });
  }
}

function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  formTargets: string[] = [],
): void {
  response.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": pagePolicy(formTargets),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  });
  response.end(html);
}

function originOf(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Back from a checkout: its return URL, else the product that asked for it (the success URL's). */
function checkoutReturn(record: CheckoutRecord): string | undefined {
  return record.return_url ?? originOf(record.success_url);
}

export async function startPolarTwin(options: PolarTwinOptions): Promise<PolarTwin> {
  const state = loadState(options.stateFile);
  const sender = new WebhookSender(options.webhook, options.retryDelaysMs);
  const brand = options.brand ?? DEFAULT_BRAND;
  const frame = (back: string | null | undefined): PageFrame => ({
    brand,
    back: back ? { href: back } : null,
  });
  let baseUrl = "";
  let down = false;
  let latencyMs = 0;
  /** API calls waiting out the latency right now: a test knows they have arrived. */
  let held = 0;
  const closing = new AbortController();
  const billing = new Billing(
    state,
    options.products,
    () => baseUrl,
    (events) => {
      saveState(options.stateFile, state);
      sender.enqueue(events);
    },
  );

  async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (latencyMs > 0) {
      held++;
      await sleep(latencyMs, closing.signal).finally(() => held--);
    }
    if (down) {
      response.writeHead(503, { "content-type": "text/plain" });
      response.end("Service Unavailable");
      return;
    }
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      response.writeHead(401, {
        "content-type": "application/json",
        "www-authenticate": 'Bearer realm="polar", error="invalid_token"',
      });
      response.end(
        JSON.stringify({
          error: "invalid_token",
          error_description:
            "The access token provided is expired, revoked, malformed, or invalid for other reasons.",
        }),
      );
      return;
    }
    const segments = url.pathname.split("/").slice(2).map(decodeURIComponent);
    const [collection, first, second] = segments;
    const method = request.method ?? "GET";
    const route = `${method} ${collection}${first === undefined ? "" : first === "" ? "/" : "/:id"}${second === undefined ? "" : "/:id"}`;
    const query = queryObject(url);
    const id = first ?? "";

    switch (route) {
      case "GET products/": {
        const { page, limit } = parse(z.object(pageParams), query, "query");
        return sendJson(response, 200, billing.listProducts(page, limit));
      }
      case "GET products/:id":
        return sendJson(response, 200, billing.getProduct(id));
      case "POST checkouts/":
        return sendJson(
          response,
          201,
          billing.createCheckout(parse(checkoutCreate, await readJson(request), "body")),
        );
      case "GET checkouts/:id":
        return sendJson(response, 200, billing.getCheckout(id));
      case "POST customers/": {
        const body = await readJson(request);
        const team = (body as { type?: unknown } | null)?.type === "team";
        return sendJson(
          response,
          201,
          billing.createCustomer(
            team
              ? parse(teamCustomerCreate, body, "body")
              : parse(individualCustomerCreate, body, "body"),
          ),
        );
      }
      case "GET customers/:id":
        return sendJson(response, 200, billing.getCustomer(id));
      case "DELETE customers/:id":
        billing.deleteCustomer(billing.customerRecord(id));
        response.writeHead(204).end();
        return;
      case "GET customers/:id/:id":
        if (first !== "external") throw notFound();
        return sendJson(response, 200, billing.getCustomerByExternalId(second ?? ""));
      case "DELETE customers/:id/:id":
        if (first !== "external") throw notFound();
        billing.deleteCustomer(billing.customerRecordByExternalId(second ?? ""));
        response.writeHead(204).end();
        return;
      case "POST customer-sessions/": {
        const body = parse(customerSessionCreate, await readJson(request), "body");
        const customer =
          "customer_id" in body
            ? billing.customerRecord(body.customer_id)
            : billing.customerRecordByExternalId(body.external_customer_id);
        return sendJson(
          response,
          201,
          billing.createCustomerSession(customer, body.return_url ?? null),
        );
      }
      case "GET subscriptions/": {
        const filter = parse(subscriptionList, query, "query");
        return sendJson(
          response,
          200,
          billing.listSubscriptions({ ...filter, ascending: filter.sorting?.[0] === "started_at" }),
        );
      }
      case "GET subscriptions/:id":
        return sendJson(response, 200, billing.getSubscription(id));
      case "PATCH subscriptions/:id": {
        const body = parse(subscriptionUpdate, await readJson(request), "body");
        const change: SubscriptionChange =
          "revoke" in body
            ? { kind: "revoke", ...body }
            : "product_id" in body
              ? { kind: "product", ...body }
              : { kind: "cancel", ...body };
        return sendJson(response, 200, billing.updateSubscription(id, change));
      }
      case "GET orders/": {
        const filter = parse(orderList, query, "query");
        return sendJson(
          response,
          200,
          billing.listOrders({ ...filter, ascending: filter.sorting?.[0] === "created_at" }),
        );
      }
      case "GET orders/:id":
        return sendJson(response, 200, billing.getOrder(id));
      case "DELETE subscriptions/:id":
        return sendJson(response, 200, billing.revokeSubscription(id));
      default:
        return sendJson(response, 404, { detail: "Not Found" });
    }
  }

  async function hostedCheckout(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
  ): Promise<void> {
    const record = billing.findCheckout(key);
    if (!record) {
      return sendHtml(response, 404, notFoundPage(frame(null), "This checkout does not exist."));
    }
    const product = billing.ctx.product(record.product_id);
    const page = frame(checkoutReturn(record));
    const formTargets = [originOf(toCheckout(record, billing.ctx).success_url)].filter(
      (origin): origin is string => origin !== undefined,
    );
    if (request.method === "POST") {
      const form = new URLSearchParams(await readBody(request));
      const email = form.get("email") ?? "";
      const result = billing.pay(key, form.get("card_number") ?? "", email);
      if (result.ok) {
        response.writeHead(303, { location: result.redirectUrl }).end();
        return;
      }
      const checkout = toCheckout(record, billing.ctx);
      if (record.status !== "open") {
        return sendHtml(response, 200, checkoutClosedPage(page, checkout, result.message));
      }
      return sendHtml(
        response,
        200,
        checkoutPage(page, { checkout, product, error: result.message, email }),
        formTargets,
      );
    }
    const checkout = toCheckout(record, billing.ctx);
    if (record.status === "succeeded") {
      return sendHtml(
        response,
        200,
        checkoutClosedPage(page, checkout, "Payment received. Thank you!"),
      );
    }
    if (record.status !== "open") {
      return sendHtml(
        response,
        200,
        checkoutClosedPage(page, checkout, "This checkout has expired."),
      );
    }
    return sendHtml(response, 200, checkoutPage(page, { checkout, product }), formTargets);
  }

  /**
   * The customer portal, opened by a customer session's token: the subscriptions, the card on
   * file (a form replaces it) and the invoices. The token stays in the address, as Polar's
   * portal links carry it.
   */
  async function portal(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    const token = url.searchParams.get("customer_session_token") ?? "";
    const opened = billing.portalSession(token);
    if (!opened) {
      return sendHtml(
        response,
        401,
        notFoundPage(frame(null), "This portal link has expired. Ask for a new one."),
      );
    }
    const portalUrl = `/portal?customer_session_token=${encodeURIComponent(token)}`;
    const show = (status: number, extra: { cardError?: string; saved?: boolean } = {}) =>
      sendHtml(
        response,
        status,
        portalPage(frame(opened.returnUrl), {
          customer: toCustomer(opened.customer),
          subscriptions: billing
            .subscriptionsOf(opened.customer)
            .map((item) => billing.getSubscription(item.id)),
          orders: billing.ordersOf(opened.customer),
          cardLast4: opened.customer.card_last4 ?? null,
          cardAction: `/portal/card?customer_session_token=${encodeURIComponent(token)}`,
          ...extra,
        }),
      );
    if (url.pathname === "/portal/card") {
      if (request.method !== "POST") {
        response.writeHead(303, { location: portalUrl }).end();
        return;
      }
      const form = new URLSearchParams(await readBody(request));
      const result = billing.changeCard(opened.customer, form.get("card_number") ?? "");
      // 200 like the checkout's refusals: the page is the answer, with the error beside the field.
      if (!result.ok) return show(200, { cardError: result.message });
      response.writeHead(303, { location: `${portalUrl}&card=saved` }).end();
      return;
    }
    show(200, { saved: url.searchParams.get("card") === "saved" });
  }

  async function control(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    const action = url.pathname.slice("/_twin/".length);
    if (request.method === "GET" && action === "state") {
      return sendJson(response, 200, {
        now: twin.now().toISOString(),
        down,
        latencyMs,
        held,
        subscriptions: twin.subscriptions(),
      });
    }
    if (request.method !== "POST") return sendJson(response, 405, { detail: "Method Not Allowed" });
    const body = await readJson(request);
    const subscriptionId = () =>
      parse(z.object({ subscription_id: z.string() }), body, "body").subscription_id;
    switch (action) {
      case "advance-clock":
        await twin.advanceClock(parse(z.object({ ms: z.number().int().min(0) }), body, "body").ms);
        break;
      case "fail-renewal":
        await twin.failRenewal(subscriptionId());
        break;
      case "revoke":
        await twin.revoke(subscriptionId());
        break;
      case "chaos":
        twin.setChaos(
          parse(
            z.object({
              duplicate: z.number().int().min(1).optional(),
              shuffle: z.boolean().optional(),
              delayMs: z.number().int().min(0).optional(),
              stale: z.boolean().optional(),
            }),
            body,
            "body",
          ),
        );
        break;
      case "down":
        twin.setDown(parse(z.object({ down: z.boolean() }), body, "body").down);
        break;
      case "latency":
        twin.setLatency(
          parse(z.object({ ms: z.number().int().min(0).max(600_000) }), body, "body").ms,
        );
        break;
      case "settled":
        await twin.settled();
        break;
      default:
        return sendJson(response, 404, { detail: "Not Found" });
    }
    sendJson(response, 200, { now: twin.now().toISOString(), down, latencyMs });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", baseUrl);
    try {
      if (url.pathname.startsWith("/v1/")) return await api(request, response, url);
      if (url.pathname.startsWith("/_twin/")) return await control(request, response, url);
      const checkoutKey = /^\/checkout\/([^/]+)$/.exec(url.pathname)?.[1];
      if (checkoutKey)
        return await hostedCheckout(request, response, decodeURIComponent(checkoutKey));
      if (url.pathname === "/portal" || url.pathname === "/portal/card") {
        return await portal(request, response, url);
      }
      sendJson(response, 404, { detail: "Not Found" });
    } catch (error) {
      if (error instanceof PolarApiError) return sendJson(response, error.status, error.body);
      throw error;
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error("Polar twin: request failed", error);
      if (!response.headersSent) sendJson(response, 500, { error: "InternalServerError" });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;

  const twin: PolarTwin = {
    url: baseUrl,
    async close() {
      closing.abort();
      sender.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    settled: () => sender.settled(),
    async pay(checkoutId, card = DEFAULT_CARD) {
      // There is no form to type an address into here; a stand-in keeps the call short for
      // tests that do not care which email the customer has.
      const record = billing.findCheckout(checkoutId);
      const owner = record?.external_customer_id ?? record?.id ?? "customer";
      const standIn = `${owner.replace(/[^\w.-]/g, "")}@example.com`;
      const result = billing.pay(checkoutId, card, record?.customer_email ?? standIn);
      return result.ok ? { ok: true } : { ok: false, message: result.message };
    },
    async advanceClock(ms) {
      billing.advanceClock(ms);
    },
    async failRenewal(subscriptionId) {
      billing.failRenewal(subscriptionId);
    },
    async revoke(subscriptionId) {
      billing.revokeSubscription(subscriptionId);
    },
    setChaos: (chaos) => sender.setChaos(chaos),
    setDown(value) {
      down = value;
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    subscriptions: () => billing.allSubscriptions(),
    now: () => billing.now(),
  };
  return twin;
}
