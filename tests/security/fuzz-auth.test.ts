import { stat } from "node:fs/promises";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { handleAuthRequest } from "~/server/auth/auth-handler.server";
import { boundedRequest } from "~/server/http/body-limit.server";
import { allowConsoleError } from "../support/console-guard";
import { databaseKinds } from "../support/databases";
import {
  changedTables,
  checkResponse,
  describeRequest,
  type EncodedBody,
  encodings,
  expectPrototypeClean,
  FUZZ_TIMEOUT_MS,
  fieldsText,
  fuzzOptions,
  hostileHeaders,
  hostileString,
  jsonObjectText,
  queryString,
  type RunSql,
  responseFrom,
  ruleViolations,
  snapshotTables,
} from "../support/fuzz";
import { type AuthEndpoint, authEndpoints, failsSchema } from "../support/fuzz-routes";
import { createTestApp, randomIp, type TestApp, uniqueEmail } from "../support/test-app";

// Every /api/auth call Better Auth serves in this app, fed generated bodies, queries and headers,
// signed in and signed out: never a 5xx, every error a JSON 4xx (VALIDATION_ERROR for a body
// of the wrong shape), and a refused call leaves every table and the mailbox as they were.

const WRONG_METHODS = ["PUT", "PATCH", "DELETE"];

/**
 * What Better Auth logs at error level about a request it refuses: a foreign origin or callback
 * URL, and an OAuth callback without its state. The errors themselves are checked below.
 */
const REFUSED_INPUT_LOG =
  /\[Better Auth\]:?.*(Invalid (origin|callbackURL|errorCallbackURL|newUserCallbackURL|redirectURL)|State not found|Failed to parse state|State mismatch)/;

interface AuthCall {
  endpoint: AuthEndpoint;
  method: string;
  path: string;
  query: string;
  body: EncodedBody | undefined;
  headers: Record<string, string>;
}

/** `segment` as a path segment; a lone surrogate goes as its (invalid) UTF-8 escape. */
function pathWith(endpoint: AuthEndpoint, segment: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(segment) || "x";
  } catch {
    encoded = "%ED%A0%80";
  }
  return endpoint.path.replace(/:[A-Za-z]+/g, () => encoded);
}

function authCall(endpoints: AuthEndpoint[]): fc.Arbitrary<AuthCall> {
  return fc
    .constantFrom(...endpoints)
    .chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constantFrom(...endpoint.methods) },
          { weight: 1, arbitrary: fc.constantFrom(...WRONG_METHODS) },
        ),
        path: fc
          .oneof(fc.constantFrom("github", "google", "oidc", "credential"), hostileString)
          .map((segment) => pathWith(endpoint, segment)),
        query: fc.oneof(fc.constant(""), queryString(endpoint.queryKeys)),
        body: encodings(fc.oneof(jsonObjectText(endpoint.bodyKeys), fieldsText(endpoint.bodyKeys))),
        headers: fc.oneof(
          { weight: 2, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: hostileHeaders },
        ),
      }),
    )
    .map((call) => ({ ...call, body: call.method === "GET" ? undefined : call.body }));
}

describe.each(databaseKinds)("hostile input to /api/auth on %s", (kind) => {
  let app: TestApp;
  let endpoints: AuthEndpoint[];
  let runSql: RunSql;

  beforeAll(async () => {
    app = await createTestApp(kind);
    endpoints = authEndpoints(app.runtime.auth);
    runSql = async (text) => rowsOf(await app.runtime.database.db.execute(sql.raw(text)));
  });
  afterAll(() => app?.close());

  async function send(call: AuthCall, cookie: string | undefined): Promise<Response> {
    const appUrl = app.runtime.env.appUrl;
    const headers = new Headers({ origin: appUrl, "x-forwarded-for": randomIp() });
    if (call.body?.contentType) headers.set("content-type", call.body.contentType);
    if (cookie) headers.set("cookie", cookie);
    for (const [name, value] of Object.entries(call.headers)) {
      if (name === "cookie" && cookie) headers.set(name, `${cookie}; ${value}`);
      else headers.set(name, value);
    }
    const url = `${appUrl}/api/auth${call.path}${call.query ? `?${call.query}` : ""}`;
    // As the server does (src/server.ts): the body within its endpoint's limit, then the endpoint.
    const bounded = await boundedRequest(
      new Request(url, { method: call.method, headers, body: call.body?.body, redirect: "manual" }),
    );
    return bounded instanceof Response ? bounded : handleAuthRequest(app.runtime, bounded);
  }

  /**
   * The session cookie of a signed-in user, the owner of an organization that is their active
   * workspace (so the organization endpoints that default to it reach its rules). A call that was
   * accepted may have ended the session (sign-out, revoke, delete-user): then it is checked, and
   * renewed with a new user if gone.
   */
  let signedIn: string | undefined;
  let mayHaveEnded = false;
  let organizations = 0;
  async function currentCookie(): Promise<string> {
    if (signedIn && !(mayHaveEnded && !(await app.session(signedIn)))) return signedIn;
    signedIn = await app.signIn(uniqueEmail());
    organizations++;
    const created = await app.request("/api/auth/organization/create", {
      cookie: signedIn,
      json: { name: `Fuzz ${organizations}`, slug: `fuzz-${organizations}` },
    });
    expect(created.status).toBe(200);
    mayHaveEnded = false;
    return signedIn;
  }

  /** The dev mailbox's size: it only grows, by one line per mail sent. */
  async function mailboxSize() {
    // Mails an earlier accepted call sends after its response land first.
    await app.runtime.background.settled();
    const file = app.runtime.mailer.mailbox?.file;
    return file ? ((await stat(file).catch(() => null))?.size ?? 0) : 0;
  }

  it("covers every endpoint Better Auth serves here, plugins included", () => {
    const paths = endpoints.map((e) => e.path);
    for (const path of ["/get-session", "/sign-in/magic-link", "/api-key/create", "/ok"]) {
      expect(paths).toContain(path);
    }
    // Server-only calls (setPassword, verifyApiKey) have no HTTP path and are not reachable.
    expect(paths.every((path) => path.startsWith("/"))).toBe(true);
  });

  // What the fuzzing found, kept as fixed examples: each answered a 500 or a bare, bodiless 4xx.
  it.each([
    [
      "a path longer than the rate limit's key can hold",
      "GET",
      `/reset-password/${"t".repeat(3_000)}`,
      undefined,
      404,
      "NOT_FOUND",
    ],
    ["an unknown call", "GET", "/no-such-call", undefined, 404, "NOT_FOUND"],
    [
      "a known call with the wrong method",
      "PATCH",
      "/sign-in/email",
      undefined,
      405,
      "METHOD_NOT_ALLOWED",
    ],
    ["a call the product does not serve", "GET", "/api-key/list", undefined, 404, "NOT_FOUND"],
    [
      "a callback URL that is not a string",
      "POST",
      "/sign-in/magic-link",
      { email: "a@b.co", callbackURL: 7 },
      400,
      "VALIDATION_ERROR",
    ],
    ["a NUL in a token", "POST", "/revoke-session", { token: "a\u0000b" }, 400, "VALIDATION_ERROR"],
    [
      "a NUL in the query",
      "GET",
      "/account-info?accountId=a%00b",
      undefined,
      400,
      "VALIDATION_ERROR",
    ],
  ] as const)("refuses %s in JSON", async (_, method, path, body, status, code) => {
    allowConsoleError(REFUSED_INPUT_LOG);
    const cookie = await currentCookie();
    const call: AuthCall = {
      endpoint: endpoints[0] as AuthEndpoint,
      method,
      path,
      query: "",
      body:
        body === undefined
          ? undefined
          : { label: "json", contentType: "application/json", body: JSON.stringify(body) },
      headers: {},
    };
    const response = await checkResponse(await responseFrom(() => send(call, cookie)), path);
    expect([response.status, response.error?.code]).toEqual([status, code]);
  });

  it.each([
    ["signed out", false],
    ["signed in", true],
  ])(
    "answers generated calls %s with JSON errors and no writes",
    async (_, withSession) => {
      allowConsoleError(REFUSED_INPUT_LOG);
      await fc.assert(
        fc.asyncProperty(authCall(endpoints), async (call) => {
          const cookie = withSession ? await currentCookie() : undefined;
          const before = await snapshotTables(runSql);
          const mailsBefore = await mailboxSize();
          const what = describeRequest({ ...call, endpoint: call.endpoint.path, withSession });
          const { status, error } = await checkResponse(
            await responseFrom(() => send(call, cookie)),
            what,
          );
          expectPrototypeClean();
          // Whatever an endpoint accepted, the rows keep the product's rules.
          expect(await ruleViolations(runSql), what).toEqual([]);
          // A JSON body of the wrong shape (Better Auth's, or the product's stricter one) is
          // refused, whatever else is wrong with the call.
          const sameOrigin = !("origin" in call.headers);
          if (call.body?.label === "json" && sameOrigin && call.method === "POST") {
            const parsed = JSON.parse(call.body.body as string);
            const { endpoint } = call;
            if (
              (await failsSchema(endpoint.body, parsed)) ||
              (await failsSchema(endpoint.productBody, parsed))
            ) {
              expect([400, 401, 403, 404, 405, 413, 429], what).toContain(status);
              if (status === 400) expect(error?.code, what).toBe("VALIDATION_ERROR");
            }
          }
          if (status < 400) {
            mayHaveEnded ||= withSession;
            return;
          }
          expect(changedTables(before, await snapshotTables(runSql)), what).toEqual([]);
          expect(await mailboxSize(), what).toBe(mailsBefore);
        }),
        fuzzOptions(withSession ? 3 : 2),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
