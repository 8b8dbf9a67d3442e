// Shared by the benchmark (run.mjs) and the profile (profile.mjs): the built server started as
// users run it, a signed-in user's session cookie and API key, and autocannon (plain, and with a
// cookie jar per connection as a browser keeps one).
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { CookieJar } from "../scripts/cookie-jar.mjs";
import { NODE_FLAGS, SERVER_FLAGS } from "../src/server/platform/node-flags.mjs";

/** @import { ChildProcessByStdio } from "node:child_process" */
/** @import { Readable } from "node:stream" */
/** @typedef {Record<string, string>} Env */

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_ENTRY = join(ROOT, ".output/server/index.mjs");

// The servers run on this process's Node (`process.execPath`). The figures are the app's only on
// the Node the project installs, which `npm run` puts first on the PATH; a machine's own `node`
// may be another major (Node 20 here: an AbortController costs 4 µs there, 40 ns on Node 24).
const projectNode = (() => {
  try {
    return JSON.parse(readFileSync(join(ROOT, "node_modules/node/package.json"), "utf8")).version;
  } catch {
    return undefined;
  }
})();
if (projectNode && projectNode !== process.versions.node) {
  throw new Error(
    `The benchmark runs on Node ${process.versions.node}, the project's is ${projectNode}: start it with npm run (npm run bench, bench:profile, ...) or put node_modules/.bin first on the PATH.`,
  );
}
export const CONNECTIONS = 50;
/** Ports the end-to-end suite uses; never taken here, so both can run at once. */
const RESERVED = { from: 4100, to: 4110 };

/** @type {Set<ServerProcess>} */
const children = new Set();
/** @type {Set<string>} */
const tempDirs = new Set();

/**
 * The comma list in the environment variable `variable`, each word one of `known`, in the order
 * of `known`; `fallback` when it is not set.
 * @template {string} T
 * @param {string} variable
 * @param {readonly T[]} known
 * @param {readonly T[]} fallback
 * @returns {T[]}
 */
export function chosenWords(variable, known, fallback) {
  const words = (process.env[variable] ?? fallback.join(","))
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
  const unknown = words.filter((word) => !known.includes(/** @type {T} */ (word)));
  if (unknown.length > 0 || words.length === 0) {
    throw new Error(
      `${variable}: unknown ${unknown.join(", ") || "(empty)"} (known: ${known.join(", ")})`,
    );
  }
  return known.filter((word) => words.includes(word));
}

/** The databases a stage may run on, as variables name them, and their names in reports. */
export const DATABASE_NAMES = { pglite: "PGlite", postgres: "PostgreSQL" };
/** @typedef {keyof typeof DATABASE_NAMES} Database */

/**
 * The databases the comma list in `variable` names (`pglite`, `postgres`); both when unset.
 * @param {string} variable
 */
export function chosenDatabases(variable) {
  /** @type {Database[]} */
  const all = ["pglite", "postgres"];
  return chosenWords(variable, all, all);
}

/** @param {string} line */
export function log(line) {
  process.stderr.write(`${line}\n`);
}

export const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

export async function freePort() {
  for (;;) {
    /** @type {number} */
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

/** @param {string} dir @returns {number} */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds the server when it is missing or older than the newest source file, so the figures
 * are never those of a stale build. BENCH_BUILD=never keeps whatever build there is (say, while
 * another process serves it), BENCH_BUILD=always rebuilds. Returns why it built, or null.
 */
export function ensureBuilt() {
  const mode = process.env.BENCH_BUILD ?? "auto";
  let reason = null;
  if (!existsSync(SERVER_ENTRY)) reason = "no build yet";
  else if (mode === "always") reason = "BENCH_BUILD=always";
  else if (mode !== "never" && newestMtime(join(ROOT, "src")) > statSync(SERVER_ENTRY).mtimeMs) {
    reason = "src/ is newer than the build";
  }
  if (!reason) return null;
  log(`building (${reason}): vite build --logLevel warn`);
  // The same Node as the benchmark: node_modules/.bin/vite is a script whose shebang would
  // pick the system's Node.
  const built = spawnSync(
    process.execPath,
    [join(ROOT, "node_modules/.bin/vite"), "build", "--logLevel", "warn"],
    { cwd: ROOT, stdio: "inherit" },
  );
  if (built.status !== 0) throw new Error(`the build failed (exit ${built.status})`);
  return reason;
}

let serverEntry = SERVER_ENTRY;
/**
 * This build's Node flags: the server's own (SERVER_FLAGS, as `npm run serve` starts it), or
 * BENCH_SERVER_FLAGS (space-separated) to measure another choice against them.
 */
export const BUILD_FLAGS =
  process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? SERVER_FLAGS;
let serverFlags = BUILD_FLAGS;

/**
 * The built server the next spawnApp runs, and Node's flags for it: the A/B stage
 * (bench/ab.mjs) starts a base commit's with that commit's own (launchFlags).
 * @param {string} entry
 * @param {string[]} [flags]
 */
export function setServerEntry(entry, flags = BUILD_FLAGS) {
  serverEntry = entry;
  serverFlags = flags;
}

/**
 * The Node flags another checkout's `npm run serve` starts its server with, and NODE_FLAGS where that
 * lacks them: a commit older than ADR 080 is measured on PGlite's baseline compiler too, as every
 * A/B of issue 46 did.
 * @param {string} root
 * @returns {string[]}
 */
export function launchFlags(root) {
  /** @type {string} */
  const serve = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts?.serve ?? "";
  const own = serve.split(/\s+/).filter((word) => /^--[\w-]+(=\S*)?$/.test(word));
  return [...NODE_FLAGS.filter((flag) => !own.includes(flag)), ...own];
}

/** The built server spawnApp runs now. */
export function currentServerEntry() {
  return serverEntry;
}

/**
 * Runs the servers from a copy of .output taken now, so that a build started while the
 * benchmark runs (another terminal, an editor's task) cannot swap the files under a server.
 */
export function snapshotBuild() {
  const dir = mkdtempSync(join(tmpdir(), "bench-build-"));
  tempDirs.add(dir);
  cpSync(join(ROOT, ".output"), join(dir, ".output"), { recursive: true });
  const entry = join(dir, ".output/server/index.mjs");
  if (!existsSync(entry)) {
    throw new Error(`${SERVER_ENTRY} vanished while it was copied: a build is running; retry`);
  }
  serverEntry = entry;
}

/** What a server printed is kept up to this size at the start and at the end (for errors). */
const OUTPUT_KEEP = 64 * 1024;
/** Marks a request line of the server's structured log (src/server/http/request-log.server.ts). */
const REQUEST_LINE = '"msg":"request"';

/**
 * A server's stdout, written to a file as a log collector would take it. Under load a server
 * writes a JSON line per request: about 4 MB a second at /api/v1/me's rate. Read from a pipe,
 * those lines were scanned on this process's one thread, the one that sends the requests and
 * times the answers, which then timed its own reading too (issue 17). The file is read only when
 * asked: its request lines counted from where the last count stopped, its start and end for a
 * failure report.
 * @param {string} path
 */
function logFile(path) {
  let offset = 0;
  let requestLines = 0;
  let carry = "";
  const chunk = Buffer.alloc(1024 * 1024);
  /** @param {number} position @param {number} length @returns {[string, number]} */
  const readAt = (position, length) => {
    const fd = openSync(path, "r");
    try {
      const bytes = readSync(fd, chunk, 0, Math.min(length, chunk.length), position);
      return [chunk.toString("utf8", 0, bytes), bytes];
    } finally {
      closeSync(fd);
    }
  };
  /** @param {number} position @param {number} length */
  const read = (position, length) => readAt(position, length)[0];
  return {
    requestLines() {
      const size = statSync(path).size;
      while (offset < size) {
        const [read, bytes] = readAt(offset, size - offset);
        offset += bytes;
        const text = carry + read;
        for (let at = text.indexOf(REQUEST_LINE); at !== -1; ) {
          requestLines++;
          at = text.indexOf(REQUEST_LINE, at + REQUEST_LINE.length);
        }
        carry = text.slice(-(REQUEST_LINE.length - 1));
      }
      return requestLines;
    },
    text() {
      const size = statSync(path).size;
      if (size <= 2 * OUTPUT_KEEP) return read(0, size);
      const left = size - 2 * OUTPUT_KEEP;
      return `${read(0, OUTPUT_KEEP)}\n[… ${left} bytes left out …]\n${read(size - OUTPUT_KEEP, OUTPUT_KEEP)}`;
    },
  };
}

/**
 * A server's stderr, kept bounded: its start (the start-up banner, a crash) and its end are what
 * a failure report needs.
 */
function boundedOutput() {
  let head = "";
  /** @type {string[]} */
  const tail = [];
  let tailLength = 0;
  let skipped = 0;
  return {
    /** @param {Buffer | string} chunk */
    add(chunk) {
      const text = String(chunk);
      let rest = text;
      if (head.length < OUTPUT_KEEP) {
        const room = OUTPUT_KEEP - head.length;
        head += text.slice(0, room);
        if (text.length <= room) return;
        rest = text.slice(room);
      }
      tail.push(rest);
      tailLength += rest.length;
      for (let first = tail[0]; first && tailLength - first.length > OUTPUT_KEEP; first = tail[0]) {
        const dropped = first;
        tail.shift();
        tailLength -= dropped.length;
        skipped += dropped.length;
      }
    },
    text() {
      return `${head}${skipped > 0 ? `\n[… ${skipped} characters left out …]\n` : ""}${tail.join("")}`;
    },
  };
}

/**
 * A server process started here, with what it printed.
 * @typedef {object} ServerProcess
 * @property {string} name
 * @property {ChildProcessByStdio<null, null, Readable>} child
 * @property {number | undefined} pid
 * @property {Promise<number | NodeJS.Signals | null>} exited
 * @property {() => string} output
 * @property {() => number} requestLines
 */

/** @param {string} name @param {string[]} args @param {Env} env @returns {ServerProcess} */
function spawnProcess(name, args, env) {
  const logDir = mkdtempSync(join(tmpdir(), "bench-log-"));
  tempDirs.add(logDir);
  const stdoutPath = join(logDir, "stdout.log");
  const stdoutFd = openSync(stdoutPath, "w");
  /** @type {ChildProcessByStdio<null, null, Readable>} */
  let child;
  try {
    // A descriptor in `stdio` loses spawn's typing of the streams: stderr is the one pipe.
    child = /** @type {ChildProcessByStdio<null, null, Readable>} */ (
      spawn(process.execPath, args, {
        cwd: tmpdir(),
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
        stdio: ["ignore", stdoutFd, "pipe"],
      })
    );
  } finally {
    // The child has its own copy of the descriptor.
    closeSync(stdoutFd);
  }
  const stdout = logFile(stdoutPath);
  const stderr = boundedOutput();
  child.stderr.on("data", (chunk) => stderr.add(chunk));
  /** @type {ServerProcess["exited"]} */
  const exited = new Promise((done) => child.once("exit", (code, signal) => done(code ?? signal)));
  const handle = {
    name,
    child,
    pid: child.pid,
    exited,
    output: () => `stdout:\n${stdout.text()}\nstderr:\n${stderr.text()}`,
    /** Request lines the server has logged so far (0 when request logging is off). */
    requestLines: stdout.requestLines,
  };
  children.add(handle);
  return handle;
}

/**
 * Resolves with the milliseconds from `since` to the first 200 on `url`.
 * @param {ServerProcess} server
 * @param {string} url
 */
export async function waitFor200(server, url, since = performance.now(), pollMs = 100) {
  const deadline = since + 60_000;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited early:\n${server.output()}`);
    }
    try {
      const response = await fetch(url, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(pollMs);
  }
  throw new Error(`${server.name}: no 200 from ${url} in time:\n${server.output()}`);
}

/**
 * One recorded answer, replayed for every request by a server with nothing else in it: Node's
 * own `node:http` (`layer: "node"`), or srvx, the HTTP layer under TanStack Start's server,
 * answering a FastResponse as the REST API's hot path does (`layer: "srvx"`).
 */
const REPLAY = `
const { layer, port, answer } = JSON.parse(process.env.REPLAY);
const { status, headers, body } = answer;
if (layer === "node") {
  require("node:http")
    .createServer((_request, response) => response.writeHead(status, headers).end(body))
    .listen(port, "127.0.0.1");
} else {
  import(process.env.SRVX).then(({ serve, FastResponse }) =>
    serve({
      port,
      hostname: "127.0.0.1",
      silent: true,
      fetch: () => new FastResponse(body, { status, headers }),
    }),
  );
}
`;

/**
 * Starts a replay server (REPLAY above) for `answer`.
 * @param {"node" | "srvx"} layer
 * @param {{ status: number, headers: Record<string, string>, body: string }} answer
 */
export async function startReplay(layer, answer) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnProcess(`${layer} replay`, ["-e", REPLAY], {
    REPLAY: JSON.stringify({ layer, port, answer }),
    SRVX: import.meta.resolve("srvx"),
  });
  await waitFor200(server, `${url}/`);
  return { ...server, url };
}

/**
 * Spawns the built server without waiting for it. `options.dataDir` and `options.port` restart
 * a stopped server on its data (the cold start); by default both are new.
 * @param {string} name
 * @param {Env} env
 * @param {{ nodeArgs?: string[], dataDir?: string, port?: number }} [options]
 */
export async function spawnApp(name, env, { nodeArgs = [], dataDir, port } = {}) {
  const appPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${appPort}`;
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "bench-data-"));
  tempDirs.add(dir);
  const server = spawnProcess(name, [...serverFlags, ...nodeArgs, serverEntry], {
    PORT: String(appPort),
    HOST: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: dir,
    API_RATE_LIMIT_MAX: "100000000",
    // One process unless a stage asks for workers: the launcher's default on PostgreSQL is one
    // per CPU.
    WEB_CONCURRENCY: "1",
    ...env,
  });
  return { ...server, url, port: appPort, dataDir: dir, env };
}

/** @typedef {Awaited<ReturnType<typeof spawnApp>>} AppServer */

/**
 * `nodeArgs`: flags for Node itself, e.g. `--cpu-prof`.
 * @param {string} name
 * @param {Env} env
 * @param {string[]} [nodeArgs]
 */
export async function startApp(name, env, nodeArgs = []) {
  const server = await spawnApp(name, env, { nodeArgs });
  await waitFor200(server, `${server.url}/api/ready`);
  return server;
}

/**
 * Stops one server and keeps its DATA_DIR (stopAll removes it).
 * @param {ServerProcess} server
 */
export async function stopServer(server) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGTERM");
    const timer = setTimeout(() => server.child.kill("SIGKILL"), 5000);
    await server.exited;
    clearTimeout(timer);
  }
  children.delete(server);
}

/**
 * Signs a new user in through the dev mailbox; returns the session's Cookie header.
 * @param {{ url: string }} server
 */
export async function signIn(server) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const sent = await fetch(`${server.url}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, callbackURL: "/dashboard" }),
  });
  if (sent.status !== 200) throw new Error(`magic link: ${sent.status} ${await sent.text()}`);
  const mailbox = `${server.url}/dev/mailbox/messages?to=${encodeURIComponent(email)}`;
  /** @type {{ to: string, text: string }[]} */
  const messages = await (await fetch(mailbox)).json();
  const link = messages.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no magic link for ${email} in the dev mailbox`);
  // The mail links to a page whose button opens Better Auth's verify endpoint with the same query.
  const { search } = new URL(link);
  const verified = await fetch(`${server.url}/api/auth/magic-link/verify${search}`, {
    redirect: "manual",
  });
  const jar = new CookieJar();
  jar.store(verified.headers.getSetCookie());
  const cookie = jar.header();
  if (!cookie.includes("session_token")) throw new Error("sign-in set no session cookie");
  return cookie;
}

/**
 * Fails before measuring when the cookie does not sign the user in, or /login does not answer:
 * the figures would lie.
 * @param {AppServer} server
 * @param {string} cookie
 */
export async function checkSignedIn(server, cookie) {
  const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
  const body = session.status === 200 ? await session.json() : null;
  if (!body?.user?.id) {
    throw new Error(
      `${server.name}: get-session with the cookie answered ${session.status}, no user`,
    );
  }
  const dashboard = await fetch(`${server.url}/dashboard`, {
    headers: { cookie },
    redirect: "manual",
  });
  await dashboard.arrayBuffer();
  if (dashboard.status !== 200) {
    throw new Error(`${server.name}: /dashboard with the cookie answered ${dashboard.status}`);
  }
  const login = await fetch(`${server.url}/login`, { redirect: "manual" });
  await login.arrayBuffer();
  if (login.status !== 200) throw new Error(`${server.name}: /login answered ${login.status}`);
}

/**
 * Creates an API key for the signed-in user and checks that /api/v1/me takes it.
 * @param {{ url: string }} server
 * @param {string} cookie
 * @returns {Promise<string>}
 */
export async function keyFor(server, cookie) {
  const created = await fetch(`${server.url}/api/auth/api-key/create`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie },
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

/**
 * A built server function's id (TanStack Start: the SHA-256 of its file and handler name).
 * @param {string} file
 * @param {string} name
 */
function serverFnId(file, name) {
  return createHash("sha256").update(`${file}--${name}_createServerFn_handler`).digest("hex");
}

/**
 * A new user who creates an organization (it becomes their session's active workspace) and its
 * API key through the dashboard's own server function. Returns the member's Cookie header and
 * the organization's key, checked on /api/v1/me.
 * @param {{ url: string }} server
 */
export async function organizationFor(server) {
  const jar = new CookieJar();
  const signedIn = await signIn(server);
  jar.store(signedIn.split("; ").map((pair) => `${pair}; Path=/`));
  const slug = `bench-${Date.now().toString(36)}`;
  const created = await fetch(`${server.url}/api/auth/organization/create`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie: jar.header() },
    body: JSON.stringify({ name: "Bench organization", slug }),
  });
  if (created.status !== 200) {
    throw new Error(`organization: ${created.status} ${await created.text()}`);
  }
  jar.store(created.headers.getSetCookie());
  const file = "src/server/api-keys/api-keys.functions.ts";
  const minted = await fetch(`${server.url}/_serverFn/${serverFnId(file, "createUserApiKey")}`, {
    method: "POST",
    headers: { "x-tsr-serverFn": "true", origin: server.url, cookie: jar.header() },
  });
  const text = await minted.text();
  const key = /tl_[A-Za-z0-9_-]{20,250}/.exec(text)?.[0];
  if (minted.status !== 200 || !key) throw new Error(`organization key: ${minted.status} ${text}`);
  const me = await fetch(`${server.url}/api/v1/me`, {
    headers: { authorization: `Bearer ${key}` },
  });
  const owner = me.status === 200 ? (await me.json()).owner : null;
  if (owner !== "organization")
    throw new Error(`/api/v1/me with the organization key: ${me.status}`);
  return { cookie: jar.header(), key };
}

/**
 * A smoke run's load (an `amount` of requests): 10 connections and a minute's wait. With 50,
 * a loaded two-core machine queued each SSR request past autocannon's 10 s and the run failed.
 */
const SMOKE_LOAD = { connections: 10, timeout: 60 };

/**
 * @param {import("autocannon").Options} options
 * @returns {Promise<import("autocannon").Result>}
 */
function run(options) {
  const load = options.amount === undefined ? { connections: CONNECTIONS } : SMOKE_LOAD;
  return new Promise((done, fail) => {
    const instance = autocannon({ ...load, ...options }, (error, result) =>
      error ? fail(error) : done(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

/**
 * How long a load runs: `{ duration }` seconds, or until `{ amount }` requests are answered (a
 * smoke run's check that a target answers at all, however loaded the machine).
 * @typedef {{ duration: number } | { amount: number }} Span
 */

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {Span} span
 */
export function cannon(url, headers, span) {
  return run({ url, headers, ...span });
}

/**
 * autocannon where every connection is a browser of the same signed-in user: it starts with
 * `cookie` and keeps what each response sets, so a short-lived signed cookie cache (Better
 * Auth's session_data) is refreshed the way a browser would, not replayed after it expired.
 * @param {string} url
 * @param {string} cookie
 * @param {Span} span
 */
export function browserCannon(url, cookie, span) {
  const { pathname, search } = new URL(url);
  return run({
    url,
    ...span,
    // Each connection gets its own jar here: the `requests` given to autocannon are deep-copied
    // per connection but their context is reset after every pass through them.
    setupClient(client) {
      const jar = new CookieJar(cookie);
      client.setRequests([
        {
          method: "GET",
          path: `${pathname}${search}`,
          setupRequest(request) {
            request.headers = { ...request.headers, cookie: jar.header() };
            return request;
          },
          onResponse(_status, _body, _context, headers) {
            for (const [name, value] of Object.entries(headers ?? {})) {
              if (name.toLowerCase() === "set-cookie") jar.store(value);
            }
          },
        },
      ]);
    },
  });
}

/**
 * autocannon where every request is made anew by `next`: a signed webhook, say, with its own
 * message id, timestamp and signature each time.
 * @param {string} url
 * @param {() => { method: "POST" | "GET", body?: string, headers: Record<string, string> }} next
 * @param {Span} span
 */
export function requestCannon(url, next, span) {
  const { pathname, search } = new URL(url);
  return run({
    url,
    ...span,
    requests: [
      {
        path: `${pathname}${search}`,
        setupRequest(request) {
          const made = next();
          return { ...request, ...made, headers: { ...request.headers, ...made.headers } };
        },
      },
    ],
  });
}

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.floor(sorted.length / 2);
  const high = sorted[at] ?? Number.NaN;
  const low = sorted[at - 1] ?? Number.NaN;
  return sorted.length % 2 ? high : (low + high) / 2;
};

/**
 * Summarizes an autocannon result; errors count failures, timeouts and non-2xx answers.
 * @param {string} label
 * @param {import("autocannon").Result} result
 */
export function summarize(label, result) {
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count = 0 }]) => [code, count]),
    ),
  };
}

/**
 * A field of /proc/<pid>/status in kB (VmRSS, VmHWM), NaN when it cannot be read.
 * @param {number | undefined} pid
 * @param {string} field
 */
export function statusKb(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * A process's resident memory now, in MB (NaN when it cannot be read).
 * @param {number | undefined} pid
 */
export function residentMb(pid) {
  return statusKb(pid, "VmRSS") / 1024;
}

/**
 * Samples a process's resident memory every 250 ms until stopped. The kernel's high-water mark
 * (VmHWM) also catches peaks between two samples; it is reset first (`5` to clear_refs, Linux
 * 4.0+) so that it covers the load, not the start-up. `hwmReset` says whether that worked.
 * @param {number | undefined} pid
 */
export function watchMemory(pid) {
  let hwmReset = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    hwmReset = true;
  } catch {
    // not Linux, or not allowed: VmHWM then covers the process's whole life
  }
  const start = statusKb(pid, "VmRSS");
  let max = start;
  let last = start;
  const timer = setInterval(() => {
    const rss = statusKb(pid, "VmRSS");
    if (Number.isFinite(rss)) {
      last = rss;
      max = Math.max(max, rss);
    }
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      const final = statusKb(pid, "VmRSS");
      if (Number.isFinite(final)) last = final;
      const mb = (/** @type {number} */ kb) => kb / 1024;
      return {
        hwm: mb(statusKb(pid, "VmHWM")),
        hwmReset,
        start: mb(start),
        sampledMax: mb(Math.max(max, last)),
        final: mb(last),
      };
    },
  };
}

async function stopAll() {
  await Promise.all([...children].map(stopServer));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** @type {(() => unknown)[]} */
const cleanups = [];
/**
 * Runs `cleanup` when the script ends, after the servers are stopped (e.g. a database).
 * @param {() => unknown} cleanup
 */
export function atExit(cleanup) {
  cleanups.push(cleanup);
}

async function cleanUp() {
  await stopAll();
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      log(`cleanup failed: ${error}`);
    }
  }
}

/**
 * Runs a script's main: every server is stopped at the end, on failure, and on Ctrl-C or
 * SIGTERM, so none outlives the run.
 * @param {() => Promise<void>} main
 */
export async function runMain(main) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
