import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_CONFIRM_PATH } from "~/lib/sign-in-link";
import { type EmptyDatabase, emptyDatabase } from "../support/databases";
import { mailedLinkOverHttp } from "../support/live-server";
import { requestOnNewConnection } from "../support/load";
import { parseScrape } from "../support/metrics";
import { pollUntil } from "../support/rest-api";
import { type ServerProcess, startServer, waitUntilReady } from "../support/server-process";
import { verifyPathOf } from "../support/sign-in-link";
import { uniqueEmail } from "../support/test-app";

// WEB_CONCURRENCY on the built server (ADR 038): several worker processes behind one port, run by
// the launcher at .output/server/index.mjs. Which process answered is read from the request's log
// line, which carries the worker's pid in a cluster; every wait is for something the server
// says or answers.

const METRICS_TOKEN = randomBytes(32).toString("base64");

/** GET /api/health answered 200, counted by each worker: worker label → count. */
function healthCounts(scrape: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { name, labels, value } of parseScrape(scrape)) {
    if (
      name === "timberline_http_request_duration_seconds_count" &&
      labels.route === "/api/health" &&
      labels.method === "GET" &&
      labels.status === "200"
    ) {
      counts.set(labels.worker ?? "", value);
    }
  }
  return counts;
}

/** The server's JSON lines (its plain-text start-up lines left out). */
function jsonLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Waits for the JSON line `matches` picks out, and returns it. */
async function lineOf(
  server: ServerProcess,
  matches: (line: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  let found: Record<string, unknown> | undefined;
  await pollUntil(async () => {
    found = jsonLines(server).find(matches);
    return found !== undefined;
  }, 10_000);
  if (!found) throw new Error(`no such line in the server's output:\n${server.output()}`);
  return found;
}

/** GET /api/health on a connection of its own (the cluster hands out connections, not requests). */
async function health(server: ServerProcess): Promise<{ status: number; pid: unknown }> {
  const requestId = `cluster-${randomUUID()}`;
  const response = await requestOnNewConnection(`${server.url}/api/health`, {
    headers: { "x-request-id": requestId },
  });
  await response.arrayBuffer();
  const line = await lineOf(server, (l) => l.msg === "request" && l.requestId === requestId);
  return { status: response.status, pid: line.pid };
}

async function scrape(server: ServerProcess): Promise<string> {
  const response = await requestOnNewConnection(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "cluster-"));
  let database: EmptyDatabase;
  let server: ServerProcess;
  /** The two workers' pids, as their request log lines give them. */
  let workers: number[] = [];

  beforeAll(async () => {
    database = await emptyDatabase();
    server = await startServer({
      cwd: dataDir,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: "2",
        METRICS_TOKEN,
      },
    });
    await waitUntilReady(server);
  });

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers from two worker processes behind one port", async () => {
    const pids = new Set<unknown>();
    for (let sent = 0; sent < 20 && pids.size < 2; sent++) {
      const result = await health(server);
      expect(result.status).toBe(200);
      pids.add(result.pid);
    }
    workers = [...pids].map(Number);
    expect(workers).toHaveLength(2);
    for (const pid of workers) {
      expect(Number.isInteger(pid)).toBe(true);
      expect(pid).not.toBe(server.child.pid);
    }
  });

  it("keeps a session made through one worker valid on every worker", async () => {
    // No BETTER_AUTH_SECRET: both workers read the one they raced to generate at start.
    const email = uniqueEmail();
    const asked = await requestOnNewConnection(`${server.url}/api/auth/sign-in/magic-link`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email, callbackURL: "/dashboard" }),
    });
    expect(asked.status).toBe(200);
    const link = await mailedLinkOverHttp(server.url, email, SIGN_IN_CONFIRM_PATH);
    const verified = await requestOnNewConnection(`${server.url}${verifyPathOf(link)}`);
    expect(verified.status).toBe(302);
    const cookie = verified.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");

    const respondedBy = new Set<unknown>();
    for (let sent = 0; sent < 20 && respondedBy.size < 2; sent++) {
      const requestId = `cluster-${randomUUID()}`;
      const session = await requestOnNewConnection(`${server.url}/api/auth/get-session`, {
        headers: { cookie, "x-request-id": requestId },
      });
      expect(((await session.json()) as { user?: { email: string } }).user?.email).toBe(email);
      const line = await lineOf(server, (l) => l.msg === "request" && l.requestId === requestId);
      respondedBy.add(line.pid);
    }
    expect(respondedBy.size).toBe(2);
  });

  it("answers a scrape with every worker's counts, each under its worker label", async () => {
    const before = healthCounts(await scrape(server));
    const respondedBy = new Set<unknown>();
    for (let sent = 0; sent < 10; sent++) respondedBy.add((await health(server)).pid);
    const after = healthCounts(await scrape(server));
    expect(respondedBy.size).toBe(2);
    expect([...after.keys()].sort()).toEqual(["1", "2"]);
    const moved = [...after].map(([worker, count]) => count - (before.get(worker) ?? 0));
    expect(moved.reduce((sum, count) => sum + count, 0)).toBe(10);
    for (const count of moved) expect(count).toBeGreaterThan(0);
  });

  it("replaces a worker that is killed, and keeps answering", async () => {
    const [killed, survivor] = workers as [number, number];
    process.kill(killed, "SIGKILL");
    const replaced = await lineOf(
      server,
      (line) => line.msg === "Worker replaced" && line.exitedPid === killed,
    );
    expect(replaced).toMatchObject({ level: "warn", signal: "SIGKILL" });
    const replacement = replaced.replacementPid as number;
    expect(running(replacement)).toBe(true);

    const seen = new Set<unknown>();
    const found = await pollUntil(async () => {
      const result = await health(server);
      expect(result.status).toBe(200);
      seen.add(result.pid);
      return seen.has(replacement);
    }, 20_000);
    expect(found, `answered by ${[...seen].join(", ")}`).not.toBeNull();
    expect(seen.has(killed)).toBe(false);
    workers = [survivor, replacement];
  });

  it("on SIGTERM finishes the request under way, then exits 0", async () => {
    // The request is handed to a worker once its head has arrived: the server's "100 Continue"
    // says so. Its body follows only after the signal.
    const body = JSON.stringify({ email: uniqueEmail(), callbackURL: "/dashboard" });
    const outgoing = httpRequest(`${server.url}/api/auth/sign-in/magic-link`, {
      method: "POST",
      agent: false,
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        origin: server.url,
        expect: "100-continue",
      },
    });
    const responded = new Promise<{ status: number; text: string }>((resolve, reject) => {
      outgoing.on("error", reject);
      outgoing.on("response", (incoming) => {
        let text = "";
        incoming.on("data", (chunk) => {
          text += chunk;
        });
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, text }));
      });
    });
    await new Promise((resolve) => outgoing.once("continue", resolve));

    server.child.kill("SIGTERM");
    outgoing.end(body);

    const result = await responded;
    expect(result.status, result.text).toBe(200);
    expect(await server.exited).toBe(0);
    for (const pid of workers) expect(running(pid), `worker ${pid} still runs`).toBe(false);
  });
});

describe("WEB_CONCURRENCY=2 with PGlite", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "cluster-pglite-"));
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({
      cwd: dataDir,
      env: { DATA_DIR: dataDir, WEB_CONCURRENCY: "2" },
    });
    await waitUntilReady(server);
  });

  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs one process, and says why", async () => {
    expect(server.output()).toContain(
      "WEB_CONCURRENCY=2: running 1 process, since the embedded PGlite database belongs to the one process that opened it (set DATABASE_URL for more)",
    );
    const pid = server.child.pid as number;
    expect(readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim()).toBe("");
    // The lines of one process carry no pid.
    const result = await health(server);
    expect(result).toEqual({ status: 200, pid: undefined });
  });
});
