import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { fromCrossJSON } from "seroval";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import journal from "../../drizzle/meta/_journal.json";
import { requestOnce } from "../support/fuzz";
import { createApiKeyOverHttp, type LiveServer, startLiveServer } from "../support/live-server";
import { callServerFn, serverFnId } from "../support/server-fn";
import { type ServerProcess, startServer, waitUntilReady } from "../support/server-process";
import { verifyPathOf } from "../support/sign-in-link";

// The built server (.output) as users run it: started from another working directory, on each
// database, checked for what it prints, what it serves and how it stops.

const SHUTDOWN_LIMIT_MS = 10_000;

/** The headers every response carries (src/server/http/security-headers.server.ts). */
const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};

/** A script of the build that Nitro serves from .output/public with a Brotli copy beside it. */
function precompressedAsset(): string {
  const folder = resolve(".output/public/assets");
  const files = readdirSync(folder);
  const script = files.find((file) => file.endsWith(".js") && files.includes(`${file}.br`));
  if (!script) throw new Error(`no .js with a .br copy in ${folder}: is compression off?`);
  return `/assets/${script}`;
}

async function stopAndTime(server: ServerProcess, signal: NodeJS.Signals) {
  const started = Date.now();
  server.child.kill(signal);
  const code = await server.exited;
  return { code, elapsed: Date.now() - started };
}

async function signInThroughMailbox(server: ServerProcess, email: string) {
  const sent = await fetch(`${server.url}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, callbackURL: "/dashboard" }),
  });
  expect(sent.status).toBe(200);
  const messages = (await (await fetch(`${server.url}/dev/mailbox/messages`)).json()) as {
    to: string;
    text: string;
  }[];
  const link = messages.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  const opened = new URL(link as string);
  const verified = await fetch(new URL(verifyPathOf(opened), opened), { redirect: "manual" });
  expect(verified.status).toBe(302);
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const dashboard = await fetch(`${server.url}/dashboard`, {
    headers: { cookie },
    redirect: "manual",
  });
  expect(dashboard.status).toBe(200);
  expect(await dashboard.text()).toContain(email);
  return cookie;
}

describe("the production server on embedded PGlite", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "prod-pglite-"));
  const elsewhere = mkdtempSync(join(tmpdir(), "prod-cwd-"));
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({ cwd: elsewhere, env: { DATA_DIR: dataDir }, firstStart: true });
    await waitUntilReady(server);
  });
  afterAll(() => {
    server?.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it("prints its address and the database, mail and payment services it uses", () => {
    const output = server.output();
    expect(output).toContain(`Timberline listening at ${server.url}`);
    expect(output).toContain(`database: embedded PGlite in ${join(dataDir, "pglite")}`);
    expect(output).toContain("mail:     dev mailbox");
    expect(output).toMatch(/payments: /);
    // One process on its embedded database: its limits are exact, and nothing more is said.
    expect(output).not.toContain("REST API calls a minute");
  });

  it("finds its migrations from any working directory and keeps data and secret in DATA_DIR", async () => {
    expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({ ready: true });
    expect(existsSync(join(dataDir, "auth-secret"))).toBe(true);
    expect(existsSync(join(dataDir, "pglite"))).toBe(true);
    expect(existsSync(join(elsewhere, ".data"))).toBe(false);
  });

  it("signs a user in end to end over HTTP", async () => {
    await signInThroughMailbox(server, `prod-${randomUUID()}@example.com`);
  });

  it("gives the API docs page's loader the document /api/v1/openapi.json serves, signed in only", async () => {
    const cookie = await signInThroughMailbox(server, `prod-${randomUUID()}@example.com`);
    const documentText = (signedIn?: string) =>
      callServerFn(server.url, {
        method: "GET",
        file: "src/server/api/v1/openapi.functions.ts",
        name: "getOpenApiDocumentText",
        cookie: signedIn,
      });
    const visitor = await documentText();
    expect(visitor.status).toBe(401);
    expect(visitor.value).toMatchObject({ code: "UNAUTHORIZED" });
    const member = await documentText(cookie);
    expect(member.status).toBe(200);
    expect(member.value).toBe(await (await fetch(`${server.url}/api/v1/openapi.json`)).text());
  });

  it("answers /metrics 404 like any unknown path while METRICS_TOKEN is unset", async () => {
    const unknown = await fetch(`${server.url}/no-such-page`);
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${"x".repeat(44)}` }];
    for (const headers of attempts) {
      const metrics = await fetch(`${server.url}/metrics`, { headers });
      expect(metrics.status).toBe(404);
      expect(metrics.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
      expect(metrics.headers.has("www-authenticate")).toBe(false);
    }
    expect(unknown.status).toBe(404);
  });

  it("sends the security headers on pages and API answers, and no HSTS over plain HTTP", async () => {
    for (const path of ["/login", "/api/health", "/api/auth/get-session", "/api/v1/me"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(Object.fromEntries(response.headers), path).toMatchObject(SECURITY_HEADERS);
      expect(response.headers.has("strict-transport-security"), path).toBe(false);
    }
    const page = await fetch(`${server.url}/login`);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers /api/v1 past Nitro's router with the same headers, log line and id as every answer", async () => {
    const cookie = await signInThroughMailbox(server, `prod-${randomUUID()}@example.com`);
    const { key } = await createApiKeyOverHttp(server.url, cookie);
    const me = await fetch(`${server.url}/api/v1/me`, {
      headers: { authorization: `Bearer ${key}`, "x-request-id": "req-api-fast-path" },
    });
    expect(me.status).toBe(200);
    expect(Object.fromEntries(me.headers)).toMatchObject({
      ...SECURITY_HEADERS,
      "content-type": "application/json",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-request-id": "req-api-fast-path",
      "ratelimit-limit": expect.stringMatching(/^\d+$/),
    });
    await expect.poll(() => server.output().includes('"requestId":"req-api-fast-path"')).toBe(true);
    // A path that only looks like the API is decided on the parsed URL: this is the login page.
    const { hostname, port } = new URL(server.url);
    const around = await new Promise<{ status?: number; type?: string }>((done, fail) => {
      const sent = httpRequest({ hostname, port, path: "/api/v1/../../login" }, (reply) => {
        reply.resume();
        reply.on("end", () =>
          done({ status: reply.statusCode, type: reply.headers["content-type"] }),
        );
      });
      sent.on("error", fail);
      sent.end();
    });
    expect(around).toMatchObject({ status: 200, type: expect.stringContaining("text/html") });
  });

  it("answers get-session past the routers from its session cache, and forgets it at a sign-out (ADR 078)", async () => {
    const cookie = await signInThroughMailbox(server, `prod-${randomUUID()}@example.com`);
    // A second browser of the session: the session's cookie alone, no signed copy.
    const tokenOnly = cookie.split("; ").find((pair) => pair.includes("session_token=")) ?? "";
    const read = async (requestId: string = randomUUID()) => {
      const response = await fetch(`${server.url}/api/auth/get-session`, {
        headers: { cookie: tokenOnly, "x-request-id": requestId },
      });
      expect(response.headers.get("cache-control")).toBe("no-store");
      return { headers: Object.fromEntries(response.headers), body: await response.text() };
    };
    // The first read fills the cache through Better Auth; the second is the cache's, answered
    // whole (a length, not chunks) with every header the layers on the way out would add.
    expect(JSON.parse((await read()).body)?.user.email).toMatch(/^prod-/);
    const cached = await read("req-session-fast-path");
    expect(JSON.parse(cached.body)?.user.email).toMatch(/^prod-/);
    expect(cached.headers).toMatchObject({
      ...SECURITY_HEADERS,
      "content-type": "application/json",
      pragma: "no-cache",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "content-length": String(Buffer.byteLength(cached.body)),
      "x-request-id": "req-session-fast-path",
    });
    await expect
      .poll(() => server.output().includes('"requestId":"req-session-fast-path"'))
      .toBe(true);
    const out = await fetch(`${server.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    // Within the cache's second: only the entry's forgetting makes this null.
    expect((await read()).body).toBe("null");
  });

  it("sends the security headers with static files too, which stay immutable and precompressed", async () => {
    const asset = precompressedAsset();
    const response = await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": "br" } });
    expect(response.status, asset).toBe(200);
    expect(Object.fromEntries(response.headers), asset).toMatchObject({
      ...SECURITY_HEADERS,
      "cache-control": "public, max-age=31536000, immutable",
      "content-encoding": "br",
    });
    expect(response.headers.has("strict-transport-security")).toBe(false);
  });

  it("gives every page a Content-Security-Policy whose fresh nonce is on each of its scripts and styles", async () => {
    const nonces: string[] = [];
    for (const path of ["/", "/login", "/login", "/no-such-page"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      const policy = new Map(
        (response.headers.get("content-security-policy") ?? "")
          .split(";")
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name = "", ...sources]) => [name, sources]),
      );
      const nonce = policy.get("script-src")?.find((source) => source.startsWith("'nonce-"));
      expect(nonce, path).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
      expect(policy.get("script-src"), path).toEqual(["'self'", nonce]);
      expect(policy.get("style-src"), path).toEqual(["'self'", nonce]);
      expect(policy.get("object-src"), path).toEqual(["'none'"]);
      expect(policy.get("base-uri"), path).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
      const value = nonce?.slice("'nonce-".length, -1) as string;
      nonces.push(value);

      const html = await response.text();
      const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
      expect(tags.filter((tag) => tag.startsWith("<script")).length, path).toBeGreaterThan(0);
      expect(tags.filter((tag) => tag.startsWith("<style")).length, path).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, path).toContain(` nonce="${value}"`);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("links the first paint's styles from signed-in pages, and writes them into public ones (ADR 081)", async () => {
    const cookie = await signInThroughMailbox(server, `prod-${randomUUID()}@example.com`);
    const page = await (await fetch(`${server.url}/dashboard`, { headers: { cookie } })).text();
    expect(page).not.toContain('<style id="critical-css"');
    const link = page.match(/<link[^>]* id="critical-css"[^>]*>/)?.[0] ?? "";
    expect(link).toContain('rel="stylesheet"');
    const href = link.match(/ href="([^"]+)"/)?.[1];
    expect(href).toMatch(/^\/assets\/critical-[\w-]+\.css$/);
    const sheet = await fetch(`${server.url}${href}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("cache-control")).toContain("immutable");
    const publicPage = await (await fetch(`${server.url}/login`)).text();
    const inline = publicPage.match(/<style id="critical-css"[^>]*>([\s\S]*?)<\/style>/)?.[1];
    expect(inline?.trim()).toBe((await sheet.text()).trim());
  });

  it("gives answers that are not pages a policy that loads nothing", async () => {
    for (const path of ["/api/health", "/api/auth/get-session", "/api/v1/me"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("content-security-policy"), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it("sends pages gzipped to a browser that accepts it", async () => {
    const response = await fetch(`${server.url}/login`, {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch inflates the body: it is still the page.
    expect(await response.text()).toContain("<html");
  });

  it("exits promptly on SIGTERM, releasing the data folder for the next start", async () => {
    const { code, elapsed } = await stopAndTime(server, "SIGTERM");
    expect(code).toBe(0);
    expect(elapsed).toBeLessThan(SHUTDOWN_LIMIT_MS);

    // With CI set, srvx leaves the signals to the app: the other shutdown path.
    const again = await startServer({ cwd: elsewhere, env: { DATA_DIR: dataDir, CI: "true" } });
    try {
      await waitUntilReady(again);
      const { code: secondCode } = await stopAndTime(again, "SIGINT");
      expect(secondCode).toBe(0);
    } finally {
      again.child.kill("SIGKILL");
    }
  });
});

describe("the production server on PostgreSQL", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "prod-pg-"));
  const name = `prod_${randomUUID().replaceAll("-", "")}`;
  const adminUrl = inject("postgresAdminUrl");
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  let server: ServerProcess;
  let databaseUrl: string;

  beforeAll(async () => {
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    server = await startServer({
      cwd: dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    });
    await waitUntilReady(server);
  });
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("uses DATABASE_URL and says so, without printing a password", () => {
    expect(server.output()).toContain(`database: PostgreSQL at ${databaseUrl}`);
    // Other processes can share this database: how exact the REST API's limit then is.
    expect(server.output()).toContain(
      "REST API calls a minute are exact in one process; each further worker or instance may admit about a tenth of a limit more",
    );
  });

  it("applies the migrations to the server's database and signs a user in", async () => {
    const db = postgres(databaseUrl, { max: 1 });
    try {
      const applied = await db`select count(*)::int as n from drizzle.__drizzle_migrations`;
      expect(applied[0]?.n).toBe(journal.entries.length);
    } finally {
      await db.end();
    }
    await signInThroughMailbox(server, `prod-pg-${randomUUID()}@example.com`);
  });

  it("reports not ready while Better Auth cannot read its sessions, though the database answers", async () => {
    const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      // A table the app needs on every signed-in request, gone (a restore or a hand-made change
      // gone wrong): `select 1` and the migrations table still answer.
      await db`alter table "session" rename to "session_elsewhere"`;
      const notReady = await fetch(`${server.url}/api/ready`);
      expect(await notReady.json()).toEqual({ ready: false, reason: "auth unavailable" });
      expect(notReady.status).toBe(503);
    } finally {
      await db`alter table "session_elsewhere" rename to "session"`;
      await db.end();
    }
    const ready = await fetch(`${server.url}/api/ready`);
    expect(await ready.json()).toEqual({ ready: true });
  });

  it("exits promptly on SIGTERM with the pool open", async () => {
    const { code, elapsed } = await stopAndTime(server, "SIGTERM");
    expect(code).toBe(0);
    expect(elapsed).toBeLessThan(SHUTDOWN_LIMIT_MS);
  });
});

/**
 * Starts the server with `env` in a folder of its own and expects it to refuse: exit 1 before it
 * ever answers ready. Returns what it printed.
 */
async function refusedStart(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "prod-bad-"));
  try {
    const server = await startServer({ cwd: dataDir, env: { DATA_DIR: dataDir, ...env } });
    const outcome = await Promise.race([
      server.exited,
      waitUntilReady(server).then(() => "answered ready"),
    ]);
    server.child.kill("SIGKILL");
    expect(outcome, server.output()).toBe(1);
    return server.output();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Better Auth's fallback secret (DEFAULT_SECRET in better-auth/dist/utils/constants.mjs). */
const BETTER_AUTH_DEFAULT_SECRET = "better-auth-secret-12345678901234567890";

describe("the production server with a bad environment", () => {
  it("refuses to start and lists every problem", async () => {
    const output = await refusedStart({ NODE_ENV: "production", SMTP_URL: "http://not-smtp" });
    expect(output).toContain("Invalid environment:");
    for (const key of ["BETTER_AUTH_SECRET", "DATABASE_URL", "SMTP_URL"]) {
      expect(output).toContain(`  - ${key}:`);
    }
  });

  // Local services allowed, so that nothing but the secrets stands in the way: before these
  // rules, the server started (with a warning) and, on Better Auth's default, answered every
  // page 500 while it reported ready.
  const otherwiseStarting = {
    NODE_ENV: "production",
    ALLOW_LOCAL_SERVICES: "true",
    POLAR_API_URL: "http://127.0.0.1:9",
    BILLING_RECONCILE_INTERVAL: "0",
  };

  it("refuses Better Auth's default secret and a 1-character POLAR_WEBHOOK_SECRET, naming each", async () => {
    const output = await refusedStart({
      ...otherwiseStarting,
      BETTER_AUTH_SECRET: BETTER_AUTH_DEFAULT_SECRET,
      POLAR_ACCESS_TOKEN: "polar_oat_local_test",
      POLAR_WEBHOOK_SECRET: "x",
    });
    expect(output).toContain("Invalid environment:");
    expect(output).toContain("  - BETTER_AUTH_SECRET: is a published default or a placeholder");
    expect(output).toContain("  - POLAR_WEBHOOK_SECRET: must be at least 32 characters");
    expect(output).not.toContain(BETTER_AUTH_DEFAULT_SECRET);
  });

  it("refuses development mode by default at a public https address, in one line", async () => {
    const output = await refusedStart({
      APP_URL: "https://app.example.com",
      DATABASE_URL: "postgres://app:pw@127.0.0.1:9/app",
      SMTP_URL: "smtp://127.0.0.1:9",
    });
    expect(output).toContain(
      "  - NODE_ENV: is unset while APP_URL is https://app.example.com: set NODE_ENV=production",
    );
    expect(output).not.toContain("Polar twin");
  });

  it("refuses a BETTER_AUTH_SECRET of one character repeated", async () => {
    const output = await refusedStart({ ...otherwiseStarting, BETTER_AUTH_SECRET: "a".repeat(32) });
    expect(output).toContain("  - BETTER_AUTH_SECRET: is one character repeated");
  });
});

/** This machine's addresses other than loopback (link-local IPv6 left out: it needs a scope). */
function otherAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((info) => info !== undefined && !info.internal && !info.address.startsWith("fe80:"))
    .map((info) => (info as { address: string }).address);
}

/** Whether a TCP connection to `host`:`port` is accepted (true) or refused (false). */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((done, fail) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      fail(new Error(`${host}:${port} neither accepted nor refused within 2 s`));
    });
    socket.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNREFUSED" ? done(false) : fail(error),
    );
  });
}

describe("a development server started without HOST, as `npm start` runs it", () => {
  // APP_URL names a host of its own, apart from the loopback names; HTTPS, for HSTS.
  const appHost = "dev-box.test";
  let live: LiveServer;
  let server: ServerProcess;
  let port: number;

  beforeAll(async () => {
    // Development asked for by name: at a public https address an unset NODE_ENV is refused.
    live = await startLiveServer({
      HOST: undefined,
      NODE_ENV: "development",
      APP_URL: `https://${appHost}`,
    });
    server = live.server;
    port = Number(new URL(server.url).port);
  });
  afterAll(() => live?.stop());

  it("listens on loopback only, and so does its Polar twin", async () => {
    const output = server.output();
    expect(output).toContain(`Listening on: http://127.0.0.1:${port}/`);
    expect(output).toContain(`Timberline listening at https://${appHost} (on 127.0.0.1)`);
    expect(output).toContain(`local Polar twin at ${live.twinUrl} `);
    const twinPort = Number(new URL(live.twinUrl).port);
    expect(await accepts("127.0.0.1", port)).toBe(true);
    expect(await accepts("127.0.0.1", twinPort)).toBe(true);
    // On a machine with no other address, the printed lines above are the proof.
    for (const address of otherAddresses()) {
      expect(await accepts(address, port), `${address}:${port}`).toBe(false);
      expect(await accepts(address, twinPort), `${address}:${twinPort}`).toBe(false);
    }
  });

  /** The dev mailbox's JSON, its page, the error page and its server function, sent to `host`. */
  async function devToolsAt(host: string) {
    const send = (path: string, headers: Record<string, string> = {}) =>
      requestOnce(`${server.url}${path}`, { headers: { host, ...headers } });
    const messages = await send("/dev/mailbox/messages");
    const page = await send("/dev/mailbox");
    const deliveries = await send("/dev/webhooks/deliveries");
    const deliveriesPage = await send("/dev/webhooks");
    const errorPage = await send("/dev/error");
    const call = await send(
      `/_serverFn/${serverFnId("src/server/dev/dev-tools.functions.ts", "listDevMail")}`,
      { origin: `http://${host}`, "x-tsr-serverFn": "true", accept: "application/json" },
    );
    return {
      messages: { status: messages.status, body: await messages.json() },
      page: { status: page.status, html: await page.text() },
      deliveries: { status: deliveries.status, body: await deliveries.json() },
      deliveriesPage: { status: deliveriesPage.status, html: await deliveriesPage.text() },
      errorPage: errorPage.status,
      call: fromCrossJSON(JSON.parse(await call.text()), { refs: new Map() }),
    };
  }

  it("answers the dev tools only to requests addressed to this machine or to APP_URL's host", async () => {
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `app.localhost:${port}`,
      appHost,
    ]) {
      const tools = await devToolsAt(host);
      expect(tools.messages, host).toEqual({ status: 200, body: [] });
      expect(tools.page.status, host).toBe(200);
      expect(tools.page.html, host).toContain("Dev mailbox");
      expect(tools.deliveries, host).toEqual({ status: 200, body: [] });
      expect(tools.deliveriesPage.html, host).toContain("No deliveries yet.");
      expect(tools.errorPage, host).not.toBe(404);
      expect(tools.call, host).toEqual({ result: { mails: [], total: 0 } });
    }
    // Another site's name resolving here (DNS rebinding), or this machine by a network address:
    // the responses the dev tools give when they are off.
    for (const host of [
      `evil.example:${port}`,
      `localhost.evil.example:${port}`,
      `192.0.2.77:${port}`,
    ]) {
      const tools = await devToolsAt(host);
      expect(tools.messages, host).toEqual({
        status: 404,
        body: { code: "NOT_FOUND", message: "Not found" },
      });
      expect(tools.page.status, host).toBe(404);
      expect(tools.page.html, host).not.toContain("Dev mailbox");
      expect(tools.deliveries, host).toEqual({
        status: 404,
        body: { code: "NOT_FOUND", message: "Not found" },
      });
      expect(tools.deliveriesPage.status, host).toBe(404);
      expect(tools.errorPage, host).toBe(404);
      expect(tools.call, host).toEqual({ error: { isNotFound: true } });
    }
  });

  it("sends HSTS with static files when APP_URL is https", async () => {
    const asset = precompressedAsset();
    const response = await fetch(`${server.url}${asset}`);
    expect(Object.fromEntries(response.headers), asset).toMatchObject({
      ...SECURITY_HEADERS,
      "strict-transport-security": "max-age=63072000; includeSubDomains",
    });
  });
});
