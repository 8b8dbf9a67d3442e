import { getSessionCookie } from "better-auth/cookies";
import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { words, wordsIn } from "~/i18n/words";
import type { Runtime } from "~/server/app/runtime.server";
import { codeForStatus, VALIDATION_MESSAGES } from "~/server/http/json-error.server";
import { respondToOutages } from "~/server/http/unavailable.server";
import { countRateLimitRejection } from "~/server/metrics/metrics.server";
import { withWait } from "./address-limits.server";
import { authErrorResponse } from "./auth-errors.server";
import { authCallLocale, inAuthCallLanguage, spokenIn } from "./call-language.server";
import { withClientIp } from "./client-ip.server";
import { type AuthPath, endpointFor } from "./endpoints.server";
import { HANDLER_RULES, type HandlerRuntime, respondWithoutTokens } from "./handler-rules.server";
import { withReservedMails } from "./limits.server";
import { asServed, inSpecTerms } from "./spec-aliases.server";

const BASE_PATH = "/api/auth";
/**
 * Longer than any path Better Auth serves, its tokens and provider ids included. Its limiter
 * keeps the path in the rate_limit key, whose index cannot hold a path of a few kilobytes.
 */
const MAX_PATH_LENGTH = 512;

interface ErrorBody {
  code?: string;
  message?: string;
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
 * What the endpoint table (endpoints.server.ts) says of a request before Better Auth sees it: a path the
 * product does not serve is 404, a served one with the wrong method 405.
 */
function servedPath(request: Request): AuthPath | Response {
  const { pathname } = new URL(request.url);
  if (pathname.length > MAX_PATH_LENGTH || !pathname.startsWith(`${BASE_PATH}/`)) {
    return authErrorResponse("NOT_FOUND", "Not found.");
  }
  const endpoint = endpointFor(pathname.slice(BASE_PATH.length));
  if (!endpoint) return authErrorResponse("NOT_FOUND", "Not found.");
  if (!(endpoint.methods as readonly string[]).includes(request.method)) {
    const allow = endpoint.methods.join(", ");
    return authErrorResponse("METHOD_NOT_ALLOWED", `This call takes ${allow} requests.`, {
      allow,
    });
  }
  return endpoint.path as AuthPath;
}

/**
 * Every /api/auth call goes through here into Better Auth, with a ledger of the mails it
 * reserves (given back if it fails: ADR 018). While the database is unreachable the call
 * answers 503 (Better Auth itself would throw, or answer an empty or "Failed to get session" 500).
 */
export async function handleAuthRequest(
  runtime: Pick<Runtime, "auth" | "probe"> & HandlerRuntime,
  request: Request,
  options: { locale?: Locale } = {},
): Promise<Response> {
  const { auth, env, probe } = runtime;
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
      inAuthCallLanguage({ headers: request.headers, stored, locale: options.locale }, () =>
        withReservedMails(async () => {
          const served = await asServed(request);
          if (served instanceof Response) return served;
          const path = servedPath(served);
          if (path instanceof Response) return path;
          const nul = await carriesNul(served);
          if (nul) return authErrorResponse("VALIDATION_ERROR", wordsIn(VALIDATION_MESSAGES[nul]));
          const rule = HANDLER_RULES[path];
          const handle = () => auth.handler(withClientIp(served, env.trustProxy));
          const response = await normalizeErrors(
            await (rule?.around ? rule.around(runtime, served, handle) : handle()),
          );
          const ruled = rule?.after ? await rule.after(served, response) : response;
          return respondWithoutTokens(inSpecTerms(served, ruled));
        }),
      ),
    () => probe.reachable(),
  );
}
