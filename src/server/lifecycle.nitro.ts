import { definePlugin } from "nitro";

// Runs in the Nitro runtime of the production server, which loads the app's bundle lazily on
// the first request and holds no handle on the app's database.
//
// Start: one internal request to the liveness route loads the app at once, so the environment
// is validated, the database migrated and the services printed before anyone visits.
//
// Stop: on SIGINT/SIGTERM the HTTP server (srvx) stops accepting and lets in-flight requests
// finish, then fires Nitro's "close" hook. An open postgres pool or PGlite folder would keep the
// process alive after that, so the app's own closers (registered by
// src/server/runtime.server.ts) run next and the process exits. srvx skips its own handling
// when CI or TEST is set; then nothing else listens for the signal and the closers run at once.
const SHUTDOWN = Symbol.for("app.shutdown-hooks");
const HARD_LIMIT_MS = 10_000;

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
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), HARD_LIMIT_MS).unref();
    if (process.listenerCount(signal) > 1) await closed;
    const hooks = (globalThis as Record<symbol, Array<() => Promise<void>> | undefined>)[SHUTDOWN];
    await Promise.allSettled((hooks ?? []).map((hook) => hook()));
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
});
