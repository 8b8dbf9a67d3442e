import {
  AggregatorRegistry,
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  Registry,
} from "prom-client";
import {
  inCluster,
  metricsOfEveryWorker,
  provideMetrics,
  workerSlot,
} from "~/server/platform/cluster.server";

// The numbers GET /metrics shows (docs/operations.md lists each with its meaning). Every label
// takes its value from a short fixed list, never from what a client sent: a route is its
// pattern, a rule or a result is one of the names below. The endpoints count where they decide, and
// the gauges that need the runtime (the webhook inbox, the database) read it at scrape time.
// With several workers (WEB_CONCURRENCY) a scrape reaches one of them, which answers for the
// whole server: every worker's series, each with a `worker` label (ADR 038). Summed into one,
// a counter would fall back whenever a worker is replaced, which Prometheus reads as a reset of
// the whole count; per worker, the replaced one resets alone, like a restarted instance.

const SIGN_IN_METHODS = ["magic-link", "password", "passkey", "social", "two-factor"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
type SignInResult = "success" | "failure";

/** The rules behind a 429, named after their settings where they have one. */
const RATE_LIMIT_NAMES = [
  /** API_RATE_LIMIT_MAX per workspace (REST API). */
  "api_key",
  /** Better Auth's limiter per client IP (AUTH_LIMIT_PER_IP, AUTH_LIMIT_OTHER_PER_IP). */
  "auth_per_ip",
  /** AUTH_LIMIT_MAILS_PER_NETWORK and _PER_ADDRESS. */
  "auth_mail",
  /** AUTH_LIMIT_PASSWORD_PER_ADDRESS. */
  "auth_password_address",
  /** AUTH_LIMIT_PASSWORD_PER_USER: password changes and first passwords. */
  "auth_password_user",
  /** Authenticator codes per user, and the account's lockout after wrong codes. */
  "two_factor",
  /** "This wasn't me" presses per network. */
  "not_me",
  /** One data export a minute per person. */
  "account_export",
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

type MailResult = "sent" | "failed";

export type WebhookResult =
  | "applied"
  /** An older snapshot than the one stored: left alone. */
  | "stale"
  /** A subscription of a customer the product does not know. */
  | "unknown_owner"
  /** A kind of event the product does not use. */
  | "ignored"
  /** Delivered again after it was applied. */
  | "duplicate"
  /** Applying it failed; it stays in the inbox for the reconciler's retry. */
  | "failed"
  /** Refused: a bad signature, or a body that is not a readable event. */
  | "invalid";

type ReconcilerResult = "success" | "partial" | "failed";

const READINESS_RESULTS = [
  "ready",
  "starting",
  "migrations pending",
  "database unavailable",
  "auth unavailable",
] as const;
/** What GET /api/ready answered: ready, or the reason it is not. */
export type ReadinessResult = (typeof READINESS_RESULTS)[number];

/** What the scrape reads from the running server; absent until it has started. */
interface RuntimeGauges {
  /** Seconds since the oldest webhook event still unapplied arrived; 0 when none is. */
  oldestUnappliedWebhookAge(): Promise<number>;
  /** Meter events (API call counts) queued for Polar and not yet sent (ADR 053). */
  pendingMeterEvents(): Promise<number>;
  database(): { kind: "postgres" | "pglite"; queriesInFlight: number; maxConnections: number };
}

/** A scrape does not wait longer than this for the database: a gauge it misses reads NaN. */
const SCRAPE_QUERY_LIMIT_MS = 1000;

/** Seconds: from a cached API answer (~1 ms) to the slowest page render and provider call. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new Registry();
  // Process memory, CPU, handles, GC and event-loop lag (monitorEventLoopDelay), under the
  // names every Node dashboard knows.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter({ name, help, labelNames, registers });
  const state: { runtime?: RuntimeGauges; ready?: boolean } = {};

  const metrics = {
    registry,
    state,
    requestDuration: new Histogram({
      name: "timberline_http_request_duration_seconds",
      help: "Time to each answer's head, by method, route pattern and status; _count counts the requests",
      labelNames: ["method", "route", "status"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    apiRequests: counter("timberline_api_requests_total", "REST API (/api/v1) requests by status", [
      "status",
    ]),
    signIns: counter("timberline_sign_ins_total", "Sign-ins by method and result", [
      "method",
      "result",
    ]),
    mails: counter(
      "timberline_mails_total",
      "Mails handed to the mail server (or the dev mailbox), by result",
      ["result"],
    ),
    rateLimitRejections: counter(
      "timberline_rate_limit_refusals_total",
      "Requests refused with 429, by the rule that refused them",
      ["rule"],
    ),
    webhookEvents: counter(
      "timberline_webhook_events_total",
      "Polar webhook deliveries and inbox retries, by event type and result",
      ["type", "result"],
    ),
    reconcilerRuns: counter(
      "timberline_billing_reconciler_runs_total",
      "Passes that re-read every open subscription from Polar, by result",
      ["result"],
    ),
    readinessChecks: counter(
      "timberline_readiness_checks_total",
      "GET /api/ready answers, by result",
      ["result"],
    ),
    readinessChanges: counter(
      "timberline_readiness_changes_total",
      "Times /api/ready answered otherwise than the check before it (ready to not, or back)",
    ),
  };

  new Gauge({
    name: "timberline_ready",
    help: "1 when the last GET /api/ready answered ready, 0 when not; NaN before the first",
    registers,
    collect() {
      this.set(state.ready === undefined ? Number.NaN : state.ready ? 1 : 0);
    },
  });
  new Gauge({
    name: "timberline_webhook_oldest_unapplied_age_seconds",
    help: "Seconds since the oldest webhook event not yet applied arrived; 0 when none waits",
    registers,
    async collect() {
      const runtime = state.runtime;
      this.set(runtime ? await withinLimit(runtime.oldestUnappliedWebhookAge()) : Number.NaN);
    },
  });
  new Gauge({
    name: "timberline_meter_outbox_pending_events",
    help: "Meter events queued for Polar and not yet sent; grows while Polar is unreachable",
    registers,
    async collect() {
      const runtime = state.runtime;
      this.set(runtime ? await withinLimit(runtime.pendingMeterEvents()) : Number.NaN);
    },
  });
  new Gauge({
    name: "timberline_database_queries_in_flight",
    help: "Queries and transactions handed to the database driver and not yet answered",
    registers,
    collect() {
      this.set(state.runtime?.database().queriesInFlight ?? 0);
    },
  });
  new Gauge({
    name: "timberline_database_pool_max_connections",
    help: "Connections the pool may open (PostgreSQL), 1 for the embedded PGlite",
    labelNames: ["database"] as const,
    registers,
    collect() {
      this.reset();
      const database = state.runtime?.database();
      if (database) this.set({ database: database.kind }, database.maxConnections);
    },
  });

  // The series of fixed label sets exist from the start, so rates and alerts see a 0 before
  // the first event rather than no series at all.
  for (const method of SIGN_IN_METHODS) {
    for (const result of ["success", "failure"] as const)
      metrics.signIns.inc({ method, result }, 0);
  }
  for (const result of ["sent", "failed"] as const) metrics.mails.inc({ result }, 0);
  for (const rule of RATE_LIMIT_NAMES) metrics.rateLimitRejections.inc({ rule }, 0);
  for (const result of ["success", "partial", "failed"] as const) {
    metrics.reconcilerRuns.inc({ result }, 0);
  }
  for (const result of READINESS_RESULTS) metrics.readinessChecks.inc({ result }, 0);
  provideMetrics(async () => labelledByWorker(await registry.getMetricsAsJSON()));
  return metrics;
}

/** The metrics of this worker, every series labelled with its slot. */
function labelledByWorker(metrics: Awaited<ReturnType<Registry["getMetricsAsJSON"]>>) {
  return metrics.map((metric) => ({
    ...metric,
    values: metric.values.map((value) => ({
      ...value,
      labels: { ...value.labels, worker: workerSlot },
    })),
  }));
}

/** NaN when `value` does not come within SCRAPE_QUERY_LIMIT_MS or fails (the database is down). */
async function withinLimit(value: Promise<number>): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<number>((done) => {
    timer = setTimeout(() => done(Number.NaN), SCRAPE_QUERY_LIMIT_MS);
  });
  try {
    return await Promise.race([value.catch(() => Number.NaN), late]);
  } finally {
    clearTimeout(timer);
  }
}

// One set per process, kept on globalThis like the runtime: a module loaded twice (the dev
// server's reloads, two bundles) must count into the same numbers the scrape reads.
const METRICS = Symbol.for("app.metrics");
const globals = globalThis as typeof globalThis & {
  [METRICS]?: ReturnType<typeof createMetrics>;
};
globals[METRICS] ??= createMetrics();
const metrics = globals[METRICS];

/** The exposition text of every metric, and its content type. */
export async function metricsExposition(): Promise<{ body: string; contentType: string }> {
  const body = inCluster
    ? await AggregatorRegistry.aggregate(await metricsOfEveryWorker()).metrics()
    : await metrics.registry.metrics();
  return { body, contentType: metrics.registry.contentType };
}

/** Called once the server's runtime has started: the gauges read it from then on. */
export function watchRuntime(runtime: RuntimeGauges): void {
  metrics.state.runtime = runtime;
}

export function countSignIn(method: SignInMethod, result: SignInResult): void {
  metrics.signIns.inc({ method, result });
}

export function countMail(result: MailResult): void {
  metrics.mails.inc({ result });
}

export function countRateLimitRejection(rule: RateLimitName): void {
  metrics.rateLimitRejections.inc({ rule });
}

export function countWebhookEvent(type: string, result: WebhookResult): void {
  metrics.webhookEvents.inc({ type, result });
}

export function countReconcilerRun(result: ReconcilerResult): void {
  metrics.reconcilerRuns.inc({ result });
}

export function countReadiness(result: ReadinessResult): void {
  const ready = result === "ready";
  metrics.readinessChecks.inc({ result });
  if (metrics.state.ready !== undefined && metrics.state.ready !== ready) {
    metrics.readinessChanges.inc();
  }
  metrics.state.ready = ready;
}

type RequestSeries = { observe(seconds: number): void };

/** One child per method, route and status: the request's hot path builds no label object. */
const requestSeries = new Map<string, RequestSeries>();
const apiSeries = new Map<number, { inc(): void }>();

/** One answered request: `route` is its pattern (routeOf), never the raw path. */
export function observeRequest(
  method: string,
  route: string,
  status: number,
  seconds: number,
  api: boolean,
): void {
  const key = `${method} ${route} ${status}`;
  let series = requestSeries.get(key);
  if (!series) {
    series = metrics.requestDuration.labels({ method, route, status: String(status) });
    requestSeries.set(key, series);
  }
  series.observe(seconds);
  if (!api) return;
  let counter = apiSeries.get(status);
  if (!counter) {
    counter = metrics.apiRequests.labels({ status: String(status) });
    apiSeries.set(status, counter);
  }
  counter.inc();
}
