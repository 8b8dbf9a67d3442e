import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  batchedWriter,
  betterAuthLogger,
  configureLogging,
  currentRequestId,
  errorFields,
  isoTime,
  logEvent,
  loggedPath,
  safeValue,
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
    const seen: (string | undefined)[] = [];
    const slow = (name: string, ms: number) =>
      withRequestLog(
        new Request("http://localhost/", { headers: { "x-request-id": name } }),
        async () => {
          await new Promise((resolve) => setTimeout(resolve, ms));
          seen.push(currentRequestId());
          logEvent("warn", "Polar call failed", { error: new Error(`inside ${name}`) });
          return new Response("ok");
        },
      );
    await Promise.all([slow("first", 20), slow("second", 5)]);
    expect(seen).toEqual(["second", "first"]);
    const events = log.parsed().filter((line) => line.msg === "Polar call failed");
    expect(events.map((event) => event.requestId)).toEqual(["second", "first"]);
    expect(events[0]).toMatchObject({
      level: "warn",
      error: { name: "Error", message: "inside second" },
    });
    expect(currentRequestId()).toBeUndefined();
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

describe("safeValue", () => {
  it("replaces secret-named fields at any depth and keeps the rest", () => {
    const value = safeValue({
      provider: "github",
      statusCode: 401,
      keyId: "k1",
      code: "oauth-code",
      apiKey: "tl_live_x",
      nested: { access_token: "at", refreshToken: "rt", Authorization: "Bearer x", ok: true },
      list: [{ password: "p" }, "https://x.example/cb?code=abc"],
      error: new Error("boom"),
    });
    expect(value).toEqual({
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
      list: [{ password: "[redacted]" }, "https://x.example/cb?…"],
      error: expect.objectContaining({ name: "Error", message: "boom" }),
    });
  });

  it("bounds depth, arrays and long strings", () => {
    expect(safeValue({ a: { b: { c: { d: 1 } } } })).toEqual({ a: { b: { c: "[…]" } } });
    expect(safeValue(Array.from({ length: 50 }, (_, i) => i))).toHaveLength(10);
    expect((safeValue("x".repeat(2000)) as string).length).toBe(501);
    expect(safeValue(10n)).toBe("10");
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

describe("batchedWriter", () => {
  /** A stream that keeps what it is given; `held` is what it claims still waits to be written. */
  function sink() {
    const state = { chunks: [] as string[], held: 0 };
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        state.chunks.push(chunk.toString());
        done();
      },
    });
    Object.defineProperty(stream, "writableLength", { get: () => state.held });
    return { stream, state };
  }
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it("writes the lines of one event-loop turn in one chunk", async () => {
    const { stream, state } = sink();
    const write = batchedWriter(stream);
    write("a");
    write("b");
    await turn();
    write("c");
    await turn();
    expect(state.chunks).toEqual(["a\nb\n", "c\n"]);
  });

  it("drops lines while the reader lags far behind, then says how many", async () => {
    const { stream, state } = sink();
    const write = batchedWriter(stream);
    state.held = 64 * 1024 * 1024;
    write("lost 1");
    write("lost 2");
    await turn();
    expect(state.chunks).toEqual([]);
    state.held = 0;
    write("kept");
    await turn();
    expect(state.chunks).toHaveLength(1);
    const [notice, kept] = (state.chunks[0] ?? "").trimEnd().split("\n");
    expect(JSON.parse(notice ?? "")).toMatchObject({ level: "warn", count: 2 });
    expect(kept).toBe("kept");
  });

  it("survives an error on the stream (a closed pipe)", () => {
    const { stream } = sink();
    batchedWriter(stream);
    expect(() => stream.emit("error", new Error("EPIPE"))).not.toThrow();
  });
});

describe("errorFields", () => {
  it("keeps name, message, stack and the cause, with links stripped of their queries", () => {
    const error = new Error("call to http://polar.local/v1/x?access_token=s3cr3t failed", {
      cause: new TypeError("fetch failed for https://a.example/?code=s3cr3t"),
    });
    const fields = errorFields(error);
    expect(fields).toMatchObject({
      name: "Error",
      message: "call to http://polar.local/v1/x?… failed",
      cause: "TypeError: fetch failed for https://a.example/?…",
    });
    expect(JSON.stringify(fields)).not.toContain("s3cr3t");
    expect(errorFields("plain")).toEqual({ message: "plain" });
  });

  it("leaves out the values a failed query was given, which may be tokens", () => {
    const error = new Error(
      'Failed query: select * from "session" where "token" = $1\nparams: s3cr3t-session-token',
      { cause: new Error("connect ECONNREFUSED 127.0.0.1:5432") },
    );
    const fields = errorFields(error);
    expect(fields.message).toBe(
      'Failed query: select * from "session" where "token" = $1\nparams: …',
    );
    expect(JSON.stringify(fields)).not.toContain("s3cr3t");
  });
});
