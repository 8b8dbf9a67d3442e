import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import journal from "../drizzle/meta/_journal.json";
import { type ServerProcess, startServer, waitUntilReady } from "./support/server-process";

// The built server (.output) as users run it: started from another working directory, on each
// database, checked for what it prints, what it serves and how it stops.

const SHUTDOWN_LIMIT_MS = 10_000;

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
  const verified = await fetch(link as string, { redirect: "manual" });
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
}

describe("the production server on embedded PGlite", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "prod-pglite-"));
  const elsewhere = mkdtempSync(join(tmpdir(), "prod-cwd-"));
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({ cwd: elsewhere, env: { DATA_DIR: dataDir } });
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

  it("sends the security headers on pages and API answers, and no HSTS over plain HTTP", async () => {
    for (const path of ["/login", "/api/health", "/api/auth/get-session", "/api/v1/me"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(Object.fromEntries(response.headers), path).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "x-frame-options": "DENY",
      });
      expect(response.headers.has("strict-transport-security"), path).toBe(false);
    }
    const page = await fetch(`${server.url}/login`);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
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

  it("exits promptly on SIGTERM with the pool open", async () => {
    const { code, elapsed } = await stopAndTime(server, "SIGTERM");
    expect(code).toBe(0);
    expect(elapsed).toBeLessThan(SHUTDOWN_LIMIT_MS);
  });
});

describe("the production server with a bad environment", () => {
  it("refuses to start and lists every problem", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "prod-bad-"));
    try {
      const server = await startServer({
        cwd: dataDir,
        env: { NODE_ENV: "production", DATA_DIR: dataDir, SMTP_URL: "http://not-smtp" },
      });
      const code = await server.exited;
      expect(code).toBe(1);
      const output = server.output();
      expect(output).toContain("Invalid environment:");
      for (const key of ["BETTER_AUTH_SECRET", "DATABASE_URL", "SMTP_URL"]) {
        expect(output).toContain(`  - ${key}:`);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
