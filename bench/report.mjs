// The benchmark's tables (markdown, printed and written to bench/README.md on full runs), the
// targets with their verdicts, and the smoke run's checks. Targets are reported, never asserted.
import { existsSync, readFileSync } from "node:fs";
import { CONNECTIONS } from "./lib.mjs";
import { FLAT_WITHIN, LOAD_SHARE, MAX_IN_FLIGHT, MIX, TIMEOUT_MS, USERS } from "./mixed.mjs";

/** @import { AbResult, AbSide } from "./ab.mjs" */
/** @import { LoadRow, MixedOnlyResults, MixedRun, Results } from "./results.ts" */
/** @typedef {ReturnType<typeof render>} Tables */

/** Everything after this line in bench/README.md is hand-written and kept on rewrite. */
const NOTES_MARKER = "<!-- notes below are kept by bench/run.mjs -->";
/** The mixed-load section sits between these, so that `BENCH_ONLY=mixed` can replace it alone. */
const MIXED_START = "<!-- mixed load: start -->";
const MIXED_END = "<!-- mixed load: end -->";

const TARGETS = {
  dashboardRps: 1000,
  dashboardP99Ms: 50,
  sessionRps: 2000,
  loginJsKb: 150,
  loginCssKb: 30,
  lighthouse: { performance: 95, accessibility: 100, "best-practices": 100 },
  coldStartMs: 2000,
  memoryMb: 300,
  // issue 4: the REST API's key-authenticated path
  meVsPlain: 0.8,
  meVsPlugin: 10,
  // issue 17: /api/v1 answered at the server entry, before TanStack Start's handler
  meP99Ms: 5,
  meVsCeiling: 0.25,
  // issue 14: an organization's page and key cost what a person's do, within 10%. Compared in
  // the same run, since the machine under the run changes between runs.
  organizationVsPersonal: 0.9,
  // issues 32 and 46: in the A/B against a base commit, on each database, these keep at least
  // this share of the base's request rate
  abNotSlower: 0.95,
  abNotSlowerTargets: ["me", "login", "list", "webhook"],
};

/** Hashed assets smaller than this may be sent as they are: compressing them saves nothing. */
const COMPRESS_FROM_BYTES = 1024;

const fixed = (/** @type {number} */ n, digits = 0) =>
  Number.isFinite(n) ? n.toFixed(digits) : "—";
const thousands = (/** @type {number} */ n) =>
  Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "—";
const kb = (/** @type {number} */ bytes) =>
  Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)}` : "—";
const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b > 0 ? a / b : Number.NaN);
const percent = (/** @type {number} */ n) =>
  Number.isFinite(n) ? `${(100 * n).toFixed(1)}%` : "—";
const verdict = (/** @type {boolean} */ ok) => (ok ? "met" : "**missed**");
/** @param {string[]} header @param {string[]} align @param {string[][]} rows */
function table(header, align, rows) {
  return [
    `| ${header.join(" | ")} |`,
    `| ${align.map((a) => (a === "r" ? "---:" : "---")).join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

/** @param {Results} r */
function setupBlock(r) {
  const m = r.machine;
  const databases = r.databases.map((db) =>
    db.skipped ? `${db.name}: **skipped** (${db.skipped})` : `${db.name}: ${db.source}`,
  );
  return [
    `- machine: ${m.cpus} CPUs (\`nproc\`), ${m.memory} memory (\`free -h\` total), Node ${m.node}`,
    `- date: ${m.date}`,
    `- load average (1, 5, 15 min) before: ${m.loadAtStart}${m.busy ? " (above the CPU count: other work shared the machine and the figures are low)" : ""}; after: ${m.loadAtEnd} (the benchmark's own load included)`,
    `- command: \`${r.command}\`${r.built ? ` (built first: ${r.built})` : ""}`,
    `- load: autocannon, ${CONNECTIONS} connections, ${r.warmup ? `${r.warmup} s warm-up then ` : "no warm-up, "}${r.duration} s measured per target, from the benchmark's own process; every server is its own process on the same machine, its stdout (the request log) written to a file`,
    `- databases: ${databases.join("; ")}`,
  ].join("\n");
}

/** @param {Results} r */
function loadTable(r) {
  const dbs = r.databases.filter((db) => !db.skipped).map((db) => db.name);
  const header = ["target"];
  const align = ["l"];
  for (const db of dbs) {
    header.push(`${db} req/s`, "p50 (ms)", "p99 (ms)", "errors", "of ceiling");
    align.push("r", "r", "r", "r", "r");
  }
  const cells = (/** @type {LoadRow | null | undefined} */ row) =>
    row
      ? [
          thousands(row.rps),
          fixed(row.p50, 1),
          fixed(row.p99, 1),
          `${row.errors}${row.errors > 0 ? ` (${statusSummary(row)})` : ""}`,
          percent(ratio(row.rps, r.ceiling.rps)),
        ]
      : ["—", "—", "—", "—", "—"];
  const rows = [
    [r.ceiling.label, ...cells(r.ceiling), ...dbs.slice(1).flatMap(() => cells(null))],
    ...r.targets.map((target) => [target.label, ...dbs.flatMap((db) => cells(target.rows[db]))]),
  ];
  return table(header, align, rows);
}

/**
 * One process against a worker per CPU, on PostgreSQL.
 * @param {Results} r
 */
function workersTable(r) {
  if (!r.workers) return "Not measured: it runs on PostgreSQL only.";
  const n = r.workers.count;
  const rows = r.workers.rows.map(({ label, one, many }) => [
    label,
    one ? thousands(one.rps) : "—",
    one ? fixed(one.p99, 1) : "—",
    thousands(many.rps),
    fixed(many.p99, 1),
    one ? `${fixed(ratio(many.rps, one.rps), 2)}×` : "—",
  ]);
  return table(
    [
      "target (PostgreSQL)",
      "1 worker req/s",
      "p99 (ms)",
      `${n} workers req/s`,
      "p99 (ms)",
      "ratio",
    ],
    ["l", "r", "r", "r", "r", "r"],
    rows,
  );
}

/** @param {Pick<LoadRow, "errors" | "statuses">} row */
function statusSummary(row) {
  const failed = Object.entries(row.statuses ?? {}).filter(([code]) => !code.startsWith("2"));
  const parts = failed.map(([code, count]) => `${count}× ${code}`);
  const other = row.errors - failed.reduce((sum, [, count]) => sum + count, 0);
  if (other > 0) parts.push(`${other} failed or timed out`);
  return parts.join(", ");
}

/** @param {Results} r */
function bytesTable(r) {
  const rows = r.bytes.map((page) => [
    page.label,
    `${kb(page.html.raw)} / ${kb(page.html.served)} (${page.html.encoding})`,
    `${page.js.count}`,
    kb(page.js.raw),
    `${kb(page.js.served)} (${page.js.encoding})`,
    kb(page.js.gzip),
    `${page.css.count}`,
    kb(page.css.raw),
    `${kb(page.css.served)} (${page.css.encoding})`,
    kb(page.css.gzip),
  ]);
  return table(
    [
      "page",
      "HTML raw / served (kB)",
      "JS files",
      "JS raw (kB)",
      "JS served (kB)",
      "JS gzip (kB)",
      "CSS files",
      "CSS raw (kB)",
      "CSS served (kB)",
      "CSS gzip (kB)",
    ],
    ["l", "r", "r", "r", "r", "r", "r", "r", "r", "r"],
    rows,
  );
}

/** @param {Results} r */
function assetsLine(r) {
  const a = assetSummary(r);
  return `Hashed assets under /assets/ on these pages: ${a.total}; served compressed: ${a.compressed}${a.smallUncompressed ? ` (${a.smallUncompressed} under ${COMPRESS_FROM_BYTES} bytes sent as they are)` : ""}${a.bigUncompressed.length ? `; **${a.bigUncompressed.length} larger ones uncompressed**: ${a.bigUncompressed.join(", ")}` : ""}; \`cache-control: immutable\`: ${a.immutable} of ${a.total}${a.notImmutable.length ? ` (not: ${a.notImmutable.join(", ")})` : ""}.`;
}

/** @param {Results} r */
function assetSummary(r) {
  const files = new Map();
  for (const page of r.bytes) for (const file of page.assets) files.set(file.path, file);
  const all = [...files.values()];
  const uncompressed = all.filter((f) => f.encoding === "identity");
  return {
    total: all.length,
    compressed: all.length - uncompressed.length,
    smallUncompressed: uncompressed.filter((f) => f.raw < COMPRESS_FROM_BYTES).length,
    bigUncompressed: uncompressed.filter((f) => f.raw >= COMPRESS_FROM_BYTES).map((f) => f.path),
    immutable: all.filter((f) => f.immutable).length,
    notImmutable: all.filter((f) => !f.immutable).map((f) => f.path),
  };
}

/** @param {Results} r */
function lighthouseTable(r) {
  return table(
    [
      "page",
      "form factor",
      "performance",
      "runs",
      "accessibility",
      "best practices",
      "FCP",
      "LCP",
      "TBT",
      "CLS",
    ],
    ["l", "l", "r", "r", "r", "r", "r", "r", "r", "r"],
    r.lighthouse.map((run) => [
      run.page,
      run.preset,
      `${run.scores.performance}`,
      run.performanceRuns.join(", "),
      `${run.scores.accessibility}`,
      `${run.scores["best-practices"]}`,
      `${fixed(run.metrics.fcp)} ms`,
      `${fixed(run.metrics.lcp)} ms`,
      `${fixed(run.metrics.tbt)} ms`,
      fixed(run.metrics.cls, 3),
    ]),
  );
}

/**
 * Failing audits, grouped by page: an audit failing in both form factors is listed once.
 * @param {Pick<Results, "lighthouse">} r
 * @param {boolean} markdown
 */
export function failingAuditsText(r, markdown) {
  const lines = [];
  for (const page of [...new Set(r.lighthouse.map((run) => run.page))]) {
    const runs = r.lighthouse.filter((run) => run.page === page);
    const audits = new Map();
    for (const run of runs) {
      for (const audit of run.failing) {
        const entry = audits.get(audit.id) ?? { ...audit, in: [], items: new Set() };
        const score = audit.score === null ? "error" : audit.score;
        entry.in.push(
          `${run.preset} ${score}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
        );
        for (const item of audit.items ?? []) entry.items.add(item);
        audits.set(audit.id, entry);
      }
    }
    lines.push(markdown ? `**${page}**\n` : `${page}:`);
    if (audits.size === 0) lines.push(markdown ? "- none" : "  none");
    for (const audit of audits.values()) {
      const code = (/** @type {string} */ text) =>
        markdown ? `\`${text.replaceAll("`", "'")}\`` : text;
      const items = [...audit.items].map(code).join(", ");
      const text = `${audit.title} (${code(audit.id)}; score ${audit.in.join("; ")})${items ? `: ${items}` : ""}`;
      lines.push(markdown ? `- ${text}` : `  - ${text}`);
    }
    if (markdown) lines.push("");
  }
  return lines.join("\n");
}

/** @param {Results} r */
function coldAndMemoryTable(r) {
  const rows = [
    [
      "cold start to the first 200 on /api/ready",
      `${fixed(r.coldStart.readyMs)} ms`,
      r.coldStart.runs.map((run) => fixed(run.readyMs)).join(", "),
    ],
    [
      "cold start to the first 200 on /login",
      `${fixed(r.coldStart.loginMs)} ms`,
      r.coldStart.runs.map((run) => fixed(run.loginMs)).join(", "),
    ],
    ...r.memory.map((m) => [
      `peak memory, ${m.server}`,
      `${fixed(m.hwm)} MB`,
      `VmHWM ${fixed(m.hwm)}${m.hwmReset ? " (reset when the load began)" : " (since the start: it could not be reset)"}; sampled every 250 ms: ${fixed(m.start)} at the start, max ${fixed(m.sampledMax)}, ${fixed(m.final)} at the end`,
    ]),
  ];
  return table(["measure", "figure", "detail (ms or MB)"], ["l", "r", "l"], rows);
}

/** @param {Results} r */
function targetChecks(r) {
  /** @type {[string, string, string, boolean][]} */
  const checks = [];
  const row = (/** @type {string} */ label, /** @type {string} */ db) =>
    r.targets.find((t) => t.id === label)?.rows[db];
  for (const db of r.databases.filter((d) => !d.skipped).map((d) => d.name)) {
    const dashboard = row("dashboard", db);
    if (dashboard) {
      checks.push([
        `SSR /dashboard signed in (${db})`,
        `${thousands(dashboard.rps)} req/s, p99 ${fixed(dashboard.p99)} ms, ${dashboard.errors} errors`,
        `≥ ${thousands(TARGETS.dashboardRps)} req/s, p99 ≤ ${TARGETS.dashboardP99Ms} ms, 0 errors`,
        dashboard.rps >= TARGETS.dashboardRps &&
          dashboard.p99 <= TARGETS.dashboardP99Ms &&
          dashboard.errors === 0,
      ]);
    }
    const session = row("get-session", db);
    if (session) {
      checks.push([
        `/api/auth/get-session (${db})`,
        `${thousands(session.rps)} req/s, ${session.errors} errors`,
        `≥ ${thousands(TARGETS.sessionRps)} req/s, 0 errors`,
        session.rps >= TARGETS.sessionRps && session.errors === 0,
      ]);
    }
  }
  const login = r.bytes.find((page) => page.label === "/login");
  if (login) {
    checks.push([
      "/login first-load JS, gzip",
      `${kb(login.js.gzip)} kB (served ${kb(login.js.served)} kB ${login.js.encoding})`,
      `≤ ${TARGETS.loginJsKb} kB`,
      login.js.gzip <= TARGETS.loginJsKb * 1000,
    ]);
    checks.push([
      "/login CSS, gzip",
      `${kb(login.css.gzip)} kB (served ${kb(login.css.served)} kB ${login.css.encoding})`,
      `≤ ${TARGETS.loginCssKb} kB`,
      login.css.gzip <= TARGETS.loginCssKb * 1000,
    ]);
  }
  if (r.bytes.length > 0) {
    const a = assetSummary(r);
    checks.push([
      "static assets compressed and immutable",
      `${a.compressed + a.smallUncompressed} of ${a.total} compressed or under ${COMPRESS_FROM_BYTES} B; ${a.immutable} of ${a.total} immutable`,
      "all",
      a.bigUncompressed.length === 0 && a.notImmutable.length === 0,
    ]);
  }
  const want = TARGETS.lighthouse;
  for (const run of r.lighthouse) {
    checks.push([
      `Lighthouse ${run.page} (${run.preset})`,
      `${run.scores.performance} / ${run.scores.accessibility} / ${run.scores["best-practices"]}`,
      `≥ ${want.performance} / ${want.accessibility} / ${want["best-practices"]}`,
      Object.entries(want).every(
        ([category, min]) => /** @type {number} */ (run.scores[category]) >= min,
      ),
    ]);
  }
  const cold = Math.max(r.coldStart.readyMs, r.coldStart.loginMs);
  checks.push([
    "cold start (median, to /login)",
    `${fixed(r.coldStart.loginMs)} ms (/api/ready ${fixed(r.coldStart.readyMs)} ms)`,
    `≤ ${TARGETS.coldStartMs} ms`,
    cold <= TARGETS.coldStartMs,
  ]);
  const peak = Math.max(...r.memory.map((m) => m.hwm));
  checks.push([
    "peak memory of an app server under load",
    `${fixed(peak)} MB`,
    `≤ ${TARGETS.memoryMb} MB`,
    peak <= TARGETS.memoryMb,
  ]);

  // issue 4, on PGlite; the plugin's key check is compared in process (bench/key-check.bench.ts)
  const plain = row("health", "PGlite");
  const me = row("me", "PGlite");
  const keyCheck = r.keyCheck;
  if (plain && me && keyCheck) {
    const meVsPlain = ratio(me.rps, plain.rps);
    const meVsPlugin = ratio(keyCheck.productPerSecond, keyCheck.pluginPerSecond);
    const meVsCeiling = ratio(me.rps, r.ceiling.rps);
    checks.push(
      [
        "/api/v1/me ÷ /api/health (PGlite)",
        percent(meVsPlain),
        `≥ ${100 * TARGETS.meVsPlain}%`,
        meVsPlain >= TARGETS.meVsPlain,
      ],
      [
        "key check: product verifier ÷ API key plugin (in process, PGlite)",
        `${fixed(meVsPlugin, 1)}×`,
        `≥ ${TARGETS.meVsPlugin}×`,
        meVsPlugin >= TARGETS.meVsPlugin,
      ],
      [
        "/api/v1/me p99 (PGlite)",
        `${fixed(me.p99, 1)} ms`,
        `≤ ${TARGETS.meP99Ms} ms`,
        me.p99 <= TARGETS.meP99Ms,
      ],
      [
        "/api/v1/me ÷ ceiling (PGlite)",
        percent(meVsCeiling),
        `≥ ${100 * TARGETS.meVsCeiling}%`,
        meVsCeiling >= TARGETS.meVsCeiling,
      ],
    );
  }
  // issue 14, on each database
  for (const db of r.databases.filter((d) => !d.skipped).map((d) => d.name)) {
    /** @type {[string, string, string][]} */
    const pairs = [
      ["SSR /organization ÷ SSR /dashboard", "organization", "dashboard"],
      ["/api/v1/me organization key ÷ personal key", "me-organization", "me"],
    ];
    for (const [label, organizationId, personalId] of pairs) {
      const organization = row(organizationId, db);
      const personal = row(personalId, db);
      if (!organization || !personal) continue;
      const share = ratio(organization.rps, personal.rps);
      checks.push([
        `${label} (${db})`,
        percent(share),
        `≥ ${100 * TARGETS.organizationVsPersonal}%`,
        share >= TARGETS.organizationVsPersonal,
      ]);
    }
  }
  checks.push(...mixedChecks(r));
  return table(
    ["target", "figure", "wanted", ""],
    ["l", "r", "r", "l"],
    checks.map(([label, figure, wanted, ok]) => [label, figure, wanted, verdict(ok)]),
  );
}

/**
 * @param {{ errors: number, statuses?: Record<string, number | undefined>, timeouts?: number, failed?: number, behind?: number }} row
 */
function errorsCell(row) {
  if (row.errors === 0) return "0";
  const parts = Object.entries(row.statuses ?? {})
    .filter(([code]) => code !== "200")
    .map(([code, count]) => `${count}× ${code}`);
  if (row.timeouts) parts.push(`${row.timeouts} timed out`);
  if (row.failed) parts.push(`${row.failed} failed`);
  if (row.behind) parts.push(`${row.behind} not sent: ${MAX_IN_FLIGHT} under way`);
  return `**${row.errors}**${parts.length ? ` (${parts.join(", ")})` : ""}`;
}

const signed = (/** @type {number} */ n, digits = 1) =>
  Number.isFinite(n) ? `${n >= 0 ? "+" : ""}${n.toFixed(digits)}` : "—";

/**
 * The mixed stage: what was sent, what failed, latency by kind, and memory over the run.
 * @param {Pick<Results, "mixed">} r
 */
export function mixedSection(r) {
  const runs = r.mixed ?? [];
  if (runs.length === 0) return "(not run)";
  const cycle = MIX.reduce((sum, k) => sum + k.weight, 0);
  const first = /** @type {MixedRun} */ (runs[0]);
  const seconds = first.seconds;
  const intro = [
    `${seconds} s of mixed traffic per database at ${100 * LOAD_SHARE}% of the capacity measured for the same mix just before, in the same run. A cycle of ${cycle} requests: ${MIX.map((k) => `${k.weight} × ${k.label}`).join(", ")}. ${USERS} users, each with an API key and browsers that keep their cookies; the webhooks are Polar \`subscription.updated\` events for the users' subscriptions, signed with the server's webhook secret (Standard Webhooks) and applied (an inbox row and an upsert each).`,
    `Capacity: the mix with ${CONNECTIONS} requests under way, as fast as the server answers, for \`BENCH_DURATION\` seconds after the warm-up. The run: open loop (requests start on a fixed schedule, answered or not)${first.settle ? `, ${first.settle.seconds} s not counted (the heap grows to what the load needs) then` : ""} \`BENCH_MIXED_DURATION\` seconds counted, generated with fetch by the benchmark's own process on the same machine. An error is any answer but the kind's 200 (get-session: 200 with a session), a timeout (${TIMEOUT_MS / 1000} s), or a request not sent because ${MAX_IN_FLIGHT} were under way. The REST API's per-key limit is raised as for every server here (\`API_RATE_LIMIT_MAX\`): at these rates each key makes far more than the default 600 calls a minute, and the limit is not what is measured.`,
  ].join("\n\n");

  const overview = table(
    [
      "database",
      "capacity (req/s)",
      "rate (req/s)",
      "achieved (req/s)",
      "sent",
      "errors",
      "p50 (ms)",
      "p99 (ms)",
      "request log lines",
    ],
    ["l", "r", "r", "r", "r", "r", "r", "r", "r"],
    runs.map((run) => [
      run.database,
      `${thousands(run.capacity.rps)}${run.capacity.errors ? ` (${run.capacity.errors} errors)` : ""}`,
      thousands(run.rate),
      fixed(run.achievedRps, 1),
      thousands(run.total.sent),
      `${errorsCell({ ...run.total, behind: run.behind })}${run.settle?.errors ? ` (+${run.settle.errors} while settling)` : ""}`,
      fixed(run.total.p50, 1),
      fixed(run.total.p99, 1),
      thousands(run.logLines),
    ]),
  );

  const header = ["kind", "share"];
  const align = ["l", "r"];
  for (const run of runs) {
    header.push(`${run.database} sent`, "errors", "p50 (ms)", "p99 (ms)");
    align.push("r", "r", "r", "r");
  }
  const byKind = table(
    header,
    align,
    MIX.map((k) => [
      k.label,
      percent(k.weight / cycle),
      ...runs.flatMap((run) => {
        const row = /** @type {MixedRun["kinds"][number]} */ (
          run.kinds.find((x) => x.kind === k.kind)
        );
        return [thousands(row.sent), errorsCell(row), fixed(row.p50, 1), fixed(row.p99, 1)];
      }),
    ]),
  );

  const memory = table(
    ["database", "RSS, first window (median)", "RSS, last window (median)", "change", "slope", ""],
    ["l", "r", "r", "r", "r", "l"],
    runs.map((run) => {
      const m = run.memory;
      return [
        run.database,
        `${fixed(m.firstMb)} MB (first ${m.window} s)`,
        `${fixed(m.lastMb)} MB (last ${m.window} s)`,
        `${signed(100 * (m.ratio - 1))}%`,
        `${signed(m.slopeMbPerMin)} MB/min`,
        m.flat ? "flat" : "**grew**",
      ];
    }),
  );
  const traces = runs
    .map((run) => {
      const every10 = run.memory.samples.filter(
        (s, i, all) =>
          i === 0 ||
          i === all.length - 1 ||
          Math.floor(s.t / 10) !== Math.floor((all[i - 1]?.t ?? 0) / 10),
      );
      return `- ${run.database}: ${every10.map((s) => `${fixed(s.t)} s ${fixed(s.mb)}`).join(", ")}`;
    })
    .join("\n");

  const timelines = runs
    .map(
      (run) =>
        `- ${run.database}: ${run.timeline.map((slice) => `${slice.from}–${slice.to} s: ${thousands(slice.sent)} sent, ${slice.errors} errors, p99 ${fixed(slice.p99)} ms`).join("; ")}`,
    )
    .join("\n");

  return [
    intro,
    overview,
    "By kind (latency from the request's start to its last byte, seen by the load generator):",
    byKind,
    `Memory: the server's resident size (VmRSS) every second of the run; flat means the last window's median is within ${100 * FLAT_WITHIN}% of the first's. The slope is a least-squares fit over all samples.`,
    memory,
    `<details>\n<summary>The run in slices of 10 s, and RSS samples about every 10 s (seconds MB)</summary>\n\n${timelines}\n\n${traces}\n</details>`,
  ].join("\n\n");
}

/** @param {Pick<Results, "mixed">} r @returns {[string, string, string, boolean][]} */
function mixedChecks(r) {
  return (r.mixed ?? []).flatMap((run) => [
    [
      `mixed load, ${run.seconds} s at ${thousands(run.rate)} req/s (${run.database})`,
      `${run.total.errors} errors of ${thousands(run.total.sent)}`,
      "0 errors",
      run.total.errors === 0,
    ],
    [
      `memory over the mixed load (${run.database})`,
      `${fixed(run.memory.firstMb)} → ${fixed(run.memory.lastMb)} MB (${signed(100 * (run.memory.ratio - 1))}%)`,
      `flat (within ${100 * FLAT_WITHIN}%)`,
      run.memory.flat,
    ],
  ]);
}

/**
 * The setup lines of a run of the mixed stage alone (BENCH_ONLY=mixed).
 * @param {MixedOnlyResults} r
 */
export function mixedOnlySetup(r) {
  const m = r.machine;
  return [
    `- machine: ${m.cpus} CPUs (\`nproc\`), ${m.memory} memory (\`free -h\` total), Node ${m.node}`,
    `- date: ${m.date}; load average before: ${m.loadAtStart}; after: ${m.loadAtEnd}`,
    `- command: \`${r.command}\`${r.built ? ` (built first: ${r.built})` : ""}`,
    `- databases: ${r.databases.map((db) => (db.skipped ? `${db.name}: **skipped** (${db.skipped})` : `${db.name}: ${db.source}`)).join("; ")}`,
  ].join("\n");
}

/**
 * README with its mixed section (between the markers) replaced; null when it has none.
 * @param {string} current
 * @param {string} section
 */
export function withMixedSection(current, section) {
  const start = current.indexOf(MIXED_START);
  const end = current.indexOf(MIXED_END);
  if (start === -1 || end < start) return null;
  return `${current.slice(0, start + MIXED_START.length)}\n\n${section}\n\n${current.slice(end)}`;
}

/**
 * The tables, each a markdown string.
 * @param {Results} r
 */
export function render(r) {
  return {
    setup: setupBlock(r),
    load: loadTable(r),
    workers: workersTable(r),
    bytes: `${bytesTable(r)}\n\n${assetsLine(r)}`,
    lighthouse: lighthouseTable(r),
    coldAndMemory: coldAndMemoryTable(r),
    targets: targetChecks(r),
    failing: failingAuditsText(r, true),
    mixed: mixedSection(r),
  };
}

/** @param {Tables} t */
export function printable(t) {
  return [
    t.setup,
    "### Load",
    t.load,
    "### Workers (WEB_CONCURRENCY)",
    t.workers,
    "### First-load bytes (kB = 1,000 bytes)",
    t.bytes,
    "### Lighthouse",
    t.lighthouse,
    "### Cold start and memory",
    t.coldAndMemory,
    "### Mixed load",
    t.mixed,
    "### Targets",
    t.targets,
  ].join("\n\n");
}

const DEFAULT_NOTES = `## Notes

(Hand-written notes go here; \`npm run bench\` keeps everything below the marker above.)
`;

/**
 * The notes kept from the current README, or a placeholder when it has no marker yet.
 * @param {string} path
 */
export function keptNotes(path) {
  if (!existsSync(path)) return DEFAULT_NOTES;
  const current = readFileSync(path, "utf8");
  const at = current.indexOf(NOTES_MARKER);
  return at === -1 ? DEFAULT_NOTES : current.slice(at + NOTES_MARKER.length).replace(/^\n+/, "");
}

/** @param {Tables} t @param {string} notes */
export function readme(t, notes) {
  return `# Benchmark

\`npm run bench\` is the one benchmark command. It builds the app when \`.output/\` is missing or
older than \`src/\`, then runs the built server (\`.output/server/index.mjs\`) as users do, once on
the embedded default (PGlite in a temporary DATA_DIR) and once on PostgreSQL: \`BENCH_DATABASE_URL\`
when set, else a throwaway cluster when the PostgreSQL server binaries are installed (else that
column is skipped, and the setup says why). Every server runs with \`API_RATE_LIMIT_MAX=100000000\`
so the REST API's per-key limit never refuses; the user signs in through the dev mailbox.

What it measures:

1. **Load** (autocannon, ${CONNECTIONS} connections, a warm-up then \`BENCH_DURATION\` seconds, 10 by
   default): a raw \`node:http\` hello world (the ceiling of one Node process here), \`/api/health\`
   (a plain JSON route), \`/api/auth/ok\`, \`/api/auth/get-session\` signed in, \`GET /api/v1/me\` with an
   API key, the server-rendered \`/login\` (anonymous) and \`/dashboard\` (signed in), and on PGlite
   the REST API's key check against Better Auth's stock one (the API key plugin's \`verifyApiKey\`),
   in one process on PGlite (\`bench/key-check.bench.ts\`): checks per second, one after another.
   Issue 14 adds a member of an organization that is their active workspace: \`/api/v1/me\` with
   the organization's key, and its settings pages \`/organization\` (the first, read from the
   workspace the app shell loads) and \`/organization/members\` (its members and teams).
   The signed-in targets behave like browsers: each connection keeps the cookies the responses
   set, so a short-lived signed cookie cache is refreshed as a browser would refresh it. Before
   measuring, get-session must return the user and /dashboard must answer 200, not a redirect.
   Errors are connection errors, timeouts and non-2xx answers (3xx included).
2. **First-load bytes** of \`/\`, \`/login\` (anonymous) and \`/dashboard\` (signed in): the document,
   every script, module preload and stylesheet it references and the modules those import
   statically, each fetched raw (\`accept-encoding: identity\`) and as served (\`br, gzip\`); the
   gzip column is computed from the raw bytes when the server chose brotli, since the targets
   are stated in gzip. Whether hashed \`/assets/\` files are immutable and compressed.
3. **Lighthouse** 13 (performance, accessibility, best practices) on the issue's six pages
   (\`/\`, \`/login\`, and signed in \`/dashboard\`, \`/settings\`, \`/subscriptions\`, \`/api-docs\`),
   mobile (Lighthouse's default, the targets' form factor), in headless Chromium against the
   PGlite server; each run in a fresh browser context (empty cache), signed-in pages with the
   session cookie in the browser's cookie store. Each score is the median of three runs (the
   performance column lists the three); a run Lighthouse could not record (NO_NAVSTART) is run
   again, not dropped. Metrics and failing audits are those of the median performance run; the
   failing audits are listed under the table. The smoke run scores \`/login\` once.
4. **Cold start**: the PGlite server stopped and started again on its existing DATA_DIR; the time
   from spawn to the first 200 on \`/api/ready\` and on \`/login\`, median of three.
5. **Peak memory** of each app server during its load: the kernel's high-water mark (VmHWM),
   with the resident size sampled every 250 ms.
6. **Mixed load** on each database (issue 7): page loads, session checks, REST API calls and
   signed Polar webhooks together, first as fast as the server answers them (the mix's
   capacity), then at ${100 * LOAD_SHARE}% of that capacity on a fixed schedule: 10 s to settle, then
   \`BENCH_MIXED_DURATION\` seconds (60 by default) counted: requests and errors by kind, latency,
   the request log's line count, and the resident memory every second (flat, or growing).

Targets are reported, never asserted. \`BENCH_DURATION=3 npm run bench\` is a short run that prints
the same tables and leaves this file alone; \`BENCH_SMOKE=1 npm run bench\` (a stage of \`npm test\`)
runs everything for a second (the mixed load for 3) and only checks that every target answers
without errors. \`BENCH_ONLY=mixed npm run bench\` runs the mixed stage alone; at its full length it
rewrites only the mixed-load section below. \`BENCH_ONLY=ab npm run bench\` measures
\`/api/v1/me\`, get-session and SSR \`/dashboard\` (\`BENCH_AB_TARGETS\`, a comma list of \`me\`,
\`get-session\`, \`dashboard\`, the default, and \`login\` (SSR \`/login\`, anonymous), \`list\`
(\`GET /api/v1/subscriptions\` with a key, two subscriptions) and \`webhook\` (signed Polar
\`subscription.updated\` events)) on this build (metering on, ADR 053) and on a base commit's
build (\`BENCH_AB_BASE\`, 2ca1d72 by default, built in a git worktree at \`BENCH_AB_DIR\`,
/tmp/ab-base-<commit>) in turns, on PGlite and on PostgreSQL (\`BENCH_AB_DATABASES\`, a comma list
of \`pglite\`, \`postgres\`; both by default; a database per server), \`BENCH_AB_ROUNDS\` (5) rounds
of \`BENCH_DURATION\` seconds per target, compares the medians (target for \`/api/v1/me\`, \`/login\`,
the list and the webhook: at least 95% of the base on each database), reports each side's p99
and errors and each server's peak memory, then runs the mixed load on PGlite; it prints and
writes nothing.

The figures earlier rounds were decided on, once kept in ADRs 039 and 040, are in
[adr-measurements.md](adr-measurements.md).

## Results

${t.setup}

### Load

${t.load}

### Workers (WEB_CONCURRENCY)

The autocannon process shares the machine's CPUs with the workers.

${t.workers}

### First-load bytes (kB = 1,000 bytes)

${t.bytes}

### Lighthouse

${t.lighthouse}

<details>
<summary>Failing Lighthouse audits (score below 1; informative and not-applicable audits left out)</summary>

${t.failing}
</details>

### Cold start and memory

${t.coldAndMemory}

### Mixed load

${MIXED_START}

${t.mixed}

${MIXED_END}

### Targets

${t.targets}

${NOTES_MARKER}

${notes}`;
}

/**
 * The A/B (bench/ab.mjs): per target and database each side's median rate, their ratio and the
 * rounds' ratios, p99 and errors; then each server's peak memory.
 * @param {AbResult} ab
 */
export function abSection(ab) {
  const head = "this build";
  const databases = ab.databases
    .map((db) =>
      db.skipped ? `${db.name}: **skipped** (${db.skipped})` : `${db.name}: ${db.source}`,
    )
    .join("; ");
  const intro = `Base ${ab.base} against ${head} (metering on, \`API_METERING\`), one process each, measured in turns (A B A B …, who goes first alternating): ${ab.rounds} round${ab.rounds === 1 ? "" : "s"} of ${ab.duration} s per side and target, after ${ab.warmup ? `${ab.warmup} s of warm-up` : "no warm-up"} per side; autocannon, ${CONNECTIONS} connections. Rates and p99 are medians of the rounds; a round's ratio is ${head}'s rate over the base's in the same round. Databases: ${databases}.`;
  const ids = [...new Set(ab.rows.map((row) => row.id))];
  const rows = ids.flatMap((id) => ab.rows.filter((row) => row.id === id));
  const errors = (/** @type {AbSide} */ side) =>
    `${side.errors}${side.errors > 0 ? ` (${statusSummary(side)})` : ""}`;
  const range = (/** @type {number[]} */ ratios) => {
    const low = Math.min(...ratios);
    const high = Math.max(...ratios);
    return low === high ? percent(low) : `${percent(low)}–${percent(high)}`;
  };
  const rates = table(
    [
      "target",
      "database",
      `base ${ab.base} (req/s)`,
      `${head} (req/s)`,
      `${head} / base`,
      "rounds' ratios",
      "p99 base (ms)",
      `p99 ${head} (ms)`,
      `errors (base / ${head})`,
    ],
    ["l", "l", "r", "r", "r", "r", "r", "r", "r"],
    rows.map((row) => [
      row.label,
      row.database,
      thousands(row.base.median),
      thousands(row.head.median),
      percent(row.ratio),
      range(row.ratios),
      fixed(row.base.p99, 1),
      fixed(row.head.p99, 1),
      `${errors(row.base)} / ${errors(row.head)}`,
    ]),
  );
  const rounds = rows
    .map(
      (row) =>
        `- ${row.label}, ${row.database}: base ${row.base.rates.map(thousands).join(", ")}; ${head} ${row.head.rates.map(thousands).join(", ")}`,
    )
    .join("\n");
  const memory = table(
    ["server", "database", "peak RSS (MB)", "sampled max (MB)", "RSS at the start → the end (MB)"],
    ["l", "l", "r", "r", "r"],
    ab.memory.map((m) => [
      m.side,
      m.database,
      `${fixed(m.hwm)}${m.hwmReset ? "" : " (since the start: VmHWM could not be reset)"}`,
      fixed(m.sampledMax),
      `${fixed(m.start)} → ${fixed(m.final)}`,
    ]),
  );
  return [
    intro,
    rates,
    `<details>\n<summary>Each round's rate (req/s)</summary>\n\n${rounds}\n</details>`,
    "Memory of each server over its whole part of the A/B, from just after it started (before the sign-in, the warm-ups and the rounds): the kernel's high-water mark (VmHWM, reset at that point), and the resident size sampled every 250 ms.",
    memory,
  ].join("\n\n");
}

/**
 * The A/B's failures: a side that answered nothing or answered errors on any target, and a
 * target that must not get slower (issues 32 and 46) below TARGETS.abNotSlower of the base on any
 * database.
 * @param {AbResult} ab
 */
export function abProblems(ab) {
  /** @type {string[]} */
  const problems = [];
  for (const row of ab.rows) {
    const what = `${row.label} on ${row.database}`;
    for (const side of [row.base, row.head]) {
      if (side.answered === 0) problems.push(`${what}: ${side.name} answered no request`);
    }
    if (row.base.errors + row.head.errors > 0) {
      problems.push(
        `${what}: errors while measuring (base ${row.base.errors}, this build ${row.head.errors})`,
      );
    }
    if (TARGETS.abNotSlowerTargets.includes(row.id) && !(row.ratio >= TARGETS.abNotSlower)) {
      problems.push(
        `${what} at ${percent(row.ratio)} of the base (target: at least ${100 * TARGETS.abNotSlower}%)`,
      );
    }
  }
  return problems;
}

/**
 * Smoke checks: every target answered without errors, every figure is a number.
 * @param {Results} r
 */
export function smokeProblems(r) {
  /** @type {string[]} */
  const problems = [];
  const number = (/** @type {number | undefined} */ value, /** @type {string} */ what) => {
    if (!Number.isFinite(value)) problems.push(`${what}: no figure`);
  };
  const load = [
    r.ceiling,
    ...r.targets.flatMap((t) => Object.values(t.rows)),
    ...(r.workers?.rows.map((row) => row.many) ?? []),
  ];
  for (const row of load) {
    const what = `${row.label}${row.database ? ` (${row.database})` : ""}`;
    if (row.errors > 0) problems.push(`${what}: ${row.errors} errors (${statusSummary(row)})`);
    if (!(row.total > 0)) problems.push(`${what}: no request answered`);
    number(row.rps, `${what} req/s`);
    number(row.p50, `${what} p50`);
    number(row.p99, `${what} p99`);
  }
  for (const page of r.bytes) {
    for (const key of /** @type {const} */ (["raw", "served", "gzip"])) {
      number(page.html[key], `${page.label} HTML ${key}`);
      number(page.js[key], `${page.label} JS ${key}`);
      number(page.css[key], `${page.label} CSS ${key}`);
    }
    if (page.js.count === 0) problems.push(`${page.label}: no JS found in the document`);
  }
  if (r.lighthouse.length === 0) problems.push("Lighthouse: no result");
  for (const run of r.lighthouse) {
    for (const [category, score] of Object.entries(run.scores)) {
      number(score, `Lighthouse ${run.page} (${run.preset}) ${category}`);
    }
  }
  problems.push(...mixedProblems(r));
  number(r.coldStart.readyMs, "cold start /api/ready");
  number(r.coldStart.loginMs, "cold start /login");
  for (const m of r.memory) number(m.hwm, `peak memory ${m.server}`);
  return problems;
}

/**
 * Smoke checks of the mixed stage: it ran, without errors, and every kind was sent.
 * @param {Pick<Results, "mixed">} r
 */
export function mixedProblems(r) {
  /** @type {string[]} */
  const problems = [];
  if (!r.mixed || r.mixed.length === 0) return ["mixed load: not run"];
  for (const run of r.mixed) {
    const what = `mixed load (${run.database})`;
    if (run.settle && run.settle.errors > 0) {
      problems.push(`${what}: ${run.settle.errors} errors while settling at the fixed rate`);
    }
    if (run.capacity.errors > 0) {
      problems.push(`${what}: ${run.capacity.errors} errors while measuring the capacity`);
    }
    if (run.total.errors > 0) {
      const kinds = run.kinds
        .filter((k) => k.errors > 0)
        .map((k) => `${k.label}: ${errorsCell(k).replaceAll("**", "")}`);
      if (run.behind) kinds.push(`${run.behind} not sent: ${MAX_IN_FLIGHT} under way`);
      problems.push(`${what}: ${run.total.errors} errors (${kinds.join("; ")})`);
    }
    for (const kind of run.kinds) {
      if (kind.sent === 0) problems.push(`${what}: no ${kind.label} sent`);
    }
    if (!Number.isFinite(run.memory.firstMb)) problems.push(`${what}: no memory sample`);
  }
  return problems;
}
