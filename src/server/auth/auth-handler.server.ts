import { waitInWords } from "~/lib/wait-in-words";
import { answerOutages } from "~/server/http/unavailable.server";
import { databaseAnswers } from "~/server/readiness.server";
import type { Runtime } from "~/server/runtime.server";
import { withClientIp } from "./client-ip.server";
import { sessionFromCookieCache } from "./cookie-session.server";

const GET_SESSION_PATH = "/api/auth/get-session";

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
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return Response.json(body, { status: response.status, headers });
}

/**
 * Puts Better Auth's error answers into the product's words: validation failures get the spec's
 * message, and its per-client limiter's generic 429 says how long to wait, with the standard
 * Retry-After header next to its own X-Retry-After.
 */
async function normalizeErrors(response: Response): Promise<Response> {
  if (response.status !== 400 && response.status !== 429) return response;
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as ErrorBody | null;
  if (!body) return response;
  if (response.status === 400 && body.code === "VALIDATION_ERROR") {
    const where = body.message?.startsWith("[query") ? "query" : "body";
    return rewrite(response, {
      code: "VALIDATION_ERROR",
      message: VALIDATION_MESSAGES[where],
      issues: body.message,
    });
  }
  const retryAfter = Number(response.headers.get("x-retry-after"));
  if (response.status === 429 && !body.code && retryAfter > 0) {
    return rewrite(
      response,
      {
        code: "TOO_MANY_REQUESTS",
        message: `Too many attempts from your network. Try again in ${waitInWords(retryAfter)}.`,
      },
      { "retry-after": String(retryAfter) },
    );
  }
  return response;
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
      const cached = await cachedGetSession(env, request);
      if (cached) return cached;
      const response = await auth.handler(withClientIp(request, env.trustProxy));
      return normalizeErrors(response);
    },
    () => databaseAnswers(database.db),
  );
}
