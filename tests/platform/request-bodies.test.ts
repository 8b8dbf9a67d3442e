import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_LIMIT, WEBHOOK_BODY_LIMIT } from "~/server/http/body-limit.server";
import { type LiveServer, signInOverHttp, startLiveServer } from "../support/live-server";
import { eventually } from "../support/load";
import { serverFnId } from "../support/server-fn";
import type { ServerProcess } from "../support/server-process";
import { uniqueEmail } from "../support/test-app";

// The built server (.output, PGlite) as any client reaches it over HTTP: what every endpoint does
// with a body too large, a body cut off half-way, and the addresses that answered 500 before.

const SET_PASSWORD = serverFnId("src/server/account/account.functions.ts", "setPasswordFn");

/**
 * The response to a POST whose body is `bytes` long, sent in 64 KB chunks as fast as allowed;
 * status 0 with the error's code when the server closed the connection before Node's client read
 * its response (a server that responses an upload early and closes may reset the connection).
 */
function upload(
  url: string,
  bytes: number,
  { declared }: { declared: boolean },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(url, {
      method: "POST",
      agent: false,
      headers: {
        "content-type": "application/json",
        origin: new URL(url).origin,
        ...(declared ? { "content-length": String(bytes) } : { "transfer-encoding": "chunked" }),
      },
    });
    let responded = false;
    outgoing.on("response", (incoming) => {
      responded = true;
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    // The server may answer and close before the upload ends: writing then fails, as it should.
    outgoing.on("error", (error) => {
      if (!responded) resolve({ status: 0, body: (error as NodeJS.ErrnoException).code ?? "" });
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !outgoing.destroyed) {
        const size = Math.min(chunk.length, bytes - sent);
        sent += size;
        if (!outgoing.write(chunk.subarray(0, size))) return void outgoing.once("drain", pump);
      }
      if (!outgoing.destroyed) outgoing.end();
    };
    pump();
  });
}

/** The server process's resident memory (its high-water mark with `peak`), in MB. */
function residentMb(server: ServerProcess, peak = false): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  const kb = new RegExp(`^${peak ? "VmHWM" : "VmRSS"}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
  if (!kb) throw new Error(`no memory figure in /proc/${server.child.pid}/status`);
  return Number(kb) / 1024;
}

describe("request bodies and hostile addresses on the built server", () => {
  let live: LiveServer;
  let server: ServerProcess;
  beforeAll(async () => {
    live = await startLiveServer();
    server = live.server;
  });
  afterAll(() => live?.stop());

  const endpoints = [
    ["an auth call", "/api/auth/sign-in/magic-link", JSON_BODY_LIMIT],
    ["a server function", `/_serverFn/${SET_PASSWORD}`, JSON_BODY_LIMIT],
    ["a REST route", "/api/v1/me", JSON_BODY_LIMIT],
    ["the webhook", "/api/webhooks/polar", WEBHOOK_BODY_LIMIT],
  ] as const;

  it.each(endpoints)(
    "refuses %s a body over its limit with 413, declared or not",
    async (_, path, limit) => {
      for (const declared of [true, false]) {
        const result = await upload(`${server.url}${path}`, limit + 1, { declared });
        expect(result.status, `${path} declared=${declared}`).toBe(413);
        expect(JSON.parse(result.body)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
      }
    },
  );

  it("takes a body just within the limit to the endpoint itself", async () => {
    const result = await upload(`${server.url}/api/auth/sign-in/magic-link`, JSON_BODY_LIMIT, {
      declared: true,
    });
    // All "a": read in full, then refused as what it is, malformed JSON.
    expect(result.status).toBe(400);
  });

  it("keeps its memory within bounds under a flood of oversized bodies", async () => {
    const before = residentMb(server, true);
    // Six 60 MB uploads at a time, twice, half declared and half chunked: read whole, as they
    // were before the limit, they took the server from about 120 MB to 700 MB. Refused, its
    // peak still grows 140–175 MB (issue 42's note); the bound is under half of reading whole.
    for (let round = 0; round < 2; round++) {
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          upload(`${server.url}${endpoints[i % 3]?.[1]}`, 60 * 1024 * 1024, {
            declared: i % 2 === 0,
          }),
        ),
      );
      // Refused unread: 413, or the connection closed on the rest of the upload.
      for (const result of responses) {
        expect([413, 0], result.body.slice(0, 200)).toContain(result.status);
        if (result.status === 0) expect(["EPIPE", "ECONNRESET"]).toContain(result.body);
      }
    }
    const grown = residentMb(server, true) - before;
    expect(grown, `peak resident memory grew ${grown.toFixed(0)} MB`).toBeLessThan(300);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it("answers a client that stops sending half-way with 400, and no outage", async () => {
    const outputBefore = server.output().length;
    await new Promise<void>((resolve) => {
      const outgoing = httpRequest(`${server.url}/api/auth/sign-in/magic-link`, {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": "10000" },
      });
      outgoing.on("error", () => resolve());
      outgoing.on("close", () => resolve());
      outgoing.write('{"email":"half@exam', () => {
        setImmediate(() => outgoing.destroy());
      });
    });
    // The log line of that request, once written: a JSON line, status 400.
    let line: { status?: number; path?: string } | undefined;
    expect(
      await eventually(async () => {
        line = server
          .output()
          .slice(outputBefore)
          .split("\n")
          .filter((text) => text.startsWith("{"))
          .map((text) => JSON.parse(text) as { status?: number; path?: string; msg?: string })
          // The flood's refusals (413) may be logged after their responses, so after outputBefore.
          .find((entry) => entry.path === "/api/auth/sign-in/magic-link" && entry.status !== 413);
        return line !== undefined;
      }, 5000),
    ).toBe(true);
    // Its client is gone: 499, "client closed request".
    expect(line?.status).toBe(499);
    const since = server.output().slice(outputBefore);
    expect(since).not.toContain("Database unreachable");
    for (const text of since.split("\n").filter(Boolean))
      expect(() => JSON.parse(text)).not.toThrow();
    // No false outage: the next requests are served at once.
    const session = await fetch(`${server.url}/api/auth/get-session`);
    expect(session.status).toBe(200);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  });

  it("logs a page load its client abandons mid-render as JSON lines, status 499", async () => {
    const outputBefore = server.output().length;
    const { port } = new URL(server.url);
    for (const path of ["/", "/login"]) {
      const socket = connect(Number(port), "127.0.0.1");
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\naccept: text/html\r\n\r\n`);
      socket.destroy();
    }
    const lines = () =>
      server
        .output()
        .slice(outputBefore)
        .split("\n")
        .filter((text) => text.trim() !== "");
    expect(
      await eventually(
        async () => lines().filter((text) => text.includes('"msg":"request"')).length >= 2,
        5000,
      ),
    ).toBe(true);
    for (const text of lines()) {
      const entry = JSON.parse(text) as { level: string; msg: string; status?: number };
      expect(entry.level, text).not.toBe("error");
      // Served before the hang-up was noticed (200), or cut short (499).
      if (entry.msg === "request") expect([200, 499]).toContain(entry.status);
    }
  });

  it("answers GET /_serverFn/ with no id or a prototype name for one with 404 in JSON, logging no stack", async () => {
    const outputBefore = server.output().length;
    // Found by npm run test:fuzz: an id that names a property of every object was a 500.
    for (const path of [
      "/_serverFn/",
      "/_serverFn//x",
      "/_serverFn/constructor",
      "/_serverFn/__proto__",
    ]) {
      const response = await fetch(`${server.url}${path}`, { headers: { origin: server.url } });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        code: "NOT_FOUND",
        message: "No such server function.",
      });
    }
    expect(server.output().slice(outputBefore)).not.toMatch(/^\s+at /m);
  });

  it("answers a path that is no valid percent-encoding with 400 in JSON", async () => {
    for (const path of ["/%ZZ", "/_serverFn/%ZZ", "/api/auth/%E0%A4%A"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ code: "BAD_REQUEST" });
    }
  });

  it("sends a signed-in visitor with a hostile redirect to the dashboard, never a 500", async () => {
    const cookie = await signInOverHttp(server.url, uniqueEmail());
    for (const hostile of ["/.//evil.example", "/./\\evil.example", "/a/..//evil.example"]) {
      const response = await fetch(`${server.url}/login?redirect=${encodeURIComponent(hostile)}`, {
        headers: { cookie },
        redirect: "manual",
      });
      expect(response.status, hostile).toBe(307);
      expect(response.headers.get("location"), hostile).toBe("/dashboard");
    }
  });

  it("shows a limited sign-in link's message on the sign-in screen", async () => {
    const page = await fetch(`${server.url}/login?error=TOO_MANY_REQUESTS&retry_after=120`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Too many sign-in attempts came from your network.");
    expect(html).toContain("Open the link again in 2 minutes");
  });
});
