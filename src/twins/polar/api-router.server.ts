import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { TwinLedger } from "./billing.server";
import { notFound } from "./errors.server";
import { parse, queryObject, readJson, sendJson } from "./http.server";
import type { Metering } from "./meters.server";
import { seatRoute, seatsUpdate } from "./seat-routes.server";
import { changeSeats } from "./seats.server";
import type { SubscriptionChange } from "./subscriptions.server";
import { sleep } from "./webhooks.server";

// The 2026-10 REST API under /v1/, as the SDK calls it: each operation's input checked against
// Polar's shape (a 422 in FastAPI's form when it is not), then answered by the billing model.

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
  discount_id: z.uuid().nullish(),
  allow_discount_codes: z.boolean().optional(),
  allow_trial: z.boolean().optional(),
  seats: z.number().int().min(1).nullish(),
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
  seatsUpdate,
  z.object({ discount_id: z.uuid().nullable() }),
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

/** How the API behaves right now; the control API changes it. */
export interface ApiConditions {
  /** While down, every call answers 503. */
  down: boolean;
  /** Every call waits this long before it is answered; 0 for none. */
  latencyMs: number;
  /** API calls waiting out the latency right now: a test knows they have arrived. */
  held: number;
}

export interface ApiDependencies {
  billing: TwinLedger;
  /** The Bearer token the API accepts; any other responses 401 as Polar does. */
  accessToken: string;
  conditions: ApiConditions;
  /** Aborted when the twin closes, so that no call waits out its latency. */
  closing: AbortSignal;
  /** Events, meters and customer meters (usage billing). */
  metering: Metering;
}

export function apiRouter({
  billing,
  accessToken,
  conditions,
  closing,
  metering,
}: ApiDependencies) {
  return async function api(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    if (conditions.latencyMs > 0) {
      conditions.held++;
      await sleep(conditions.latencyMs, closing).finally(() => conditions.held--);
    }
    if (conditions.down) {
      response.writeHead(503, { "content-type": "text/plain" });
      response.end("Service Unavailable");
      return;
    }
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
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
    if (await metering.route(route, id, query, request, response)) return;

    const seats = seatRoute(billing, route, id, query, request);
    if (seats) return sendJson(response, ...(await seats));
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
        if ("seats" in body) return sendJson(response, 200, changeSeats(billing, id, body));
        const change: SubscriptionChange =
          "revoke" in body
            ? { kind: "revoke", ...body }
            : "product_id" in body
              ? { kind: "product", ...body }
              : "discount_id" in body
                ? { kind: "discount", ...body }
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
      case "GET discounts/": {
        const {
          query: search,
          page,
          limit,
        } = parse(z.object({ ...pageParams, query: z.string().optional() }), query, "query");
        return sendJson(response, 200, billing.listDiscounts(search, page, limit));
      }
      case "GET discounts/:id":
        return sendJson(response, 200, billing.getDiscount(id));
      case "GET orders/:id":
        return sendJson(response, 200, billing.getOrder(id));
      case "DELETE subscriptions/:id":
        return sendJson(response, 200, billing.revokeSubscription(id));
      default:
        return sendJson(response, 404, { detail: "Not Found" });
    }
  };
}
