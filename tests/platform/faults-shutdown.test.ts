import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import {
  type LiveServer,
  signInOverHttp,
  startLiveServer,
  twinControl,
  twinState,
} from "../support/live-server";
import {
  describeSamples,
  eventually,
  type LoadTarget,
  measure,
  requestOnNewConnection,
  type Sample,
  startLoad,
} from "../support/load";
import { callServerFn } from "../support/server-fn";
import type { ServerProcess } from "../support/server-process";

// SIGTERM in the middle of a load on the built server: the requests under way (among them
// checkouts held for seconds by a slow Polar twin) finish, new ones are refused, and the process
// exits within the limit. Both shutdown paths: srvx's own (the default) and the app's alone,
// which is what runs when CI or TEST is set.

const EXIT_LIMIT_MS = 10_000;
/** How long the twin holds each checkout call: the requests certainly under way at the signal. */
const SLOW_CALL_MS = 3000;
/** A request sent this long before the signal has certainly reached the server. */
const BEFORE_SIGNAL_MARGIN_MS = 1000;

/** A connection refused, or reset before any response began (never a response cut off). */
const REFUSED = ["ECONNREFUSED", "ECONNRESET"];

const SHUTDOWN_PATHS: { path: string; env: Record<string, string> }[] = [
  { path: "srvx's signal handling", env: {} },
  { path: "the app's own (CI set, as in the CI runs)", env: { CI: "true" } },
];

describe.each(SHUTDOWN_PATHS)("SIGTERM under load: $path", ({ env }) => {
  let live: LiveServer;
  let server: ServerProcess;
  let twinUrl: string;
  let cookie: string;

  beforeAll(async () => {
    live = await startLiveServer(env);
    ({ server, twinUrl } = live);
    cookie = await signInOverHttp(server.url, `sigterm-${Date.now()}@example.com`);
  });
  afterAll(() => live?.stop());

  const onNewConnection = (path: string): LoadTarget => ({
    name: path,
    send: (signal) =>
      requestOnNewConnection(`${server.url}${path}`, { headers: { cookie }, signal }),
  });

  it("finishes what is under way, refuses what comes after, and exits in time", async () => {
    await twinControl(twinUrl, "latency", { ms: SLOW_CALL_MS });
    const slowCheckouts = Array.from({ length: 3 }, () =>
      callServerFn(server.url, {
        method: "POST",
        file: "src/server/billing/billing.functions.ts",
        name: "createCheckoutSession",
        data: { slug: (PLANS[0] as { slug: string }).slug },
        cookie,
      }),
    );
    const load = startLoad([
      onNewConnection("/api/auth/get-session"),
      onNewConnection("/dashboard"),
      onNewConnection("/api/health"),
    ]);
    // Under way for certain: the twin holds all three calls.
    const held = await eventually(
      async () => (await twinState(twinUrl)).held === slowCheckouts.length,
      5000,
    );
    expect(held, "the slow checkouts never reached Polar").toBe(true);
    // Some of the load was sent long enough ago to have certainly reached the server.
    const sentInTime = await eventually(
      async () =>
        load.samples.filter((s) => s.sentAt < Date.now() - BEFORE_SIGNAL_MARGIN_MS).length > 5,
      5000,
    );
    expect(sentInTime, "the load sent too little before the signal").toBe(true);

    const signalledAt = Date.now();
    server.child.kill("SIGTERM");

    // From the moment the server acts on the signal, a new request is refused.
    const health = onNewConnection("/api/health");
    const refusing = await eventually(async () => {
      const sample = await measure(health);
      return sample.status === 503 || REFUSED.includes(sample.failure ?? "");
    }, 2000);
    expect(refusing, "new requests were still served after SIGTERM").toBe(true);
    const refusedLater = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        measure(onNewConnection(index % 2 ? "/api/auth/get-session" : "/dashboard")),
      ),
    );
    expect(
      refusedLater.filter((s) => s.status !== 503 && !REFUSED.includes(s.failure ?? "")),
      describeSamples(refusedLater, signalledAt),
    ).toEqual([]);
    for (const sample of refusedLater.filter((s) => s.status === 503)) {
      expect(JSON.parse(sample.body)).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    }

    // The checkouts under way when the signal came are answered in full.
    for (const result of await Promise.all(slowCheckouts)) {
      expect(result.status, result.error).toBe(200);
      expect((result.value as { url: string }).url).toMatch(/\/checkout\//);
    }

    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve("still running"), EXIT_LIMIT_MS)),
    ]);
    const exitedAt = Date.now();
    const samples = await load.stop();
    const log = describeSamples(samples, signalledAt);
    expect(code).toBe(0);
    expect(exitedAt - signalledAt).toBeLessThan(EXIT_LIMIT_MS);

    const sentBefore = samples.filter((s) => s.sentAt < signalledAt - BEFORE_SIGNAL_MARGIN_MS);
    expect(sentBefore.length).toBeGreaterThan(5);
    expect(
      sentBefore.filter((s: Sample) => s.status !== 200),
      `requests sent before the signal that did not finish:\n${log}`,
    ).toEqual([]);
    expect(
      samples.filter(
        (s) => s.status !== 200 && s.status !== 503 && !REFUSED.includes(s.failure ?? ""),
      ),
      `answers that are neither served nor refused:\n${log}`,
    ).toEqual([]);
  }, 30_000);
});
