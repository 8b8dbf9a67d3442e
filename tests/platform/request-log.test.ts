import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { type ServerProcess, startServer, waitUntilReady } from "../support/server-process";

// The built server's structured log: one JSON line per request with the id the response
// carries, and never a secret. Mail goes over real SMTP (the end-to-end suite's sink), not the
// dev mailbox, whose whole point is to print sign-in links: here nothing may print a token.
// One database is enough: what is logged does not depend on it.

interface RequestLine {
  time: string;
  level: string;
  msg: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

interface SinkMail {
  to: string[];
  subject: string;
  text: string | null;
}

async function startSmtpSink(): Promise<{ smtpUrl: string; messagesUrl: string; stop(): void }> {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, [resolve("e2e/support/smtp-sink.mjs")], {
    env: {
      PATH: process.env.PATH ?? "",
      SMTP_SINK_PORT: String(smtpPort),
      SMTP_SINK_HTTP_PORT: String(httpPort),
    },
    stdio: "ignore",
  });
  const messagesUrl = `http://127.0.0.1:${httpPort}/messages`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${httpPort}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error("the SMTP sink (e2e/support/smtp-sink.mjs) did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, messagesUrl, stop: () => child.kill() };
}

describe("structured request logs of the built server", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "request-log-"));
  let server: ServerProcess;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  /** How much the server had printed once it was ready: its start-up banner. */
  let startupOutput = 0;
  /** Every value that must never reach the server's output. */
  const secrets = new Map<string, string>();
  /** The ids of the requests this test made, with the header each response carried. */
  const sent: { id: string; echoed: string | null; path: string }[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({
      cwd: dataDir,
      env: { DATA_DIR: dataDir, SMTP_URL: sink.smtpUrl },
    });
    await waitUntilReady(server);
    // The start-up banner (address, database, mail, payments) is the only text allowed; its
    // last line is the payments one.
    const deadline = Date.now() + 5_000;
    while (!/\n {2}payments: [^\n]*\n/.test(server.output()) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    startupOutput = server.output().length;
  });
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    sink?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** fetch with a fresh X-Request-Id, remembered with what the response echoed. */
  async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
    const id = `test-${randomUUID()}`;
    const response = await fetch(path.startsWith("http") ? path : `${server.url}${path}`, {
      redirect: "manual",
      ...init,
      headers: { ...init.headers, "x-request-id": id },
    });
    sent.push({ id, echoed: response.headers.get("x-request-id"), path });
    return response;
  }

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", origin: server.url, ...headers },
    });

  async function mailLink(to: string, subject: RegExp): Promise<URL> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = (await (await fetch(sink.messagesUrl)).json()) as SinkMail[];
      const mail = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
      const link = mail?.text?.match(/https?:\/\/\S+/)?.[0];
      if (link) return new URL(link);
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const cookieValues = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0] ?? "")
      .filter((pair) => pair.includes("="));

  function requestLines(): RequestLine[] {
    return server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as RequestLine)
      .filter((line) => line.msg === "request");
  }

  /** Lines are written once per event-loop turn: waits until the last request's is out. */
  async function settled() {
    const last = sent.at(-1)?.id;
    const deadline = Date.now() + 5_000;
    while (!requestLines().some((line) => line.requestId === last)) {
      if (Date.now() > deadline) throw new Error(`no log line for ${last}:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it("signs in by magic link, resets a password, uses an API key: no secret is printed", async () => {
    const email = `log-${randomUUID()}@example.com`;
    const callbackMarker = `cb${randomUUID().replaceAll("-", "")}`;
    secrets.set("callbackURL value", callbackMarker);

    // Magic link: its token travels in the query of the mailed page's address, then in the
    // verify URL's the page's button opens.
    expect(
      (
        await post("/api/auth/sign-in/magic-link", {
          email,
          callbackURL: `/dashboard?from=${callbackMarker}`,
        })
      ).status,
    ).toBe(200);
    const magic = await mailLink(email, /sign-in link/i);
    const magicToken = magic.searchParams.get("token") ?? "";
    expect(magicToken.length).toBeGreaterThan(16);
    secrets.set("magic-link token", magicToken);
    expect(magic.pathname).toBe("/login/confirm");
    expect((await call(magic.toString())).status).toBe(200);
    // The same link with its "?" escaped by a mail system: the token is in the path then.
    expect((await call(magic.toString().replace("?", "%3F"))).status).toBeLessThan(500);
    const verified = await call(`/api/auth/magic-link/verify${magic.search}`);
    expect(verified.status).toBe(302);
    const cookies = cookieValues(verified);
    expect(cookies.join("; ")).toContain("session_token=");
    for (const pair of cookies)
      secrets.set(`cookie ${pair.split("=")[0]}`, pair.split("=")[1] ?? "");
    const cookie = cookies.join("; ");
    expect((await call("/dashboard", { headers: { cookie } })).status).toBe(200);
    expect((await call("/api/auth/get-session", { headers: { cookie } })).status).toBe(200);

    // Password reset: the token travels in the link's path, then in the page's query.
    expect(
      (await post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }))
        .status,
    ).toBe(200);
    const reset = await mailLink(email, /^Reset your .* password$/);
    const resetToken = reset.pathname.split("/").at(-1) ?? "";
    expect(resetToken.length).toBeGreaterThan(16);
    secrets.set("reset token", resetToken);
    const toPage = await call(reset.toString());
    expect(toPage.status).toBe(302);
    expect(toPage.headers.get("location")).toContain(resetToken);
    expect((await call(`/reset-password?token=${resetToken}`)).status).toBe(200);
    const password = `pw-${randomUUID()}`;
    const wrongPassword = `wrong-${randomUUID()}`;
    secrets.set("new password", password);
    secrets.set("wrong password", wrongPassword);
    expect(
      (await post("/api/auth/reset-password", { token: resetToken, newPassword: password })).status,
    ).toBe(200);
    expect((await post("/api/auth/sign-in/email", { email, password: wrongPassword })).status).toBe(
      401,
    );
    const signedIn = await post("/api/auth/sign-in/email", { email, password });
    expect(signedIn.status).toBe(200);
    const passwordCookies = cookieValues(signedIn);
    for (const pair of passwordCookies) {
      secrets.set(`password sign-in cookie ${pair.split("=")[0]}`, pair.split("=")[1] ?? "");
    }

    // API key: in the Authorization header, in x-api-key, and a wrong one.
    const created = await post(
      "/api/auth/api-key/create",
      {},
      { cookie: passwordCookies.join("; ") },
    );
    expect(created.status).toBe(200);
    const { key } = (await created.json()) as { key: string };
    secrets.set("API key", key);
    expect((await call("/api/v1/me", { headers: { authorization: `Bearer ${key}` } })).status).toBe(
      200,
    );
    expect((await call("/api/v1/me", { headers: { "x-api-key": key } })).status).toBe(200);
    const wrongKey = `${key.slice(0, -4)}zzzz`;
    secrets.set("wrong API key", wrongKey);
    expect(
      (await call("/api/v1/me", { headers: { authorization: `Bearer ${wrongKey}` } })).status,
    ).toBe(401);

    await settled();
    const output = server.output();
    for (const [what, value] of secrets) {
      expect(value.length, what).toBeGreaterThan(8);
      expect(output.includes(value), `${what} appears in the server's output`).toBe(false);
    }
    expect(output).toContain("/api/auth/reset-password/[redacted]");
    expect(output).toContain('"path":"/login/confirm"');
    expect(output).toContain('"path":"/login/confirm[redacted]"');
  });

  it("writes exactly one parseable JSON line per request, with the id the answer echoed", async () => {
    const plain = await fetch(`${server.url}/api/health?token=not-logged`);
    const generated = plain.headers.get("x-request-id") ?? "";
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await fetch(`${server.url}/api/health`, {
      headers: { "x-request-id": 'x"} {"level":"error"' },
    });
    const replaced = hostile.headers.get("x-request-id") ?? "";
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    sent.push({ id: generated, echoed: generated, path: "/api/health?token=not-logged" });
    sent.push({ id: replaced, echoed: replaced, path: "/api/health" });
    await settled();

    const lines = requestLines();
    for (const request of sent) {
      expect(request.echoed, request.path).toBe(request.id);
      const mine = lines.filter((line) => line.requestId === request.id);
      expect(mine, request.path).toHaveLength(1);
      const [line] = mine;
      expect(line, request.path).toEqual({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        level: "info",
        msg: "request",
        requestId: request.id,
        method: expect.stringMatching(/^(GET|POST)$/),
        path: expect.stringMatching(/^\/[^?#]*$/),
        status: expect.any(Number),
        durationMs: expect.any(Number),
      });
      expect(line?.path, request.path).toBe(
        new URL(request.path, server.url).pathname
          .replace(/(\/reset-password\/)[^/]+/, "$1[redacted]")
          .replace(/^(\/login\/confirm)(?!\/?$).+$/s, "$1[redacted]"),
      );
    }
    expect(server.output()).not.toContain("not-logged");
  });

  it("prints nothing but JSON lines after start-up", async () => {
    await settled();
    const lines = server.output().slice(startupOutput).split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(sent.length);
    const notJson = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
  });

  it("writes every request's line before it exits on SIGTERM", async () => {
    const ids = Array.from({ length: 200 }, () => `exit-${randomUUID()}`);
    const responses = await Promise.all(
      ids.map((id) => fetch(`${server.url}/api/health`, { headers: { "x-request-id": id } })),
    );
    expect(responses.every((result) => result.ok)).toBe(true);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const logged = new Set(requestLines().map((line) => line.requestId));
    expect(ids.filter((id) => !logged.has(id))).toEqual([]);
  });
});

describe("LOG_REQUESTS=false", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "request-log-off-"));
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({ cwd: dataDir, env: { DATA_DIR: dataDir, LOG_REQUESTS: "false" } });
    await waitUntilReady(server);
  });
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes no request lines but still answers with a request id", async () => {
    const response = await fetch(`${server.url}/api/health`, {
      headers: { "x-request-id": "quiet-1" },
    });
    expect(response.headers.get("x-request-id")).toBe("quiet-1");
    // A line, had there been one, is out once the server has exited on SIGTERM (as the first
    // suite's last test shows for logged requests).
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain('"msg":"request"');
  });
});
