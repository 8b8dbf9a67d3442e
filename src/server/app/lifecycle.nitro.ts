import cluster from "node:cluster";
import { tracingChannel } from "node:diagnostics_channel";
import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import { definePlugin } from "nitro";
import { withAlwaysHeaders } from "../http/security-headers.server";
import { MCP_PATH } from "../mcp/path.server";

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
// Stop, on SIGINT/SIGTERM (ADR 065): the server stops accepting connections at once (a new one
// is refused, which every client and load balancer retries elsewhere) and /api/ready answers
// 503. Every request that still reaches it, on a connection kept alive from before, is answered
// in full with `Connection: close`, so no client sends another on that connection; a response
// whose headers are not yet written gets it too. An idle connection is never closed under a
// client that may be reusing it: it is told on its next request, or ends by the keep-alive
// timeout. Once every connection has ended (or after DRAIN_LIMIT_MS, when the rest are cut), the
// app's own closers (registered by src/server/app/runtime.server.ts: billing schedule,
// Polar twin, usage counts, mail, database) run, the log lines written so far reach stdout and
// stderr, and the process exits 0. Whatever happens, it exits within HARD_LIMIT_MS.

// Read by destructuring: the build replaces `process.env.NODE_ENV` with its own mode.
const { NODE_ENV, NITRO_HOST, HOST } = process.env;
if (NODE_ENV !== "production" && !NITRO_HOST && !HOST) process.env.HOST = "127.0.0.1";

const SHUTDOWN = Symbol.for("app.shutdown-hooks");
/** Set by src/server/http/request-log.server.ts: waits until the log lines are written. */
const FLUSH_LOGS = Symbol.for("app.flush-logs");
const HARD_LIMIT_MS = 10_000;
const DRAIN_LIMIT_MS = 8_000;
/** In a cluster: how long a worker waits for the primary to say the shared listener is closed. */
const LISTENER_LIMIT_MS = 2000;
// With src/server/platform/launcher.mjs, whose primary holds the port the workers share.
const LISTENER_CLOSED = "timberline:listener-closed";
const LISTENERS_CLOSED = "timberline:listeners-closed";

/** Set by src/server.ts once the app's bundle has loaded: the app's own server entry. */
const ENTRY_FETCH = Symbol.for("app.entry-fetch");

type Fetch = (request: Request) => Response | Promise<Response>;

/** Better Auth's session read, which the entry answers from its session cache (ADR 078). */
const GET_SESSION = "/api/auth/get-session";

/**
 * The app's entry for a request to the REST API, the MCP endpoint or a session read, which it
 * can answer without Nitro's router and middleware chain (ADR 034, 078, 082); undefined for any
 * other request, or before the app has loaded. The entry decides again from the parsed URL, so
 * a path that only looks like one of these (dot segments) still reaches the page router.
 */
function apiEntry(request: Request): Fetch | undefined {
  const entry = (globalThis as Record<symbol, unknown>)[ENTRY_FETCH] as Fetch | undefined;
  if (!entry) return undefined;
  const url = request.url;
  const path = url.indexOf("/", url.indexOf("//") + 2);
  if (path === -1) return undefined;
  if (url.startsWith("/api/v1/", path)) return entry;
  return isWholePath(url, path, GET_SESSION) || isWholePath(url, path, MCP_PATH)
    ? entry
    : undefined;
}

/** Whether the URL's path, from index `path` on, is `expected` and nothing more (no query). */
function isWholePath(url: string, path: number, expected: string): boolean {
  return url.length === path + expected.length && url.startsWith(expected, path);
}

/** srvx's Request on Node carries the Node response it will be written to. */
type NodeRequest = Request & { runtime?: { node?: { res?: ServerResponse } } };

function isReadiness(request: Request): boolean {
  return new URL(request.url).pathname === "/api/ready";
}

/** Tells the primary this worker's listener is closed; resolves when every worker's is. */
function listenersClosed(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, LISTENER_LIMIT_MS);
    function done() {
      clearTimeout(timer);
      process.off("message", onMessage);
      resolve();
    }
    function onMessage(message: { type?: string } | null) {
      if (message?.type === LISTENERS_CLOSED) done();
    }
    process.on("message", onMessage);
    process.send?.({ type: LISTENER_CLOSED });
  });
}

/** Calls `found` with the HTTP server that starts listening on the app's port (srvx's rule). */
function listenedOnAppPort(found: (server: Server) => void): void {
  const port = Number.parseInt(process.env.NITRO_PORT ?? process.env.PORT ?? "", 10) || 3000;
  const listen = tracingChannel<unknown, { server: Server }>("net.server.listen");
  const asyncEnd = ({ server }: { server: Server }) => {
    const address = server.address();
    if (typeof address === "object" && address?.port === port && "closeAllConnections" in server) {
      found(server);
    }
  };
  listen.subscribe({ start() {}, end() {}, asyncStart() {}, asyncEnd, error() {} });
}

/** /api/ready while stopping: a load balancer's probe sends no more traffic here. */
function notReady(): Response {
  return withAlwaysHeaders(
    Response.json(
      { ready: false, reason: "stopping" },
      { status: 503, headers: { "cache-control": "no-store" } },
    ),
    secureOrigin,
  );
}

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

  let stopping = false;
  /** From this moment each response ends its connection (`Connection: close`). */
  let closing = false;
  /**
   * The HTTP server (srvx does not hand it to plugins): the one that starts listening on the
   * app's port, or else the first request's. A cluster worker that has served nothing yet must
   * close its listener too, or the primary keeps the shared port open for it.
   */
  let httpServer: Server | undefined;
  listenedOnAppPort((server) => {
    httpServer ??= server;
    // A worker still starting when the stop came: its listener closes as it opens.
    if (stopping) NetServer.prototype.close.call(server);
  });
  /** Responses under way: those whose headers are not written yet learn of the stop. */
  const underWay = new Set<ServerResponse>();

  // srvx reads `nitroApp.fetch` after the plugins have run, so every request passes here.
  const nitroFetch = nitroApp.fetch;
  const appFetch = (request: Request) => {
    const result = undecodablePath(request) ?? (apiEntry(request) ?? nitroFetch)(request);
    return result instanceof Response
      ? withAlwaysHeaders(result, secureOrigin)
      : result.then((response) => withAlwaysHeaders(response, secureOrigin));
  };
  nitroApp.fetch = (request) => {
    const response = (request as NodeRequest).runtime?.node?.res;
    if (response && !response.closed) {
      httpServer ??= (response.socket as { server?: Server } | null)?.server;
      underWay.add(response);
      response.once("close", () => underWay.delete(response));
      // Node writes `Connection: close` and ends the connection after this response.
      if (closing) response.shouldKeepAlive = false;
    }
    if (stopping && isReadiness(request)) return notReady();
    return appFetch(request);
  };

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), HARD_LIMIT_MS).unref();
    // net's close, not http's: http's also closes idle kept-alive connections, under clients
    // that may be sending on them at that instant (their request is lost).
    const ended = httpServer?.listening
      ? new Promise<void>((resolve) => NetServer.prototype.close.call(httpServer, () => resolve()))
      : Promise.resolve();
    // A client told to close reconnects at once: in a cluster, only once the primary has
    // closed the port too, or its new connection is accepted and then dropped.
    if (cluster.isWorker) await listenersClosed();
    closing = true;
    for (const response of underWay) {
      if (!response.headersSent) response.shouldKeepAlive = false;
    }
    const drainLimit = new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(false), DRAIN_LIMIT_MS).unref(),
    );
    if (!(await Promise.race([ended.then(() => true), drainLimit]))) {
      httpServer?.closeAllConnections();
    }
    const hooks = (globalThis as Record<symbol, Array<() => Promise<void>> | undefined>)[SHUTDOWN];
    await Promise.allSettled((hooks ?? []).map((hook) => hook()));
    const flushLogs = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[FLUSH_LOGS];
    await flushLogs?.();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
});
