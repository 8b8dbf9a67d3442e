import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import { inject } from "vitest";
import { pgliteDirFor } from "~/db/client.server";
import { SERVER_FLAGS } from "~/server/platform/node-flags.mjs";
import { freePort } from "./free-port";

const SERVER_ENTRY = resolve(".output/server/index.mjs");

export function assertBuilt(): void {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first (npm test does).`);
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /**
   * Resolves with the exit code (or signal) once the process has ended and its output is read
   * to the end: at "exit" its pipes may still hold the last lines (a request log's, say).
   */
  exited: Promise<number | string | null>;
}

/**
 * Starts the production server as its own process, the way `npm start` does. A variable given
 * as undefined is left out (HOST, say, which is otherwise 127.0.0.1).
 *
 * A server on PGlite whose DATA_DIR holds no database yet starts from a copy of the run's
 * migrated one: creating and migrating it was about 9 s of CPU of each start's 11. A test about
 * the first start on an empty folder passes `firstStart: true`.
 */
export async function startServer(options: {
  env: Record<string, string | undefined>;
  cwd: string;
  firstStart?: boolean;
}): Promise<ServerProcess> {
  assertBuilt();
  const { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } = options.env;
  if (dataDir && !databaseUrl && !options.firstStart && !existsSync(pgliteDirFor(dataDir))) {
    cpSync(inject("pgliteTemplateDir"), pgliteDirFor(dataDir), { recursive: true });
  }
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    // One process, as the tests of one instance expect, unless a test asks for workers.
    WEB_CONCURRENCY: "1",
    ...options.env,
  };
  const child = spawn(process.execPath, [...SERVER_FLAGS, SERVER_ENTRY], {
    cwd: options.cwd,
    env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { output, exited } = collectOutput(child);
  return { url: `http://127.0.0.1:${port}`, child, output, exited };
}

/**
 * A child's stdout and stderr as one text, whole lines at a time. A pipe is read in whatever
 * pieces the writer's writes arrive in: taken chunk by chunk, a stderr line read between two
 * pieces of a stdout line broke it in two, and the line was lost to a parser.
 */
export function collectOutput(child: ChildProcess): Pick<ServerProcess, "output" | "exited"> {
  let output = "";
  const streams = [child.stdout, child.stderr].flatMap((stream) => (stream ? [stream] : []));
  const partial = new Map(streams.map((stream) => [stream, ""]));
  for (const stream of streams) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const text = (partial.get(stream) ?? "") + chunk;
      const end = text.lastIndexOf("\n") + 1;
      output += text.slice(0, end);
      partial.set(stream, text.slice(end));
    });
  }
  const exited = new Promise<number | string | null>((done) => {
    child.once("close", (code, signal) => {
      // What a stream held after its last newline comes last.
      for (const rest of partial.values()) output += rest;
      done(code ?? signal);
    });
  });
  return { output: () => output, exited };
}

/** Polls until `path` answers 200, or the process exits, or the deadline passes. */
export async function waitUntilReady(server: ServerProcess, path = "/api/ready"): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited early:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}${path}`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready in time:\n${server.output()}`);
}
