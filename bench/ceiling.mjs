// `npm run bench:ceiling`: how fast this machine can answer `/api/v1/me` at all. It records one
// answer of the built server's `/api/v1/me` (PGlite), then loads in turns three servers that
// send those same bytes: Node's `node:http` with nothing else, srvx (the HTTP layer every
// TanStack Start server runs on) answering a FastResponse with nothing else, and the app. The
// app's rate against srvx's is the share of the machine's ceiling it reaches; a target above
// srvx's rate cannot be met by the app's own code (issue 46's `/api/v1/me` at 1.3×).
//
// BENCH_CEILING_ROUNDS (5) rounds of BENCH_DURATION (6) seconds each, 50 connections, medians.

import {
  atExit,
  cannon,
  keyFor,
  log,
  median,
  runMain,
  signIn,
  startApp,
  startReplay,
  stopServer,
  summarize,
} from "./lib.mjs";

const ROUNDS = Number(process.env.BENCH_CEILING_ROUNDS ?? 5);
const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const WARMUP = 2;

/** The headers a replay may not copy as they are: they describe one connection or one send. */
const PER_SEND = new Set(["connection", "keep-alive", "date", "transfer-encoding"]);

await runMain(async () => {
  const app = await startApp("app on PGlite", {});
  const key = await keyFor(app, await signIn(app));
  const auth = { authorization: `Bearer ${key}` };
  const recorded = await fetch(`${app.url}/api/v1/me`, { headers: auth });
  const answer = {
    status: recorded.status,
    headers: Object.fromEntries([...recorded.headers].filter(([name]) => !PER_SEND.has(name))),
    body: await recorded.text(),
  };
  log(`recorded /api/v1/me: ${answer.status}, ${answer.body.length} bytes of body`);
  const node = await startReplay("node", answer);
  const srvx = await startReplay("srvx", answer);
  atExit(() => Promise.all([node, srvx].map(stopServer)));

  /** @type {[string, (span: import("./lib.mjs").Span) => ReturnType<typeof cannon>, number[], number[]][]} */
  const targets = [
    ["node:http replaying the answer", (span) => cannon(`${node.url}/`, {}, span), [], []],
    ["srvx replaying the answer", (span) => cannon(`${srvx.url}/`, {}, span), [], []],
    ["the app's /api/v1/me", (span) => cannon(`${app.url}/api/v1/me`, auth, span), [], []],
  ];
  for (const [, load] of targets) await load({ duration: WARMUP });
  for (let round = 1; round <= ROUNDS; round++) {
    // Each round starts with the next target, so none always runs first after a pause.
    for (let turn = 0; turn < targets.length; turn++) {
      const [label, load, rates, p99s] = targets[(round - 1 + turn) % targets.length] ?? [];
      if (!label || !load || !rates || !p99s) throw new Error("no such target");
      const result = summarize(label, await load({ duration: DURATION }));
      if (result.errors > 0) throw new Error(`${label}: ${result.errors} errors`);
      rates.push(result.rps);
      p99s.push(result.p99);
      log(`round ${round}: ${label}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
    }
  }
  const srvxRate = median(targets[1]?.[2] ?? []);
  console.log(`\n| server | req/s (median of ${ROUNDS}) | rounds | p99 (ms) | of srvx's |`);
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const [label, , rates, p99s] of targets) {
    const rounds = `${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))}`;
    const share = `${((median(rates) / srvxRate) * 100).toFixed(1)}%`;
    console.log(
      `| ${label} | ${Math.round(median(rates)).toLocaleString("en")} | ${rounds} | ${median(p99s)} | ${share} |`,
    );
  }
});
