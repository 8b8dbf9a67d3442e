import { and, desc, eq } from "drizzle-orm";
import { organization, subscription, user } from "~/db/schema";
import { KEY_CONFIG } from "~/server/api-keys/api-keys.server";
import { type KeyCheck, type KeyOwner, OWNER_COLUMNS } from "~/server/api-keys/verifier.server";
import { subscriptionView } from "~/server/billing/billing.server";
import { currentSubscriptions } from "~/server/billing/current-subscription.server";
import { ownedBy } from "~/server/billing/owned-by.server";
import { isDatabaseUnavailable, serviceUnavailable } from "~/server/http/unavailable.server";
import type { Runtime } from "~/server/runtime.server";
import { buildOpenApiDocument } from "./openapi";
import { subscriptionsQuerySchema } from "./schemas";

// /api/v1: the product's REST API, authenticated by an API key, a user's or an organization's,
// and answering for the key's owner. Every answer is JSON;
// every failure has a stable `code`. No input reaches a 500: anything unexpected is logged and
// answered as INTERNAL_ERROR without details.

type Api = Pick<Runtime, "env" | "database" | "auth" | "apiKeys">;

const JSON_HEADERS = { "content-type": "application/json", "cache-control": "no-store" };

type HeaderMap = Record<string, string>;

function json(status: number, body: unknown, headers: HeaderMap = {}): Response {
  return text(status, JSON.stringify(body), headers);
}

function text(status: number, body: string, headers: HeaderMap): Response {
  return new Response(body, { status, headers: { ...JSON_HEADERS, ...headers } });
}

function error(status: number, code: string, message: string, headers?: HeaderMap) {
  return json(status, { code, message }, headers);
}

/** Keys look like `tl_` and 61 or more letters, digits, `-` or `_`. */
const KEY_SHAPE = /^tl_[A-Za-z0-9_-]{20,250}$/;

type Presented = { key: string } | { problem: Response };

function presentedKey(request: Request): Presented {
  const authorization = request.headers.get("authorization");
  const header = request.headers.get("x-api-key");
  if (authorization === null && header === null) {
    return {
      problem: error(
        401,
        "API_KEY_MISSING",
        "Send your API key as 'Authorization: Bearer <key>' or in the 'x-api-key' header.",
        { "www-authenticate": 'Bearer realm="api"' },
      ),
    };
  }
  const key =
    authorization !== null ? /^Bearer (\S+)$/i.exec(authorization.trim())?.[1] : header?.trim();
  if (!key || !KEY_SHAPE.test(key)) {
    // RFC 6750 §3: a request without a bearer token (another scheme) is told the scheme to use;
    // a bearer token of the wrong shape is an invalid token.
    const bearer = authorization === null || /^Bearer\s/i.test(authorization.trim());
    const challenge = bearer ? 'Bearer realm="api", error="invalid_token"' : 'Bearer realm="api"';
    return {
      problem: error(401, "API_KEY_MALFORMED", "The API key is malformed.", {
        "www-authenticate": challenge,
      }),
    };
  }
  return { key };
}

function checkKey(api: Api, key: string): KeyCheck | Promise<KeyCheck> {
  if (api.env.apiKeyVerifier === "fast") return api.apiKeys.verifier.check(key);
  return checkKeyWithPlugin(api, key);
}

async function checkKeyWithPlugin(api: Api, key: string): Promise<KeyCheck> {
  // Better Auth's stock verification, kept for the benchmark's comparison only.
  const result = await api.auth.api.verifyApiKey({ body: { key } });
  if (!result.valid || !result.key) return { ok: false, reason: "unknown" };
  const owner = await pluginKeyOwner(api, result.key.configId, result.key.referenceId);
  if (!owner) return { ok: false, reason: "unknown" };
  return { ok: true, keyId: result.key.id, owner };
}

async function pluginKeyOwner(
  api: Api,
  configId: string | null | undefined,
  referenceId: string,
): Promise<KeyOwner | undefined> {
  const { db } = api.database;
  if (configId === KEY_CONFIG.organization) {
    const [found] = await db
      .select(OWNER_COLUMNS.organization)
      .from(organization)
      .where(eq(organization.id, referenceId));
    return found && { kind: "organization", ...found };
  }
  const [found] = await db.select(OWNER_COLUMNS.user).from(user).where(eq(user.id, referenceId));
  return found && { kind: "user", ...found };
}

const KEY_PROBLEMS = {
  unknown: ["API_KEY_INVALID", "The API key is not valid."],
  revoked: ["API_KEY_REVOKED", "The API key was revoked."],
  expired: ["API_KEY_EXPIRED", "The API key has expired."],
} as const;

type Row = typeof subscription.$inferSelect;

/** Who /me says the key belongs to, with `owner` telling the two shapes apart. */
function ownerOut(owner: KeyOwner) {
  if (owner.kind === "organization") {
    return {
      owner: "organization" as const,
      organization: {
        id: owner.id,
        name: owner.name,
        slug: owner.slug,
        logo: owner.logo,
        createdAt: owner.createdAt.toISOString(),
      },
    };
  }
  return {
    owner: "user" as const,
    user: {
      id: owner.id,
      email: owner.email,
      name: owner.name,
      image: owner.image,
      emailVerified: owner.emailVerified,
      createdAt: owner.createdAt.toISOString(),
    },
  };
}

/**
 * /me's body per key owner, reused while neither the owner (the verifier's cached object) nor the
 * current subscription (its cache's row) has been reloaded: both are replaced, never mutated, so
 * identity says whether the body is still true.
 */
const meBodies = new WeakMap<KeyOwner, { current: Row | null; body: string }>();

function meBody(owner: KeyOwner, current: Row | null): string {
  const memo = meBodies.get(owner);
  if (memo && memo.current === current) return memo.body;
  const body = JSON.stringify({
    ...ownerOut(owner),
    subscription: current ? subscriptionView(current) : null,
  });
  meBodies.set(owner, { current, body });
  return body;
}

function me(
  api: Api,
  owner: KeyOwner,
  _url: URL,
  headers: HeaderMap,
): Response | Promise<Response> {
  const current = currentSubscriptions(api.database.db).get({ kind: owner.kind, id: owner.id });
  if (current instanceof Promise) {
    return current.then((row) => text(200, meBody(owner, row), headers));
  }
  return text(200, meBody(owner, current), headers);
}

async function subscriptions(
  api: Api,
  owner: KeyOwner,
  url: URL,
  headers: HeaderMap,
): Promise<Response> {
  const query = Object.fromEntries(url.searchParams);
  const parsed = subscriptionsQuerySchema.safeParse(query);
  if (!parsed.success || url.searchParams.size !== Object.keys(query).length) {
    const issues = parsed.success
      ? [{ path: "", message: "Each parameter may appear once" }]
      : parsed.error.issues.map((issue) => ({
          path: issue.path.join(".") || String((issue as { keys?: string[] }).keys ?? ""),
          message: issue.message,
        }));
    return json(
      400,
      { code: "VALIDATION_ERROR", message: "Invalid query parameters", issues },
      headers,
    );
  }
  const { status, limit } = parsed.data;
  const owned = ownedBy({ kind: owner.kind, id: owner.id });
  const rows = await api.database.db
    .select()
    .from(subscription)
    .where(status ? and(owned, eq(subscription.status, status)) : owned)
    .orderBy(desc(subscription.createdAt))
    .limit(limit);
  return json(200, { data: rows.map(subscriptionView) }, headers);
}

/** An endpoint answers with the rate-limit headers already in its response. */
type Endpoint = (
  api: Api,
  owner: KeyOwner,
  url: URL,
  headers: HeaderMap,
) => Response | Promise<Response>;

const ROUTES: Record<string, Endpoint> = {
  "/me": me,
  "/subscriptions": subscriptions,
};

let cachedDocument: string | undefined;

export async function handleApiRequest(api: Api, request: Request): Promise<Response> {
  try {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, "").replace(/\/+$/, "") || "/";
    if (path === "/openapi.json") {
      if (request.method !== "GET") return methodNotAllowed();
      cachedDocument ??= JSON.stringify(buildOpenApiDocument(api.env.appUrl));
      return new Response(cachedDocument, {
        headers: { "content-type": "application/json", "cache-control": "public, max-age=300" },
      });
    }
    const route = ROUTES[path];
    if (!route) return error(404, "NOT_FOUND", `No such endpoint: ${path}`);
    if (request.method !== "GET") return methodNotAllowed();

    const presented = presentedKey(request);
    if ("problem" in presented) return presented.problem;
    const pending = checkKey(api, presented.key);
    const check = pending instanceof Promise ? await pending : pending;
    if (!check.ok) {
      const [code, message] = KEY_PROBLEMS[check.reason];
      return error(401, code, message, {
        "www-authenticate": 'Bearer realm="api", error="invalid_token"',
      });
    }
    const decision = api.apiKeys.limiter.hit(check.keyId);
    const rateHeaders = {
      "ratelimit-limit": String(decision.limit),
      "ratelimit-remaining": String(decision.remaining),
      "ratelimit-reset": String(decision.reset),
    };
    if (!decision.allowed) {
      return error(
        429,
        "RATE_LIMITED",
        `Too many requests for this API key. Try again in ${decision.reset} seconds.`,
        { ...rateHeaders, "retry-after": String(decision.reset) },
      );
    }
    api.apiKeys.usage.record(check.keyId);
    return await route(api, check.owner, url, rateHeaders);
  } catch (cause) {
    // An outage is answered as such, and not logged once per request while it lasts.
    if (isDatabaseUnavailable(cause)) return serviceUnavailable();
    console.error("REST API request failed:", cause);
    return error(500, "INTERNAL_ERROR", "Something went wrong on our side. Please try again.");
  }
}

function methodNotAllowed(): Response {
  return error(405, "METHOD_NOT_ALLOWED", "Only GET is supported here.", { allow: "GET" });
}
