import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClientRpc } from "@tanstack/react-start/client-rpc";
import { runWithStartContext, type StartStorageContext } from "@tanstack/start-storage-context";
import fc from "fast-check";
import { toJSONAsync } from "seroval";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServerError } from "~/lib/errors";
import { JSON_BODY_LIMIT } from "~/server/http/body-limit.server";
import { functionErrors } from "~/server/http/function-errors.functions";
import {
  changedTables,
  checkResponse,
  describeRequest,
  type EncodedBody,
  encodings,
  FUZZ_TIMEOUT_MS,
  fieldsText,
  fuzzOptions,
  hostileHttpHeaders,
  hostileString,
  jsonObjectText,
  jsonText,
  queryString,
  type RunSql,
  requestOnce,
  snapshotTables,
} from "../support/fuzz";
import { builtServerFunctions, type ServerFunction } from "../support/fuzz-routes";
import {
  type EmptyDatabase,
  emptyDatabase,
  signInOverHttp,
  twinControl,
} from "../support/live-server";
import { serverFnId } from "../support/server-fn";
import { type ServerProcess, startServer, waitUntilReady } from "../support/server-process";
import { randomIp, uniqueEmail } from "../support/test-app";

// The built server (.output) on PostgreSQL, as browsers and scripts reach it over HTTP. Every
// server function its manifest serves gets generated payloads (TanStack's seroval encoding of
// hostile data, plain JSON, broken JSON, forms, wrong content types and methods), headers and
// ids, signed in and signed out; and the other route families get a pass through the whole
// stack (route files, Nitro, src/server.ts). Never a 5xx; an error is a JSON 4xx with `code`
// and `message` (VALIDATION_ERROR for a payload of the wrong shape); a refused call writes
// nothing. PostgreSQL only: the test reads the server's tables while it runs, which PGlite's
// single-process folder does not allow (the in-process suites cover both databases).

interface FnCall {
  fn: ServerFunction;
  method: string;
  payload:
    | { kind: "seroval"; text: string; data: unknown }
    | { kind: "raw"; body: EncodedBody }
    | { kind: "none" };
  headers: Record<string, string>;
  serverFnHeader: boolean;
}

/** TanStack's wire form of `{ data }`, as its client sends it. */
async function serovalPayload(data: unknown): Promise<string> {
  return JSON.stringify(await toJSONAsync({ data }));
}

describe("hostile input to the built server's server functions and routes (postgres)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "fuzz-server-"));
  let server: ServerProcess;
  let database: EmptyDatabase;
  let runSql: RunSql;
  let functions: ServerFunction[];
  let cookie: string;

  beforeAll(async () => {
    functions = builtServerFunctions(process.cwd(), serverFnId);
    database = await emptyDatabase();
    runSql = (text) => database.sql.unsafe(text) as Promise<Record<string, unknown>[]>;
    server = await startServer({
      cwd: dataDir,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        TRUST_PROXY: "true",
        BILLING_RECONCILE_INTERVAL: "0",
      },
    });
    await waitUntilReady(server);
    cookie = await signInOverHttp(server.url, uniqueEmail());
  });
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request from the app's own origin and a fresh client address (the limits are per address). */
  async function post(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: EncodedBody["body"] },
  ) {
    try {
      return await requestOnce(`${server.url}${path}`, {
        ...init,
        headers: { origin: server.url, "x-forwarded-for": randomIp(), ...init.headers },
      });
    } catch (error) {
      throw new Error(
        `${init.method ?? "GET"} ${path.slice(0, 200)} failed; the server said:\n${server.output().slice(-3000)}`,
        { cause: error },
      );
    }
  }

  /** A signed-in cookie; a call that was accepted may have ended the session, so it is checked. */
  let mayHaveEnded = false;
  async function signedInCookie(): Promise<string> {
    if (mayHaveEnded) {
      const session = await (await post("/api/auth/get-session", { headers: { cookie } })).json();
      if (!session) cookie = await signInOverHttp(server.url, uniqueEmail());
      mayHaveEnded = false;
    }
    return cookie;
  }

  it("serves every server function declared in src/server (from the build's manifest)", () => {
    const names = functions.map((fn) => fn.name);
    for (const name of ["getSessionFn", "getCurrentUser", "createCheckoutSession"]) {
      expect(names).toContain(name);
    }
    expect(functions.filter((fn) => fn.validated).length).toBeGreaterThan(3);
  });

  const fnCall = (): fc.Arbitrary<FnCall> =>
    fc.constantFrom(...functions).chain((fn) => {
      const data = fc.oneof(
        jsonObjectText(fn.dataKeys),
        fieldsText(fn.dataKeys),
        jsonText(fn.dataKeys),
        fc.constant('{"__proto__":{"polluted":"yes"}}'),
      );
      return fc.record({
        fn: fc.constant(fn),
        method: fc.oneof(
          { weight: 8, arbitrary: fc.constant(fn.method) },
          { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE") },
        ),
        payload: fc.oneof(
          {
            weight: 5,
            arbitrary: data.map((text) => {
              const value: unknown = JSON.parse(text);
              return { kind: "seroval" as const, text, data: value };
            }),
          },
          {
            weight: 3,
            arbitrary: encodings(jsonObjectText(["data", "context", "t", "i", "p", "k", "v"])).map(
              (body) => ({ kind: "raw" as const, body }),
            ),
          },
          { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
        ),
        headers: fc.oneof(
          { weight: 3, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: hostileHttpHeaders },
        ),
        serverFnHeader: fc.boolean(),
      });
    });

  /** The request for a call: GET carries its payload in the query, as TanStack's client does. */
  async function sendFn(call: FnCall, withCookie: string | undefined) {
    const headers: Record<string, string> = { ...call.headers };
    if (call.serverFnHeader) headers["x-tsr-serverfn"] = "true";
    if (withCookie) {
      headers.cookie = headers.cookie ? `${withCookie}; ${headers.cookie}` : withCookie;
    }
    let path = `/_serverFn/${call.fn.id}`;
    let body: EncodedBody["body"] | undefined;
    if (call.payload.kind !== "none") {
      const text =
        call.payload.kind === "seroval"
          ? await serovalPayload(call.payload.data)
          : typeof call.payload.body.body === "string"
            ? call.payload.body.body
            : undefined;
      if (call.method === "GET" || call.method === "DELETE") {
        // Node refuses request lines over 16 KB before the app sees them (431, no body).
        const query =
          text === undefined ? "" : encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd"));
        if (query && query.length < 8_000) path += `?payload=${query}`;
      } else if (call.payload.kind === "seroval") {
        headers["content-type"] = "application/json";
        body = text;
      } else {
        if (call.payload.body.contentType) headers["content-type"] = call.payload.body.contentType;
        body = call.payload.body.body;
      }
    }
    return post(path, { method: call.method, headers, body });
  }

  /** Whether `data` cannot pass any of the product's validators (they all take an object). */
  const neverValid = (data: unknown) =>
    typeof data !== "object" || data === null || Array.isArray(data);

  it.each([
    ["signed out", false],
    ["signed in", true],
  ])(
    "answers generated server-function calls %s with JSON errors and no writes",
    async (_, withSession) => {
      await fc.assert(
        fc.asyncProperty(fnCall(), async (call) => {
          const withCookie = withSession ? await signedInCookie() : undefined;
          const what = describeRequest({ ...call, fn: call.fn.name, withSession });
          const before = await snapshotTables(runSql);
          const { status, error } = await checkResponse(await sendFn(call, withCookie), what);
          if (status < 400) {
            mayHaveEnded ||= withSession;
            return;
          }
          expect(changedTables(before, await snapshotTables(runSql)), what).toEqual([]);
          const trusted = !("origin" in call.headers) && !("cookie" in call.headers);
          if (
            withSession &&
            trusted &&
            call.method === call.fn.method &&
            call.fn.validated &&
            call.payload.kind === "seroval" &&
            neverValid(call.payload.data)
          ) {
            const tooLarge = Buffer.byteLength(call.payload.text) > JSON_BODY_LIMIT;
            if (call.fn.adminOnly) {
              // The session is no admin's: the console's functions do not exist for it. Only a
              // body over the limit is refused before that, at the server's entry; a GET sends
              // its payload in the query, or leaves one too long for a URL out.
              const sentTooMuch = tooLarge && call.method === "POST";
              expect(error?.code, what).toBe(sentTooMuch ? "PAYLOAD_TOO_LARGE" : "NOT_FOUND");
            } else {
              expect(error?.code, what).toBe(tooLarge ? "PAYLOAD_TOO_LARGE" : "VALIDATION_ERROR");
            }
          }
        }),
        fuzzOptions(withSession ? 3 : 2),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "answers any server-function id, the empty one included, without a 5xx",
    async () => {
      const ids = fc.oneof(
        fc.constantFrom(
          "",
          "/",
          "//",
          "x/y",
          "..",
          "%00",
          "%ZZ",
          "0".repeat(5_000),
          "\\",
          "constructor",
          "__proto__",
        ),
        hostileString
          .filter((id) => id.length < 2_000)
          .map((id) => encodeURIComponent(id.replace(/[\ud800-\udfff]/g, "x"))),
      );
      await fc.assert(
        fc.asyncProperty(ids, fc.constantFrom("GET", "POST"), async (id, method) => {
          const path = `/_serverFn/${id}`;
          const what = `${method} ${path.slice(0, 100)}`;
          const response = await post(path, { method, headers: { cookie } });
          // "/_serverFn/.." is the landing page once the dot segment is resolved.
          if (!new URL(path, server.url).pathname.startsWith("/_serverFn/")) {
            expect(response.status, what).toBeLessThan(500);
            return;
          }
          const { status } = await checkResponse(response, what);
          expect(status, what).toBeGreaterThanOrEqual(400);
        }),
        fuzzOptions(0.5),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "renders every page for any search, signed in or out, without a 5xx",
    async () => {
      const page = fc.record({
        path: fc.constantFrom(
          "/",
          "/login",
          "/login/confirm",
          "/signup",
          "/reset-password",
          "/dashboard",
          "/settings",
          "/subscriptions",
          "/success",
          "/api-docs",
          "/welcome",
        ),
        query: queryString([
          "redirect",
          "error",
          "retry_after",
          "token",
          "checkout_id",
          "callbackURL",
          "newUserCallbackURL",
          "errorCallbackURL",
        ]).filter((q) => q.length < 8_000),
        redirect: fc.oneof(
          fc.constantFrom(
            "/.//evil.example",
            "/./\\evil.example",
            "/a/..//evil.example",
            "//evil.example",
            "https://evil.example",
            "/%2F%2Fevil.example",
            "/\t/evil.example",
          ),
          hostileString.filter((r) => r.length < 2_000),
        ),
        signedIn: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(page, async ({ path, query, redirect, signedIn }) => {
          const search = new URLSearchParams(query);
          search.set("redirect", redirect.replace(/[\ud800-\udfff]/g, "x"));
          const target = `${path}?${search.toString()}`;
          const response = await post(target, {
            headers: { accept: "text/html", ...(signedIn && { cookie: await signedInCookie() }) },
          });
          const what = `GET ${target.slice(0, 300)} ${signedIn ? "signed in" : "signed out"}`;
          expect(response.status, what).toBeLessThan(500);
          const location = response.headers.get("location");
          // A redirect never leaves the site, whatever the search asked for.
          if (location) expect(new URL(location, server.url).origin, what).toBe(server.url);
        }),
        fuzzOptions(0.5),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it("refuses payloads it cannot decode, unknown ids and wrong methods in JSON", async () => {
    // Functions every signed-in user may call: the console's answer anyone else 404 first.
    const open = functions.filter((f) => !f.adminOnly);
    const fn = open.find((f) => f.method === "POST" && f.validated) as ServerFunction;
    const getFn = open.find((f) => f.method === "GET" && f.validated) as ServerFunction;
    const json = { "content-type": "application/json", cookie };
    const cases: [string, Promise<Response>, number, string][] = [
      [
        "plain JSON",
        post(`/_serverFn/${fn.id}`, { method: "POST", headers: json, body: "{}" }),
        400,
        "VALIDATION_ERROR",
      ],
      [
        "broken JSON",
        post(`/_serverFn/${fn.id}`, { method: "POST", headers: json, body: "{" }),
        400,
        "VALIDATION_ERROR",
      ],
      [
        "a broken query payload",
        post(`/_serverFn/${getFn.id}?payload=%7Bx`, { headers: { cookie } }),
        400,
        "VALIDATION_ERROR",
      ],
      [
        "data of the wrong shape",
        post(`/_serverFn/${fn.id}`, {
          method: "POST",
          headers: json,
          body: await serovalPayload(42),
        }),
        400,
        "VALIDATION_ERROR",
      ],
      ["an unknown id", post(`/_serverFn/${"0".repeat(64)}`, { method: "POST" }), 404, "NOT_FOUND"],
      [
        "the wrong method",
        post(`/_serverFn/${getFn.id}`, { method: "POST", headers: json }),
        405,
        "METHOD_NOT_ALLOWED",
      ],
      [
        "a foreign origin",
        post(`/_serverFn/${fn.id}`, {
          method: "POST",
          headers: { origin: "https://evil.example" },
        }),
        403,
        "FORBIDDEN",
      ],
      ["no session", post(`/_serverFn/${fn.id}`, { method: "POST" }), 401, "UNAUTHORIZED"],
      [
        "a NUL in the data (PostgreSQL text cannot hold it)",
        post(`/_serverFn/${fn.id}`, {
          method: "POST",
          headers: json,
          body: await serovalPayload({
            id: "a\u0000b",
            keyId: "a\u0000b",
            subscriptionId: "\u0000",
          }),
        }),
        400,
        "VALIDATION_ERROR",
      ],
      ["GET on the webhook route", post("/api/webhooks/polar", {}), 405, "METHOD_NOT_ALLOWED"],
      [
        "PUT on the auth routes",
        post("/api/auth/get-session", { method: "PUT" }),
        405,
        "METHOD_NOT_ALLOWED",
      ],
      [
        "OPTIONS on the REST API",
        post("/api/v1/me", { method: "OPTIONS" }),
        405,
        "METHOD_NOT_ALLOWED",
      ],
    ];
    for (const [what, pending, status, code] of cases) {
      const response = await pending;
      const result = await checkResponse(response, what);
      expect([result.status, result.error?.code], what).toEqual([status, code]);
    }
    const malformed = await post(`/_serverFn/${fn.id}`, {
      method: "POST",
      headers: json,
      body: "{",
    });
    expect((await malformed.json()).message).toBe("Invalid body parameters");
    const badQuery = await post(`/_serverFn/${getFn.id}?payload=%7Bx`, { headers: { cookie } });
    expect((await badQuery.json()).message).toBe("Invalid query parameters");
  });

  it("answers the next request on a connection after refusing an upload it did not read", async () => {
    // Found by the fuzzing: after a large body sent to a call refused before reading it (a wrong
    // method, an unknown call), the next request on that kept-alive connection was often reset.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const send = (method: string, path: string, body?: string) =>
        new Promise<number>((resolve, reject) => {
          const outgoing = httpRequest(
            `${server.url}${path}`,
            { method, agent, headers: { origin: server.url, "content-type": "application/json" } },
            (incoming) => {
              incoming.resume();
              incoming.on("end", () => resolve(incoming.statusCode ?? 0));
            },
          );
          outgoing.on("error", reject);
          outgoing.end(body);
        });
      // Over the 16 KB every JSON endpoint takes: refused before a byte of it is read.
      expect(await send("PUT", "/api/auth/get-session", "x".repeat(200_000))).toBe(413);
      expect(await send("POST", "/api/auth/no-such-call", "y".repeat(200_000))).toBe(413);
      expect(await send("PUT", "/api/auth/get-session", "x".repeat(2_000))).toBe(405);
      expect(await send("POST", "/api/auth/no-such-call", "y".repeat(2_000))).toBe(404);
      expect(await send("PATCH", "/api/v1/me", "{}")).toBe(405);
      expect(await send("GET", "/api/health")).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("answers a client without TanStack's header a function's null as JSON", async () => {
    // TanStack hands such a client the bare value, and for null that was no response at all (500).
    const getSession = functions.find((f) => f.name === "getSessionFn") as ServerFunction;
    const response = await post(`/_serverFn/${getSession.id}`, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it("gives the browser's client an Error with the server's message", async () => {
    const regenerate = functions.find((fn) => fn.name === "regenerateUserApiKey") as ServerFunction;
    const previousBase = process.env.TSS_SERVER_FN_BASE;
    process.env.TSS_SERVER_FN_BASE = `${server.url}/_serverFn/`;
    try {
      const rpc = createClientRpc(regenerate.id);
      // The browser's path: TanStack's fetcher (it reads the start options, here none), then
      // the product's function middleware on the client side.
      const fetchInBrowser = (data: unknown) =>
        runWithStartContext({ startOptions: {} } as unknown as StartStorageContext, () =>
          rpc({ method: "POST", data, headers: { cookie, origin: server.url }, context: {} }),
        );
      const clientSide = functionErrors.options.client as (ctx: {
        next: () => Promise<unknown>;
      }) => Promise<unknown>;
      const call = (data: unknown) => clientSide({ next: () => fetchInBrowser(data) });
      const notFound = await Promise.resolve(call({ keyId: randomUUID() })).catch(
        (e: unknown) => e,
      );
      expect(notFound).toBeInstanceOf(ServerError);
      expect(notFound).toMatchObject({
        message: "API key not found",
        status: 404,
        code: "API_KEY_NOT_FOUND",
      });
      const invalid = await Promise.resolve(call({ keyId: 7 })).catch((e: unknown) => e);
      expect(invalid).toMatchObject({
        message: "Invalid body parameters",
        status: 400,
        code: "VALIDATION_ERROR",
      });
    } finally {
      process.env.TSS_SERVER_FN_BASE = previousBase;
    }
  });

  it("leaves the values functions return while a page renders as they are", async () => {
    // getSessionFn answers null when signed out; turned into anything else, the guard would
    // take a visitor for a user. (The JSON response above is for HTTP callers only.)
    const dashboard = await post("/dashboard", { headers: { accept: "text/html" } });
    expect(dashboard.status).toBe(307);
    expect(dashboard.headers.get("location")).toMatch(/\/login\?redirect=/);
    const login = await post("/login", { headers: { accept: "text/html" } });
    expect(login.status).toBe(200);
  });

  it("shows an error met while rendering a page with the server's message", async () => {
    // /success's loader calls getCheckoutResult on the server; with Polar down it is refused
    // (502), and the page must say so rather than "An unexpected error occurred".
    const twinUrl = /local Polar twin at (http:\/\/\S+)/.exec(server.output())?.[1];
    if (!twinUrl) throw new Error("the server did not say where its Polar twin is");
    await twinControl(twinUrl, "down", { down: true });
    try {
      const page = await post(`/success?checkout_id=${randomUUID()}`, {
        headers: { cookie, accept: "text/html" },
      });
      const html = await page.text();
      expect(html).toContain("The payment provider is not available right now");
      expect(html).not.toContain("An unexpected error occurred");
    } finally {
      await twinControl(twinUrl, "down", { down: false });
    }
  });

  it(
    "answers the other route families through the whole stack the same way",
    async () => {
      const webhookSecret = readFileSync(join(dataDir, "polar-twin-webhook-secret"), "utf8").trim();
      const route = fc.record({
        path: fc.constantFrom(
          "/api/auth/sign-in/magic-link",
          "/api/auth/get-session",
          "/api/auth/no-such-call",
          "/api/v1/me",
          "/api/v1/subscriptions",
          "/api/webhooks/polar",
        ),
        method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
        // Under Node's 16 KB limit for the request line and headers (see hostileHttpHeaders).
        query: queryString(["status", "limit", "token", "callbackURL"]).filter(
          (q) => q.length < 8_000,
        ),
        body: encodings(jsonObjectText(["email", "callbackURL", "type", "data"])),
        headers: fc.oneof(fc.constant({}), hostileHttpHeaders),
        signWebhook: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(route, async (r) => {
          const headers: Record<string, string> = { ...r.headers };
          if (r.body.contentType) headers["content-type"] = r.body.contentType;
          const withBody = r.method !== "GET" && r.method !== "OPTIONS";
          if (
            r.path === "/api/webhooks/polar" &&
            r.signWebhook &&
            typeof r.body.body === "string"
          ) {
            const id = `msg_${randomUUID()}`;
            const at = new Date();
            headers["webhook-id"] = id;
            headers["webhook-timestamp"] = String(Math.floor(at.getTime() / 1000));
            headers["webhook-signature"] = new Webhook(webhookSecret).sign(id, at, r.body.body);
          }
          const what = describeRequest(r);
          const before = await snapshotTables(runSql);
          const response = await post(`${r.path}${r.query ? `?${r.query}` : ""}`, {
            method: r.method,
            headers,
            body: withBody ? r.body.body : undefined,
          });
          const { status } = await checkResponse(response, what);
          if (status >= 400) {
            expect(changedTables(before, await snapshotTables(runSql)), what).toEqual([]);
          }
        }),
        fuzzOptions(2),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
