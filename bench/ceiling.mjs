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

  /** @type {{ label: string, url: string, headers: Record<string, string> }[]} */
  const servers = [
    { label: "node:http replaying the answer", url: `${node.url}/`, headers: {} },
    { label: "srvx replaying the answer", url: `${srvx.url}/`, headers: {} },
    { label: "the app's /api/v1/me", url: `${app.url}/api/v1/me`, headers: auth },
  ];
  const targets = servers.map((server) => ({
    ...server,
    /** @param {import("./lib.mjs").Span} span */
    load: (span) => cannon(server.url, server.headers, span),
    /** @type {number[]} */ rates: [],
    /** @type {number[]} */ p99s: [],
  }));
  for (const { load } of targets) await load({ duration: WARMUP });
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts with the next target, so none always runs first after a pause.
    const first = round % targets.length;
    for (const { label, load, rates, p99s } of [
      ...targets.slice(first),
      ...targets.slice(0, first),
    ]) {
      const result = summarize(label, await load({ duration: DURATION }));
      if (result.errors > 0) throw new Error(`${label}: ${result.errors} errors`);
      rates.push(result.rps);
      p99s.push(result.p99);
      log(`round ${round + 1}: ${label}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
    }
  }
  const srvxRate = median(targets.find(({ label }) => label.startsWith("srvx"))?.rates ?? []);
  console.log(`\n| server | req/s (median of ${ROUNDS}) | rounds | p99 (ms) | of srvx's |`);
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const { label, rates, p99s } of targets) {
    const rounds = `${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))}`;
    const share = `${((median(rates) / srvxRate) * 100).toFixed(1)}%`;
    console.log(
      `| ${label} | ${Math.round(median(rates)).toLocaleString("en")} | ${rounds} | ${median(p99s)} | ${share} |`,
    );
  }
});
