import { waitInWords } from "~/lib/wait-in-words";
import { codeForStatus } from "~/server/http/function-errors.server";
import { answerOutages } from "~/server/http/unavailable.server";
import { databaseAnswers } from "~/server/readiness.server";
import type { Runtime } from "~/server/runtime.server";
import { withClientIp } from "./client-ip.server";
import { sessionFromCookieCache } from "./cookie-session.server";

const GET_SESSION_PATH = "/api/auth/get-session";
/**
 * Longer than any path Better Auth serves, its tokens and provider ids included. Its limiter
 * keeps the path in the rate_limit key, whose index cannot hold a path of a few kilobytes.
 */
const MAX_PATH_LENGTH = 512;

// The spec's wording for a request that fails validation; the per-field detail is kept in
// `issues` for developers.
const VALIDATION_MESSAGES = {
  body: "Invalid body parameters",
  query: "Invalid query parameters",
} as const;

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
 * Puts Better Auth's error answers into the product's words: validation failures (its schema's,
 * and its own check that a URL field is a string) get the spec's message; its per-client
 * limiter's generic 429 says how long to wait, with the standard Retry-After header next to its
 * own X-Retry-After; and every other refusal is JSON with a `code` and a `message`, where
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
      message: VALIDATION_MESSAGES[where],
      issues: body.message,
    });
  }
  if (response.status === 400 && !body?.code && URL_FIELD_NOT_A_STRING.test(body?.message ?? "")) {
    return rewrite(response, {
      code: "VALIDATION_ERROR",
      message: VALIDATION_MESSAGES.body,
      issues: body?.message,
    });
  }
  const retryAfter = Number(response.headers.get("x-retry-after"));
  if (response.status === 429 && !body?.code && retryAfter > 0) {
    return rewrite(
      response,
      {
        code: "TOO_MANY_REQUESTS",
        message: `Too many attempts from your network. Try again in ${waitInWords(retryAfter)}.`,
      },
      { "retry-after": String(retryAfter) },
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
 * `GET /get-session` with a valid cached copy: the answer Better Auth would give, without its
 * per-call pipeline. Any query (disableCookieCache, disableRefresh) goes to Better Auth.
 */
async function cachedGetSession(env: Runtime["env"], request: Request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.pathname !== GET_SESSION_PATH || url.search !== "") return null;
  const found = await sessionFromCookieCache(env, request.headers);
  if (!found) return null;
  return Response.json(found, { headers: { "cache-control": "no-store", pragma: "no-cache" } });
}

/** A refusal made here, before Better Auth, in the shape of its own. */
function refusal(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status, headers: { "cache-control": "no-store" } });
}

/**
 * Every /api/auth call goes through here into Better Auth. While the database is unreachable
 * the call answers 503 (Better Auth itself would throw, or answer an empty or "Failed to get
 * session" 500).
 */
export async function handleAuthRequest(
  { auth, env, database }: Pick<Runtime, "auth" | "env" | "database">,
  request: Request,
): Promise<Response> {
  return answerOutages(
    request,
    async () => {
      if (new URL(request.url).pathname.length > MAX_PATH_LENGTH) {
        return refusal(404, "NOT_FOUND", "Not found.");
      }
      const nul = await carriesNul(request);
      if (nul) return refusal(400, "VALIDATION_ERROR", VALIDATION_MESSAGES[nul]);
      const cached = await cachedGetSession(env, request);
      if (cached) return cached;
      const response = await auth.handler(withClientIp(request, env.trustProxy));
      return normalizeErrors(response);
    },
    () => databaseAnswers(database.db),
  );
}
