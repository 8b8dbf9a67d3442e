import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { pgliteDirFor } from "../../src/db/client.server";
import { NODE_FLAGS, SERVER_FLAGS } from "../../src/server/platform/node-flags.mjs";
import { freePort } from "../../tests/support/free-port";
import { startThrowawayCluster } from "../../tests/support/postgres-cluster";
import { CHROMIUM, CHROMIUM_PACKAGE } from "./chromium";
import {
  APP_C_DATABASE_URL_VAR,
  E2E_ADMIN_EMAIL,
  LOCALHOST_APP_PORT,
  LOCALHOST_APP_URL,
  LOCALHOST_TWIN_PORT,
  MAILBOX_APP_PORT,
  MAILBOX_APP_URL,
  MAILBOX_TWIN_PORT,
  MONEY_ADMIN_LOCALES,
  moneyAdminEmail,
  OIDC_ISSUER,
  OIDC_PROVIDER_NAME,
  OIDC_PROVIDER_PORT,
  PG_APP_ADMIN_EMAIL,
  PG_APP_PORT,
  PG_APP_URL,
  PG_TWIN_PORT,
  SMTP_APP_PORT,
  SMTP_APP_URL,
  SMTP_SINK_HTTP_PORT,
  SMTP_SINK_PORT,
  SMTP_SINK_URL,
  SMTP_TWIN_PORT,
} from "./servers";

// Playwright's global setup: the servers the end-to-end tests run against, started once by the
// runner before any worker, and stopped by the teardown it returns. Six servers (never reused):
//   - a real SMTP server (e2e/support/smtp-sink.mjs) on 2525, its mails as JSON on 2526;
//   - a real OpenID Connect provider (e2e/support/oidc-provider.mjs) on 4110;
//   - app A on 4100, mails to the dev mailbox, no sign-in provider;
//   - app B on 4101, mails over SMTP to the sink, the OIDC provider as "Test ID";
//   - app C on 4102, on a real PostgreSQL (a throwaway cluster, or a new database on
//     TEST_DATABASE_URL's server), mails over SMTP to the sink: the tests read its tables;
//     PG_APP_ADMIN_EMAIL is its admin (ADMIN_EMAILS);
//   - app D on 4103, like app A but at http://localhost:4103: browsers refuse WebAuthn on an
//     IP address, so e2e/passkeys.spec.ts runs its passkey ceremonies here.
// Each app runs its own local Polar twin (no POLAR_ACCESS_TOKEN) on a fixed port: A on 4105,
// B on 4106, C on 4107, D on 4108, so the billing tests can reach the twin's checkout page and
// control API. The apps trust X-Forwarded-For, so every test gets its own rate-limit bucket (see
// e2e/support/fixtures.ts), and each gets a fresh data folder for this run (kept when
// E2E_KEEP_DATA is set). The app is not built here: run `npm run build` first.
//
// The servers start here rather than as the config's `webServer`: Playwright starts those before
// the global setup, and app C needs its database first. The workers are started after this and
// inherit process.env, which is how the tests learn app C's database URL.

const root = resolve(import.meta.dirname, "../..");
const serverEntry = join(root, ".output/server/index.mjs");

interface ServerSpec {
  name: string;
  /** The script Node runs, from the repository's root. */
  script: string;
  /** Answers 200 once the server is ready. */
  readyUrl: string;
  env: Record<string, string>;
  startTimeoutMs: number;
  /** After SIGTERM, how long it has to exit before it is killed. */
  stopTimeoutMs: number;
}

function appServer(
  runDir: string,
  name: string,
  port: number,
  url: string,
  twinPort: number,
  extraEnv: Record<string, string>,
): ServerSpec {
  const dataDir = join(runDir, name);
  mkdirSync(dataDir, { recursive: true });
  return {
    name,
    script: serverEntry,
    readyUrl: `${url}/api/health`,
    env: {
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      // One process each, as the suites expect (tests/platform/cluster.test.ts covers several workers).
      WEB_CONCURRENCY: "1",
      // Dev mode (the default): the dev mailbox and /dev/error are served.
      NODE_ENV: "",
      SMTP_URL: "",
      // No sign-in provider or linking switch from the caller's shell (empty reads as unset):
      // app B gets the OIDC provider below, apps A and C have none.
      GITHUB_CLIENT_ID: "",
      GITHUB_CLIENT_SECRET: "",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      OIDC_ISSUER: "",
      OIDC_CLIENT_ID: "",
      OIDC_CLIENT_SECRET: "",
      OIDC_PROVIDER_ID: "",
      OIDC_PROVIDER_NAME: "",
      AUTH_ALLOW_SIGNUP: "",
      AUTH_ALLOW_DIFFERENT_EMAILS: "",
      ADMIN_EMAILS: "",
      // The local Polar twin, never a real Polar account from the caller's shell.
      POLAR_ACCESS_TOKEN: "",
      POLAR_WEBHOOK_SECRET: "",
      POLAR_API_URL: "",
      POLAR_SERVER: "",
      POLAR_TWIN_PORT: String(twinPort),
      ...extraEnv,
    },
    startTimeoutMs: 60_000,
    stopTimeoutMs: 5_000,
  };
}

/** The mail and sign-in servers the apps use, started before them. */
function serviceSpecs(): ServerSpec[] {
  return [
    {
      name: "smtp-sink",
      script: "e2e/support/smtp-sink.mjs",
      readyUrl: `${SMTP_SINK_URL}/health`,
      env: {
        SMTP_SINK_HOST: "127.0.0.1",
        SMTP_SINK_PORT: String(SMTP_SINK_PORT),
        SMTP_SINK_HTTP_PORT: String(SMTP_SINK_HTTP_PORT),
      },
      startTimeoutMs: 15_000,
      stopTimeoutMs: 2_000,
    },
    // Before the apps: app B's discovery at startup finds the provider (Better Auth would
    // otherwise retry it on the first sign-in request).
    {
      name: "oidc-provider",
      script: "e2e/support/oidc-provider.mjs",
      readyUrl: `${OIDC_ISSUER}/health`,
      env: {
        OIDC_PROVIDER_HOST: "127.0.0.1",
        OIDC_PROVIDER_PORT: String(OIDC_PROVIDER_PORT),
      },
      startTimeoutMs: 15_000,
      stopTimeoutMs: 2_000,
    },
  ];
}

/**
 * Apps A, B and D, which keep their data in PGlite, each in a copy of `pgliteTemplate`: creating
 * and migrating a PGlite database is most of a server's start (about 9 s of CPU of 11).
 */
function pgliteAppSpecs(runDir: string, pgliteTemplate: string): ServerSpec[] {
  const specs = [
    appServer(runDir, "mailbox-app", MAILBOX_APP_PORT, MAILBOX_APP_URL, MAILBOX_TWIN_PORT, {
      ADMIN_EMAILS: [E2E_ADMIN_EMAIL, ...MONEY_ADMIN_LOCALES.map(moneyAdminEmail)].join(","),
    }),
    appServer(runDir, "smtp-app", SMTP_APP_PORT, SMTP_APP_URL, SMTP_TWIN_PORT, {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
      OIDC_ISSUER,
      OIDC_CLIENT_ID: "timberline-e2e",
      OIDC_CLIENT_SECRET: "timberline-e2e-secret",
      OIDC_PROVIDER_NAME,
    }),
    // It listens on 127.0.0.1 like the others; the browser reaches it by the name localhost.
    appServer(
      runDir,
      "localhost-app",
      LOCALHOST_APP_PORT,
      LOCALHOST_APP_URL,
      LOCALHOST_TWIN_PORT,
      {},
    ),
  ];
  for (const { env } of specs) {
    cpSync(pgliteTemplate, pgliteDirFor(env.DATA_DIR ?? ""), { recursive: true });
  }
  return specs;
}

/** A PGlite folder created and migrated by the built server itself, which then stops. */
async function migratedPgliteFolder(runDir: string): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const spec = appServer(runDir, "pglite-template", port, url, await freePort(), {});
  const stop = await startServer(spec);
  await stop();
  return pgliteDirFor(spec.env.DATA_DIR ?? "");
}

/** App C, on the PostgreSQL database made for this run. */
function postgresAppSpec(runDir: string, databaseUrl: string): ServerSpec {
  return appServer(runDir, "postgres-app", PG_APP_PORT, PG_APP_URL, PG_TWIN_PORT, {
    SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAILS: PG_APP_ADMIN_EMAIL,
  });
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts one server and resolves once its ready URL answers 200. Its standard error is passed
 * through line by line, prefixed with its name, until it is asked to stop (its goodbye is no
 * news), and quoted when it fails to start; standard output is not kept. Resolves with the
 * function that stops it.
 */
async function startServer(spec: ServerSpec): Promise<() => Promise<void>> {
  // A server from another run (or left over from one) would answer in this one's place.
  if (await answers200(spec.readyUrl)) {
    throw new Error(`${spec.readyUrl} already answers: is another end-to-end run under way?`);
  }
  const flags = spec.script === serverEntry ? SERVER_FLAGS : NODE_FLAGS;
  const child = spawn(process.execPath, [...flags, spec.script], {
    cwd: root,
    env: { ...process.env, ...spec.env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  let partLine = "";
  let stopping = false;
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    errors += chunk;
    const lines = (partLine + chunk).split("\n");
    partLine = lines.pop() ?? "";
    if (stopping) return;
    for (const line of lines) process.stderr.write(`[${spec.name}] ${line}\n`);
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = () => {
    stopping = true;
    return stopServer(child, exited, spec.stopTimeoutMs);
  };

  const deadline = Date.now() + spec.startTimeoutMs;
  while (!(await answers200(spec.readyUrl))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${spec.name} exited (${child.exitCode ?? child.signalCode}) before ${spec.readyUrl} answered:\n${errors}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${spec.name}: no 200 from ${spec.readyUrl} in ${spec.startTimeoutMs} ms`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return stop;
}

async function stopServer(child: ChildProcess, exited: Promise<void>, timeoutMs: number) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** Waits for every start, failed or not (each keeps its stop), then throws the first failure. */
async function allStarted(starts: Promise<void>[]): Promise<void> {
  for (const result of await Promise.allSettled(starts)) {
    if (result.status === "rejected") throw result.reason;
  }
}

/** App C's database: a new one on TEST_DATABASE_URL's server, or on a throwaway cluster. */
async function createAppCDatabase(onTeardown: (step: () => unknown) => void): Promise<string> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const cluster = await startThrowawayCluster();
    onTeardown(() => cluster.stop());
    serverUrl = cluster.url;
  }
  const name = `timberline_e2e_${process.pid}_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. The e2e tests use Debian's headless Chromium: apt-get install -y ${CHROMIUM_PACKAGE} (or set E2E_CHROMIUM to another Chromium binary).`,
    );
  }
  if (!existsSync(serverEntry)) {
    throw new Error(
      `${serverEntry} is missing: the e2e tests run the built app, run npm run build first.`,
    );
  }

  // Undone in reverse: the servers stop before the database they use and the data they keep.
  const steps: (() => unknown)[] = [];
  const teardown = async () => {
    for (const step of steps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error("e2e teardown:", error);
      }
    }
  };
  try {
    const runDir = mkdtempSync(join(tmpdir(), "timberline-e2e-"));
    if (!process.env.E2E_KEEP_DATA) {
      steps.push(() => rmSync(runDir, { recursive: true, force: true }));
    }
    const started = Date.now();
    // Each server's stop is kept as soon as it answers, so a failed start stops the others.
    const start = async (spec: ServerSpec) => {
      steps.push(await startServer(spec));
    };
    for (const spec of serviceSpecs()) await start(spec);
    // The apps start at once (A, B and D in copies of one PGlite database, C once its
    // PostgreSQL is up): the setup waits for the slowest start instead of their sum.
    await allStarted([
      (async () => {
        const databaseUrl = await createAppCDatabase((step) => steps.push(step));
        process.env[APP_C_DATABASE_URL_VAR] = databaseUrl;
        await start(postgresAppSpec(runDir, databaseUrl));
      })(),
      (async () => {
        const template = await migratedPgliteFolder(runDir);
        await allStarted(pgliteAppSpecs(runDir, template).map(start));
      })(),
    ]);
    console.log(`[e2e] servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
