import { eq } from "drizzle-orm";
import { organization } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import type { Runtime } from "~/server/app/runtime.server";
import { authErrorResponse } from "./auth-errors.server";
import { authCallLocale, spokenIn } from "./call-language.server";
import { type CookieSession, sessionFromCookieCache } from "./cookie-session.server";
import type { AuthPath } from "./endpoints.server";
import { sessionResponse } from "./session-cache.server";

/** What the rules below read of the runtime. */
export type HandlerRuntime = Pick<Runtime, "env" | "database" | "once" | "sessions">;

/**
 * One of the product's rules around Better Auth's handler for one path: what a hook cannot do,
 * because it needs the HTTP request or response itself. Each step is a named function: the rule
 * listing (tests/auth/auth-rules.txt) names it.
 */
export interface HandlerRule {
  /** Calls Better Auth's handler (`handle`) its own way, and may change what it answered. */
  around?(
    runtime: HandlerRuntime,
    request: Request,
    handle: () => Promise<Response>,
  ): Promise<Response>;
  /** Changes Better Auth's response, once it is in the product's error shape. */
  after?(request: Request, response: Response): Promise<Response> | Response;
}

/**
 * `GET /get-session`: from the instance's session cache (ADR 078) or the signed cookie copy when
 * either holds the session, without Better Auth's per-call pipeline; otherwise Better Auth
 * answers (refreshing the cookies as it does) and its answer fills the cache. Browsers asking
 * for one session at the same moment share one call. Any query (disableCookieCache,
 * disableRefresh) goes to Better Auth alone.
 */
async function cachedGetSession(
  { env, sessions }: HandlerRuntime,
  request: Request,
  handle: () => Promise<Response>,
): Promise<Response> {
  if (request.method !== "GET" || new URL(request.url).search !== "") return handle();
  const secureOrigin = env.appUrl.startsWith("https://");
  const { token, entry } = sessions.lookUp(request.headers);
  if (entry) return sessionResponse(sessions.bodyOf(entry), secureOrigin);
  const copy = await sessionFromCookieCache(env, request.headers);
  if (copy) return sessionResponse(sessions.bodyOf({ found: copy }), secureOrigin);
  if (token === null) return handle();
  let own: Response | undefined;
  const found = await sessions.load(token, async () => {
    own = await handle();
    return sessionIn(own, token);
  });
  if (own) return own;
  return found === undefined ? handle() : sessionResponse(sessions.bodyOf({ found }), secureOrigin);
}

/** The session in Better Auth's get-session answer, null for none, undefined for an error. */
async function sessionIn(response: Response, token: string) {
  if (response.status !== 200) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as CookieSession | null | undefined;
  if (body === null) return null;
  return body?.session?.token === token ? body : undefined;
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

/** Every response: its body without session tokens. */
export async function respondWithoutTokens(response: Response): Promise<Response> {
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

/** A taken slug in the caller's language (400), with the headers saying which. */
async function slugTaken(): Promise<Response> {
  const locale = await authCallLocale();
  const body = {
    code: "ORGANIZATION_SLUG_ALREADY_TAKEN",
    message: m.error_org_slug_taken({}, { locale }),
  };
  return Response.json(body, {
    status: 400,
    headers: { "cache-control": "no-store", ...spokenIn(locale) },
  });
}

/** Better Auth's organization plugin's two answers for a taken slug. */
const PLUGIN_SLUG_TAKEN = new Set([
  "ORGANIZATION_ALREADY_EXISTS",
  "ORGANIZATION_SLUG_ALREADY_TAKEN",
]);

/** The calls writing each slug on this instance, the last one's end first in line. */
const slugQueue = () => new Map<string, Promise<unknown>>();

/**
 * Calls that write the same slug run one after the other on this instance: the product's check
 * that a slug is free (organization-rules.server.ts) and the plugin's insert are separate steps,
 * and ten creates at once would otherwise meet the database's unique index (a 500) instead of
 * that check. Across instances the database still decides: a create that lost that race to
 * another instance is answered as taken (its insert failed first, so nothing of it was written).
 * The plugin's own answers for a taken slug are said in the product's words.
 */
async function oneSlugAtATime(
  { database, once }: HandlerRuntime,
  request: Request,
  handle: () => Promise<Response>,
): Promise<Response> {
  const slug = request.method === "POST" ? await slugOf(request) : undefined;
  if (!slug) return handle();
  const slugWrites = once(slugQueue);
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
  if (response.status === 500 && new URL(request.url).pathname.endsWith("/create")) {
    const [taken] = await database.db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.slug, slug));
    if (taken) return slugTaken();
  }
  if (response.status === 400) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: unknown } | null;
    if (PLUGIN_SLUG_TAKEN.has(String(body?.code))) return slugTaken();
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

/**
 * A sign-in link followed while its network is over the limit is a page load, not an API call:
 * the browser lands on the sign-in screen (or the link's own error address), which says why.
 */
async function limitedLinkToScreen(request: Request, response: Response): Promise<Response> {
  if (response.status !== 429 || request.method !== "GET") return response;
  const url = new URL(request.url);
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

/**
 * The passkey plugin answers 500 to any registration SimpleWebAuthn refuses (another origin, an
 * attestation that does not verify): the client's fault, so 400. Here and not in an after-hook,
 * because Better Auth keeps the endpoint's status when a hook replaces its error.
 */
function registrationError(_request: Request, response: Response): Response {
  if (response.status !== 500) return response;
  return authErrorResponse("FAILED_TO_VERIFY_REGISTRATION", "Failed to verify registration");
}

/** The product's rules around Better Auth's handler, by the path each serves. */
export const HANDLER_RULES: { readonly [P in AuthPath]?: HandlerRule } = {
  "/get-session": { around: cachedGetSession },
  "/organization/create": { around: oneSlugAtATime },
  "/organization/update": { around: oneSlugAtATime },
  "/magic-link/verify": { after: limitedLinkToScreen },
  "/passkey/verify-registration": { after: registrationError },
};
