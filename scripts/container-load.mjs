// The clients of scripts/container-test.sh, against the server in a container (ADR 065):
//   journey <url>                        sign in by the dev mailbox, check out a plan on the
//                                        Polar twin and see the subscription turn active;
//   mixed <url> <dataDir> <pid> <secs>   bench/mixed.mjs's mix as fast as it answers for secs;
//   rolling <old url> <new url> <ready>  kept-alive clients on the old server, moving to the new
//                                        one when a connection is refused (as a load balancer
//                                        does), until the old one is gone; touches <ready> once
//                                        they all have been answered, for the shell to SIGTERM it.
// Each prints one JSON line and exits 1 when a request failed.
import { writeFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { keyFor, signIn } from "../bench/lib.mjs";
import { mixedAtCapacity } from "../bench/mixed.mjs";
import { PLANS } from "../src/config/plans.ts";

const [command, ...args] = process.argv.slice(2);

/** @param {boolean} ok @param {unknown} result */
function report(ok, result) {
  console.log(JSON.stringify(result));
  process.exit(ok ? 0 : 1);
}

/** @param {string} url */
async function journey(url) {
  const cookie = await signIn({ url });
  const key = await keyFor({ url }, cookie);
  const auth = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const plan = /** @type {{ slug: string }} */ (PLANS[0]);
  const created = await fetch(`${url}/api/v1/checkouts`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ slug: plan.slug }),
  });
  if (created.status !== 201)
    report(false, { checkout: created.status, body: await created.text() });
  const { url: checkoutUrl } = await created.json();
  const paid = await fetch(checkoutUrl, {
    method: "POST",
    body: new URLSearchParams({ email: "buyer@example.com", card_number: "4242 4242 4242 4242" }),
    redirect: "manual",
  });
  if (paid.status !== 303) report(false, { payment: paid.status, body: await paid.text() });
  // The twin sends its webhook just after the payment: the subscription turns active.
  for (let tries = 0; tries < 100; tries++) {
    const listed = await fetch(`${url}/api/v1/subscriptions`, { headers: auth });
    const body = await listed.json();
    const items = Array.isArray(body) ? body : (body.data ?? body.items ?? []);
    if (items.some((/** @type {{ status?: string }} */ s) => s.status === "active")) {
      report(true, { signedIn: true, checkout: "paid", subscription: "active", plan: plan.slug });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  report(false, { subscription: "never active" });
}

/** @param {string} url @param {string} dataDir @param {string} pid @param {string} seconds */
async function mixed(url, dataDir, pid, seconds) {
  const server = { url, dataDir, pid: Number(pid), requestLines: () => 0 };
  // @ts-expect-error: the container stands in for bench's own child process.
  const run = await mixedAtCapacity(server, { seconds: Number(seconds), warmupSeconds: 3 });
  const mbs = run.memory.samples.map((/** @type {{ mb: number }} */ s) => s.mb);
  report(run.total.errors === 0, {
    connections: run.connections,
    rps: Math.round(run.rps),
    sent: run.total.sent,
    errors: run.total.errors,
    p99Ms: Math.round(run.total.p99),
    rssFirstMb: Math.round(run.memory.firstMb),
    rssLastMb: Math.round(run.memory.lastMb),
    rssPeakMb: Math.round(Math.max(...mbs)),
    errorsByKind: run.kinds.map(
      (/** @type {{ kind: string, errors: number, timeouts: number, statuses: unknown }} */ k) =>
        `${k.kind}: ${k.errors} (${k.timeouts} timeouts) ${JSON.stringify(k.statuses)}`,
    ),
    timeline: run.timeline.map(
      (/** @type {{ from: number, sent: number, errors: number, p99: number }} */ t) =>
        `${t.from} s: ${t.sent} sent, ${t.errors} errors, p99 ${Math.round(t.p99)} ms`,
    ),
  });
}

/** One GET on `agent`: "200"…, or the error's code. @param {string} url @param {Agent} agent */
function get(url, agent) {
  return new Promise((done) => {
    const outgoing = httpRequest(url, { agent, timeout: 10_000 }, (res) => {
      res.resume();
      res.on("end", () => done(String(res.statusCode)));
      res.on("error", (/** @type {NodeJS.ErrnoException} */ e) => done(e.code ?? e.message));
    });
    outgoing.on("timeout", () =>
      outgoing.destroy(Object.assign(new Error("timeout"), { code: "timeout" })),
    );
    outgoing.on("error", (/** @type {NodeJS.ErrnoException} */ e) => done(e.code ?? e.message));
    outgoing.end();
  });
}

/** @param {string} oldUrl @param {string} newUrl @param {string} readyFile */
async function rolling(oldUrl, newUrl, readyFile) {
  const paths = ["/api/health", "/login", "/api/auth/get-session", "/"];
  /** @type {Record<string, number>} */
  const outcomes = {};
  const count = (/** @type {string} */ key) => {
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  };
  let answered = 0;
  const clients = 10;
  const client = async (/** @type {number} */ index) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let target = oldUrl;
    let onNew = 0;
    for (let turn = index; onNew < 10; turn++) {
      const path = paths[turn % paths.length];
      let outcome = await get(`${target}${path}`, agent);
      // Refused: nothing was sent, so the request goes to the other server, as a balancer's would.
      if (outcome === "ECONNREFUSED" && target === oldUrl) {
        target = newUrl;
        count("refused, sent again to the new one");
        outcome = await get(`${target}${path}`, agent);
      }
      count(`${target === oldUrl ? "old" : "new"} ${outcome}`);
      if (target === newUrl) onNew++;
      if (turn === index + 5 && ++answered === clients) writeFileSync(readyFile, "");
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const lost = Object.keys(outcomes).filter((o) => /^(old|new) /.test(o) && !o.endsWith(" 200"));
  report(lost.length === 0 && (outcomes["old 200"] ?? 0) > 0, outcomes);
}

if (command === "journey") await journey(args[0] ?? "");
else if (command === "mixed")
  await mixed(args[0] ?? "", args[1] ?? "", args[2] ?? "", args[3] ?? "60");
else if (command === "rolling") await rolling(args[0] ?? "", args[1] ?? "", args[2] ?? "");
else report(false, { error: `unknown command ${command}` });
