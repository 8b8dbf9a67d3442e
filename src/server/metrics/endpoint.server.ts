import { createHash, timingSafeEqual } from "node:crypto";
import { jsonError } from "~/server/http/json-error.server";
import { metricsExposition } from "./metrics.server";

// GET /metrics for a Prometheus scraper holding METRICS_TOKEN. src/server.ts answers it before
// TanStack Start, and only while the token is set: without it the path is unknown like any other.
// The exposition holds counts by route pattern, rule and result, never a path, an id or a token
// (docs/operations.md lists every metric).

export const METRICS_PATH = "/metrics";

const CHALLENGE = 'Bearer realm="metrics"';

/** Equal in time whatever the guess: both sides are hashed to one length first. */
function sameToken(given: string, token: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

function presentedToken(request: Request): string | undefined {
  const authorization = request.headers.get("authorization");
  return authorization === null ? undefined : /^Bearer (\S+)$/i.exec(authorization.trim())?.[1];
}

/** The exposition for a caller with the token; 401 in the product's JSON shape otherwise. */
export async function metricsResponse(request: Request, token: string): Promise<Response> {
  const given = presentedToken(request);
  if (given === undefined || !sameToken(given, token)) {
    return jsonError(
      401,
      {
        code: "UNAUTHORIZED",
        message: "Send the metrics token as 'Authorization: Bearer <token>'.",
      },
      {
        "www-authenticate": given === undefined ? CHALLENGE : `${CHALLENGE}, error="invalid_token"`,
      },
    );
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return jsonError(
      405,
      { code: "METHOD_NOT_ALLOWED", message: "Only GET is supported here." },
      { allow: "GET, HEAD" },
    );
  }
  const { body, contentType } = await metricsExposition();
  return new Response(request.method === "HEAD" ? null : body, {
    headers: { "content-type": contentType, "cache-control": "no-store" },
  });
}
