import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { webhookEvent } from "~/db/schema";
import { SIGN_IN_CONFIRM_PATH } from "~/lib/sign-in-link";
import { createCheckout } from "~/server/billing/checkout.server";
import { reconcileOpenSubscriptions } from "~/server/billing/reconcile.server";
import { oldestUnappliedAge } from "~/server/billing/webhooks.server";
import { metricsExposition } from "~/server/metrics/metrics.server";
import { routeOf } from "~/server/metrics/requests.server";
import { type BillingTestApp, createBillingTestApp, payCheckout } from "../support/billing";
import { databaseKinds, openTestDatabase, storageKinds } from "../support/databases";
import { freePort } from "../support/free-port";
import {
  type EmptyDatabase,
  emptyDatabase,
  type LiveServer,
  signInOverHttp,
  startLiveServer,
  subscribeOverHttp,
  twinControl,
} from "../support/live-server";
import {
  countersMoved,
  declaredMetrics,
  isDeclared,
  parseScrape,
  queriedMetrics,
  seriesValue,
} from "../support/metrics";
import { pollUntil } from "../support/rest-api";
import { callServerFn, serverFnId } from "../support/server-fn";
import { verifyPathOf } from "../support/sign-in-link";
import { uniqueEmail } from "../support/test-app";

// GET /metrics on the built server: a scripted session of traffic, then the counters compared
// with a scrape taken before it, series by series. Every counter of the app that moved must have
// moved by exactly what the session did, and nothing else may have moved. The labels never carry
// an id or a token, whatever the paths held.

const METRICS_TOKEN = randomBytes(32).toString("base64");
const AUTH = { authorization: `Bearer ${METRICS_TOKEN}` };
const API_KEYS = "src/server/api-keys/api-keys.functions.ts";
const BILLING = "src/server/billing/billing.functions.ts";
const DASHBOARD = "ops/grafana/timberline.json";
const ALERT_RULES = "ops/prometheus/alerts.yml";

/** Small limits, so that one session meets each rule's error. */
const LIMITS = {
  API_RATE_LIMIT_MAX: "3",
  // A day: no window of the key's ends in the middle of the session.
  API_RATE_LIMIT_WINDOW: "86400",
  AUTH_LIMIT_OTHER_PER_IP: "2",
  AUTH_LIMIT_MAILS_PER_NETWORK: "1",
};

interface Served {
  method: string;
  route: string;
  status: number;
}

async function scrape(url: string): Promise<string> {
  const response = await fetch(`${url}/metrics`, { headers: AUTH });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The request count series the histogram keeps for each response. */
function requestCounts(responses: Served[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { method, route, status } of responses) {
    const key = `timberline_http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe.each(databaseKinds)("GET /metrics after a scripted session (%s)", (kind) => {
  let live: LiveServer | undefined;
  let database: EmptyDatabase | undefined;
  let url: string;
  /** The responses the session got, as the histogram should count them. */
  const responses: Served[] = [];
  /** Every id and token the session put in a path, a header or a query. */
  const secrets: string[] = [METRICS_TOKEN];
  let before = "";
  let after = "";
  let subscriptionJson: Record<string, unknown> = {};

  /** A request of the session, its response recorded under the route pattern it should count as. */
  async function send(path: string, route: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${url}${path}`, { redirect: "manual", ...init });
    responses.push({ method: init.method ?? "GET", route, status: response.status });
    return response;
  }

  const json = (body: unknown, ip: string) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin: url, "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });

  function signedWebhook(body: string, secret: string, id = `msg_${randomUUID()}`) {
    const at = new Date();
    return {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "webhook-id": id,
        "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
        "webhook-signature": new Webhook(secret).sign(id, at, body),
      },
    };
  }

  beforeAll(async () => {
    database = kind === "postgres" ? await emptyDatabase() : undefined;
    live = await startLiveServer({
      BILLING_RECONCILE_INTERVAL: "0",
      DATABASE_URL: database?.url,
      METRICS_TOKEN,
      TRUST_PROXY: "true",
      ...LIMITS,
    });
    url = live.server.url;

    // Before the session: a subscriber whose subscription the session's webhook will change.
    const buyer = uniqueEmail();
    const cookie = await signInOverHttp(url, buyer, { ip: "192.0.2.1" });
    await subscribeOverHttp(url, cookie, buyer, PLANS[0]?.slug ?? "");
    await twinControl(live.twinUrl, "settled");
    await pollUntil(async () => {
      const listed = await callServerFn(url, {
        method: "GET",
        file: BILLING,
        name: "getUserSubscriptions",
        cookie,
      });
      return (listed.value as unknown[]).length > 0;
    }, 10_000);
    const state = (await (await fetch(`${live.twinUrl}/_twin/state`)).json()) as {
      subscriptions: Record<string, unknown>[];
    };
    subscriptionJson = state.subscriptions[0] ?? {};

    before = await scrape(url);
    responses.push({ method: "GET", route: "/metrics", status: 200 });

    // A sign-in by magic link through the dev mailbox.
    const email = uniqueEmail();
    const asked = await send(
      "/api/auth/sign-in/magic-link",
      "/api/auth/sign-in/magic-link",
      json({ email, callbackURL: "/dashboard" }, "192.0.2.2"),
    );
    expect(asked.status).toBe(200);
    const mailbox = await send("/dev/mailbox/messages", "/dev/mailbox/messages");
    const mails = (await mailbox.json()) as { to: string; text: string }[];
    const link = new URL(
      mails.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0] ?? "",
    );
    expect(link.pathname).toBe(SIGN_IN_CONFIRM_PATH);
    secrets.push(link.searchParams.get("token") ?? "");
    const verified = await send(verifyPathOf(link), "/api/auth/magic-link/verify", {
      headers: { "x-forwarded-for": "192.0.2.2" },
    });
    expect(verified.status).toBe(302);
    const session = verified.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    secrets.push(/session_token=([^.;]+)/.exec(session)?.[1] ?? "");

    // A used link: a failed sign-in.
    const spent = await send(verifyPathOf(link), "/api/auth/magic-link/verify", {
      headers: { "x-forwarded-for": "192.0.2.2" },
    });
    expect(spent.headers.get("location")).toMatch(/[?&]error=/);

    // A second link for the same address from the same network: the mail allowance refuses it.
    const again = await send(
      "/api/auth/sign-in/magic-link",
      "/api/auth/sign-in/magic-link",
      json({ email, callbackURL: "/dashboard" }, "192.0.2.2"),
    );
    expect(again.status).toBe(429);

    // An API key, and REST calls with it up to its limit and one past it.
    const created = await callServerFn(url, {
      method: "POST",
      file: API_KEYS,
      name: "createUserApiKey",
      cookie: session,
    });
    responses.push({ method: "POST", route: "/_serverFn", status: created.status });
    expect(created.status).toBe(200);
    const key = (created.value as { key: string }).key;
    secrets.push(key, serverFnId(API_KEYS, "createUserApiKey"));
    const bearer = { headers: { authorization: `Bearer ${key}` } };
    const missing = `sub_${randomUUID()}`;
    secrets.push(missing);
    expect((await send("/api/v1/me", "/api/v1/me", bearer)).status).toBe(200);
    expect(
      (await send(`/api/v1/subscriptions/${missing}`, "/api/v1/subscriptions/:id", bearer)).status,
    ).toBe(404);
    expect((await send("/api/v1/key", "/api/v1/key", bearer)).status).toBe(200);
    expect((await send("/api/v1/me", "/api/v1/me", bearer)).status).toBe(429);
    expect((await send("/api/v1/me", "/api/v1/me")).status).toBe(401);

    // Better Auth's own limit per client address: the third call in its window is refused.
    for (const expected of [401, 401, 429]) {
      const call = await send(
        "/api/auth/revoke-sessions",
        "/api/auth/revoke-sessions",
        json({}, "192.0.2.3"),
      );
      expect(call.status).toBe(expected);
    }

    // A signed webhook applied, the same delivered again, and one with a bad signature.
    const secret = readFileSync(join(live.dataDir, "polar-twin-webhook-secret"), "utf8").trim();
    const update = JSON.stringify({
      type: "subscription.updated",
      timestamp: new Date().toISOString(),
      data: {
        ...subscriptionJson,
        cancel_at_period_end: true,
        modified_at: new Date(Date.now() + 60_000).toISOString(),
      },
    });
    const delivery = signedWebhook(update, secret);
    for (const status of [200, 200]) {
      expect((await send("/api/webhooks/polar", "/api/webhooks/polar", delivery)).status).toBe(
        status,
      );
    }
    const forged = signedWebhook(update, `whsec_${randomBytes(24).toString("base64")}`);
    expect((await send("/api/webhooks/polar", "/api/webhooks/polar", forged)).status).toBe(403);

    // The readiness probe, a page, and paths that carry ids and tokens.
    expect((await send("/api/ready", "/api/ready")).status).toBe(200);
    expect((await send("/login", "/login")).status).toBe(200);
    const invitation = randomUUID();
    const resetToken = randomBytes(18).toString("base64url");
    const stray = randomBytes(18).toString("hex");
    secrets.push(invitation, resetToken, stray);
    await send(`/invitations/${invitation}`, "/invitations/:invitationId");
    await send(
      `/api/auth/reset-password/${resetToken}?callbackURL=/reset-password`,
      "/api/auth/reset-password/:token",
    );
    await send(`/api/auth/no-such-endpoint/${stray}`, "other");
    await send(`/no-such-page/${stray}`, "other");
    await send(`/api/v1/subscriptions/${stray}/cancel`, "/api/v1/subscriptions/:id/cancel", {
      method: "POST",
    });

    // The scrape refused without the token, and with another.
    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${randomBytes(32).toString("base64")}` },
      { authorization: `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString("base64")}` },
    ]) {
      expect((await send("/metrics", "/metrics", { headers })).status).toBe(401);
    }

    after = await scrape(url);
  }, 120_000);

  afterAll(async () => {
    await live?.stop();
    await database?.drop();
  });

  it("moves every counter by exactly what the session did, and no other", () => {
    expect(countersMoved(before, after)).toEqual({
      ...requestCounts(responses),
      'timberline_sign_ins_total{method="magic-link",result="success"}': 1,
      'timberline_sign_ins_total{method="magic-link",result="failure"}': 1,
      'timberline_mails_total{result="sent"}': 1,
      'timberline_rate_limit_refusals_total{rule="auth_mail"}': 1,
      'timberline_rate_limit_refusals_total{rule="api_key"}': 1,
      'timberline_rate_limit_refusals_total{rule="auth_per_ip"}': 1,
      'timberline_api_requests_total{status="200"}': 2,
      'timberline_api_requests_total{status="404"}': 1,
      'timberline_api_requests_total{status="429"}': 1,
      'timberline_api_requests_total{status="401"}': 2,
      'timberline_webhook_events_total{result="applied",type="subscription.updated"}': 1,
      'timberline_webhook_events_total{result="duplicate",type="subscription.updated"}': 1,
      'timberline_webhook_events_total{result="invalid",type="unverified"}': 1,
      'timberline_readiness_checks_total{result="ready"}': 1,
    });
  });

  it("never puts an id or a token in a label: routes are patterns, the rest fixed names", () => {
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(after).not.toContain(secret);
    }
    const routes = new Set(
      parseScrape(after)
        .map((sample) => sample.labels.route)
        .filter((route) => route !== undefined),
    );
    expect([...routes].filter((route) => routeOf(route) !== route)).toEqual([]);
    expect(routes).toContain("/api/v1/subscriptions/:id");
    expect(routes).toContain("/invitations/:invitationId");
    expect(routes).toContain("/api/auth/reset-password/:token");
  });

  it("reports readiness, the database pool and the process", () => {
    expect(seriesValue(after, "timberline_ready")).toBe(1);
    expect(seriesValue(after, "timberline_database_pool_max_connections", { database: kind })).toBe(
      kind === "postgres" ? 10 : 1,
    );
    expect(seriesValue(after, "timberline_database_queries_in_flight")).toBeGreaterThanOrEqual(0);
    expect(seriesValue(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(seriesValue(after, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThan(0);
  });

  it("answers 401 with the JSON error shape and a Bearer challenge without the token", async () => {
    const refused: Record<string, string>[] = [{}, { authorization: `Bearer ${METRICS_TOKEN}x` }];
    for (const headers of refused) {
      const response = await fetch(`${url}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer realm="metrics"/);
      expect(await response.json()).toEqual({
        code: "UNAUTHORIZED",
        message: "Send the metrics token as 'Authorization: Bearer <token>'.",
      });
    }
  });

  it("serves every metric the Grafana dashboard and the alert rules query", () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD, "utf8")) as { panels: unknown[] };
    expect(dashboard.panels.length).toBeGreaterThan(10);
    const declared = declaredMetrics(after);
    for (const file of [DASHBOARD, ALERT_RULES]) {
      const queried = queriedMetrics(file);
      expect(queried.length, file).toBeGreaterThan(5);
      expect(
        queried.filter((name) => !isDeclared(declared, name)),
        file,
      ).toEqual([]);
    }
  });

  it("reports how long the oldest unapplied webhook event has waited, 0 when none waits", async () => {
    expect(seriesValue(after, "timberline_webhook_oldest_unapplied_age_seconds")).toBe(0);
    // The embedded PGlite belongs to the server's process; on PostgreSQL the test writes too.
    if (!database) return;
    await database.sql`
      insert into webhook_event (id, type, payload, received_at)
      values (${`msg_${randomUUID()}`}, 'subscription.updated', '{}'::jsonb, now() - interval '120 seconds')`;
    const age = seriesValue(await scrape(url), "timberline_webhook_oldest_unapplied_age_seconds");
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(600);
  });

  it("counts the meter events waiting for Polar: they drain to 0, and pile up while Polar refuses them", async () => {
    const pending = async () =>
      seriesValue(await scrape(url), "timberline_meter_outbox_pending_events");
    await expect.poll(pending, { timeout: 20_000 }).toBe(0);
    // The embedded PGlite belongs to the server's process; on PostgreSQL the test writes too.
    if (!database) return;
    await twinControl(live?.twinUrl ?? "", "metering", { fail_ingest: true });
    try {
      for (const id of [randomUUID(), randomUUID(), randomUUID()]) {
        await database.sql`
          insert into meter_event_outbox (id, external_customer_id, key_id, day, calls)
          values (${id}, 'user_metrics', 'key_metrics', current_date, 1)`;
      }
      expect(await pending()).toBeGreaterThanOrEqual(3);
    } finally {
      await twinControl(live?.twinUrl ?? "", "metering", { fail_ingest: false });
    }
  });
});

describe("GET /metrics of a server whose mail server is down", () => {
  let live: LiveServer | undefined;

  beforeAll(async () => {
    live = await startLiveServer({
      BILLING_RECONCILE_INTERVAL: "0",
      METRICS_TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    });
  }, 60_000);
  afterAll(async () => {
    await live?.stop();
  });

  it("counts a mail that could not be sent as failed, and no sign-in", async () => {
    const url = live?.server.url ?? "";
    const before = await scrape(url);
    const asked = await fetch(`${url}/api/auth/sign-in/magic-link`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ email: uniqueEmail(), callbackURL: "/dashboard" }),
    });
    expect(asked.status).toBe(503);
    expect(countersMoved(before, await scrape(url))).toEqual({
      'timberline_http_request_duration_seconds_count{method="GET",route="/metrics",status="200"}': 1,
      'timberline_http_request_duration_seconds_count{method="POST",route="/api/auth/sign-in/magic-link",status="503"}': 1,
      'timberline_mails_total{result="failed"}': 1,
    });
  });
});

describe.each(storageKinds)("the metrics of work no request starts (%s)", (kind) => {
  let env: BillingTestApp;
  const billing = () => env.app.runtime.billing;

  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  });
  afterAll(async () => {
    await env?.close();
  });

  /** The series of one family that moved, in this process's own registry. */
  async function movedWhile(family: string, work: () => Promise<void>) {
    const before = (await metricsExposition()).body;
    await work();
    const moved = countersMoved(before, (await metricsExposition()).body);
    return Object.fromEntries(Object.entries(moved).filter(([key]) => key.startsWith(family)));
  }

  it("counts reconciler passes: a success, a partial pass when Polar fails for an owner, a failed pass", async () => {
    const email = uniqueEmail();
    await env.app.signIn(email);
    const buyer = await env.app.userByEmail(email);
    const { url } = await createCheckout(
      billing(),
      { kind: "user", id: buyer?.id ?? "" },
      { email },
      { slug: PLANS[0]?.slug ?? "" },
    );
    await payCheckout(url, email);
    await env.twin.settled();
    const closed = await openTestDatabase("pglite");
    await closed.close();

    const moved = await movedWhile("timberline_billing_reconciler_runs_total", async () => {
      expect((await reconcileOpenSubscriptions(billing())).failed).toBe(0);
      env.twin.setDown(true);
      try {
        expect((await reconcileOpenSubscriptions(billing())).failed).toBeGreaterThan(0);
      } finally {
        env.twin.setDown(false);
      }
      await expect(reconcileOpenSubscriptions({ ...billing(), db: closed.db })).rejects.toThrow();
    });
    expect(moved).toEqual({
      'timberline_billing_reconciler_runs_total{result="success"}': 1,
      'timberline_billing_reconciler_runs_total{result="partial"}': 1,
      'timberline_billing_reconciler_runs_total{result="failed"}': 1,
    });
  });

  it("counts password sign-ins by result, and nothing for a rejection before the endpoint", async () => {
    const email = uniqueEmail();
    const cookie = await env.app.signIn(email);
    const password = `pw-${randomUUID()}`;
    await env.app.setPassword(cookie, password);
    const moved = await movedWhile("timberline_sign_ins_total", async () => {
      expect((await env.app.signInWithPassword(email, password)).status).toBe(200);
      expect((await env.app.signInWithPassword(email, `${password}x`)).status).toBe(401);
      // A call the endpoint's shape refuses (a field it does not take) tries no sign-in.
      const refused = await env.app.request("/api/auth/sign-in/email", {
        json: { email, password, admin: true },
      });
      expect(refused.status).toBe(400);
    });
    expect(moved).toEqual({
      'timberline_sign_ins_total{method="password",result="success"}': 1,
      'timberline_sign_ins_total{method="password",result="failure"}': 1,
    });
  });

  it("reads the age of the oldest event the inbox has not applied, through its partial index", async () => {
    const db = env.app.runtime.database.db;
    const now = Date.now();
    const rows = [
      { ago: 300_000, processedAt: new Date(now) },
      { ago: 90_000, processedAt: null },
      { ago: 30_000, processedAt: null },
    ];
    await db.insert(webhookEvent).values(
      rows.map(({ ago, processedAt }) => ({
        id: `msg_${randomUUID()}`,
        type: "subscription.updated",
        payload: {},
        receivedAt: new Date(now - ago),
        processedAt,
      })),
    );
    expect(await oldestUnappliedAge(db, now)).toBe(90);
  });
});
