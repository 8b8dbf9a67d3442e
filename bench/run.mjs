// `npm run bench`: the one benchmark command. It builds the app if needed, then measures the
// built server as users run it: request rates on PGlite and on PostgreSQL, first-load bytes,
// Lighthouse, cold start and peak memory, and reports them against the targets (bench/README.md
// says what each figure is).
//
// BENCH_DURATION (seconds per load target, default 10): a full run (10 or more) rewrites
// bench/README.md, keeping the hand-written notes at its end; a shorter one only prints.
// BENCH_SMOKE=1, or BENCH_DURATION of 2 or less: everything briefly (the `npm test` stage), and
// a failure when any target answers errors or a figure is missing.
// BENCH_MIXED_DURATION (seconds, default 60; 3 in a smoke run): the fixed-rate part of the mixed
// load (bench/mixed.mjs). BENCH_ONLY=mixed: the mixed stage alone, on each database; at its full
// length (60 s or more, not a smoke run) it rewrites only that section of bench/README.md.
// BENCH_DATABASE_URL: the PostgreSQL server for the PostgreSQL column (else a throwaway cluster
// when the server binaries are installed). BENCH_BUILD=never|always: see ensureBuilt.
// CHROME_PATH: the Chromium for Lighthouse (default /usr/bin/chromium).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { abStage } from "./ab.mjs";
import { firstLoad } from "./assets.mjs";
import {
  atExit,
  browserCannon,
  cannon,
  checkSignedIn,
  currentServerEntry,
  ensureBuilt,
  keyFor,
  log,
  median,
  organizationFor,
  ROOT,
  runMain,
  setServerEntry,
  signIn,
  snapshotBuild,
  spawnApp,
  startApp,
  startReplay,
  stopServer,
  summarize,
  waitFor200,
  watchMemory,
} from "./lib.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { mixedLoad } from "./mixed.mjs";
import { providePostgres } from "./postgres.mjs";
import {
  abProblems,
  abSection,
  failingAuditsText,
  keptNotes,
  mixedOnlySetup,
  mixedProblems,
  mixedSection,
  printable,
  readme,
  render,
  smokeProblems,
  withMixedSection,
} from "./report.mjs";

/** @import { AppServer } from "./lib.mjs" */
/** @import { LoadRow, MixedOnlyResults, Results, Unfinished } from "./results.ts" */

const README = join(ROOT, "bench/README.md");

const SMOKE =
  process.env.BENCH_SMOKE === "1" ||
  (process.env.BENCH_DURATION !== undefined && Number(process.env.BENCH_DURATION) <= 2);
const DURATION = SMOKE ? 1 : Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = SMOKE ? 0 : Math.min(3, DURATION);
const FULL_RUN = !SMOKE && DURATION >= 10;
const COLD_STARTS = SMOKE ? 1 : 3;
/** A smoke run's requests per target: ten on each of its connections (bench/lib.mjs). */
const SMOKE_ANSWERS = 100;
const LIGHTHOUSE_RUNS = 3;
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_DURATION ?? (SMOKE ? 3 : 60));
/** Seconds at the mixed load's rate before it is counted, so that the heap has grown to it. */
const MIXED_SETTLE = 10;
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && ONLY !== "mixed" && ONLY !== "ab") {
  throw new Error(`BENCH_ONLY=${ONLY}: only "mixed" and "ab" can be run alone`);
}
if (!(MIXED_SECONDS > 0)) throw new Error("BENCH_MIXED_DURATION must be a number of seconds");

/**
 * The load targets, in table order. `browser`: every connection keeps its own cookies (see
 * browserCannon). `only`: the databases the target runs on.
 */
const TARGETS = [
  { id: "health", label: "/api/health", path: "/api/health" },
  { id: "auth-ok", label: "/api/auth/ok", path: "/api/auth/ok" },
  {
    id: "get-session",
    label: "/api/auth/get-session (signed in)",
    path: "/api/auth/get-session",
    browser: true,
  },
  { id: "me", label: "/api/v1/me (API key)", path: "/api/v1/me", key: true },
  {
    id: "me-organization",
    label: "/api/v1/me (organization key)",
    path: "/api/v1/me",
    key: true,
    organization: true,
  },
  { id: "login", label: "SSR /login (anonymous)", path: "/login" },
  { id: "dashboard", label: "SSR /dashboard (signed in)", path: "/dashboard", browser: true },
  {
    id: "organization",
    label: "SSR /organization (organization active)",
    path: "/organization",
    browser: true,
    organization: true,
  },
  {
    id: "organization-members",
    label: "SSR /organization/members (organization active)",
    path: "/organization/members",
    browser: true,
    organization: true,
  },
];

/** Measured again with one worker per CPU (WEB_CONCURRENCY), beside their one-process rows. */
const WORKER_TARGETS = ["me", "dashboard"];

/**
 * A target's load: after the warm-up, DURATION seconds; in a smoke run SMOKE_ANSWERS requests
 * instead, answered however long a loaded machine takes (one second once ended with none
 * answered on a slow page, and the run failed for it).
 * @param {string} label
 * @param {(span: import("./lib.mjs").Span) => Promise<import("autocannon").Result>} run
 * @returns {Promise<LoadRow>}
 */
async function measure(label, run) {
  if (SMOKE) {
    log(`  ${label}: ${SMOKE_ANSWERS} requests`);
    return summarize(label, await run({ amount: SMOKE_ANSWERS }));
  }
  log(`  ${label}: ${WARMUP ? `${WARMUP} s warm-up, ` : ""}${DURATION} s measured`);
  if (WARMUP > 0) await run({ duration: WARMUP });
  return summarize(label, await run({ duration: DURATION }));
}

/**
 * Every load target on one database, on one server whose memory is watched over the loads.
 * @param {string} database
 * @param {{ main: AppServer }} servers
 * @param {Pick<Results, "targets" | "memory">} results
 */
async function loadDatabase(database, servers, results) {
  const cookie = await signIn(servers.main);
  await checkSignedIn(servers.main, cookie);
  const key = await keyFor(servers.main, cookie);
  const organization = await organizationFor(servers.main);

  const watchers = new Map();
  for (const target of TARGETS) {
    const server = servers.main;
    if (!watchers.has(server)) watchers.set(server, watchMemory(server.pid));
    const url = `${server.url}${target.path}`;
    const targetKey = target.organization ? organization.key : key;
    /** @type {Record<string, string>} */
    const headers = target.key ? { authorization: `Bearer ${targetKey}` } : {};
    const targetCookie = target.organization ? organization.cookie : cookie;
    const row = await measure(`${target.label} on ${database}`, (span) =>
      target.browser ? browserCannon(url, targetCookie, span) : cannon(url, headers, span),
    );
    row.label = target.label;
    row.database = database;
    /** @type {Results["targets"][number]} */ (
      results.targets.find((t) => t.id === target.id)
    ).rows[database] = row;
  }
  for (const [server, watcher] of watchers) {
    results.memory.push({ server: server.name, ...watcher.stop() });
  }
  return cookie;
}

/**
 * WORKER_TARGETS on a second server on the same PostgreSQL database, running one worker per CPU.
 * @param {AppServer} pgApp the one-process server, stopped first so that it takes no CPU
 * @param {Pick<Results, "targets" | "workers">} results
 */
async function loadWorkers(pgApp, results) {
  const count = availableParallelism();
  await stopServer(pgApp);
  const app = await startApp(`app on PostgreSQL, ${count} workers`, {
    DATABASE_URL: pgApp.env.DATABASE_URL ?? "",
    WEB_CONCURRENCY: String(count),
  });
  const cookie = await signIn(app);
  await checkSignedIn(app, cookie);
  const key = await keyFor(app, cookie);
  results.workers = { count, rows: [] };
  for (const target of TARGETS.filter(({ id }) => WORKER_TARGETS.includes(id))) {
    const url = `${app.url}${target.path}`;
    const many = await measure(`${target.label} on PostgreSQL, ${count} workers`, (span) =>
      target.browser
        ? browserCannon(url, cookie, span)
        : cannon(url, { authorization: `Bearer ${key}` }, span),
    );
    many.label = target.label;
    many.database = `PostgreSQL, ${count} workers`;
    const one = results.targets.find(({ id }) => id === target.id)?.rows.PostgreSQL;
    results.workers.rows.push({ label: target.label, one, many });
  }
  await stopServer(app);
}

/**
 * The product's key check against the API key plugin's, in one process (bench/key-check.bench.ts,
 * the benchmark's own harness, so the REST API carries no switch for it).
 */
function keyCheck() {
  const file = join(ROOT, ".output", "key-check.json");
  execFileSync("npx", ["vitest", "run", "--config", "bench/vitest.config.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BENCH_JSON: file, BENCH_KEY_CHECK_SECONDS: SMOKE ? "0.5" : "5" },
  });
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * Runs `stage` on an app server over PostgreSQL (BENCH_DATABASE_URL or a throwaway cluster),
 * or records why the PostgreSQL column is skipped.
 * @param {Pick<Results, "databases">} results
 * @param {(app: AppServer) => Promise<void>} stage
 */
async function onPostgres(results, stage) {
  const pg = await providePostgres({ allowCluster: !SMOKE });
  if (pg.skipped !== undefined) {
    log(`PostgreSQL column skipped: ${pg.skipped}`);
    results.databases.push({ name: "PostgreSQL", skipped: pg.skipped });
    return;
  }
  atExit(() => pg.stop());
  log(`PostgreSQL (${pg.source})`);
  results.databases.push({ name: "PostgreSQL", source: pg.source });
  const pgApp = await startApp("app on PostgreSQL", { DATABASE_URL: pg.url });
  await stage(pgApp);
  await stopServer(pgApp);
}

/**
 * The mixed stage on one running server; its results join `results.mixed`.
 * @param {AppServer} server
 * @param {string} database
 * @param {Pick<Results, "mixed">} results
 */
async function mixedStage(server, database, results) {
  const run = await mixedLoad(server, database, {
    seconds: MIXED_SECONDS,
    probeSeconds: DURATION,
    warmupSeconds: WARMUP,
    settleSeconds: SMOKE ? 0 : MIXED_SETTLE,
  });
  log(
    `  mixed load on ${database}: ${run.total.sent} sent, ${run.total.errors} errors, p99 ${run.total.p99.toFixed(1)} ms, RSS ${run.memory.firstMb.toFixed(0)} → ${run.memory.lastMb.toFixed(0)} MB`,
  );
  results.mixed.push(run);
}

/**
 * Spawn → first 200 on /api/ready and on /login, polled side by side, on the existing data.
 * @param {AppServer} stopped
 */
async function coldStart(stopped) {
  const runs = [];
  let previous = stopped;
  for (let i = 0; i < COLD_STARTS; i++) {
    await stopServer(previous);
    const since = performance.now();
    const server = await spawnApp(`${stopped.name}, restarted`, stopped.env, {
      dataDir: stopped.dataDir,
      port: stopped.port,
    });
    const [readyMs, loginMs] = await Promise.all([
      waitFor200(server, `${server.url}/api/ready`, since, 10),
      waitFor200(server, `${server.url}/login`, since, 10),
    ]);
    log(
      `  cold start ${i + 1}: /api/ready ${readyMs.toFixed(0)} ms, /login ${loginMs.toFixed(0)} ms`,
    );
    runs.push({ readyMs, loginMs });
    previous = server;
  }
  await stopServer(previous);
  return {
    runs,
    readyMs: median(runs.map((run) => run.readyMs)),
    loginMs: median(runs.map((run) => run.loginMs)),
  };
}

const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

function totalMemory() {
  try {
    const free = execFileSync("free", ["-h"], { encoding: "utf8" });
    return (
      free
        .split("\n")
        .find((line) => line.startsWith("Mem:"))
        ?.split(/\s+/)[1] ?? "unknown"
    );
  } catch {
    return "unknown";
  }
}

/** @param {string} loadAtStart @returns {Results["machine"]} */
function machine(loadAtStart) {
  // Only the load before the run tells of other work: the run itself keeps both CPUs busy.
  const busy = Number(loadAtStart.split(",")[0]);
  return {
    cpus: availableParallelism(),
    memory: totalMemory(),
    node: process.version,
    date: new Date().toISOString(),
    loadAtStart,
    loadAtEnd: loadNow(),
    busy: busy > availableParallelism(),
  };
}

/**
 * BENCH_ONLY=mixed: the mixed stage on each database, and nothing else.
 * @param {string | null} built
 * @param {string} loadAtStart
 */
async function mixedOnly(built, loadAtStart) {
  /** @type {Unfinished<MixedOnlyResults, "machine">} */
  const results = {
    command: `BENCH_ONLY=mixed ${SMOKE ? "BENCH_SMOKE=1 " : ""}${process.env.BENCH_MIXED_DURATION ? `BENCH_MIXED_DURATION=${MIXED_SECONDS} ` : ""}npm run bench`,
    built,
    databases: [{ name: "PGlite", source: "embedded PGlite in a temporary DATA_DIR" }],
    mixed: [],
  };
  log("PGlite");
  const app = await startApp("app on PGlite", {});
  await mixedStage(app, "PGlite", results);
  await stopServer(app);
  await onPostgres(results, (pgApp) => mixedStage(pgApp, "PostgreSQL", results));
  results.machine = machine(loadAtStart);
  const section = `${mixedOnlySetup(/** @type {MixedOnlyResults} */ (results))}\n\n${mixedSection(results)}`;
  console.log(`\n${section}\n`);
  const problems = mixedProblems(results);
  if (SMOKE) {
    if (problems.length > 0) {
      console.error(`mixed load failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
      process.exitCode = 1;
    } else {
      log("mixed load smoke run passed: no errors");
    }
  } else if (MIXED_SECONDS >= 60) {
    const updated = withMixedSection(readFileSync(README, "utf8"), section);
    if (updated) {
      writeFileSync(README, updated);
      log(`mixed-load section of ${README} rewritten`);
    } else {
      log(`${README} has no mixed-load section yet: a full \`npm run bench\` writes it`);
    }
  }
}

/** The variables an A/B run's command line is told with, when set. */
const AB_VARIABLES = [
  "BENCH_AB_BASE",
  "BENCH_AB_DIR",
  "BENCH_AB_TARGETS",
  "BENCH_AB_DATABASES",
  "BENCH_AB_ROUNDS",
  "BENCH_DURATION",
  "BENCH_MIXED_DURATION",
];

/**
 * BENCH_ONLY=ab: the chosen targets on this build (metering on) against a base commit's, in
 * turns, on each chosen database (bench/ab.mjs), then the mixed load on PGlite with metering on.
 * Prints; writes nothing.
 * @param {string | null} built
 * @param {string} loadAtStart
 */
async function abOnly(built, loadAtStart) {
  const rounds = Number(process.env.BENCH_AB_ROUNDS ?? (SMOKE ? 1 : 5));
  log(`A/B: ${rounds} rounds of ${DURATION} s per side${built ? ` (built: ${built})` : ""}`);
  const ab = await abStage({
    duration: DURATION,
    warmup: WARMUP,
    rounds,
    entry: setServerEntry,
    headEntry: currentServerEntry(),
  });
  /** @type {Unfinished<MixedOnlyResults, "machine">} */
  const results = {
    command: `${["BENCH_ONLY=ab", ...AB_VARIABLES.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`)].join(" ")} npm run bench`,
    built,
    databases: [{ name: "PGlite", source: "embedded PGlite in a temporary DATA_DIR" }],
    mixed: [],
  };
  const app = await startApp("app on PGlite, metering on", { API_METERING: "true" });
  await mixedStage(app, "PGlite", results);
  await stopServer(app);
  results.machine = machine(loadAtStart);
  const setup = mixedOnlySetup(/** @type {MixedOnlyResults} */ (results));
  console.log(
    [
      "",
      setup,
      "### A/B",
      abSection(ab),
      "### Mixed load (PGlite, this build, metering on)",
      mixedSection(results),
      "",
    ].join("\n\n"),
  );
  const problems = [...abProblems(ab), ...mixedProblems(results)];
  if (problems.length > 0) {
    console.error(`A/B failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exitCode = 1;
  }
}

async function main() {
  const built = ensureBuilt();
  snapshotBuild();
  const loadAtStart = loadNow();
  if (/** @type {number} */ (loadavg()[0]) > availableParallelism()) {
    log(
      `warning: load average ${loadAtStart} on ${availableParallelism()} CPUs: figures will be low`,
    );
  }
  if (ONLY === "mixed") {
    await mixedOnly(built, loadAtStart);
    return;
  }
  if (ONLY === "ab") {
    await abOnly(built, loadAtStart);
    return;
  }
  log(SMOKE ? `smoke run: ${SMOKE_ANSWERS} requests per target` : `${DURATION} s per target`);
  /** @type {Unfinished<Results, "ceiling" | "coldStart" | "machine">} */
  const results = {
    command: `${SMOKE ? "BENCH_SMOKE=1 " : DURATION !== 10 ? `BENCH_DURATION=${DURATION} ` : ""}npm run bench`,
    built,
    duration: DURATION,
    warmup: WARMUP,
    databases: [{ name: "PGlite", source: "embedded PGlite in a temporary DATA_DIR" }],
    targets: TARGETS.map(({ id, label }) => ({ id, label, rows: {} })),
    memory: [],
    bytes: [],
    lighthouse: [],
    mixed: [],
  };

  log("ceiling");
  const hello = await startReplay("node", {
    status: 200,
    headers: { "content-type": "application/json" },
    body: '{"hello":"world"}',
  });
  results.ceiling = await measure("raw node:http hello world", (span) =>
    cannon(`${hello.url}/`, {}, span),
  );
  await stopServer(hello);

  log("PGlite");
  const app = await startApp("app on PGlite", {});
  const cookie = await loadDatabase("PGlite", { main: app }, results);
  await mixedStage(app, "PGlite", results);

  await onPostgres(results, async (pgApp) => {
    await loadDatabase("PostgreSQL", { main: pgApp }, results);
    await mixedStage(pgApp, "PostgreSQL", results);
    log(`PostgreSQL, ${availableParallelism()} workers`);
    await loadWorkers(pgApp, results);
  });

  log("key check in process");
  results.keyCheck = keyCheck();

  log("first-load bytes");
  results.bytes.push(await firstLoad(app.url, "/"));
  results.bytes.push(await firstLoad(app.url, "/login"));
  results.bytes.push(await firstLoad(app.url, "/dashboard", cookie));

  log("Lighthouse");
  // The session token alone: a short-lived cookie cache from the sign-in would be stale by now,
  // and the page sets a fresh one itself.
  const sessionCookie = cookie
    .split("; ")
    .filter((pair) => pair.includes("session_token="))
    .join("; ");
  // The issue's six pages, mobile (the target's form factor), each the median of three runs.
  const pages = [
    { label: "/", url: `${app.url}/` },
    { label: "/login", url: `${app.url}/login` },
    ...["/dashboard", "/settings", "/subscriptions", "/api-docs"].map((path) => ({
      label: path,
      url: `${app.url}${path}`,
      cookie: sessionCookie,
    })),
  ];
  results.lighthouse = SMOKE
    ? await runLighthouse(
        pages.filter((page) => page.label === "/login"),
        ["mobile"],
        1,
      )
    : await runLighthouse(pages, ["mobile"], LIGHTHOUSE_RUNS);
  log(`failing Lighthouse audits:\n${failingAuditsText(results, false)}`);

  log("cold start");
  results.coldStart = await coldStart(app);

  results.machine = machine(loadAtStart);

  const tables = render(/** @type {Results} */ (results));
  console.log(`\n${printable(tables)}\n`);
  if (SMOKE) {
    const problems = smokeProblems(/** @type {Results} */ (results));
    if (problems.length > 0) {
      console.error(`benchmark smoke run failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
      process.exitCode = 1;
    } else {
      log("benchmark smoke run passed: every target answered without errors");
    }
    log(`smoke run: ${README} left as it is`);
  } else if (FULL_RUN) {
    writeFileSync(README, readme(tables, keptNotes(README)));
    log(`written to ${README}`);
  } else {
    log(`short run (BENCH_DURATION=${DURATION}): ${README} left as it is`);
  }
}

await runMain(main);
