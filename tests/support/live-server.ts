import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { payCheckout } from "./billing";
import { freePort } from "./free-port";
import { pollUntil } from "./rest-api";
import { callServerFn } from "./server-fn";
import { type ServerProcess, startServer, waitUntilReady } from "./server-process";
import { verifyPathOf } from "./sign-in-link";

export { type EmptyDatabase, emptyDatabase } from "./databases";

// Signing in, keys and subscriptions on a running server over HTTP only, as a browser and an
// API client do: for the tests that run the built server as a child process.

const API_KEYS = "src/server/api-keys/api-keys.functions.ts";
const BILLING = "src/server/billing/billing.functions.ts";

export interface LiveServer {
  server: ServerProcess;
  /** Its local Polar twin, whose control API (/_twin/*) the test drives. */
  twinUrl: string;
  /** Its DATA_DIR (the twin's webhook secret is kept there). */
  dataDir: string;
  /** Kills the process and removes its data folder. */
  stop(): Promise<void>;
}

/** The built server in a data folder of its own, its Polar twin on a known port, ready. */
export async function startLiveServer(
  env: Record<string, string | undefined> = {},
): Promise<LiveServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "live-server-"));
  const twinPort = await freePort();
  const server = await startServer({
    cwd: dataDir,
    env: { DATA_DIR: dataDir, POLAR_TWIN_PORT: String(twinPort), ...env },
  });
  const stop = async () => {
    server.child.kill("SIGKILL");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, twinUrl: `http://127.0.0.1:${twinPort}`, dataDir, stop };
}

/**
 * One built server for the describe that calls this, started before its tests (with the
 * twin's reconciliation off: the tests drive billing themselves) and stopped after them.
 */
export function liveServerPerSuite(env: Record<string, string | undefined> = {}): () => string {
  let live: LiveServer | undefined;
  beforeAll(async () => {
    live = await startLiveServer({ BILLING_RECONCILE_INTERVAL: "0", ...env });
  }, 120_000);
  afterAll(async () => {
    await live?.stop();
  });
  return () => {
    if (!live) throw new Error("The suite's server is not running");
    return live.server.url;
  };
}

export interface SignInOptions {
  /** The public origin (APP_URL) when it is not `baseUrl`: behind a load balancer. */
  appUrl?: string;
  /** The client address the (trusted) proxy reports. */
  ip?: string;
  /** The instance that opens the link, when another one than the one asked for it. */
  verifyOn?: string;
}

/**
 * The session cookie of `email`, signed in by the magic link from the dev mailbox: the call the
 * link's page makes when its button is pressed.
 */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  options: SignInOptions = {},
): Promise<string> {
  const appUrl = options.appUrl ?? baseUrl;
  const forwarded: Record<string, string> = options.ip ? { "x-forwarded-for": options.ip } : {};
  const sent = await fetch(`${baseUrl}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl, ...forwarded },
    body: JSON.stringify({ email, callbackURL: "/dashboard" }),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const mailbox = `${baseUrl}/dev/mailbox/messages?to=${encodeURIComponent(email)}`;
  const messages = (await (await fetch(mailbox)).json()) as {
    to: string;
    text: string;
  }[];
  // Newest first.
  const link = messages.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no sign-in mail for ${email}`);
  const verified = await fetch(`${options.verifyOn ?? baseUrl}${verifyPathOf(new URL(link))}`, {
    headers: forwarded,
    redirect: "manual",
  });
  expect(verified.status).toBe(302);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * The link in the mail to `to` whose text holds `pathPart`, from the dev mailbox. Mails go out
 * just after their response, so it is awaited.
 */
export async function mailedLinkOverHttp(
  baseUrl: string,
  to: string,
  pathPart: string,
): Promise<URL> {
  let link: string | undefined;
  await pollUntil(async () => {
    const mailbox = `${baseUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`;
    const messages = (await (await fetch(mailbox)).json()) as {
      to: string;
      text: string;
    }[];
    expect(Array.isArray(messages), JSON.stringify(messages)).toBe(true);
    const text = messages.findLast((m) => m.to === to && m.text.includes(pathPart))?.text;
    link = text?.match(/https?:\/\/\S+/)?.[0];
    return link !== undefined;
  }, 10_000);
  if (!link) throw new Error(`no mail with ${pathPart} for ${to}`);
  return new URL(link);
}

/** The user's new personal API key, through the dashboard's server function. */
export function createApiKeyOverHttp(
  baseUrl: string,
  cookie: string,
  headers?: Record<string, string>,
): Promise<{ id: string; key: string }> {
  return apiKeyCall(baseUrl, "createUserApiKey", undefined, cookie, headers);
}

/** Replaces the key through the settings' server function; the response holds the new key. */
export function regenerateApiKeyOverHttp(
  baseUrl: string,
  cookie: string,
  keyId: string,
  headers?: Record<string, string>,
): Promise<{ id: string; key: string }> {
  return apiKeyCall(baseUrl, "regenerateUserApiKey", { keyId }, cookie, headers);
}

async function apiKeyCall(
  baseUrl: string,
  name: string,
  data: unknown,
  cookie: string,
  headers: Record<string, string> | undefined,
): Promise<{ id: string; key: string }> {
  const result = await callServerFn(baseUrl, {
    method: "POST",
    file: API_KEYS,
    name,
    data,
    cookie,
    headers,
  });
  expect(result.status, result.error).toBe(200);
  return result.value as { id: string; key: string };
}

/** A checkout for `slug` through the app, paid on the twin's page with the test card. */
export async function subscribeOverHttp(
  baseUrl: string,
  cookie: string,
  email: string,
  slug: string,
): Promise<string> {
  const result = await callServerFn(baseUrl, {
    method: "POST",
    file: BILLING,
    name: "createCheckoutSession",
    data: { slug },
    cookie,
  });
  expect(result.status, result.error).toBe(200);
  return payCheckout((result.value as { url: string }).url, email);
}

/** The local Polar twin's control API (/_twin/*). */
export async function twinControl(
  twinUrl: string,
  action: string,
  body: Record<string, unknown> = {},
): Promise<unknown> {
  const response = await fetch(`${twinUrl}/_twin/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`twin ${action}: ${response.status} ${await response.text()}`);
  return response.json();
}

export interface TwinState {
  down: boolean;
  latencyMs: number;
  /** API calls the twin is holding for its latency right now. */
  held: number;
  subscriptions: { id: string; status: string }[];
}

/** What the twin holds: whether it is down or slow, the calls it holds, its subscriptions. */
export async function twinState(twinUrl: string): Promise<TwinState> {
  return (await fetch(`${twinUrl}/_twin/state`)).json() as Promise<TwinState>;
}
