import type { ServerResponse } from "node:http";
import { definePlugin } from "nitro";
import { withAlwaysHeaders } from "../http/security-headers.server";
import { serviceUnavailable } from "../http/unavailable.server";

// Runs in the Nitro runtime of the production server, which loads the app's bundle lazily on
// the first request and holds no handle on the app's database.
//
// Address: outside production, the server listens on 127.0.0.1 unless HOST (or NITRO_HOST)
// names an interface: a development server holds the dev mailbox, whose sign-in links open
// every local account, and nobody else on the network should reach it. Production keeps the
// default of every interface. This runs as the bundle loads, before the server reads HOST.
//
// Headers: every response gets the headers of security-headers.server.ts's ALWAYS (and HSTS when
// APP_URL is HTTPS), the static files under /assets/ too, which Nitro serves without the app.
//
// Start: one internal request to the liveness route loads the app at once, so the environment
// is validated, the database migrated and the services printed before anyone visits.
//
// Stop, on SIGINT/SIGTERM: from that moment every new request is answered 503 (a load balancer
// sends it elsewhere), while the requests already under way run to their last byte. The HTTP
// server (srvx) also stops accepting connections, unless CI or TEST is set: then srvx leaves
// the signals alone and the 503 responses are the only error. Once the requests under way are
// done (or after DRAIN_LIMIT_MS), the app's own closers (registered by
// src/server/platform/runtime.server.ts: billing schedule, Polar twin, usage counts, mail, database) run,
// the log lines written so far reach stdout and stderr, and the process exits 0. Whatever
// happens, it exits within HARD_LIMIT_MS.

// Read by destructuring: the build replaces `process.env.NODE_ENV` with its own mode.
const { NODE_ENV, NITRO_HOST, HOST } = process.env;
if (NODE_ENV !== "production" && !NITRO_HOST && !HOST) process.env.HOST = "127.0.0.1";

const SHUTDOWN = Symbol.for("app.shutdown-hooks");
/** Set by src/server/http/request-log.server.ts: waits until the log lines are written. */
const FLUSH_LOGS = Symbol.for("app.flush-logs");
const HARD_LIMIT_MS = 10_000;
const DRAIN_LIMIT_MS = 8_000;

/** Set by src/server.ts once the app's bundle has loaded: the app's own server entry. */
const ENTRY_FETCH = Symbol.for("app.entry-fetch");

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * The app's entry for a request to the REST API, which it can answer without Nitro's router
 * and middleware chain (ADR 034); undefined for any other request, or before the app has loaded.
 * The entry decides again from the parsed URL, so a path that only looks like /api/v1 (dot
 * segments) still reaches the page router.
 */
function apiEntry(request: Request): Fetch | undefined {
  const entry = (globalThis as Record<symbol, unknown>)[ENTRY_FETCH] as Fetch | undefined;
  if (!entry) return undefined;
  const url = request.url;
  const path = url.indexOf("/", url.indexOf("//") + 2);
  return path !== -1 && url.startsWith("/api/v1/", path) ? entry : undefined;
}

/** srvx's Request on Node carries the Node response it will be written to. */
type NodeRequest = Request & { runtime?: { node?: { res?: ServerResponse } } };

/** APP_URL is HTTPS (an invalid one stops the app as it starts, src/env.server.ts). */
const secureOrigin = process.env.APP_URL?.startsWith("https://") ?? false;

/**
 * A path that is no valid percent-encoding ("/%ZZ"). Nitro's router would answer it in its own
 * error shape before the app sees it; every other error is `{ code, message }`.
 */
function undecodablePath(request: Request): Response | undefined {
  // Without a percent sign there is nothing to decode (the common case: no URL parsed).
  if (!request.url.includes("%")) return undefined;
  try {
    decodeURI(new URL(request.url).pathname);
    return undefined;
  } catch {
    return Response.json(
      { code: "BAD_REQUEST", message: "The address is not valid." },
      { status: 400, headers: { "cache-control": "no-store" } },
    );
  }
}

export default definePlugin((nitroApp) => {
  setImmediate(() => {
    Promise.resolve(nitroApp.fetch(new Request("http://localhost/api/health"))).catch(
      (error: unknown) => console.error("Start-up request failed:", error),
    );
  });

  let listenerClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    listenerClosed = resolve;
  });
  nitroApp.hooks.hook("close", () => listenerClosed());

  let stopping = false;
  let underWay = 0;
  let allDone: () => void = () => {};
  const drained = new Promise<void>((resolve) => {
    allDone = resolve;
  });
  const finished = () => {
    underWay--;
    if (stopping && underWay === 0) allDone();
  };

  // srvx reads `nitroApp.fetch` after the plugins have run, so every request passes here.
  const nitroFetch = nitroApp.fetch;
  const appFetch = (request: Request) => {
    const result = undecodablePath(request) ?? (apiEntry(request) ?? nitroFetch)(request);
    return result instanceof Response
      ? withAlwaysHeaders(result, secureOrigin)
      : result.then((response) => withAlwaysHeaders(response, secureOrigin));
  };
  nitroApp.fetch = (request) => {
    if (stopping) {
      const unavailable = withAlwaysHeaders(serviceUnavailable(request), secureOrigin);
      unavailable.headers.set("connection", "close");
      return unavailable;
    }
    // Counted until the response is written to the socket, so a streamed page is not cut off;
    // a request without a Node response (the start-up one) until its Response is ready.
    const response = (request as NodeRequest).runtime?.node?.res;
    if (response?.closed) return appFetch(request);
    underWay++;
    if (response) response.once("close", finished);
    try {
      const result = appFetch(request);
      if (!response) Promise.resolve(result).then(finished, finished);
      return result;
    } catch (error) {
      if (!response) finished();
      throw error;
    }
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), HARD_LIMIT_MS).unref();
    if (underWay === 0) allDone();
    const drainLimit = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_LIMIT_MS).unref());
    await Promise.race([drained, drainLimit]);
    if (process.listenerCount(signal) > 1) await Promise.race([closed, drainLimit]);
    const hooks = (globalThis as Record<symbol, Array<() => Promise<void>> | undefined>)[SHUTDOWN];
    await Promise.allSettled((hooks ?? []).map((hook) => hook()));
    const flushLogs = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[FLUSH_LOGS];
    await flushLogs?.();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
});
