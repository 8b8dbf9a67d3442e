import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  betterAuthLogger,
  configureLogging,
  drained,
  isoTime,
  logEvent,
  loggedPath,
  processDestination,
  withRequestLog,
} from "./request-log.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function capture(settings: { json?: boolean; requests?: boolean } = {}) {
  const lines: string[] = [];
  const streams: string[] = [];
  configureLogging({
    json: settings.json ?? true,
    requests: settings.requests ?? true,
    write: (line, stream) => {
      lines.push(line);
      streams.push(stream);
    },
  });
  return {
    lines,
    streams,
    parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const ok = () => Promise.resolve(new Response("ok", { status: 200 }));

afterEach(() => {
  configureLogging({ json: false, requests: false, write: () => {} });
});

describe("withRequestLog", () => {
  it("writes one JSON line per request and echoes a new id in X-Request-Id", async () => {
    const log = capture();
    const response = await withRequestLog(
      new Request("http://localhost/api/v1/me?limit=5", { method: "GET" }),
      ok,
    );
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(log.lines).toHaveLength(1);
    const [line] = log.parsed();
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      level: "info",
      msg: "request",
      requestId: id,
      method: "GET",
      path: "/api/v1/me",
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(log.lines[0]).not.toContain("\n");
  });

  it("keeps a well-formed incoming X-Request-Id and replaces any other", async () => {
    const log = capture();
    const ids: string[] = [];
    for (const incoming of [
      "req-123_abc.DEF",
      "a".repeat(64),
      "a".repeat(65),
      "two words",
      'quote"d',
      "new\\nline",
      "",
      "ünïcode",
    ]) {
      const response = await withRequestLog(
        new Request("http://localhost/", { headers: { "x-request-id": incoming } }),
        ok,
      );
      ids.push(response.headers.get("x-request-id") ?? "");
    }
    expect(ids.slice(0, 2)).toEqual(["req-123_abc.DEF", "a".repeat(64)]);
    for (const id of ids.slice(2)) expect(id).toMatch(UUID);
    expect(log.parsed().map((line) => line.requestId)).toEqual(ids);
  });

  it("logs a 5xx answer at error level", async () => {
    const log = capture();
    await withRequestLog(new Request("http://localhost/api/ready"), async () =>
      Response.json({ ready: false }, { status: 503 }),
    );
    expect(log.parsed()[0]).toMatchObject({ level: "error", status: 503, path: "/api/ready" });
  });

  it("sets the header on a response whose headers are immutable, keeping status and location", async () => {
    capture();
    const response = await withRequestLog(new Request("http://localhost/old"), async () =>
      Response.redirect("http://localhost/login?next=%2F", 302),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://localhost/login?next=%2F");
    expect(response.headers.get("x-request-id")).toMatch(UUID);
  });

  it("logs a request that throws with status 500 and the error, then rethrows it", async () => {
    const log = capture();
    const failure = new Error("fetch https://example.com/hook?token=secret-value failed");
    await expect(
      withRequestLog(new Request("http://localhost/boom", { method: "POST" }), () =>
        Promise.reject(failure),
      ),
    ).rejects.toBe(failure);
    const [line] = log.parsed();
    expect(line).toMatchObject({
      level: "error",
      status: 500,
      method: "POST",
      path: "/boom",
      error: { name: "Error", message: "fetch https://example.com/hook?… failed" },
    });
    expect(log.lines[0]).not.toContain("secret-value");
  });

  it("writes no line with request logging off, but still answers with an id", async () => {
    const log = capture({ requests: false });
    const response = await withRequestLog(new Request("http://localhost/"), ok);
    expect(response.headers.get("x-request-id")).toMatch(UUID);
    expect(log.lines).toEqual([]);
  });
});

describe("loggedPath", () => {
  it("keeps the path and drops the query and fragment, where tokens travel", () => {
    expect(
      loggedPath("http://localhost/api/auth/magic-link/verify?token=abc&callbackURL=%2F"),
    ).toBe("/api/auth/magic-link/verify");
    expect(loggedPath("http://localhost/reset-password?token=abc#x")).toBe("/reset-password");
    expect(loggedPath("http://localhost/login/confirm?token=abc&callbackURL=%2F")).toBe(
      "/login/confirm",
    );
    expect(loggedPath("https://app.example.com")).toBe("/");
    expect(loggedPath("http://localhost/a#frag?x=1")).toBe("/a");
    expect(loggedPath("/relative?x=1")).toBe("/relative");
  });

  it("replaces what follows the sign-in link's paths, where an escaped query would put the token", () => {
    for (const url of [
      "http://localhost/login/confirm%3Ftoken=TOKEN123&callbackURL=%2F",
      "http://localhost/login/confirmTOKEN123",
      "http://localhost/LOGIN/CONFIRM/TOKEN123",
      "http://localhost/api/auth/magic-link/verify%3Ftoken%3DTOKEN123",
      "http://localhost/api/auth/magic-link/verify/TOKEN123",
    ]) {
      expect(loggedPath(url), url).not.toContain("TOKEN123");
      expect(loggedPath(url), url).toMatch(/\[redacted\]$/);
    }
    expect(loggedPath("http://localhost/login/confirm/")).toBe("/login/confirm/");
    expect(loggedPath("http://localhost/login")).toBe("/login");
  });

  it("replaces the token of Better Auth's reset link, however the path is spelled", () => {
    for (const url of [
      "http://localhost/api/auth/reset-password/TOKEN123?callbackURL=%2Freset-password",
      "http://localhost/api/auth/RESET-PASSWORD/TOKEN123",
      "http://localhost/api/auth/reset%2Dpassword/TOKEN123",
      "http://localhost/api/auth/reset-password/TOKEN123/",
    ]) {
      const path = loggedPath(url);
      expect(path, url).not.toContain("TOKEN123");
      expect(path, url).toMatch(/\/reset-password\/\[redacted\]/i);
    }
  });

  it("cuts a very long path", () => {
    const path = loggedPath(`http://localhost/${"x".repeat(5000)}`);
    expect(path.length).toBeLessThanOrEqual(514);
    expect(path.endsWith("…")).toBe(true);
  });

  it("keeps a malformed escape as it was sent", () => {
    expect(loggedPath("http://localhost/a%zz")).toBe("/a%zz");
  });
});

describe("logEvent", () => {
  it("writes a JSON line that carries the id of the request it happened in", async () => {
    const log = capture();
    const slow = (name: string, ms: number) =>
      withRequestLog(
        new Request("http://localhost/", { headers: { "x-request-id": name } }),
        async () => {
          await new Promise((resolve) => setTimeout(resolve, ms));
          logEvent("warn", "Polar call failed", { error: new Error(`inside ${name}`) });
          return new Response("ok");
        },
      );
    await Promise.all([slow("first", 20), slow("second", 5)]);
    logEvent("warn", "Polar call failed", { error: new Error("outside") });
    const events = log.parsed().filter((line) => line.msg === "Polar call failed");
    expect(events.map((event) => event.requestId)).toEqual(["second", "first", undefined]);
    expect(events.map((event) => (event.error as { message: string }).message)).toEqual([
      "inside second",
      "inside first",
      "outside",
    ]);
    expect(events[0]).toMatchObject({ level: "warn", error: { name: "Error" } });
  });

  it("sends request lines and info events to stdout, warnings and errors to stderr", async () => {
    const log = capture();
    await withRequestLog(new Request("http://localhost/"), async () => {
      logEvent("info", "started");
      logEvent("warn", "slow");
      logEvent("error", "failed");
      return Response.json({}, { status: 503 });
    });
    expect(log.parsed().map((line) => line.msg)).toEqual(["started", "slow", "failed", "request"]);
    expect(log.streams).toEqual(["stdout", "stderr", "stderr", "stdout"]);
  });

  it("leaves the request id out outside a request, and keeps extra fields made safe", () => {
    const log = capture();
    logEvent("info", "billing pass", { users: 3, token: "t0k3n", level: "spoofed" });
    expect(log.parsed()[0]).toEqual({
      time: expect.any(String),
      level: "info",
      msg: "billing pass",
      users: 3,
      token: "[redacted]",
    });
  });

  it("goes to the console as text when JSON is off (development and tests)", () => {
    const log = capture({ json: false, requests: false });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failure = new Error("down");
    logEvent("warn", "Polar call failed", { error: failure, attempt: 2 });
    expect(warn).toHaveBeenCalledWith("Polar call failed", { attempt: 2 }, failure);
    expect(log.lines).toEqual([]);
    warn.mockRestore();
  });
});

describe("logEvent's fields", () => {
  it("replaces secret-named fields at any depth and keeps the rest", () => {
    const log = capture();
    logEvent("warn", "OAuth call failed", {
      provider: "github",
      statusCode: 401,
      keyId: "k1",
      code: "oauth-code",
      apiKey: "tl_live_x",
      nested: { access_token: "at", refreshToken: "rt", Authorization: "Bearer x", ok: true },
      headers: { cookie: "session=s", "set-cookie": ["session=s"], "x-api-key": "tl_live_y" },
      list: [{ password: "p" }, "https://x.example/cb?code=abc"],
      deep: { a: { b: { clientSecret: "cs" } } },
      error: new Error("boom"),
    });
    const [line] = log.parsed();
    expect(line).toEqual({
      time: expect.any(String),
      level: "warn",
      msg: "OAuth call failed",
      provider: "github",
      statusCode: 401,
      keyId: "k1",
      code: "[redacted]",
      apiKey: "[redacted]",
      nested: {
        access_token: "[redacted]",
        refreshToken: "[redacted]",
        Authorization: "[redacted]",
        ok: true,
      },
      headers: { cookie: "[redacted]", "set-cookie": "[redacted]", "x-api-key": "[redacted]" },
      list: [{ password: "[redacted]" }, "https://x.example/cb?…"],
      deep: { a: { b: { clientSecret: "[redacted]" } } },
      error: expect.objectContaining({ name: "Error", message: "boom" }),
    });
    for (const secret of ["oauth-code", "tl_live_", "Bearer", "session=s", '"cs"', "code=abc"]) {
      expect(log.lines[0]).not.toContain(secret);
    }
  });

  it("bounds depth, lists and long strings", () => {
    const log = capture();
    logEvent("info", "shapes", {
      nested: { a: { b: { c: { d: 1 } } } },
      list: Array.from({ length: 50 }, (_, i) => i),
      text: "x".repeat(2000),
      big: 10n,
    });
    const [line] = log.parsed();
    expect(line?.nested).toEqual({ a: { b: { c: "[…]" } } });
    expect(line?.list).toHaveLength(10);
    expect(String(line?.text).length).toBe(501);
    expect(line?.big).toBe("10");
  });

  it("keeps an error's name, message, stack and cause, with links stripped of their queries", () => {
    const log = capture();
    logEvent("error", "call to https://polar.local/v1/x?access_token=s3cr3t failed", {
      error: new Error("call to http://polar.local/v1/x?access_token=s3cr3t failed", {
        cause: new TypeError("fetch failed for https://a.example/?code=s3cr3t"),
      }),
    });
    const [line] = log.parsed();
    expect(line).toMatchObject({
      msg: "call to https://polar.local/v1/x?… failed",
      error: {
        name: "Error",
        message: "call to http://polar.local/v1/x?… failed",
        stack: expect.stringContaining("request-log.server.test.ts"),
        cause: "TypeError: fetch failed for https://a.example/?…",
      },
    });
    expect(log.lines[0]).not.toContain("s3cr3t");
  });

  it("leaves out the values a failed query was given, which may be tokens", () => {
    const log = capture();
    logEvent("error", "Request failed", {
      error: new Error(
        'Failed query: select * from "session" where "token" = $1\nparams: s3cr3t-session-token',
        { cause: new Error("connect ECONNREFUSED 127.0.0.1:5432") },
      ),
    });
    const [line] = log.parsed();
    expect(line?.error).toMatchObject({
      message: 'Failed query: select * from "session" where "token" = $1\nparams: …',
    });
    expect(log.lines[0]).not.toContain("s3cr3t");
  });
});

describe("betterAuthLogger", () => {
  it("turns Better Auth's messages into events, errors and detail made safe", async () => {
    const log = capture();
    await withRequestLog(
      new Request("http://localhost/api/auth/callback/github", {
        headers: { "x-request-id": "ba-1" },
      }),
      async () => {
        betterAuthLogger.log("error", "GitHub OAuth token exchange failed:", {
          error: "bad_verification_code",
          access_token: "gho_secret",
        });
        betterAuthLogger.log("warn", "Invalid password");
        betterAuthLogger.log("error", "Failed to create user", new Error("db down"));
        return new Response("ok");
      },
    );
    const events = log.parsed().filter((line) => line.msg !== "request");
    expect(events).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "[Better Auth] GitHub OAuth token exchange failed:",
        requestId: "ba-1",
        detail: { error: "bad_verification_code", access_token: "[redacted]" },
      }),
      expect.objectContaining({ level: "warn", msg: "[Better Auth] Invalid password" }),
      expect.objectContaining({
        level: "error",
        error: expect.objectContaining({ message: "db down" }),
      }),
    ]);
    expect(log.lines.join("\n")).not.toContain("gho_secret");
  });
});

describe("isoTime", () => {
  it("spells a time as Date#toISOString does", () => {
    for (const ms of [0, 7, 42, 999, 1000, 1_763_771_048_005, 1_763_771_048_050, Date.now()]) {
      expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    }
  });
});

describe("processDestination", () => {
  it("drops lines while the reader lags behind, then says how many", async () => {
    const dir = mkdtempSync(join(tmpdir(), "log-destination-"));
    try {
      const file = join(dir, "out.log");
      const destination = processDestination(openSync(file, "w"), 200);
      const line = `${JSON.stringify({ msg: "x".repeat(150) })}\n`;
      destination.write(line);
      // The first write is under way: 150 more bytes would hold more than 200.
      destination.write(line);
      destination.write(line);
      await new Promise((resolve) => destination.once("drain", resolve));
      // The first line is out, and the notice under way.
      await drained(destination);
      const written = readFileSync(file, "utf8").trimEnd().split("\n");
      expect(written).toHaveLength(2);
      expect(written[0]).toBe(line.trimEnd());
      expect(JSON.parse(written[1] ?? "")).toMatchObject({ level: "warn", count: 2 });
      destination.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /** A named pipe that nothing reads yet, open for writing without blocking, as a log pipe is. */
  function fullablePipe(dir: string) {
    const path = join(dir, "pipe");
    execFileSync("mkfifo", [path]);
    // A pipe opened for writing without blocking needs a reader: this one never reads.
    const idleReader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
    const close = () => {
      closeSync(writer);
      closeSync(idleReader);
    };
    return { path, writer, close };
  }

  it("writes at exit the write a full pipe held back, once the reader reads again", async () => {
    const dir = mkdtempSync(join(tmpdir(), "log-pipe-"));
    try {
      const pipe = fullablePipe(dir);
      const destination = processDestination(pipe.writer);
      const lines = Array.from(
        { length: 3000 },
        (_, n) => `{"n":${n},"msg":"${"x".repeat(80)}"}\n`,
      );
      for (let at = 0; at < lines.length; at += 100) {
        destination.write(lines.slice(at, at + 100).join(""));
        await new Promise((resolve) => setImmediate(resolve));
      }
      // 300 kB against the pipe's 64 kB: a write found it full and waits for its retry.
      await vi.waitFor(() => expect(destination.waitingToRetry()).toBe(true));
      const out = join(dir, "read.log");
      const outFd = openSync(out, "w");
      const reader = spawn("cat", [pipe.path], { stdio: ["ignore", outFd, "inherit"] });
      await once(reader, "spawn");
      closeSync(outFd);
      destination.writeHeldSync(60_000);
      pipe.close();
      await once(reader, "close");
      expect(readFileSync(out, "utf8")).toBe(lines.join(""));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("gives up at exit on a reader that never reads", async () => {
    const dir = mkdtempSync(join(tmpdir(), "log-pipe-"));
    try {
      const pipe = fullablePipe(dir);
      const destination = processDestination(pipe.writer);
      destination.write(`${"x".repeat(200_000)}\n`);
      await vi.waitFor(() => expect(destination.waitingToRetry()).toBe(true));
      // Returns (the test would time out otherwise), with what the pipe did not take lost.
      destination.writeHeldSync(300);
      expect(destination.waitingToRetry()).toBe(true);
      pipe.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
