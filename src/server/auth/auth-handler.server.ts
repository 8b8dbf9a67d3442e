import { getSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import { organization } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { words, wordsIn } from "~/i18n/words";
import type { Runtime } from "~/server/app/runtime.server";
import { codeForStatus, jsonError, VALIDATION_MESSAGES } from "~/server/http/json-error.server";
import { respondToOutages } from "~/server/http/unavailable.server";
import { countRateLimitRejection } from "~/server/metrics/metrics.server";
import { withWait } from "./address-limits.server";
import { authCallLocale, inAuthCallLanguage, spokenIn } from "./call-language.server";
import { withClientIp } from "./client-ip.server";
import { sessionFromCookieCache } from "./cookie-session.server";
import { endpointFor } from "./endpoints.server";
import { asServed, inSpecTerms } from "./spec-aliases.server";

const BASE_PATH = "/api/auth";
const GET_SESSION_PATH = `${BASE_PATH}/get-session`;
const MAGIC_LINK_VERIFY_PATH = `${BASE_PATH}/magic-link/verify`;
/**
 * Longer than any path Better Auth serves, its tokens and provider ids included. Its limiter
 * keeps the path in the rate_limit key, whose index cannot hold a path of a few kilobytes.
 */
const MAX_PATH_LENGTH = 512;

interface ErrorBody {
  code?: string;
  message?: string;
}

/** A taken slug in the caller's language, and the headers saying which. */
async function slugTaken() {
  const locale = await authCallLocale();
  const body = {
    code: "ORGANIZATION_SLUG_ALREADY_TAKEN",
    message: m.error_org_slug_taken({}, { locale }),
  };
  return { body, headers: spokenIn(locale) };
}
/** Better Auth's organization plugin's two answers for a taken slug. */
const PLUGIN_SLUG_TAKEN = new Set([
  "ORGANIZATION_ALREADY_EXISTS",
  "ORGANIZATION_SLUG_ALREADY_TAKEN",
]);
/** The calls that write an organization's slug, which the database keeps unique. */
const SLUG_WRITES = new Set([
  `${BASE_PATH}/organization/create`,
  `${BASE_PATH}/organization/update`,
]);

/**
 * Calls that write the same slug run one after the other on this instance: the product's check
 * that a slug is free (organization-rules.server.ts) and the plugin's insert are separate steps, and ten
 * creates at once would otherwise meet the database's unique index (a 500) instead of that
 * check. Across instances the database still decides: a create that lost that race to another
 * instance is answered as taken (its insert failed first, so nothing of it was written).
 */
const slugWrites = new Map<string, Promise<unknown>>();

async function oneSlugAtATime(
  request: Request,
  db: Runtime["database"]["db"],
  handle: () => Promise<Response>,
) {
  if (request.method !== "POST") return handle();
  const path = new URL(request.url).pathname;
  if (!SLUG_WRITES.has(path)) return handle();
  const slug = await slugOf(request);
  if (!slug) return handle();
  const before = slugWrites.get(slug) ?? Promise.resolve();
  const run = before.then(handle, handle);
  const tail = run.catch(() => undefined);
  slugWrites.set(slug, tail);
  let response: Response;
  try {
    response = await run;
  } finally {
    if (slugWrites.get(slug) === tail) slugWrites.delete(slug);
  }
  if (response.status === 500 && path.endsWith("/create")) {
    const [taken] = await db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.slug, slug));
    if (taken) {
      const { body, headers } = await slugTaken();
      return Response.json(body, {
        status: 400,
        headers: { "cache-control": "no-store", ...headers },
      });
    }
  }
  return response;
}

/** The slug a create or update call writes, as the endpoint's shape stores it (trimmed, lowercase). */
async function slugOf(request: Request): Promise<string | undefined> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { slug?: unknown; data?: { slug?: unknown } } | null;
  const slug = body?.slug ?? body?.data?.slug;
  return typeof slug === "string" ? slug.trim().toLowerCase() : undefined;
}

function rewrite(response: Response, body: object, extraHeaders: Record<string, string> = {}) {
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.delete("content-type");
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return Response.json(body, { status: response.status, headers });
}

/** Better Auth's own type check on a URL field ("Invalid callbackURL: expected a string"). */
const URL_FIELD_NOT_A_STRING = /^Invalid \w+: expected a string$/;

/**
 * Puts Better Auth's error responses into the product's words: validation failures (its schema's,
 * and its own check that a URL field is a string) get the spec's message; its per-client
 * limiter's generic 429 says how long to wait, with the standard Retry-After header next to its
 * own X-Retry-After; and every other error is JSON with a `code` and a `message`, where
 * Better Auth sends none (an unknown path or method answers an empty 404).
 */
async function normalizeErrors(response: Response): Promise<Response> {
  if (response.status < 400 || response.status >= 500) return response;
  const body = response.headers.get("content-type")?.includes("application/json")
    ? ((await response
        .clone()
        .json()
        .catch(() => null)) as ErrorBody | null)
    : null;
  if (response.status === 400 && body?.code === "VALIDATION_ERROR") {
    const where = body.message?.startsWith("[query") ? "query" : "body";
    return rewrite(response, {
      code: "VALIDATION_ERROR",
      message: wordsIn(VALIDATION_MESSAGES[where]),
      issues: body.message,
    });
  }
  if (response.status === 400 && !body?.code && URL_FIELD_NOT_A_STRING.test(body?.message ?? "")) {
    return rewrite(response, {
      code: "VALIDATION_ERROR",
      message: wordsIn(VALIDATION_MESSAGES.body),
      issues: body?.message,
    });
  }
  const retryAfter = Number(response.headers.get("x-retry-after"));
  if (response.status === 429 && !body?.code && retryAfter > 0) {
    countRateLimitRejection("auth_per_ip");
    const locale = await authCallLocale();
    return rewrite(
      response,
      {
        code: "TOO_MANY_REQUESTS",
        message: withWait(words(m.error_limit_network, {}), retryAfter)(locale),
      },
      { "retry-after": String(retryAfter), ...spokenIn(locale) },
    );
  }
  if (response.status === 400 && PLUGIN_SLUG_TAKEN.has(body?.code ?? "")) {
    const taken = await slugTaken();
    return rewrite(response, taken.body, taken.headers);
  }
  if (typeof body?.code === "string" && body.code && typeof body.message === "string") {
    return response;
  }
  const code = body?.code || codeForStatus(response.status);
  const message = body?.message || (response.status === 404 ? "Not found." : code);
  return rewrite(response, { code, message });
}

/**
 * Whether the request carries a NUL character (`%00` in the address or a form, `\u0000` in JSON):
 * PostgreSQL text cannot hold one, so Better Auth's query with it would fail as a 500.
 */
async function carriesNul(request: Request): Promise<"query" | "body" | null> {
  if (request.url.includes("%00")) return "query";
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return null;
  const text = await request.clone().text();
  return text.includes("\u0000") || /\\u0000|%00/i.test(text) ? "body" : null;
}

/**
 * `GET /get-session` with a valid cached copy: the response Better Auth would give, without its
 * per-call pipeline. Any query (disableCookieCache, disableRefresh) goes to Better Auth.
 */
async function cachedGetSession(env: Runtime["env"], request: Request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.pathname !== GET_SESSION_PATH || url.search !== "") return null;
  const found = await sessionFromCookieCache(env, request.headers);
  if (!found) return null;
  return Response.json(withoutSessionTokens(found), {
    headers: { "cache-control": "no-store", pragma: "no-cache" },
  });
}

/**
 * A response body without session tokens. The token is the session's credential and lives in an
 * HttpOnly cookie; in a body, any script on the page could read it. Better Auth puts it in
 * get-session's `session`, in the responses of sign-in calls and in change-password's.
 */
function withoutSessionTokens<T>(body: T): T {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if ("token" in copy) copy.token = null;
  const session = copy.session;
  if (typeof session === "object" && session !== null && "token" in session) {
    const { token: _token, ...rest } = session as Record<string, unknown>;
    copy.session = rest;
  }
  return copy as T;
}

async function respondWithoutTokens(response: Response): Promise<Response> {
  if (response.status >= 300 || !response.headers.get("content-type")?.includes("json")) {
    return response;
  }
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const cleaned = withoutSessionTokens(body);
  if (cleaned === body) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json(cleaned, { status: response.status, headers });
}

/**
 * A sign-in link followed while its network is over the limit is a page load, not an API call:
 * the browser lands on the sign-in screen (or the link's own error address), which says why.
 */
async function limitedLinkToScreen(request: Request, response: Response): Promise<Response> {
  if (response.status !== 429 || request.method !== "GET") return response;
  const url = new URL(request.url);
  if (url.pathname !== MAGIC_LINK_VERIFY_PATH) return response;
  const wanted = url.searchParams.get("errorCallbackURL");
  const target = new URL(
    wanted?.startsWith("/") && !wanted.startsWith("//") ? wanted : "/login",
    url.origin,
  );
  target.searchParams.set("error", "TOO_MANY_REQUESTS");
  const retryAfter = response.headers.get("retry-after");
  if (retryAfter) target.searchParams.set("retry_after", retryAfter);
  await response.body?.cancel();
  return new Response(null, {
    status: 302,
    headers: { location: `${target.pathname}${target.search}`, "cache-control": "no-store" },
  });
}

/** An error made here, before Better Auth, in the shape of its own. */
function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return jsonError(status, { code, message }, headers);
}

/**
 * What the endpoint table (endpoints.server.ts) says of a request before Better Auth sees it: a path the
 * product does not serve is 404, a served one with the wrong method 405.
 */
function endpointRejection(request: Request): Response | undefined {
  const { pathname } = new URL(request.url);
  if (pathname.length > MAX_PATH_LENGTH || !pathname.startsWith(`${BASE_PATH}/`)) {
    return errorResponse(404, "NOT_FOUND", "Not found.");
  }
  const endpoint = endpointFor(pathname.slice(BASE_PATH.length));
  if (!endpoint) return errorResponse(404, "NOT_FOUND", "Not found.");
  if (!(endpoint.methods as readonly string[]).includes(request.method)) {
    const allow = endpoint.methods.join(", ");
    return errorResponse(405, "METHOD_NOT_ALLOWED", `This call takes ${allow} requests.`, {
      allow,
    });
  }
  return undefined;
}

/**
 * The passkey plugin answers 500 to any registration SimpleWebAuthn refuses (another origin, an
 * attestation that does not verify): the client's fault, so 400. Here and not in an after-hook,
 * because Better Auth keeps the endpoint's status when a hook replaces its error.
 */
function registrationError(request: Request, response: Response): Response {
  if (response.status !== 500) return response;
  if (new URL(request.url).pathname !== `${BASE_PATH}/passkey/verify-registration`) return response;
  return errorResponse(400, "FAILED_TO_VERIFY_REGISTRATION", "Failed to verify registration");
}

/**
 * Every /api/auth call goes through here into Better Auth. While the database is unreachable
 * the call answers 503 (Better Auth itself would throw, or answer an empty or "Failed to get
 * session" 500).
 */
export async function handleAuthRequest(
  { auth, env, database, probe }: Pick<Runtime, "auth" | "env" | "database" | "probe">,
  request: Request,
  options: { locale?: Locale } = {},
): Promise<Response> {
  // Only a refusal asks for the stored language, and only a signed-in caller has one.
  const stored = async () => {
    if (!getSessionCookie(request.headers)) return null;
    const found = await auth.api.getSession({
      headers: request.headers,
      query: { disableRefresh: true },
    });
    return (found?.user as { locale?: string | null } | undefined)?.locale;
  };
  return respondToOutages(
    request,
    () =>
      inAuthCallLanguage({ headers: request.headers, stored, locale: options.locale }, async () => {
        const served = await asServed(request);
        if (served instanceof Response) return served;
        const refused = endpointRejection(served);
        if (refused) return refused;
        const nul = await carriesNul(served);
        if (nul) return errorResponse(400, "VALIDATION_ERROR", wordsIn(VALIDATION_MESSAGES[nul]));
        const cached = await cachedGetSession(env, served);
        if (cached) return cached;
        const response = await oneSlugAtATime(served, database.db, () =>
          auth.handler(withClientIp(served, env.trustProxy)),
        );
        return respondWithoutTokens(
          inSpecTerms(
            served,
            await limitedLinkToScreen(
              served,
              await normalizeErrors(registrationError(served, response)),
            ),
          ),
        );
      }),
    () => probe.reachable(),
  );
}
