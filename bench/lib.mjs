// Shared by the benchmark (run.mjs) and the profile (profile.mjs): the built server started as
// users run it, a signed-in user's API key, and autocannon.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_ENTRY = join(ROOT, ".output/server/index.mjs");
export const CONNECTIONS = 50;
/** Ports the end-to-end suite uses; never taken here, so both can run at once. */
const RESERVED = { from: 4100, to: 4110 };

const children = new Set();
const tempDirs = new Set();

export function log(line) {
  process.stderr.write(`${line}\n`);
}

export async function freePort() {
  for (;;) {
    const port = await new Promise((done, fail) => {
      const server = createServer();
      server.once("error", fail);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => done(typeof address === "object" && address ? address.port : 0));
      });
    });
    if (port < RESERVED.from || port > RESERVED.to) return port;
  }
}

function spawnProcess(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((done) => child.once("exit", (code, signal) => done(code ?? signal)));
  const handle = { name, child, exited, output: () => output };
  children.add(handle);
  return handle;
}

async function waitUntilReady(server, url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited early:\n${server.output()}`);
    }
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${server.name} not ready in time:\n${server.output()}`);
}

const HELLO_WORLD = `
const http = require("node:http");
http.createServer((req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"hello":"world"}');
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

export async function startHelloWorld() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnProcess("hello world", ["-e", HELLO_WORLD], { PORT: String(port) });
  await waitUntilReady(server, `${url}/`);
  return { ...server, url };
}

/** `nodeArgs`: flags for Node itself, e.g. `--cpu-prof`. */
export async function startApp(name, env, nodeArgs = []) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  tempDirs.add(dataDir);
  const server = spawnProcess(name, [...nodeArgs, SERVER_ENTRY], {
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: dataDir,
    API_RATE_LIMIT_MAX: "100000000",
    ...env,
  });
  await waitUntilReady(server, `${url}/api/ready`);
  return { ...server, url };
}

/** Signs a new user in through the dev mailbox and creates their API key. */
export async function keyFor(server) {
  const email = `bench-${Date.now()}@example.com`;
  const jsonHeaders = { "content-type": "application/json", origin: server.url };
  const sent = await fetch(`${server.url}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: jsonHeaders,
    body: JSON.stringify({ email, callbackURL: "/dashboard" }),
  });
  if (sent.status !== 200) throw new Error(`magic link: ${sent.status} ${await sent.text()}`);
  const messages = await (await fetch(`${server.url}/dev/mailbox/messages`)).json();
  const link = messages.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no magic link for ${email} in the dev mailbox`);
  const verified = await fetch(link, { redirect: "manual" });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error("sign-in set no session cookie");
  const created = await fetch(`${server.url}/api/auth/api-key/create`, {
    method: "POST",
    headers: { ...jsonHeaders, cookie },
    body: "{}",
  });
  if (created.status !== 200) throw new Error(`key: ${created.status} ${await created.text()}`);
  const { key } = await created.json();
  const me = await fetch(`${server.url}/api/v1/me`, {
    headers: { authorization: `Bearer ${key}` },
  });
  if (me.status !== 200) throw new Error(`/api/v1/me with the new key: ${me.status}`);
  return key;
}

export function cannon(url, headers, duration) {
  return new Promise((done, fail) => {
    const instance = autocannon(
      { url, headers, connections: CONNECTIONS, duration },
      (error, result) => (error ? fail(error) : done(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

export async function stopAll() {
  await Promise.all(
    [...children].map(async (server) => {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill("SIGTERM");
        const timer = setTimeout(() => server.child.kill("SIGKILL"), 5000);
        await server.exited;
        clearTimeout(timer);
      }
      children.delete(server);
    }),
  );
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/**
 * Runs a script's main: every server is stopped at the end, on failure, and on Ctrl-C or
 * SIGTERM, so none outlives the run.
 */
export async function runMain(main) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      void stopAll().finally(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}
