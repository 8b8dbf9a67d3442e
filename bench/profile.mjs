// `npm run bench:profile`: where a request's time goes. On each database (PGlite, then
// PostgreSQL), it starts the built server with Node's CPU profiler, loads /api/health,
// /api/v1/me, get-session, /login and /dashboard in turn (as `npm run bench` does), then sorts
// the profile's samples taken during each measured window by where they ran, and prints
// microseconds per request for each part, and for /dashboard, get-session and /api/v1/me the
// functions with the most time of their own. A full run (PROFILE_DURATION of 10 s or more, the
// default, on both databases) also writes the tables to bench/PROFILE.md, a section a database.
//
// The profiler slows the server a little, so the request rates here are below the benchmark's;
// the point is the split, not the totals.
//
// BENCH_PROFILE_DATABASES: `pglite`, `postgres` or both (the default); PostgreSQL is
// BENCH_DATABASE_URL's server or a throwaway cluster (bench/postgres.mjs).
// PROFILE_TARGETS limits the run to the targets whose label contains one of its comma-separated
// words (`PROFILE_TARGETS=dashboard`), for a quick before-and-after of one route; such a run
// leaves bench/PROFILE.md as it is, since its table would lack the other columns, as does a run
// on one database.
// PROFILE_ENTRY=<path to .output/server/index.mjs> profiles another build, such as the A/B's base
// (/tmp/ab-base-<commit>/.output/server/index.mjs), with this script's targets: a before-and-after of the same load.
// PROFILE_KEEP=<file> keeps the raw profiles, <file>-pglite.cpuprofile and
// <file>-postgres.cpuprofile, to open in Chrome's DevTools.

import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { hrtime } from "node:process";
import {
  atExit,
  browserCannon,
  CONNECTIONS,
  cannon,
  chosenDatabases,
  currentServerEntry,
  DATABASE_NAMES,
  keyFor,
  log,
  ROOT,
  requestCannon,
  runMain,
  SERVER_ENTRY,
  setServerEntry,
  signIn,
  snapshotBuild,
  startApp,
  stopServer,
} from "./lib.mjs";
import { billingUser, SUBSCRIPTIONS_PER_USER } from "./mixed.mjs";
import { providePostgres } from "./postgres.mjs";

/** @import { Profiler, Runtime } from "node:inspector" */
/** @import { Database } from "./lib.mjs" */
/**
 * A sample's innermost frame: `native` names a frame without a script (V8's own), else "".
 * @typedef {{ url: string, name: string, native: string }} Frame
 */

const DURATION = Number(process.env.PROFILE_DURATION ?? 10);
const WARMUP = Math.min(3, DURATION);
const ONLY = (process.env.PROFILE_TARGETS ?? "")
  .split(",")
  .map((word) => word.trim())
  .filter(Boolean);
const OUTPUT = join(ROOT, "bench/PROFILE.md");
const DATABASES = chosenDatabases("BENCH_PROFILE_DATABASES");
/** The targets whose functions with the most time of their own are listed, and how many. */
const TOP_TARGETS = ["SSR /dashboard", "get-session", "/api/v1/me", "POST /api/webhooks/polar"];
const TOP_COUNT = 30;

/**
 * Where a sample ran, from its innermost frame. First match wins.
 * @type {[string, (frame: Frame) => boolean][]}
 */
const PARTS = [
  [
    "socket write (the writev call; includes time the OS gave autocannon)",
    (f) => f.native === "writev",
  ],
  [
    "socket write of one buffer (writeBuffer, writeUtf8String: queries to PostgreSQL, short answers)",
    (f) => /^write(Buffer|Utf8String|Latin1String|AsciiString)$/.test(f.native),
  ],
  ["event loop idle", (f) => f.native === "(idle)"],
  ["garbage collection", (f) => f.native === "(garbage collector)"],
  ["V8 built-ins (parsing, regular expressions, microtasks)", (f) => f.native !== ""],
  [
    "React's server renderer (bundled in the router's chunk)",
    (f) =>
      f.url.includes("react-router") &&
      /^(render|retry|push|write|finish|flush|perform|pump|escape|getComponentName|createPendingSegment|finishedSegment|abort|useId|readContext|use[A-Z])/.test(
        f.name,
      ),
  ],
  ["Mantine components (style props, class names, theme)", (f) => f.url.includes("@mantine")],
  ["React elements (createElement, jsx)", (f) => /floating-ui|\/react\.mjs|react\+/.test(f.url)],
  [
    "Better Auth (its router is rebuilt per /api/auth call)",
    (f) => /better-auth|better-call|@better-fetch/.test(f.url),
  ],
  [
    "TanStack Router (a router is built for every request)",
    (f) => /react-router|router-core|tanstack__(history|query)/.test(f.url),
  ],
  ["TanStack Start and the app's server code (one bundle)", (f) => f.url.includes("/_ssr/ssr.mjs")],
  ["the app's route handlers", (f) => /\/_ssr\/router-[^/]+\.mjs$/.test(f.url)],
  ["srvx and h3 (Nitro's HTTP layer)", (f) => f.url.includes("srvx")],
  ["Request, Response and Headers (undici)", (f) => f.url.startsWith("node:internal/deps/undici")],
  ["web streams (response bodies)", (f) => f.url.startsWith("node:internal/webstreams")],
  [
    "Node's http and net",
    (f) => /^node:(_http|http|net|internal\/(stream_base_commons|streams|http))/.test(f.url),
  ],
  [
    "crypto (the key's SHA-256, the session cookie's HMAC)",
    (f) => f.url.startsWith("node:internal/crypto") || f.native === "jobPromise",
  ],
  [
    "Drizzle ORM and postgres.js (queries built, sent and their rows read; one bundle)",
    (f) => f.url.includes("drizzle-orm"),
  ],
  [
    "PGlite (the database, in process)",
    (f) => f.url.includes("pglite") || f.url.startsWith("wasm://"),
  ],
  ["other Node internals", (f) => f.url.startsWith("node:")],
  ["other", () => true],
];

/** @param {Runtime.CallFrame} callFrame */
function partOf(callFrame) {
  const frame = {
    url: callFrame.url,
    name: callFrame.functionName,
    native: callFrame.url ? "" : callFrame.functionName || "?",
  };
  // The last part matches every frame.
  return /** @type {(typeof PARTS)[number]} */ (PARTS.find(([, matches]) => matches(frame)))[0];
}

/**
 * Microseconds per request of the samples inside [from, to] (microseconds), summed by
 * `keyOf(callFrame)` of each sample's innermost frame.
 * @param {CpuProfile} profile
 * @param {Measured} target
 * @param {(callFrame: Runtime.CallFrame) => string} keyOf
 */
function perRequest(profile, { from, to, requests }, keyOf) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const totals = new Map();
  let time = profile.startTime;
  for (const [i, sample] of profile.samples.entries()) {
    time += profile.timeDeltas[i] ?? 0;
    if (time < from || time > to) continue;
    const node = nodes.get(sample);
    if (!node) throw new Error(`the profile's sample ${i} names no node (${sample})`);
    const key = keyOf(node.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  return new Map([...totals].map(([key, us]) => [key, us / requests]));
}

/**
 * A profile as `--cpu-prof` writes it: with its samples and their times.
 * @typedef {Required<Profiler.Profile>} CpuProfile
 * @typedef {{ label: string, url: string, headers?: Record<string, string>, cookie?: string,
 *   next?: () => { method: "POST", body: string, headers: Record<string, string> } }} Target
 * @typedef {Target & { from: number, to: number, requests: number, rps: number }} Measured
 */

/**
 * Microseconds per request by part.
 * @param {CpuProfile} profile
 * @param {Measured} target
 */
const split = (profile, target) => perRequest(profile, target, partOf);

/**
 * The functions that took the most time of their own, in µs per request.
 * @param {CpuProfile} profile
 * @param {Measured} target
 */
function topFunctions(profile, target, count = TOP_COUNT) {
  /** @param {Runtime.CallFrame} callFrame */
  const functionOf = ({ functionName, url, lineNumber }) => {
    const where = url
      ? ` ${decodeURIComponent(url.split("/").slice(-2).join("/"))}:${lineNumber + 1}`
      : "";
    // A table cell: a pipe escaped, and a name with a backtick (a RegExp's) in double ones.
    const name = (functionName || "(anonymous)").replaceAll("|", "\\|");
    return `${name.includes("`") ? `\`\` ${name} \`\`` : `\`${name}\``}${where}`;
  };
  return [...perRequest(profile, target, functionOf)]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `| ${name} | ${us.toFixed(1)} |`)
    .join("\n");
}

const nowUs = () => Number(hrtime.bigint() / 1000n);

/**
 * Where the server runs on `database`: its environment, or why the database is skipped.
 * @param {Database} database
 * @returns {Promise<{ skipped: string } | { skipped?: undefined, source: string, env: Record<string, string> }>}
 */
async function placeServer(database) {
  if (database === "pglite") return { source: "embedded PGlite in a temporary DATA_DIR", env: {} };
  const pg = await providePostgres({ allowCluster: true });
  if (pg.skipped !== undefined) return pg;
  atExit(() => pg.stop());
  return { source: pg.source, env: { DATABASE_URL: pg.url } };
}

/**
 * Profiles every target on one database: its part of the report, or null when skipped.
 * @param {Database} database
 */
async function profileDatabase(database) {
  const name = DATABASE_NAMES[database];
  const place = await placeServer(database);
  if (place.skipped !== undefined) {
    log(`${name} skipped: ${place.skipped}`);
    return null;
  }
  log(`${name} (${place.source})`);
  const profileDir = mkdtempSync(join(tmpdir(), "bench-profile-"));
  try {
    const app = await startApp(`app on ${name} (profiled)`, place.env, [
      "--cpu-prof",
      `--cpu-prof-dir=${profileDir}`,
    ]);
    const cookie = await signIn(app);
    const key = await keyFor(app, cookie);
    // The A/B's webhook load: signed subscription.updated events for a second user's subscriptions.
    let n = SUBSCRIPTIONS_PER_USER;
    const polar = await billingUser(app);
    const webhook = () => ({ method: /** @type {const} */ ("POST"), ...polar.webhook(n++) });
    // Signed-in targets keep a cookie jar per connection, as browsers do (see browserCannon).
    /** @type {Target[]} */
    const allTargets = [
      { label: "/api/health", url: `${app.url}/api/health`, headers: {} },
      {
        label: "/api/v1/me",
        url: `${app.url}/api/v1/me`,
        headers: { authorization: `Bearer ${key}` },
      },
      { label: "get-session", url: `${app.url}/api/auth/get-session`, cookie },
      { label: "SSR /login", url: `${app.url}/login`, headers: {} },
      { label: "SSR /dashboard", url: `${app.url}/dashboard`, cookie },
      { label: "POST /api/webhooks/polar", url: `${app.url}/api/webhooks/polar`, next: webhook },
    ];
    const targets = ONLY.length
      ? allTargets.filter(({ label }) => ONLY.some((word) => label.includes(word)))
      : allTargets;
    if (targets.length === 0) throw new Error(`PROFILE_TARGETS=${ONLY.join(",")} names no target`);
    /** @param {Target} target @param {number} seconds */
    const load = (target, seconds) => {
      if (target.next) return requestCannon(target.url, target.next, { duration: seconds });
      return target.cookie
        ? browserCannon(target.url, target.cookie, { duration: seconds })
        : cannon(target.url, target.headers ?? {}, { duration: seconds });
    };
    /** @type {Measured[]} */
    const measured = [];
    for (const target of targets) {
      log(`  ${target.label} on ${name}: ${WARMUP} s warm-up, ${DURATION} s profiled`);
      if (WARMUP > 0) await load(target, WARMUP);
      const from = nowUs();
      const result = await load(target, DURATION);
      const to = nowUs();
      measured.push({
        ...target,
        from,
        to,
        requests: result.requests.total,
        rps: result.requests.average,
      });
    }
    await stopServer(app); // the profile is written when the server exits
    const [file] = readdirSync(profileDir).filter((entry) => entry.endsWith(".cpuprofile"));
    if (!file) throw new Error(`the server on ${name} wrote no CPU profile`);
    /** @type {CpuProfile} */
    const profile = JSON.parse(readFileSync(join(profileDir, file), "utf8"));
    const keep = process.env.PROFILE_KEEP;
    if (keep) copyFileSync(join(profileDir, file), `${keep}-${database}.cpuprofile`);
    return {
      name,
      source: place.source,
      partial: targets !== allTargets,
      table: partsTable(profile, measured),
      tops: TOP_TARGETS.flatMap((label) => {
        const target = measured.find((t) => t.label === label);
        return target ? [{ label, table: topTable(profile, target) }] : [];
      }),
    };
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/**
 * Microseconds per request by part, a column a target.
 * @param {CpuProfile} profile
 * @param {Measured[]} measured
 */
function partsTable(profile, measured) {
  const splits = measured.map((target) => split(profile, target));
  const rows = PARTS.map(([part]) => part)
    .map(
      (part) =>
        /** @type {[string, ...number[]]} */ ([part, ...splits.map((s) => s.get(part) ?? 0)]),
    )
    .filter(([, ...values]) => values.some((v) => v >= 0.05));
  const total = splits.map((s) => [...s.values()].reduce((sum, v) => sum + v, 0));
  return [
    `| part (µs per request) | ${measured.map((t) => t.label).join(" | ")} |`,
    `| --- | ${measured.map(() => "---:").join(" | ")} |`,
    ...rows.map(
      ([part, ...values]) => `| ${part} | ${values.map((v) => v.toFixed(1)).join(" | ")} |`,
    ),
    `| **total (wall time per request on the server's thread)** | ${total.map((v) => `**${v.toFixed(1)}**`).join(" | ")} |`,
    `| requests per second while profiled | ${measured.map((t) => t.rps.toFixed(0)).join(" | ")} |`,
  ].join("\n");
}

/**
 * @param {CpuProfile} profile
 * @param {Measured} target
 */
function topTable(profile, target) {
  return [
    "| function (innermost frame) | µs per request |",
    "| --- | ---: |",
    topFunctions(profile, target),
  ].join("\n");
}

/** @typedef {NonNullable<Awaited<ReturnType<typeof profileDatabase>>>} DatabaseProfile */

/** @param {DatabaseProfile} db */
function databaseSection(db) {
  return [
    `## ${db.name}`,
    db.source,
    db.table,
    ...db.tops.map(
      (top) =>
        `### ${db.name}, ${top.label}: the ${TOP_COUNT} functions with the most time of their own\n\n${top.table}`,
    ),
  ].join("\n\n");
}

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`${SERVER_ENTRY} is missing: run npm run build first.`);
    process.exitCode = 1;
    return;
  }
  const other = process.env.PROFILE_ENTRY;
  if (other) {
    if (!existsSync(other)) throw new Error(`PROFILE_ENTRY=${other} does not exist`);
    setServerEntry(other);
  } else {
    snapshotBuild();
  }
  /** @type {DatabaseProfile[]} */
  const done = [];
  for (const database of DATABASES) {
    const db = await profileDatabase(database);
    if (db) done.push(db);
  }
  const setup = `${other ? `${currentServerEntry()}, ` : ""}${availableParallelism()} CPUs, Node ${process.version}, ${new Date().toISOString()}, autocannon ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s profiled per target`;
  const sections = done.map(databaseSection).join("\n\n");
  console.log(`\n${setup}\n\n${sections}\n`);
  const complete =
    done.length === Object.keys(DATABASE_NAMES).length && done.every((db) => !db.partial);
  if (DURATION >= 10 && complete && !other) {
    writeFileSync(OUTPUT, profileReport(setup, sections));
    log(`written to ${OUTPUT}`);
  } else {
    log(`short or partial run: ${OUTPUT} left as it is`);
  }
}

/** @param {string} setup @param {string} sections */
function profileReport(setup, sections) {
  return `# Profile: where a request's time goes

\`npm run bench:profile\` (after \`npm run build\`) runs the built server under Node's CPU profiler,
once on PGlite and once on PostgreSQL, loads each route with autocannon and sorts the samples of
each measured window by the code they ran in (the innermost frame). Figures are microseconds of
the server thread's wall time per request; the profiler itself slows the server a little. On
PostgreSQL the database's own work runs in its server's processes, outside the profile: what the
server thread shows of it is Drizzle and postgres.js, and the wait for the answers (idle).

${setup}

${sections}

## Reading it

- **The socket write** is the largest part for both routes, and the same cost the raw
  \`node:http\` server pays. On a machine with few CPUs it also holds the time the operating
  system gives autocannon's process when the write wakes it.
- **The framework's request path** (TanStack Router, TanStack Start, srvx and h3, the web
  Request and Response objects and their streams, and the garbage they leave) is what separates
  \`/api/health\` from the raw server. TanStack Start builds a router and matches routes for every
  request, server routes included, and hands the body over as a web stream.
- **The key check and /me's own work** (the route handler, the key's hash, and the shared bundle
  where the verifier, the limiter and the usage counter live) add a few microseconds on top.
  PGlite appears only when a cache entry expires (once a second per key and per user). The
  response is one srvx FastResponse made with every header, which Node writes as one string.
- **get-session** is answered by the server entry from the instance's session cache (ADR 078),
  past Nitro's and TanStack Start's routers: the cookie's HMAC check (\`crypto\`), one cache
  lookup and a body serialized once per cache entry. The database and Better Auth are reached
  once a second per session, not per connection.
- **The server-rendered pages** spend most of their time in React's server renderer and in
  Mantine's components: style props, class names and the theme, worked out for every element of
  every render. (The build puts Mantine's core into a server chunk named after
  \`@mantine/charts\`; \`_Box\` and \`extractStyleProps\` there are \`@mantine/core\`'s.) On a warm
  \`/dashboard\` the session, the workspace and memberships (one read per session cache entry),
  the subscriptions, the key list and usage come from one-second caches: the page makes no query.
  What remains is rendering and TanStack Router's per-request router, which is why SSR
  \`/dashboard\` stays far from 1,000 requests a second on two CPUs.
`;
}

await runMain(main);
