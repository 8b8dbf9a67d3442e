// The mixed stage (issue 7's load test): page loads, session checks, REST API calls and signed
// Polar webhooks together, first as fast as the server answers them (its capacity for this
// mix), then for BENCH_MIXED_DURATION seconds at a fixed share of that capacity, counting
// errors and latency by kind and sampling the server's resident memory every second.
//
// The load is generated here with fetch, open loop: requests start on a fixed schedule whether
// or not earlier ones have been answered, so a server that falls behind shows it as latency and
// errors instead of quietly being sent less (as a closed loop of connections would).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { CookieJar } from "../scripts/cookie-jar.mjs";
import { PLANS } from "../src/config/plans.ts";
import { CONNECTIONS, keyFor, log, median, residentMb, signIn, sleep } from "./lib.mjs";

/** @import { AppServer } from "./lib.mjs" */
/** @typedef {"dashboard" | "login" | "session" | "api" | "webhook"} Kind */

/**
 * What the mix is made of; `weight` out of the weights' sum is the kind's share of requests.
 * @type {{ kind: Kind, label: string, weight: number }[]}
 */
export const MIX = [
  { kind: "dashboard", label: "SSR /dashboard (signed in)", weight: 2 },
  { kind: "login", label: "SSR /login (anonymous)", weight: 2 },
  { kind: "session", label: "/api/auth/get-session (signed in)", weight: 6 },
  { kind: "api", label: "GET /api/v1/me (API key)", weight: 9 },
  { kind: "webhook", label: "POST /api/webhooks/polar (signed)", weight: 1 },
];
/** The fixed rate, as a share of the capacity measured just before. */
export const LOAD_SHARE = 0.7;
/** Users signed in for the stage: each has its own API key and browsers. */
export const USERS = 3;
/** Browsers (cookie jars) per user for the signed-in kinds. */
const BROWSERS_PER_USER = 4;
/** Subscriptions per user that the webhooks keep updating. */
export const SUBSCRIPTIONS_PER_USER = 2;
export const TIMEOUT_MS = 10_000;
/** Requests under way at most; one more due is counted as an error (the server fell behind). */
export const MAX_IN_FLIGHT = 512;
/** Memory is judged flat when the last window's median is within this of the first's. */
export const FLAT_WITHIN = 0.1;
/** The run's timeline is told in slices of this many seconds (where a stall happened). */
const SLICE_SECONDS = 10;

/** The kinds in an order that spreads each one evenly over a cycle of the weights' sum. */
function schedule() {
  /** @type {{ kind: Kind, at: number }[]} */
  const slots = [];
  for (const { kind, weight } of MIX) {
    for (let i = 0; i < weight; i++) slots.push({ kind, at: (i + 0.5) / weight });
  }
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.kind);
}

/**
 * The signed-in user's id, read through get-session.
 * @param {AppServer} server
 * @param {string} cookie
 * @returns {Promise<string>}
 */
async function sessionOf(server, cookie) {
  const response = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
  const body = response.status === 200 ? await response.json() : null;
  if (!body?.user?.id) throw new Error(`${server.name}: get-session answered no user`);
  return body.user.id;
}

/**
 * A second user whose subscriptions the list reads and the webhooks update, so that the other
 * targets' user stays as it is: their key, and their Polar events, signed. The same
 * subscriptions are made on both sides, through webhooks, before anything is measured.
 * @param {AppServer} server
 */
export async function billingUser(server) {
  const cookie = await signIn(server);
  const key = await keyFor(server, cookie);
  const webhook = polarWebhooks(server, [{ id: await sessionOf(server, cookie) }]);
  for (let n = 0; n < SUBSCRIPTIONS_PER_USER; n++) {
    const { body, headers } = webhook(n);
    const sent = await fetch(`${server.url}/api/webhooks/polar`, { method: "POST", body, headers });
    if (sent.status !== 200) {
      throw new Error(`${server.name}: a webhook answered ${sent.status} ${await sent.text()}`);
    }
  }
  const list = await fetch(`${server.url}/api/v1/subscriptions`, {
    headers: { authorization: `Bearer ${key}` },
  });
  const count = list.status === 200 ? (await list.json()).data?.length : undefined;
  if (count !== SUBSCRIPTIONS_PER_USER) {
    throw new Error(
      `${server.name}: /api/v1/subscriptions answered ${list.status} with ${count} subscriptions, not ${SUBSCRIPTIONS_PER_USER}`,
    );
  }
  return { key, webhook };
}

/**
 * Signed-in users with keys and browsers, and their Polar events, signed.
 * @param {AppServer} server
 */
async function prepare(server) {
  /** @type {{ cookie: string, key: string, id: string }[]} */
  const users = [];
  for (let i = 0; i < USERS; i++) {
    const cookie = await signIn(server);
    users.push({ cookie, key: await keyFor(server, cookie), id: await sessionOf(server, cookie) });
  }
  return {
    users,
    browsers: users.flatMap((user) =>
      Array.from({ length: BROWSERS_PER_USER }, () => new CookieJar(user.cookie)),
    ),
    webhook: polarWebhooks(server, users),
  };
}

/** @typedef {Awaited<ReturnType<typeof prepare>>} State */
/** @typedef {{ users: { id: string }[], signer: Webhook, started: string }} Signing */

/**
 * Polar subscription.updated events for the subscriptions of `users`, signed with the server's
 * webhook secret: the function returned makes event number `n` (webhookRequest).
 * @param {AppServer} server
 * @param {{ id: string }[]} users
 */
function polarWebhooks(server, users) {
  // The local Polar twin's secret, which the server verifies its webhooks with: it is kept in
  // DATA_DIR (src/env.server.ts), so the benchmark signs as the twin (and Polar) would.
  const secret = readFileSync(join(server.dataDir, "polar-twin-webhook-secret"), "utf8").trim();
  /** @type {Signing} */
  const signing = {
    users,
    signer: new Webhook(secret),
    started: new Date(Date.now() - 86_400_000).toISOString(),
  };
  return (/** @type {number} */ n) => webhookRequest(signing, n);
}

/**
 * One Polar subscription.updated event for a user's subscription, as Polar would send it: a new
 * message id each time, the user and the plan taken in turn by `n`.
 * @param {Signing} state
 * @param {number} n
 */
function webhookRequest(state, n) {
  const userIndex = n % state.users.length;
  const user = /** @type {Signing["users"][number]} */ (state.users[userIndex]);
  const plan = /** @type {(typeof PLANS)[number]} */ (PLANS[n % PLANS.length]);
  const modified = new Date();
  const data = {
    id: `sub_bench_${user.id}_${n % SUBSCRIPTIONS_PER_USER}`,
    created_at: state.started,
    modified_at: modified.toISOString(),
    amount: plan.priceAmount,
    currency: plan.currency,
    recurring_interval: plan.billingCycle === "yearly" ? "year" : "month",
    status: "active",
    current_period_start: state.started,
    current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    cancel_at_period_end: n % 4 === 0,
    ended_at: null,
    customer_id: `cus_bench_${userIndex}`,
    product_id: plan.productId,
    customer: { external_id: user.id },
    product: { name: plan.name, description: plan.description },
  };
  const body = JSON.stringify({
    type: "subscription.updated",
    timestamp: modified.toISOString(),
    data,
  });
  const id = `msg_${randomUUID()}`;
  return {
    body,
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(modified.getTime() / 1000)),
      "webhook-signature": state.signer.sign(id, modified, body),
    },
  };
}

/**
 * Sends request number `n` of kind `kind`; resolves with whether it succeeded and its status.
 * @param {AppServer} server
 * @param {State} state
 * @param {Kind} kind
 * @param {number} n
 */
async function send(server, state, kind, n) {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const base = server.url;
  // Browsers ask for compressed pages; the server gzips HTML per request.
  const page = { "accept-encoding": "gzip" };
  if (kind === "dashboard" || kind === "session") {
    const jar = /** @type {CookieJar} */ (state.browsers[n % state.browsers.length]);
    const response = await fetch(
      `${base}${kind === "dashboard" ? "/dashboard" : "/api/auth/get-session"}`,
      {
        headers: { ...page, cookie: jar.header() },
        redirect: "manual",
        signal,
      },
    );
    jar.store(response.headers.getSetCookie());
    const body = await response.text();
    // get-session answers 200 with `null` to a signed-out browser: that is a failure here.
    const ok = response.status === 200 && (kind === "dashboard" || body.startsWith("{"));
    return { ok, status: response.status };
  }
  if (kind === "login") {
    const response = await fetch(`${base}/login`, { headers: page, redirect: "manual", signal });
    await response.arrayBuffer();
    return { ok: response.status === 200, status: response.status };
  }
  if (kind === "api") {
    const { key } = /** @type {State["users"][number]} */ (state.users[n % state.users.length]);
    const response = await fetch(`${base}/api/v1/me`, {
      headers: { authorization: `Bearer ${key}` },
      signal,
    });
    await response.arrayBuffer();
    return { ok: response.status === 200, status: response.status };
  }
  const { body, headers } = state.webhook(n);
  const response = await fetch(`${base}/api/webhooks/polar`, {
    method: "POST",
    body,
    headers,
    signal,
  });
  await response.arrayBuffer();
  return { ok: response.status === 200, status: response.status };
}

/**
 * @typedef {{ sent: number, ok: number, failed: number, timeouts: number, statuses: Record<string, number>, latencies: number[] }} KindTally
 * @typedef {{ sent: number, errors: number, latencies: number[] }} Slice
 * @typedef {{ since: number, kinds: Record<Kind, KindTally>, slices: Slice[] }} Tally
 */

/** @returns {Tally} */
function newTally() {
  return {
    since: performance.now(),
    kinds: /** @type {Record<Kind, KindTally>} */ (
      Object.fromEntries(
        MIX.map(({ kind }) => [
          kind,
          /** @type {KindTally} */ ({
            sent: 0,
            ok: 0,
            failed: 0,
            timeouts: 0,
            statuses: {},
            latencies: [],
          }),
        ]),
      )
    ),
    /** By the slice of the run a request started in: sent, errors, latencies. */
    slices: [],
  };
}

/** @param {Tally} tally @param {number} at */
function sliceOf(tally, at) {
  const index = Math.floor((at - tally.since) / 1000 / SLICE_SECONDS);
  const slice = tally.slices[index] ?? { sent: 0, errors: 0, latencies: [] };
  tally.slices[index] = slice;
  return slice;
}

/**
 * One request, timed and counted under its kind and its slice of the run.
 * @param {AppServer} server
 * @param {State} state
 * @param {Tally} tally
 * @param {Kind} kind
 * @param {number} n
 */
async function timed(server, state, tally, kind, n) {
  const entry = tally.kinds[kind];
  const since = performance.now();
  const slice = sliceOf(tally, since);
  entry.sent++;
  slice.sent++;
  let ok = false;
  try {
    const reply = await send(server, state, kind, n);
    ok = reply.ok;
    entry.statuses[reply.status] = (entry.statuses[reply.status] ?? 0) + 1;
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") entry.timeouts++;
    else entry.failed++;
  }
  const latency = performance.now() - since;
  entry.latencies.push(latency);
  slice.latencies.push(latency);
  if (ok) entry.ok++;
  else slice.errors++;
}

/**
 * As fast as the server answers: CONNECTIONS requests under way at all times.
 * @param {AppServer} server
 * @param {State} state
 * @param {number} seconds
 */
async function closedLoop(server, state, seconds) {
  const kinds = schedule();
  const tally = newTally();
  const until = performance.now() + seconds * 1000;
  let n = 0;
  const since = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const i = n++;
        await timed(server, state, tally, /** @type {Kind} */ (kinds[i % kinds.length]), i);
      }
    }),
  );
  return { tally, elapsed: (performance.now() - since) / 1000 };
}

/**
 * `rate` requests a second on a fixed schedule, whatever the answers do.
 * @param {AppServer} server
 * @param {State} state
 * @param {number} rate
 * @param {number} seconds
 */
async function openLoop(server, state, rate, seconds) {
  const kinds = schedule();
  const tally = newTally();
  /** @type {Set<Promise<void>>} */
  const underWay = new Set();
  let issued = 0;
  let behind = 0;
  const since = performance.now();
  for (;;) {
    const elapsed = performance.now() - since;
    if (elapsed >= seconds * 1000) break;
    const due = Math.floor((rate * elapsed) / 1000);
    for (; issued < due; issued++) {
      if (underWay.size >= MAX_IN_FLIGHT) {
        behind++;
        sliceOf(tally, performance.now()).errors++;
        continue;
      }
      const kind = /** @type {Kind} */ (kinds[issued % kinds.length]);
      const request = timed(server, state, tally, kind, issued);
      underWay.add(request);
      request.finally(() => underWay.delete(request));
    }
    await sleep(2);
  }
  // The rate achieved is over the schedule; the answers still under way are awaited after it.
  const elapsed = (performance.now() - since) / 1000;
  await Promise.all(underWay);
  return { tally, elapsed, behind };
}

/** @param {number[]} sorted @param {number} p @returns {number} */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return /** @type {number} */ (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  );
}

/** @param {Tally} tally */
function summarizeTally(tally) {
  const kinds = MIX.map(({ kind, label, weight }) => {
    const entry = tally.kinds[kind];
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    return {
      kind,
      label,
      weight,
      sent: entry.sent,
      ok: entry.ok,
      errors: entry.sent - entry.ok,
      timeouts: entry.timeouts,
      failed: entry.failed,
      statuses: entry.statuses,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
  });
  const all = MIX.flatMap(({ kind }) => tally.kinds[kind].latencies).sort((a, b) => a - b);
  const timeline = [...tally.slices].map((slice, index) => ({
    from: index * SLICE_SECONDS,
    to: (index + 1) * SLICE_SECONDS,
    sent: slice?.sent ?? 0,
    errors: slice?.errors ?? 0,
    p99: percentile(
      [...(slice?.latencies ?? [])].sort((a, b) => a - b),
      99,
    ),
  }));
  return {
    kinds,
    timeline,
    total: {
      sent: kinds.reduce((sum, k) => sum + k.sent, 0),
      errors: kinds.reduce((sum, k) => sum + k.errors, 0),
      p50: percentile(all, 50),
      p99: percentile(all, 99),
    },
  };
}

/** @typedef {{ t: number, mb: number }} Sample */

/**
 * Least-squares slope of the samples, in MB per minute.
 * @param {Sample[]} samples
 */
function slopePerMinute(samples) {
  const n = samples.length;
  if (n < 2) return Number.NaN;
  const meanT = samples.reduce((s, x) => s + x.t, 0) / n;
  const meanM = samples.reduce((s, x) => s + x.mb, 0) / n;
  let num = 0;
  let den = 0;
  for (const { t, mb } of samples) {
    num += (t - meanT) * (mb - meanM);
    den += (t - meanT) ** 2;
  }
  return den > 0 ? (num / den) * 60 : Number.NaN;
}

/**
 * The first and last `window` seconds of RSS samples (a third of the run each when it is
 * shorter than three windows), their medians, and whether the last is within FLAT_WITHIN.
 * @param {Sample[]} samples
 * @param {number} seconds
 */
function memoryVerdict(samples, seconds) {
  const window = Math.max(1, Math.min(10, Math.floor(seconds / 3)));
  const first = samples.filter((s) => s.t < window).map((s) => s.mb);
  const last = samples.filter((s) => s.t >= seconds - window).map((s) => s.mb);
  const firstMb = median(first);
  const lastMb = median(last);
  const ratio = lastMb / firstMb;
  return {
    window,
    firstMb,
    lastMb,
    ratio,
    slopeMbPerMin: slopePerMinute(samples),
    flat: Number.isFinite(ratio) && ratio <= 1 + FLAT_WITHIN,
    samples,
  };
}

/**
 * Runs `load` with the resident memory of process `pid` sampled every second.
 * @template T
 * @param {number | undefined} pid
 * @param {() => Promise<T>} load
 */
async function withMemorySamples(pid, load) {
  /** @type {Sample[]} */
  const samples = [];
  const started = performance.now();
  const sample = () => {
    const mb = residentMb(pid);
    if (Number.isFinite(mb)) samples.push({ t: (performance.now() - started) / 1000, mb });
  };
  sample();
  const sampler = setInterval(sample, 1000);
  try {
    return { run: await load(), samples };
  } finally {
    clearInterval(sampler);
    sample();
  }
}

/**
 * The mix as fast as the server answers, CONNECTIONS requests under way at all times, for
 * `seconds` after `warmupSeconds`. A slower machine sends fewer, but no stall of the machine can
 * queue more than CONNECTIONS: a check on errors and memory that asserts no rate (ADR 063).
 * @param {AppServer} server
 * @param {{ seconds: number, warmupSeconds: number }} durations
 */
export async function mixedAtCapacity(server, { seconds, warmupSeconds }) {
  const state = await prepare(server);
  if (warmupSeconds > 0) await closedLoop(server, state, warmupSeconds);
  const { run, samples } = await withMemorySamples(server.pid, () =>
    closedLoop(server, state, seconds),
  );
  const result = summarizeTally(run.tally);
  return {
    rps: result.total.sent / run.elapsed,
    connections: CONNECTIONS,
    total: result.total,
    kinds: result.kinds,
    timeline: result.timeline,
    memory: memoryVerdict(samples, seconds),
  };
}

/**
 * The mixed stage on one running server: capacity (closed loop, after `warmupSeconds`), then
 * `settleSeconds` at the fixed rate, not counted (the heap grows to what this load needs), then
 * the counted run with memory sampled every second. `database` labels the results.
 * @param {AppServer} server
 * @param {string} database
 * @param {{ seconds: number, probeSeconds: number, warmupSeconds: number, settleSeconds: number }} durations
 */
export async function mixedLoad(
  server,
  database,
  { seconds, probeSeconds, warmupSeconds, settleSeconds },
) {
  const state = await prepare(server);
  if (warmupSeconds > 0) await closedLoop(server, state, warmupSeconds);
  log(`  mix capacity on ${database}: ${probeSeconds} s as fast as it answers`);
  const probe = closedLoop(server, state, probeSeconds);
  const { tally: probeTally, elapsed: probeElapsed } = await probe;
  const capacity = summarizeTally(probeTally);
  const capacityRps = capacity.total.sent / probeElapsed;
  const rate = Math.max(1, Math.round(capacityRps * LOAD_SHARE));
  log(
    `  mixed load on ${database}: ${settleSeconds ? `${settleSeconds} s settling, then ` : ""}${seconds} s at ${rate} req/s (${100 * LOAD_SHARE}% of ${Math.round(capacityRps)})`,
  );
  let settle = null;
  if (settleSeconds > 0) {
    const settled = await openLoop(server, state, rate, settleSeconds);
    const { total } = summarizeTally(settled.tally);
    settle = { seconds: settleSeconds, sent: total.sent, errors: total.errors + settled.behind };
  }

  // The log lines of the requests answered before are out first (they go once per turn).
  await sleep(200);
  const linesBefore = server.requestLines();
  const { run, samples } = await withMemorySamples(server.pid, () =>
    openLoop(server, state, rate, seconds),
  );
  await sleep(200);
  const logLines = server.requestLines() - linesBefore;
  const result = summarizeTally(run.tally);
  result.total.errors += run.behind;

  return {
    database,
    capacity: {
      rps: capacityRps,
      seconds: probeSeconds,
      connections: CONNECTIONS,
      errors: capacity.total.errors,
      kinds: capacity.kinds,
    },
    rate,
    seconds,
    settle,
    achievedRps: result.total.sent / run.elapsed,
    behind: run.behind,
    kinds: result.kinds,
    total: result.total,
    timeline: result.timeline,
    logLines,
    memory: memoryVerdict(samples, seconds),
  };
}
