import handler, { createServerEntry } from "@tanstack/react-start/server-entry";
import { env } from "~/env.server";
import { authErrorSentence } from "~/lib/auth-errors";
import { setRefusalSentences } from "~/lib/errors";
import { handleApiRequest, isApiPath } from "~/server/api/v1/handler.server";
import { databaseReachable } from "~/server/app/readiness.server";
import { getRuntime } from "~/server/app/runtime.server";
import {
  cachedSessionBody,
  changesSessions,
  GET_SESSION_PATH,
  sessionResponse,
} from "~/server/auth/session-cache.server";
import { boundedRequest } from "~/server/http/body-limit.server";
import { compressResponse } from "~/server/http/compression.server";
import { createCspNonce } from "~/server/http/content-security-policy.server";
import { unservableServerFnId } from "~/server/http/function-errors.server";
import { INTERNAL_ERROR, jsonError } from "~/server/http/json-error.server";
import {
  captureConsole,
  configureLogging,
  logEvent,
  withRequestLog,
} from "~/server/http/request-log.server";
import { withSecurityHeaders } from "~/server/http/security-headers.server";
import { respondToOutages } from "~/server/http/unavailable.server";
import { followRequestLocales } from "~/server/i18n/locale-runtime.server";
import { MCP_PATH } from "~/server/mcp/path.server";
import { METRICS_PATH, metricsResponse } from "~/server/metrics/endpoint.server";
import { announceStarted } from "~/server/platform/cluster.server";

// Logs are JSON lines in the built server: one per request (LOG_REQUESTS, on unless set to
// false) and the app's own events. Under `vite dev` the console stays readable text, and
// requests are logged only with LOG_REQUESTS=true.
// Server-rendered pages word refusals at once; the browser loads the sentences after hydration.
setRefusalSentences(authErrorSentence);

configureLogging({
  json: !import.meta.env.DEV,
  requests: logRequestsSetting() ?? !import.meta.env.DEV,
});

/** LOG_REQUESTS; an invalid environment is reported (and stops the process) by getRuntime. */
function logRequestsSetting(): boolean | undefined {
  try {
    return env().logRequests;
  } catch {
    return undefined;
  }
}

followRequestLocales();

/** Whether APP_URL is HTTPS: then browsers are told to keep to it (HSTS). */
let secureOrigin = false;

// Start-up work happens when the server loads, not on the first request: the environment is
// validated (a bad one stops the process with the list of problems), the database opened and
// migrated, and the services in use printed.
getRuntime()
  .then(({ env }) => {
    secureOrigin = env.appUrl.startsWith("https://");
    // From here on, what libraries print is JSON too (start-up problems above stay plain text).
    if (!import.meta.env.DEV) captureConsole();
    announceStarted();
  })
  .catch((error: unknown) => {
    console.error("Start-up failed:", error);
    process.exit(1);
  });

/** Every request passes here: the app's answer, then the headers and encoding every response gets. */
async function respond(request: Request): Promise<Response> {
  // One nonce per answer: the router stamps it on the page's scripts and styles (src/router.tsx
  // reads it from the request context) and the page's Content-Security-Policy names it.
  const nonce = createCspNonce();
  // The body first, within its endpoint's limit: nothing below reads more than that.
  const bounded = unservableServerFnId(request) ?? (await boundedRequest(request));
  const response = bounded instanceof Response ? bounded : await appResponse(bounded, nonce);
  const secured = withSecurityHeaders(response, {
    nonce,
    secureOrigin,
    devServer: import.meta.env.DEV,
  });
  // A body the app answered without reading (an error that did not need it) stays on a
  // kept-alive connection and can spoil the next request on it: that connection is closed.
  if (request.body && !request.bodyUsed) secured.headers.set("connection", "close");
  return compressResponse(request, secured);
}

/** /mcp's module and the MCP SDK, loaded on the first request to /mcp, not at start-up. */
const mcpEndpoint = () => import("~/server/mcp/endpoint.server");

/**
 * The app's answer: the REST API's own router for /api/v1 (it needs none of the page router's
 * work, and answers several times faster for it: ADR 034), the MCP endpoint for /mcp beside it
 * (ADR 082), /metrics while METRICS_TOKEN is set
 * (before the outage answer: a scrape during an outage is when the numbers matter), TanStack
 * Start for everything else. While the database is unreachable, what would have been a 500 is a
 * 503 with Retry-After; anything else that escapes every layer is logged as a JSON line and
 * answered 500 without naming what failed.
 */
async function appResponse(request: Request, nonce: string): Promise<Response> {
  try {
    const url = new URL(request.url);
    const path = url.pathname;
    const metricsToken = path === METRICS_PATH ? env().metricsToken : undefined;
    if (metricsToken) return await metricsResponse(request, metricsToken);
    const api = isApiPath(path);
    return await respondToOutages(
      request,
      async () => {
        const runtime = await getRuntime();
        if (path === GET_SESSION_PATH && request.method === "GET" && url.search === "") {
          const cached = cachedSessionBody(runtime.sessions, request.headers);
          if (cached !== undefined) return sessionResponse(cached, secureOrigin);
        }
        const response = await (api
          ? handleApiRequest(runtime, request)
          : path === MCP_PATH
            ? mcpEndpoint().then((mcp) => mcp.handleMcpRequest(runtime, request))
            : handler.fetch(request, { context: { nonce } }));
        if (changesSessions(request.method, path)) runtime.sessions.forgetAll();
        return response;
      },
      databaseReachable,
    );
  } catch (error) {
    logEvent("error", "Request failed", { error });
    return jsonError(500, INTERNAL_ERROR);
  }
}

// Outermost: the log line and the X-Request-Id header cover every response, 503s included, and
// what the app logs while answering carries the same id.
const entryFetch = (request: Request) => withRequestLog(request, () => respond(request));

// The Nitro plugin (src/server/app/lifecycle.nitro.ts) hands /api/v1 and /mcp requests straight
// to this entry, past Nitro's own router and middleware chain, which neither has a use for.
(globalThis as Record<symbol, unknown>)[Symbol.for("app.entry-fetch")] = entryFetch;

export default createServerEntry({ fetch: entryFetch });
