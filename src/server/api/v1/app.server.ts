import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import type { ApiScope } from "~/lib/api-scopes";
import { AppError } from "~/lib/app-error";
import { APP_NAME } from "~/lib/brand";
import { coarseNetwork, type EventOrigin } from "~/server/account/activity.server";
import { revokeLeakedKeys, usageHistory } from "~/server/api-keys/api-keys.server";
import type { KeyOwner } from "~/server/api-keys/verifier.server";
import type { Runtime } from "~/server/app/runtime.server";
import { withWait } from "~/server/auth/address-limits.server";
import { clientIpOf } from "~/server/auth/client-ip.server";
import {
  type Acting,
  cancelAs,
  changePlanAs,
  checkoutAs,
  resumeAs,
  setSeatsAs,
  subscriptionOf,
  subscriptionPage,
} from "~/server/billing/actions.server";
import { BillingError, subscriptionView } from "~/server/billing/billing.server";
import { entitlementsReport } from "~/server/billing/entitlements.server";
import {
  appErrorResponse,
  INTERNAL_ERROR,
  type Issue,
  jsonError,
  type RequestPart,
  validationError,
} from "~/server/http/json-error.server";
import { securedJsonResponse } from "~/server/http/secured-json.server";
import { isSecured } from "~/server/http/security-headers.server";
import { isDatabaseUnavailable, serviceUnavailable } from "~/server/http/unavailable.server";
import { webhooksSection } from "~/server/webhooks/openapi.server";
import {
  membershipOf,
  personalWorkspace,
  WorkspaceError,
} from "~/server/workspaces/workspace.server";
import { IdempotencyStore } from "./idempotency.server";
import { type Admitted, admit, type Caller, keyGone, ownerOf } from "./key-auth.server";
import * as routes from "./routes";
import { requiredScope } from "./routes";

// /api/v1: the product's REST API (ADR 034), authenticated by an API key, a user's or an
// organization's, and answering for the key's owner. Hono routes and validates each call by its
// definition in routes.ts, which also makes the OpenAPI document. The actions are the ones the
// screens' server functions call (server/billing/actions.server.ts), so both endpoints keep the same
// rules. Every response is JSON; every failure has a stable `code`; no input reaches a 500.

/** What the REST API needs of the runtime. */
export type ApiDeps = Pick<
  Runtime,
  | "env"
  | "database"
  | "apiKeys"
  | "billing"
  | "activity"
  | "entitlements"
  | "metering"
  | "rateLimits"
>;

type Env = { Variables: { caller: Caller; rateHeaders: Record<string, string> } };

interface SchemaIssue {
  path: PropertyKey[];
  message: string;
  keys?: string[];
  /** zod's invalid_union: each alternative's issues, paths relative to the union's. */
  errors?: SchemaIssue[][];
}

/**
 * A union's failure names no field by itself ("Invalid input" at the body): it is replaced by
 * the issues of the alternative that came closest, the one with the fewest.
 */
function closestIssues(issues: readonly SchemaIssue[]): SchemaIssue[] {
  return issues.flatMap((issue) => {
    const alternatives = issue.errors?.filter((found) => found.length > 0) ?? [];
    if (alternatives.length === 0) return [issue];
    const closest = alternatives.reduce((best, next) => (next.length < best.length ? next : best));
    return closestIssues(closest).map((inner) => ({
      ...inner,
      path: [...issue.path, ...inner.path],
    }));
  });
}

/** The error response for a request part that failed its schema (/mcp's arguments too). */
export function invalid(part: RequestPart, issues: readonly SchemaIssue[]) {
  return validationError(
    part,
    closestIssues(issues).map(
      (issue): Issue => ({
        // An unknown parameter is named by `keys` (zod's unrecognized_keys), not by `path`.
        path: issue.path.map(String).join(".") || (issue.keys ?? []).join(","),
        message: issue.message,
      }),
    ),
  );
}

const PARTS: Record<string, RequestPart> = {
  query: "query",
  json: "body",
  param: "path",
  header: "header",
};

/** Any error the product's modules throw, with its own code, status and message. */
function knownErrorResponse(error: unknown): Response | undefined {
  if (!(error instanceof AppError)) return undefined;
  return appErrorResponse(error.code, error.words);
}

function responseForError(error: unknown): Response {
  if (error instanceof HTTPException) {
    // Hono's validators: a body that is not JSON, or not declared as JSON.
    if (error.status === 415) {
      return appErrorResponse("UNSUPPORTED_MEDIA_TYPE", words(m.api_error_send_json, {}));
    }
    return validationError("body", [{ path: "", message: "The body is not valid JSON" }]);
  }
  const refused = knownErrorResponse(error);
  if (refused) return refused;
  // An outage is answered as such, and not logged once per request while it lasts.
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  console.error("REST API request failed:", error);
  return jsonError(500, INTERNAL_ERROR);
}

/** Who /me says the key belongs to, with `owner` telling the two shapes apart. */
function ownerOut(owner: KeyOwner) {
  if (owner.kind === "organization") {
    const { kind: _kind, createdAt, ...organization } = owner;
    return {
      owner: "organization" as const,
      organization: { ...organization, createdAt: createdAt.toISOString() },
    };
  }
  const { kind: _kind, createdAt, ...user } = owner;
  return { owner: "user" as const, user: { ...user, createdAt: createdAt.toISOString() } };
}

type Row = Parameters<typeof subscriptionView>[0];

/**
 * A body already serialized (/me's memo), or an error made outside Hono's context: a plain
 * Response, which the route's typed answer cannot express, so it is passed through untyped.
 */
function passThrough(response: Response): never {
  return response as never;
}

/** A path's pattern as a regular expression, for the 405 response. */
function pattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
}

/** The methods each documented path takes, by its path template. */
const ALLOWED = new Map<string, string[]>();
for (const route of routes.OPERATIONS) {
  ALLOWED.set(route.path, [...(ALLOWED.get(route.path) ?? []), route.method.toUpperCase()]);
}
const PATTERNS = [...ALLOWED].map(([path, methods]) => ({ regex: pattern(path), methods }));

function allowedMethods(path: string): string[] | undefined {
  return PATTERNS.find(({ regex }) => regex.test(path))?.methods;
}

/**
 * /me's body per key owner, reused while neither the owner (the verifier's cached object) nor the
 * current subscription (its cache's row) has been reloaded: both are replaced, never mutated, so
 * identity says whether the body is still true, and a forgotten owner's body goes with its object.
 */
function meBodies() {
  const bodies = new WeakMap<KeyOwner, { current: Row | null; body: string }>();
  return (owner: KeyOwner, current: Row | null): string => {
    const memo = bodies.get(owner);
    if (memo && memo.current === current) return memo.body;
    const body = JSON.stringify({
      ...ownerOut(owner),
      subscription: current ? subscriptionView(current) : null,
    });
    bodies.set(owner, { current, body });
    return body;
  };
}

/** The app of one runtime (made once by handler.server.ts), with its own stores and caches. */
export function createApiApp(api: ApiDeps) {
  const idempotency = new IdempotencyStore(api.database.db);
  const meBody = meBodies();
  const app = new OpenAPIHono<Env>({
    // Routes are written without the /api/v1 prefix, as the document's paths are, and a
    // trailing slash is the route itself.
    getPath: apiPath,
    defaultHook: (result) => {
      if (result.success) return undefined;
      return invalid(PARTS[result.target] ?? "body", result.error.issues);
    },
  });

  app.onError((error) => responseForError(error));
  app.notFound((c) => {
    const path = c.req.path;
    const methods = path === "/openapi.json" ? ["GET"] : allowedMethods(path);
    if (methods) {
      return appErrorResponse(
        "METHOD_NOT_ALLOWED",
        words(m.api_error_method_not_allowed, { methods: methods.join(", ") }),
        { allow: methods.join(", ") },
      );
    }
    return appErrorResponse("NOT_FOUND", words(m.api_error_no_such_endpoint, { path }));
  });

  /**
   * The key, checked before anything else is read; its RateLimit headers go on every response.
   * Not `refusable`: the call is answered once the workspace's limit is spent (the limits' own
   * report, so a client refused can read why).
   */
  const keyCheckedWith =
    (scope: ApiScope, refusable: boolean): MiddlewareHandler<Env> =>
    async (c, next) => {
      const pending = admit(api, c.req.raw, refusable);
      const admitted: Admitted | Response = pending instanceof Promise ? await pending : pending;
      if (admitted instanceof Response) return admitted;
      if (!admitted.caller.scopes.has(scope)) return insufficientScope(scope, admitted.rateHeaders);
      c.set("caller", admitted.caller);
      c.set("rateHeaders", admitted.rateHeaders);
      const repeated = repeatedParameter(c.req.raw.url);
      if (repeated) {
        c.res = invalid("query", [{ path: [repeated], message: "Each parameter may appear once" }]);
      } else {
        await next();
      }
      // A response made with every header (/me) has them already.
      if (isSecured(c.res)) return;
      for (const [name, value] of Object.entries(admitted.rateHeaders)) {
        c.res.headers.set(name, value);
      }
    };

  /** A mutating call with an Idempotency-Key: its first response is replayed to every retry. */
  const idempotent: MiddlewareHandler<Env> = async (c, next) => {
    const idempotencyKey = c.req.header("idempotency-key");
    if (idempotencyKey === undefined) return next();
    const begun = await idempotency.begin(c.get("caller").keyId, idempotencyKey, {
      method: c.req.method,
      path: c.req.path,
      body: await c.req.text(),
    });
    if (begun instanceof Response) {
      c.res = begun;
      return;
    }
    try {
      await next();
    } finally {
      // An error thrown past Hono's handler leaves c.res unset: the key is freed.
      await begun.settle(c.error ? responseForError(c.error) : c.res);
    }
  };

  /** What the caller acts as: the personal workspace, or the organization as its key's holder. */
  async function acting(c: Context<Env>): Promise<Acting> {
    const caller = c.get("caller");
    const origin: EventOrigin = {
      network: coarseNetwork(clientIpOf(c.req.raw, api.env.trustProxy)),
      device: "The REST API",
    };
    if (caller.owner.kind === "user")
      return { workspace: personalWorkspace(caller.owner.id), origin };
    const membership =
      caller.mintedBy === null
        ? undefined
        : await membershipOf(api.database.db, caller.owner.id, caller.mintedBy);
    if (!membership || caller.mintedBy === null) {
      throw new WorkspaceError("KEY_HOLDER_NOT_A_MEMBER", words(m.api_error_key_holder_gone, {}));
    }
    return {
      workspace: {
        kind: "organization",
        owner: { kind: "organization", id: caller.owner.id },
        userId: caller.mintedBy,
        role: membership.role,
        organization: membership.organization,
      },
      origin,
    };
  }

  /** The key, with the scope `route` declares; a mutating call's retry is answered once. */
  type Scoped = Parameters<typeof requiredScope>[0];
  const guarded = (route: Scoped) => ({ middleware: [keyCheckedWith(requiredScope(route), true)] });
  const mutating = (route: Scoped) => ({
    middleware: [keyCheckedWith(requiredScope(route), true), idempotent],
  });

  const secureOrigin = api.env.appUrl.startsWith("https://");
  const meResponse = (c: Context<Env>, body: string): never =>
    passThrough(securedJsonResponse(body, secureOrigin, c.get("rateHeaders")));

  app.openapi({ ...routes.getMe, ...guarded(routes.getMe) }, (c) => {
    const owner = c.get("caller").owner;
    const current = api.billing.subscriptions.get(ownerOf(c.get("caller")));
    if (current instanceof Promise) return current.then((row) => meResponse(c, meBody(owner, row)));
    return meResponse(c, meBody(owner, current));
  });

  app.openapi({ ...routes.listSubscriptions, ...guarded(routes.listSubscriptions) }, async (c) => {
    const query = c.req.valid("query");
    const cursor = query.startingAfter !== undefined ? "startingAfter" : "starting_after";
    const page = await subscriptionPage(api, ownerOf(c.get("caller")), {
      limit: query.limit,
      startingAfter: query[cursor],
      status: query.status,
    });
    if (!page) {
      return passThrough(
        invalid("query", [{ path: [cursor], message: "No subscription with this id" }]),
      );
    }
    return c.json(page, 200);
  });

  app.openapi({ ...routes.getSubscription, ...guarded(routes.getSubscription) }, async (c) =>
    c.json(await subscriptionOf(api, ownerOf(c.get("caller")), c.req.valid("param").id), 200),
  );

  app.openapi({ ...routes.cancelSubscription, ...mutating(routes.cancelSubscription) }, async (c) =>
    c.json(await cancelAs(api, await acting(c), c.req.valid("param").id), 200),
  );
  app.openapi({ ...routes.resumeSubscription, ...mutating(routes.resumeSubscription) }, async (c) =>
    c.json(await resumeAs(api, await acting(c), c.req.valid("param").id), 200),
  );
  app.openapi({ ...routes.changePlan, ...mutating(routes.changePlan) }, async (c) => {
    const { slug } = c.req.valid("json");
    return c.json(await changePlanAs(api, await acting(c), c.req.valid("param").id, slug), 200);
  });
  app.openapi({ ...routes.setSeats, ...mutating(routes.setSeats) }, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await setSeatsAs(api, await acting(c), c.req.valid("json").seats, id), 200);
  });
  app.openapi({ ...routes.createCheckout, ...mutating(routes.createCheckout) }, async (c) => {
    try {
      return c.json(await checkoutAs(api, await acting(c), c.req.valid("json")), 201);
    } catch (error) {
      // The paying account or organization was deleted since the key was checked: so is the key.
      if (error instanceof BillingError && error.status === 404) return passThrough(keyGone());
      throw error;
    }
  });

  app.openapi({ ...routes.getKey, ...guarded(routes.getKey) }, async (c) => {
    const caller = c.get("caller");
    const keys = await api.apiKeys.overview.keysOf(ownerOf(caller));
    const key = keys.find((candidate) => candidate.id === caller.keyId);
    // Regenerated or deleted this very second: the key the call presented is gone.
    if (!key) return passThrough(keyGone());
    return c.json(
      {
        id: key.id,
        owner: caller.owner.kind,
        start: key.start,
        end: key.end,
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
        expiresAt: key.expiresAt?.toISOString() ?? null,
      },
      200,
    );
  });

  app.openapi({ ...routes.getKeyUsage, ...guarded(routes.getKeyUsage) }, async (c) => {
    const owner = ownerOf(c.get("caller"));
    const [data, period] = await Promise.all([
      usageHistory(api, owner),
      api.metering.periodUsage(owner),
    ]);
    return c.json({ data, period }, 200);
  });

  // Public: a scanner holds no key. Limited per network, as the sign-in endpoints are.
  const leakReportLimit: MiddlewareHandler<Env> = async (c, next) => {
    const network = coarseNetwork(clientIpOf(c.req.raw, api.env.trustProxy)) ?? "unknown";
    const limit = await api.rateLimits.consume(`leaked-keys:${network}`, LEAK_REPORTS);
    if (limit.allowed) return next();
    return appErrorResponse(
      "TOO_MANY_REQUESTS",
      withWait(words(m.error_limit_network, {}), limit.retryAfter),
      { "retry-after": String(limit.retryAfter) },
    );
  };
  app.openapi({ ...routes.reportLeakedKeys, middleware: [leakReportLimit] }, async (c) => {
    const { keys } = c.req.valid("json");
    await revokeLeakedKeys(api, keys);
    return c.json({ received: keys.length }, 202);
  });

  const unrefused = [keyCheckedWith(requiredScope(routes.getEntitlements), false)];
  app.openapi({ ...routes.getEntitlements, middleware: unrefused }, async (c) => {
    const owner = ownerOf(c.get("caller"));
    const period = await api.metering.periodUsage(owner);
    // The calls as billed (the larger of the product's count and Polar's meter), and no more.
    const report = await entitlementsReport(api.billing, owner, period.used);
    return c.json({ ...report, usage: { ...report.usage, overage: period.overage } }, 200);
  });

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerKey", {
    type: "http",
    scheme: "bearer",
    description: "A personal or an organization's API key",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "headerKey", {
    type: "apiKey",
    in: "header",
    name: "x-api-key",
  });

  return app;
}

/** Leak reports one network may send a minute: each deletes keys and may send mails. */
const LEAK_REPORTS = { window: 60, max: 10 };

/**
 * 403 for a key without the operation's scope, naming it, with RFC 6750's insufficient_scope
 * challenge; the key's RateLimit headers go with it.
 */
function insufficientScope(scope: ApiScope, rateHeaders: Record<string, string>): Response {
  return appErrorResponse("INSUFFICIENT_SCOPE", words(m.api_error_insufficient_scope, { scope }), {
    ...rateHeaders,
    "www-authenticate": `Bearer realm="api", error="insufficient_scope", scope="${scope}"`,
  });
}

/** The path under /api/v1, without a trailing slash: "/me" for "/api/v1/me/". */
function apiPath(request: Request): string {
  const url = request.url;
  const start = url.indexOf("/api/v1", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  const path = url.slice(start + "/api/v1".length, query === -1 ? undefined : query);
  return path.replace(/\/+$/, "") || "/";
}

/** The first query parameter given more than once, if any. */
function repeatedParameter(url: string): string | undefined {
  const query = url.indexOf("?");
  if (query === -1) return undefined;
  const seen = new Set<string>();
  for (const name of new URLSearchParams(url.slice(query + 1)).keys()) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/**
 * The OpenAPI 3.1 document of /api/v1, made from the operations' definitions, with the events
 * sent to webhook endpoints as its `webhooks` section (ADR 083).
 */
export function openApiDocument(app: ReturnType<typeof createApiApp>, serverUrl: string) {
  const document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: `${APP_NAME} REST API`,
      version: "1.0.0",
      description: [
        "Authenticate with an API key, your personal one or your organization's: `Authorization: Bearer <key>` or `x-api-key: <key>`. The API answers for the key's owner.",
        "Every answer to a checked key carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`. Every failure is an `Error` with a stable `code`; a method a path does not take is answered `405 METHOD_NOT_ALLOWED` with `Allow`.",
        "Each operation needs one scope of the key (`x-required-scopes`, and the scopes of its security requirement): a key without it is answered `403 INSUFFICIENT_SCOPE`. An organization key's scopes are bounded by its holder's current role in the organization.",
        "Mutating calls accept an `Idempotency-Key` header: a retry of the same call with the same key within 24 hours gets the first answer again (marked `Idempotent-Replayed: true`) instead of acting twice.",
      ].join("\n\n"),
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    security: [{ bearerKey: [] }, { headerKey: [] }],
  });
  // Each operation's scope as its security requirement's scopes, which OpenAPI 3.1 allows for
  // any scheme: generated clients and scanners read it there.
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      const scopes = (operation as { "x-required-scopes"?: string[] })["x-required-scopes"];
      if (scopes) {
        (operation as { security?: unknown }).security = [
          { bearerKey: scopes },
          { headerKey: scopes },
        ];
      }
    }
  }
  const { webhooks, schemas } = webhooksSection();
  return {
    ...document,
    webhooks,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ...schemas },
    },
  };
}
