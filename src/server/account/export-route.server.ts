import { waitInWords } from "~/lib/wait-in-words";
import type { Runtime } from "~/server/app/runtime.server";
import { countRateLimitRejection } from "~/server/metrics/metrics.server";
import { exportAccount, exportFileName } from "./export.server";

/** One export a minute per person: each reads every table that holds their data. */
const EXPORT_RULE = { window: 60, max: 1 };

function errorResponse(status: number, code: string, message: string, headers?: HeadersInit) {
  const response = Response.json({ code, message }, { status, headers });
  response.headers.set("cache-control", "no-store");
  return response;
}

/**
 * GET /api/account/export with the session cookie. The session is read from the database, not
 * the cookie's signed copy: a session signed out a moment ago takes nothing with it.
 */
export async function exportResponse(
  runtime: Pick<Runtime, "auth" | "database" | "rateLimits">,
  request: Request,
): Promise<Response> {
  if (request.method !== "GET") {
    return errorResponse(405, "METHOD_NOT_ALLOWED", "Only GET is supported here.", {
      allow: "GET",
    });
  }
  const found = await runtime.auth.api.getSession({
    headers: request.headers,
    query: { disableCookieCache: true },
  });
  if (!found) return errorResponse(401, "UNAUTHORIZED", "You need to sign in to do that.");
  const decision = await runtime.rateLimits.consume(`account-export:${found.user.id}`, EXPORT_RULE);
  if (!decision.allowed) {
    countRateLimitRejection("account_export");
    return errorResponse(
      429,
      "TOO_MANY_REQUESTS",
      `You downloaded your data a moment ago. Try again in ${waitInWords(decision.retryAfter)}.`,
      { "retry-after": String(decision.retryAfter) },
    );
  }
  const now = new Date();
  const document = await exportAccount(runtime.database.db, found.user.id, now);
  if (!document) return errorResponse(401, "UNAUTHORIZED", "You need to sign in to do that.");
  return new Response(`${JSON.stringify(document, null, 2)}\n`, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName(now)}"`,
      "cache-control": "no-store",
    },
  });
}
