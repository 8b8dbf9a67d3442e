import { createRoute, type z } from "@hono/zod-openapi";
import type { ApiScope } from "~/lib/api-scopes";
import {
  apiKeySchema,
  changePlanSchema,
  checkoutRequestSchema,
  checkoutSchema,
  entitlementsSchema,
  errorSchema,
  idempotencyHeaderSchema,
  leakedKeysReceivedSchema,
  leakedKeysSchema,
  meSchema,
  planChangeSchema,
  seatChangeSchema,
  seatsRequestSchema,
  subscriptionIdSchema,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionsQuerySchema,
  usageSchema,
} from "./schemas";

// One definition per operation: its path, method, parameters, body and every response it can give.
// The app routes and validates by these, and the OpenAPI document is made from them.

/** The headers every response to a checked key carries (429 adds Retry-After). */
const RATE_HEADERS = {
  "RateLimit-Limit": {
    description: "Requests the key may make in the current window",
    schema: { type: "integer" as const },
  },
  "RateLimit-Remaining": {
    description: "Requests left in the current window",
    schema: { type: "integer" as const },
  },
  "RateLimit-Reset": {
    description: "Seconds until the window starts over",
    schema: { type: "integer" as const },
  },
};

/** What each error status means on this API, in the words of the document. */
const ERROR_STATUSES = {
  400: "The parameters, headers or body are not valid (VALIDATION_ERROR, with `issues`)",
  401: "Missing, malformed, unknown, revoked or expired API key; see WWW-Authenticate",
  402: "The payment for the change was declined",
  403: "The key lacks the operation's scope (INSUFFICIENT_SCOPE), the key's holder may not do this in the organization (their role), or the plan does not include the feature (FEATURE_NOT_IN_PLAN)",
  404: "No such subscription for this key's owner",
  409: "The subscription's state does not allow this now, or the Idempotency-Key is in use or was used for another request",
  413: "The request body is larger than 16 KB",
  415: "The body is not sent as application/json",
  422: "The discount code is unknown, expired or used up (DISCOUNT_CODE_*)",
  429: "The key's request limit is spent; see Retry-After",
  500: "Something went wrong on our side",
  502: "The payment provider is not available right now",
  503: "The service is unavailable for a moment; see Retry-After",
} as const;

type ErrorStatus = keyof typeof ERROR_STATUSES;

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

function errorResponseSpec(status: ErrorStatus, keyed: boolean) {
  const headers: Record<string, unknown> = keyed ? { ...RATE_HEADERS } : {};
  if (status === 401) {
    headers["WWW-Authenticate"] = {
      description: "The authentication scheme: Bearer",
      schema: { type: "string" },
    };
  }
  if (status === 429 || status === 503) {
    headers["Retry-After"] = { description: "Seconds to wait", schema: { type: "integer" } };
  }
  return { description: ERROR_STATUSES[status], headers, content: json(errorSchema) };
}

/**
 * Every key-checked operation can answer these (400: a query parameter given twice; 403: a key
 * without the operation's scope).
 */
const ALWAYS: ErrorStatus[] = [400, 401, 403, 429, 500, 503];
/** ...and a call with a body these. */
const WITH_BODY: ErrorStatus[] = [400, 409, 413, 415];

function responsesOf<S extends z.ZodType, C extends 200 | 201 | 202>(
  success: { status: C; description: string; schema: S },
  errors: ErrorStatus[],
  /** Statuses of ALWAYS this operation never answers. */
  never: ErrorStatus[] = [],
  /** Whether a key is checked: its RateLimit headers go on every response. */
  keyed = true,
) {
  const responses = Object.fromEntries(
    [...new Set([...errors, ...ALWAYS])]
      .filter((status) => !never.includes(status))
      .sort()
      .map((status) => [status, errorResponseSpec(status, keyed)]),
  );
  return {
    ...responses,
    [success.status]: {
      description: success.description,
      headers: keyed ? RATE_HEADERS : {},
      content: json(success.schema),
    },
    // Typed as the success alone: the handlers return it, the error responses come from the
    // middleware and the error handler.
  } as { [K in C]: { description: string; content: { "application/json": { schema: S } } } };
}

const idempotent = { headers: idempotencyHeaderSchema };

/**
 * The scope an operation needs (ADR 084), as `x-required-scopes`: the app checks it, the MCP
 * tools carry it, and the document adds it to the operation's security requirements.
 */
function needs(scope: ApiScope) {
  return { "x-required-scopes": [scope] as [ApiScope] };
}

/** The scope `route` declares. */
export function requiredScope(route: { "x-required-scopes": readonly [ApiScope] }): ApiScope {
  return route["x-required-scopes"][0];
}

export const getMe = createRoute({
  ...needs("account:read"),
  method: "get",
  path: "/me",
  operationId: "getMe",
  tags: ["Account"],
  summary: "The key's owner (a user or an organization) and its current subscription",
  responses: responsesOf(
    {
      status: 200,
      description: "The user or the organization, told apart by `owner`",
      schema: meSchema,
    },
    [],
  ),
});

export const listSubscriptions = createRoute({
  ...needs("subscriptions:read"),
  method: "get",
  path: "/subscriptions",
  operationId: "listSubscriptions",
  tags: ["Subscriptions"],
  summary: "The key owner's subscriptions, newest first, a page at a time",
  request: { query: subscriptionsQuerySchema },
  responses: responsesOf(
    { status: 200, description: "One page of subscriptions", schema: subscriptionListSchema },
    [400],
  ),
});

export const getSubscription = createRoute({
  ...needs("subscriptions:read"),
  method: "get",
  path: "/subscriptions/{id}",
  operationId: "getSubscription",
  tags: ["Subscriptions"],
  summary: "One of the key owner's subscriptions",
  request: { params: subscriptionIdSchema },
  responses: responsesOf(
    { status: 200, description: "The subscription", schema: subscriptionSchema },
    [400, 404],
  ),
});

export const cancelSubscription = createRoute({
  ...needs("subscriptions:write"),
  method: "post",
  path: "/subscriptions/{id}/cancel",
  operationId: "cancelSubscription",
  tags: ["Subscriptions"],
  summary: "Cancel at the end of the paid period",
  description: "The subscription stays active until `currentPeriodEnd`; resume takes it back.",
  request: { params: subscriptionIdSchema, ...idempotent },
  responses: responsesOf(
    { status: 200, description: "The subscription, now ending", schema: subscriptionSchema },
    [400, 403, 404, 409, 413, 502],
  ),
});

export const resumeSubscription = createRoute({
  ...needs("subscriptions:write"),
  method: "post",
  path: "/subscriptions/{id}/resume",
  operationId: "resumeSubscription",
  tags: ["Subscriptions"],
  summary: "Take back a cancellation while the period still runs",
  request: { params: subscriptionIdSchema, ...idempotent },
  responses: responsesOf(
    { status: 200, description: "The subscription, renewing again", schema: subscriptionSchema },
    [400, 403, 404, 409, 413, 502],
  ),
});

export const changePlan = createRoute({
  ...needs("subscriptions:write"),
  method: "post",
  path: "/subscriptions/{id}/change-plan",
  operationId: "changeSubscriptionPlan",
  tags: ["Subscriptions"],
  summary: "Move the subscription to another plan, prorated",
  request: {
    params: subscriptionIdSchema,
    ...idempotent,
    body: { content: json(changePlanSchema), required: true },
  },
  responses: responsesOf(
    {
      status: 200,
      description: "The subscription on its new plan, and what Polar billed",
      schema: planChangeSchema,
    },
    [...WITH_BODY, 402, 403, 404, 502],
  ),
});

export const setSeats = createRoute({
  ...needs("subscriptions:write"),
  method: "post",
  path: "/subscriptions/{id}/seats",
  operationId: "setSubscriptionSeats",
  tags: ["Subscriptions"],
  summary: "Set the seats of an organization's plan priced per seat, prorated (owners' keys)",
  description:
    "More seats are charged now and fewer credited, both for the rest of the period; never fewer than the organization's members and pending invitations (409 SEAT_COUNT_REFUSED).",
  request: {
    params: subscriptionIdSchema,
    ...idempotent,
    body: { content: json(seatsRequestSchema), required: true },
  },
  responses: responsesOf(
    { status: 200, description: "The seats, and what Polar billed", schema: seatChangeSchema },
    [...WITH_BODY, 403, 404, 502],
  ),
});

export const createCheckout = createRoute({
  ...needs("subscriptions:write"),
  method: "post",
  path: "/checkouts",
  operationId: "createCheckout",
  tags: ["Subscriptions"],
  summary: "Start a checkout for a plan: send the buyer to the answer's url",
  request: { ...idempotent, body: { content: json(checkoutRequestSchema), required: true } },
  responses: responsesOf({ status: 201, description: "The checkout", schema: checkoutSchema }, [
    ...WITH_BODY,
    403,
    409,
    422,
    502,
  ]),
});

export const getKey = createRoute({
  ...needs("keys:read"),
  method: "get",
  path: "/key",
  operationId: "getApiKey",
  tags: ["API key"],
  summary: "The presented key's own details (never the key itself)",
  responses: responsesOf({ status: 200, description: "The key", schema: apiKeySchema }, []),
});

export const getKeyUsage = createRoute({
  ...needs("keys:read"),
  method: "get",
  path: "/key/usage",
  operationId: "getApiKeyUsage",
  tags: ["API key"],
  summary:
    "Calls per UTC day with the owner's keys over the last 30 days, and this period's calls against the plan (plans with usage history)",
  responses: responsesOf({ status: 200, description: "Calls per day", schema: usageSchema }, [403]),
});

export const getEntitlements = createRoute({
  ...needs("subscriptions:read"),
  method: "get",
  path: "/entitlements",
  operationId: "getEntitlements",
  tags: ["Subscriptions"],
  summary: "The key owner's plan, what it allows and how much of it is used this period",
  description:
    "Answered even when the workspace's calls a minute are spent (every other operation answers 429 then), so a client refused can read its limits; such a call is not counted in the minute's window.",
  responses: responsesOf(
    { status: 200, description: "The entitlements", schema: entitlementsSchema },
    [],
    [429],
  ),
});

export const reportLeakedKeys = createRoute({
  method: "post",
  path: "/leaked-keys",
  operationId: "reportLeakedKeys",
  tags: ["API key"],
  summary: "Report API keys found in public: each one that exists is deleted and its holder told",
  description:
    "For secret scanners and anyone who finds a key: no key is needed to call it. The answer does not say which keys existed. A key has the form `tl_` and 64 letters and digits, the last 6 a CRC32 checksum of the rest in base62, so a scanner can tell a real key from a look-alike before it reports.",
  security: [],
  request: { body: { content: json(leakedKeysSchema), required: true } },
  responses: responsesOf(
    { status: 202, description: "Taken", schema: leakedKeysReceivedSchema },
    [400, 413, 415, 429],
    [401, 403],
    false,
  ),
});

/** Every operation, for the 405 response: which methods a path takes. */
export const OPERATIONS = [
  getMe,
  listSubscriptions,
  getSubscription,
  cancelSubscription,
  resumeSubscription,
  changePlan,
  setSeats,
  createCheckout,
  getKey,
  getKeyUsage,
  getEntitlements,
  reportLeakedKeys,
];
