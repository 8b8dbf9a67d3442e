import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import postgres from "postgres";
import {
  APP_C_DATABASE_URL_VAR,
  LOCALHOST_APP_PORT,
  LOCALHOST_APP_URL,
  LOCALHOST_TWIN_PORT,
  MAILBOX_APP_PORT,
  MAILBOX_APP_URL,
  MAILBOX_TWIN_PORT,
  OIDC_ISSUER,
  OIDC_PROVIDER_NAME,
  OIDC_PROVIDER_PORT,
  PG_APP_PORT,
  PG_APP_URL,
  PG_TWIN_PORT,
  SMTP_APP_PORT,
  SMTP_APP_URL,
  SMTP_SINK_HTTP_PORT,
  SMTP_SINK_PORT,
  SMTP_SINK_URL,
  SMTP_TWIN_PORT,
} from "./e2e/support/servers";
import { startThrowawayCluster } from "./tests/support/postgres-cluster";

// End-to-end tests against the built app. Six servers are started (never reused):
//   - a real SMTP server (e2e/support/smtp-sink.mjs) on 2525, its mails as JSON on 2526;
//   - a real OpenID Connect provider (e2e/support/oidc-provider.mjs) on 4110;
//   - app A on 4100, mails to the dev mailbox, no sign-in provider;
//   - app B on 4101, mails over SMTP to the sink, the OIDC provider as "Test ID";
//   - app C on 4102, on a real PostgreSQL (a throwaway cluster, or a new database on
//     TEST_DATABASE_URL's server), mails over SMTP to the sink: the tests read its tables;
//   - app D on 4103, like app A but at http://localhost:4103: browsers refuse WebAuthn on an
//     IP address, so e2e/passkeys.spec.ts runs its passkey ceremonies here.
// Each app runs its own local Polar twin (no POLAR_ACCESS_TOKEN) on a fixed port: A on 4105,
// B on 4106, C on 4107, D on 4108, so the billing tests can reach the twin's checkout page and
// control API. The apps trust X-Forwarded-For, so every test gets its own rate-limit bucket (see
// e2e/support/fixtures.ts), and each gets a fresh data folder for this run.
// The app is not built here: run `npm run build` first.

const root = import.meta.dirname;
const chromium = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium";
const serverEntry = resolve(root, ".output/server/index.mjs");

if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. The e2e tests use the Debian Chromium: apt-get install -y chromium (or set E2E_CHROMIUM to another Chromium binary).`,
  );
}
if (!existsSync(serverEntry)) {
  throw new Error(
    `${serverEntry} is missing: the e2e tests run the built app, run npm run build first.`,
  );
}

// The config is loaded by the runner and again by every worker; the runner creates the run's
// data folder and the workers inherit its name through the environment.
const RUN_DIR_VAR = "TIMBERLINE_E2E_RUN_DIR";
if (!process.env[RUN_DIR_VAR]) {
  const runDir = mkdtempSync(join(tmpdir(), "timberline-e2e-"));
  process.env[RUN_DIR_VAR] = runDir;
  if (!process.env.E2E_KEEP_DATA) {
    // The servers are stopped before the runner exits; then the data can go.
    process.on("exit", () => rmSync(runDir, { recursive: true, force: true }));
  }
}
const runDir = process.env[RUN_DIR_VAR] as string;

// App C's database, created once by the runner; the workers read its URL from the environment.
if (!process.env[APP_C_DATABASE_URL_VAR]) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const cluster = await startThrowawayCluster();
    // The app servers are stopped before the runner exits; then the cluster can go.
    process.on("exit", () => cluster.stop());
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
  process.env[APP_C_DATABASE_URL_VAR] = url.toString();
}
const appCDatabaseUrl = process.env[APP_C_DATABASE_URL_VAR] as string;

function appServer(
  name: string,
  port: number,
  url: string,
  twinPort: number,
  extraEnv: Record<string, string>,
) {
  const dataDir = join(runDir, name);
  mkdirSync(dataDir, { recursive: true });
  return {
    name,
    command: `"${process.execPath}" "${serverEntry}"`,
    cwd: root,
    url: `${url}/api/health`,
    env: {
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
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
      // The local Polar twin, never a real Polar account from the caller's shell.
      POLAR_ACCESS_TOKEN: "",
      POLAR_WEBHOOK_SECRET: "",
      POLAR_API_URL: "",
      POLAR_SERVER: "",
      POLAR_TWIN_PORT: String(twinPort),
      ...extraEnv,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
  };
}

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [["list"]],
  use: {
    baseURL: MAILBOX_APP_URL,
    browserName: "chromium",
    headless: true,
    locale: "en-GB",
    timezoneId: "UTC",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      name: "smtp-sink",
      command: `"${process.execPath}" e2e/support/smtp-sink.mjs`,
      cwd: root,
      url: `${SMTP_SINK_URL}/health`,
      env: {
        SMTP_SINK_HOST: "127.0.0.1",
        SMTP_SINK_PORT: String(SMTP_SINK_PORT),
        SMTP_SINK_HTTP_PORT: String(SMTP_SINK_HTTP_PORT),
      },
      reuseExistingServer: false,
      timeout: 15_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 2_000 },
    },
    // Before the apps: the servers start one after another, so app B's discovery at startup
    // finds the provider (Better Auth would otherwise retry it on the first sign-in request).
    {
      name: "oidc-provider",
      command: `"${process.execPath}" e2e/support/oidc-provider.mjs`,
      cwd: root,
      url: `${OIDC_ISSUER}/health`,
      env: {
        OIDC_PROVIDER_HOST: "127.0.0.1",
        OIDC_PROVIDER_PORT: String(OIDC_PROVIDER_PORT),
      },
      reuseExistingServer: false,
      timeout: 15_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 2_000 },
    },
    appServer("mailbox-app", MAILBOX_APP_PORT, MAILBOX_APP_URL, MAILBOX_TWIN_PORT, {}),
    appServer("smtp-app", SMTP_APP_PORT, SMTP_APP_URL, SMTP_TWIN_PORT, {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
      OIDC_ISSUER,
      OIDC_CLIENT_ID: "timberline-e2e",
      OIDC_CLIENT_SECRET: "timberline-e2e-secret",
      OIDC_PROVIDER_NAME,
    }),
    appServer("postgres-app", PG_APP_PORT, PG_APP_URL, PG_TWIN_PORT, {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
      DATABASE_URL: appCDatabaseUrl,
    }),
    // It listens on 127.0.0.1 like the others; the browser reaches it by the name localhost.
    appServer("localhost-app", LOCALHOST_APP_PORT, LOCALHOST_APP_URL, LOCALHOST_TWIN_PORT, {}),
  ],
});
