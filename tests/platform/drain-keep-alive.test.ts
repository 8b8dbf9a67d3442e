import { Agent, request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type EmptyDatabase, emptyDatabase } from "../support/databases";
import { type LiveServer, startLiveServer } from "../support/live-server";
import type { ServerProcess } from "../support/server-process";

// SIGTERM while clients send one request after another over kept-alive connections, as a load
// balancer's pool or a browser does (ADR 065). Such a client cannot tell a request the server
// never read from one it dropped, so it retries only a connection refused (nothing was sent);
// every other outcome than a 200 (a reset, a hang-up, a 503) is a request lost. The server must
// answer each request that reaches it with `Connection: close`, stop accepting, and exit in time.

const CLIENTS = 10;
const EXIT_LIMIT_MS = 10_000;
/** A request that takes longer than this has hung: a failure, not a pause. */
const REQUEST_LIMIT_MS = 8000;
const PATHS = ["/api/health", "/login", "/api/auth/get-session", "/"];

interface Outcome {
  path: string;
  /** "200", "503"…, or the error's code (ECONNREFUSED, ECONNRESET, "timeout"). */
  result: string;
  sentAt: number;
  /** Whether the request went out on a connection an earlier request had used. */
  reused: boolean;
}

function send(
  url: string,
  path: string,
  agent: Agent,
  limitMs = REQUEST_LIMIT_MS,
): Promise<Outcome> {
  const sentAt = Date.now();
  return new Promise((done) => {
    let reused = false;
    const finish = (result: string) => done({ path, result, sentAt, reused });
    const outgoing = httpRequest(`${url}${path}`, { agent, timeout: limitMs }, (res) => {
      res.resume();
      res.on("end", () => finish(String(res.statusCode)));
      res.on("error", (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    });
    outgoing.on("socket", (socket) => {
      reused = (outgoing as unknown as { reusedSocket: boolean }).reusedSocket;
      socket.setNoDelay(true);
    });
    outgoing.on("timeout", () =>
      outgoing.destroy(Object.assign(new Error("timeout"), { code: "timeout" })),
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    outgoing.end();
  });
}

const MODES: { mode: string; env: Record<string, string>; postgres?: boolean }[] = [
  { mode: "one process", env: {} },
  // CI set: srvx leaves the signals to the app (the path the CI runs take).
  { mode: "one process, CI set", env: { CI: "true" } },
  // The primary passes the signal on to both workers and exits when they have.
  { mode: "two workers on PostgreSQL", env: { WEB_CONCURRENCY: "2" }, postgres: true },
];

describe.each(MODES)("SIGTERM with kept-alive clients: $mode", ({ env, postgres }) => {
  let live: LiveServer;
  let server: ServerProcess;
  let database: EmptyDatabase | undefined;

  beforeAll(async () => {
    database = postgres ? await emptyDatabase() : undefined;
    live = await startLiveServer({ ...env, DATABASE_URL: database?.url });
    server = live.server;
  });
  afterAll(async () => {
    await live?.stop();
    await database?.drop();
  });

  it("answers every request it read, refuses new connections, and exits in time", async () => {
    const outcomes: Outcome[] = [];
    const agents: Agent[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;

    // Each client keeps one connection and sends on it without pause until the server refuses.
    const client = async (index: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      for (let turn = index; ; turn++) {
        const outcome = await send(server.url, PATHS[turn % PATHS.length] as string, agent);
        outcomes.push(outcome);
        if (outcome.result === "ECONNREFUSED") return;
        // Before the signal a failure is some other fault: stop rather than spin.
        if (outcome.result !== "200" && outcome.sentAt < signalledAt) return;
      }
    };

    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    // Every client has been answered on a kept-alive connection before the signal.
    await vi.waitFor(
      () => {
        const reused = new Set(
          outcomes.filter((o) => o.reused && o.result === "200").map((o) => o.path),
        );
        expect(outcomes.filter((o) => o.reused).length).toBeGreaterThan(CLIENTS * 5);
        expect(reused.size).toBe(PATHS.length);
      },
      { timeout: 20_000, interval: 50 },
    );

    // Readiness, asked on a connection kept open from before the signal (idle at the signal).
    const probe = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(probe);
    expect((await send(server.url, "/api/ready", probe)).result).toBe("200");

    signalledAt = Date.now();
    server.child.kill("SIGTERM");

    // Once the server has acted on the signal (a new connection is refused), readiness on the
    // probe's open connection says 503 (a load balancer stops sending).
    await vi.waitFor(
      async () => {
        // A connection accepted and left unanswered is given up after a second, so the
        // failure says so with the server's output instead of timing out silently.
        const fresh = new Agent({ keepAlive: false });
        const { result } = await send(server.url, "/api/health", fresh, 1000);
        // The server's own account of its stop, should a new connection still be answered.
        const since = `+${Date.now() - signalledAt}ms; the server's output:\n${server.output().slice(-3000)}`;
        expect(result, since).toBe("ECONNREFUSED");
      },
      { timeout: 5000, interval: 20 },
    );
    const ready = await send(server.url, "/api/ready", probe);
    expect(ready).toMatchObject({ result: "503", reused: true });

    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve("still running"), EXIT_LIMIT_MS)),
    ]);
    const exitedAt = Date.now();
    await Promise.all(clients);
    for (const agent of agents) agent.destroy();

    const log = outcomes
      .filter((o) => o.sentAt >= signalledAt - 200)
      .map(
        (o) => `+${o.sentAt - signalledAt}ms ${o.path} ${o.result}${o.reused ? " (reused)" : ""}`,
      )
      .join("\n");
    const lost = outcomes.filter((o) => o.result !== "200" && o.result !== "ECONNREFUSED");
    expect(lost, `requests lost around the signal:\n${log}`).toEqual([]);
    // Each client ended on a refused connection: the server stopped accepting.
    expect(outcomes.filter((o) => o.result === "ECONNREFUSED")).toHaveLength(CLIENTS);
    expect(code, server.output()).toBe(0);
    expect(exitedAt - signalledAt).toBeLessThan(EXIT_LIMIT_MS);
  }, 60_000);
});
