import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createClient } from "redis";
import { freePort } from "./free-port";

const REDIS_INSTALL_HINT =
  "redis-server was not found. Install it with `apt-get install -y redis-server` " +
  "(or run `bash .ci/run`), or set REDIS_SERVER_BIN to its path.";

export interface ThrowawayRedis {
  url: string;
  /** The keys matching `pattern`, sorted: for tests that look at what was stored. */
  keys(pattern?: string): Promise<string[]>;
  get(key: string): Promise<string | null>;
  stop(): Promise<void>;
}

function findRedisServer(): string | null {
  const candidates = [
    process.env.REDIS_SERVER_BIN,
    "/usr/bin/redis-server",
    "/usr/local/bin/redis-server",
  ];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

/** A redis-server on a free port, in memory only (no snapshot, no append-only file). */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const bin = findRedisServer();
  if (!bin) throw new Error(REDIS_INSTALL_HINT);
  const port = await freePort();
  const child: ChildProcess = spawn(
    bin,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const url = `redis://127.0.0.1:${port}`;
  const client = createClient({ url, socket: { reconnectStrategy: false } });
  client.on("error", () => {});
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`redis-server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      await client.connect();
      break;
    } catch {
      if (Date.now() - started > 10_000) {
        child.kill("SIGKILL");
        throw new Error(`redis-server did not accept connections within 10 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    async keys(pattern = "*") {
      return (await client.keys(pattern)).sort();
    },
    get: (key) => client.get(key),
    async stop() {
      if (client.isOpen) await client.close();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
