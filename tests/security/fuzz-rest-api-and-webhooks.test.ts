import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { rowsOf } from "~/db/client.server";
import { handleApiRequest, restApiOf } from "~/server/api/v1/handler.server";
import { createKey, regenerateKey } from "~/server/api-keys/api-keys.server";
import { createCheckout } from "~/server/billing/checkout.server";
import { handlePolarWebhook } from "~/server/billing/webhooks.server";
import { DRAIN_LIMIT } from "~/server/http/body-limit.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import {
  type BillingTestApp,
  createBillingTestApp,
  newWebhookSecret,
  payCheckout,
} from "../support/billing";
import { type DatabaseKind, databaseKinds, storageKinds } from "../support/databases";
import {
  changedTables,
  checkResponse,
  describeRequest,
  encodings,
  FUZZ_TIMEOUT_MS,
  fuzzOptions,
  headerString,
  hostileHeaders,
  hostileString,
  jsonObjectText,
  jsonText,
  queryString,
  type RunSql,
  responseFrom,
  snapshotTables,
} from "../support/fuzz";
import { signedInUser } from "../support/rest-api";

// /api/v1 (every path of its OpenAPI document, with valid, revoked, unknown and malformed keys)
// and /api/webhooks/polar (unsigned, wrongly signed and correctly signed bodies), fed generated
// requests: never a 5xx, every error a JSON 4xx, and a refused request writes nothing.

const WEBHOOK_URL = "http://localhost:3000/api/webhooks/polar";
const API_METHODS = ["GET", "GET", "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];
const POLAR_EVENT_TYPES = [
  "subscription.created",
  "subscription.updated",
  "subscription.active",
  "subscription.canceled",
  "subscription.uncanceled",
  "subscription.revoked",
  "checkout.created",
  "checkout.updated",
  "order.paid",
  "customer.created",
  "customer.updated",
];

/**
 * For the enclosing describe: the app with its Polar twin, a user's valid and revoked keys, the
 * subscription the twin sent for them, and the calls the tests make.
 */
function hostileInputApp(kind: DatabaseKind) {
  let env: BillingTestApp;
  const keys: Record<"valid" | "revoked", string> = { valid: "", revoked: "" };
  /** A real subscription as the twin sends it: the base the signed bodies are mutated from. */
  let polarSubscription: Record<string, unknown>;

  beforeAll(async () => {
    env = await createBillingTestApp(kind);
    const { runtime } = env.app;
    const user = await signedInUser(env.app);
    const first = await createKey(runtime, personalWorkspace(user.userId));
    const second = await regenerateKey(runtime, personalWorkspace(user.userId), first.id);
    keys.revoked = first.key;
    keys.valid = second.key;
    const plan = PLANS[0];
    if (!plan) throw new Error("no plans");
    const { url } = await createCheckout(
      runtime.billing,
      { kind: "user", id: user.userId },
      { email: user.email },
      { slug: plan.slug },
    );
    await payCheckout(url, user.email);
    await env.twin.settled();
    const [sent] = env.twin.subscriptions() as Record<string, unknown>[];
    if (!sent) throw new Error("the twin holds no subscription");
    polarSubscription = sent;
    // The key's regeneration mails its owner after the answer, writing a "not me" token: the
    // properties below compare whole tables, so that mail must be out before they start.
    await runtime.background.settled();
  });
  afterAll(() => env?.close());

  const runSql: RunSql = async (text) =>
    rowsOf(await env.app.runtime.database.db.execute(sql.raw(text)));

  /** As the route does: the app's billing and its secret, in process (no sockets to race). */
  const postWebhook = (request: Request) =>
    responseFrom(() => handlePolarWebhook(env.app.runtime.billing, env.secret, request));

  /** A delivery signed with the app's secret, as Polar sends it. */
  function signedDelivery(body: string, id = `msg_${randomUUID()}`): Request {
    const at = new Date();
    const headers = {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(env.secret).sign(id, at, body),
    };
    return new Request(WEBHOOK_URL, { method: "POST", headers, body });
  }

  return {
    env: () => env,
    keys,
    polarSubscription: () => polarSubscription,
    runSql,
    postWebhook,
    signedDelivery,
  };
}

// Generated calls and signed bodies carry hostile text into queries and the inbox's JSON column,
// which the engines can take or refuse differently.
describe.each(databaseKinds)("hostile input to /api/v1 and the Polar webhook on %s", (kind) => {
  const { env, keys, polarSubscription, runSql, postWebhook, signedDelivery } =
    hostileInputApp(kind);

  it(
    "answers generated /api/v1 calls with JSON errors and no writes",
    async () => {
      const appUrl = env().app.runtime.env.appUrl;
      const served = await handleApiRequest(
        env().app.runtime,
        new Request(`${appUrl}/api/v1/openapi.json`),
      );
      const document = (await served.json()) as {
        paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
      };
      const operations = Object.entries(document.paths).map(([path, item]) => ({
        path,
        queryKeys: Object.values(item).flatMap((operation) =>
          (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        ),
      }));
      const paths = [...operations, { path: "/openapi.json", queryKeys: [] }];
      const key = fc.oneof(
        fc
          .constantFrom("valid", "revoked", "none")
          .map((k) => (k === "none" ? undefined : keys[k as "valid"])),
        fc.constant(`tl_${"A".repeat(64)}`),
        headerString,
      );
      const call = fc
        .record({
          path: fc.oneof(
            { weight: 6, arbitrary: fc.constantFrom(...paths) },
            {
              weight: 1,
              arbitrary: hostileString.map((p) => ({
                path: `/${encodeURI(p.replace(/[\ud800-\udfff]/g, ""))}`,
                queryKeys: [],
              })),
            },
          ),
          method: fc.constantFrom(...API_METHODS),
          key,
          via: fc.constantFrom("bearer", "x-api-key", "both"),
          headers: fc.oneof(
            { weight: 2, arbitrary: fc.constant({}) },
            { weight: 1, arbitrary: hostileHeaders },
          ),
        })
        .chain((c) =>
          fc
            .oneof(fc.constant(""), queryString(c.path.queryKeys))
            .map((query) => ({ ...c, query })),
        );

      await fc.assert(
        fc.asyncProperty(call, async (c) => {
          const headers = new Headers(c.headers);
          if (c.key !== undefined) {
            if (c.via !== "x-api-key") headers.set("authorization", `Bearer ${c.key}`);
            if (c.via !== "bearer") headers.set("x-api-key", c.key);
          }
          const url = `${appUrl}/api/v1${c.path.path}${c.query ? `?${c.query}` : ""}`;
          const what = describeRequest({ ...c, key: c.key?.slice(0, 20) });
          const before = await snapshotTables(runSql);
          const response = await responseFrom(async () =>
            handleApiRequest(env().app.runtime, new Request(url, { method: c.method, headers })),
          );
          const { status } = await checkResponse(response, what, c.method);
          if (status >= 400)
            expect(changedTables(before, await snapshotTables(runSql)), what).toEqual([]);
        }),
        fuzzOptions(3),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "answers generated /mcp messages with JSON and no 5xx, and a refused one writes nothing",
    async () => {
      const { runtime } = env().app;
      const { appUrl } = runtime.env;
      const { tools } = (await import("~/server/mcp/tools.server")).toolCatalogue(
        JSON.parse(restApiOf(runtime).documentText()),
      );
      const { handleMcpRequest } = await import("~/server/mcp/endpoint.server");
      const rpcKeys = ["jsonrpc", "id", "method", "params", "name", "arguments", "clientInfo"];
      const toolCall = fc.record({
        name: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...tools.keys()) },
          { weight: 1, arbitrary: hostileString },
        ),
        arguments: jsonObjectText(["id", "limit", "body", "idempotency-key", "slug", "status"]).map(
          (text) => JSON.parse(text) as unknown,
        ),
      });
      const initialize = fc.record({
        protocolVersion: fc.constantFrom("2025-11-25", "2025-03-26", "1999-01-01"),
        capabilities: fc.constant({}),
        clientInfo: fc.record({ name: hostileString, version: hostileString }),
      });
      // Mostly well-formed requests, which reach the tools and the REST API behind them.
      const wellFormed = fc
        .oneof(
          {
            weight: 4,
            arbitrary: fc.record({ method: fc.constant("tools/call"), params: toolCall }),
          },
          {
            weight: 1,
            arbitrary: fc.record({ method: fc.constant("initialize"), params: initialize }),
          },
          { weight: 1, arbitrary: fc.record({ method: fc.constantFrom("tools/list", "ping") }) },
        )
        .chain((request) => fc.integer().map((id) => ({ jsonrpc: "2.0", id, ...request })));
      const hostile = fc.record(
        {
          jsonrpc: fc.oneof(fc.constant("2.0"), hostileString),
          id: fc.oneof(fc.integer(), hostileString, fc.constant(null)),
          method: fc.oneof(
            fc.constantFrom(
              "initialize",
              "tools/call",
              "notifications/initialized",
              "resources/list",
            ),
            hostileString,
          ),
          params: fc.oneof(
            jsonText(rpcKeys).map((text) => JSON.parse(text) as unknown),
            toolCall,
          ),
        },
        { requiredKeys: ["jsonrpc", "method"] },
      );
      const message = fc.oneof(
        { weight: 3, arbitrary: wellFormed },
        { weight: 1, arbitrary: hostile },
      );
      const body = fc.oneof(
        { weight: 4, arbitrary: message.map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: fc.array(message, { maxLength: 3 }).map((v) => JSON.stringify(v)) },
        { weight: 1, arbitrary: jsonText(rpcKeys) },
        { weight: 1, arbitrary: hostileString },
      );
      // Mostly what a client sends, so that most messages get past the transport to the tools.
      const mostly = <T>(usual: T, ...others: T[]) =>
        fc.oneof({ weight: 6, arbitrary: fc.constant(usual) }, fc.constantFrom(...others));
      const call = fc.record({
        body,
        key: mostly<"valid" | "revoked" | "none">("valid", "revoked", "none"),
        accept: mostly("application/json, text/event-stream", "application/json", ""),
        contentType: mostly("application/json", "text/plain", ""),
      });
      await fc.assert(
        fc.asyncProperty(call, async (c) => {
          const headers = new Headers();
          if (c.key !== "none") headers.set("authorization", `Bearer ${keys[c.key]}`);
          if (c.accept) headers.set("accept", c.accept);
          if (c.contentType) headers.set("content-type", c.contentType);
          const what = describeRequest(c);
          const before = await snapshotTables(runSql);
          const response = await responseFrom(() =>
            handleMcpRequest(
              runtime,
              new Request(`${appUrl}/mcp`, { method: "POST", headers, body: c.body }),
            ),
          );
          const text = await response.text();
          const seen = `${what}\n→ ${response.status} ${text.slice(0, 400)}`;
          expect(response.status, seen).toBeLessThan(500);
          if (text !== "") expect(() => JSON.parse(text), seen).not.toThrow();
          // A refusal, a protocol error or a tool's error: nothing was done, so nothing written.
          const answer = text === "" ? {} : (JSON.parse(text) as Record<string, unknown>);
          const refused =
            response.status >= 400 ||
            "error" in answer ||
            (answer.result as { isError?: boolean } | undefined)?.isError === true;
          if (refused) {
            expect(changedTables(before, await snapshotTables(runSql)), seen).toEqual([]);
          }
        }),
        fuzzOptions(1),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  // What the fuzzing found, kept as fixed examples: the inbox could not store these (a 500).
  it.each([
    ["a NUL", '{"x":"a\\u0000b"}'],
    ["a lone surrogate", '{"x":"\\ud800"}'],
    ["nesting far deeper than any event", `${"[".repeat(5_000)}${"]".repeat(5_000)}`],
  ])("refuses a signed event holding %s, storing nothing", async (_, data) => {
    const body = `{"type":"checkout.updated","timestamp":"${new Date().toISOString()}","data":${data}}`;
    const before = await snapshotTables(runSql);
    const result = await checkResponse(await postWebhook(signedDelivery(body)), data.slice(0, 40));
    expect([result.status, result.error?.code]).toEqual([400, "VALIDATION_ERROR"]);
    expect(changedTables(before, await snapshotTables(runSql))).toEqual([]);
  });

  it(
    "never fails on a correctly signed body, whatever it holds; a refused one writes nothing",
    async () => {
      const subscriptionKeys = Object.keys(polarSubscription());
      const data = fc.oneof(
        // A real subscription with some fields replaced by hostile values.
        fc
          .array(fc.tuple(fc.constantFrom(...subscriptionKeys), jsonText()), { maxLength: 4 })
          .map((changes) => {
            const copy: Record<string, unknown> = { ...polarSubscription };
            for (const [field, value] of changes) copy[field] = JSON.parse(value);
            return JSON.stringify(copy);
          }),
        jsonObjectText(subscriptionKeys),
        jsonText(),
      );
      const event = fc.record({
        type: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...POLAR_EVENT_TYPES) },
          { weight: 1, arbitrary: hostileString },
        ),
        data,
        timestamp: fc.oneof(fc.constant(new Date().toISOString()), hostileString),
        id: fc.oneof(
          { weight: 4, arbitrary: fc.constant("") },
          { weight: 1, arbitrary: headerString },
        ),
      });
      await fc.assert(
        fc.asyncProperty(event, async (e) => {
          const body = `{"type":${JSON.stringify(e.type)},"timestamp":${JSON.stringify(e.timestamp)},"data":${e.data}}`;
          const what = describeRequest({ body, id: e.id });
          const before = await snapshotTables(runSql);
          const response = await postWebhook(signedDelivery(body, e.id || undefined));
          const { status } = await checkResponse(response, what);
          if (status >= 400)
            expect(changedTables(before, await snapshotTables(runSql)), what).toEqual([]);
        }),
        fuzzOptions(2),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe.each(storageKinds)("hostile input to the Polar webhook on %s", (kind) => {
  const { env, runSql, postWebhook } = hostileInputApp(kind);

  it(
    "answers unsigned and wrongly signed webhook bodies with JSON errors and no writes",
    async () => {
      const wrongSecret = newWebhookSecret();
      const delivery = fc.record({
        body: encodings(jsonObjectText(["type", "timestamp", "data"])),
        signing: fc.constantFrom("none", "other secret", "stale", "garbage", "mangled"),
        headers: fc.oneof(
          { weight: 2, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: hostileHeaders },
        ),
        garbage: fc.record({ id: headerString, timestamp: headerString, signature: headerString }),
      });
      await fc.assert(
        fc.asyncProperty(delivery, async (d) => {
          const headers = new Headers(d.headers);
          if (d.body.contentType) headers.set("content-type", d.body.contentType);
          const text = typeof d.body.body === "string" ? d.body.body : d.body.body.toString();
          if (d.signing === "garbage") {
            headers.set("webhook-id", d.garbage.id);
            headers.set("webhook-timestamp", d.garbage.timestamp);
            headers.set("webhook-signature", d.garbage.signature);
          } else if (d.signing !== "none") {
            const at = d.signing === "stale" ? new Date(Date.now() - 3_600_000) : new Date();
            const secret = d.signing === "other secret" ? wrongSecret : env().secret;
            const id = `msg_${randomUUID()}`;
            const signature = new Webhook(secret).sign(id, at, text);
            headers.set("webhook-id", id);
            headers.set("webhook-timestamp", String(Math.floor(at.getTime() / 1000)));
            headers.set(
              "webhook-signature",
              d.signing === "mangled"
                ? signature.replace(/.$/, (c) => (c === "A" ? "B" : "A"))
                : signature,
            );
          }
          const what = describeRequest(d);
          const before = await snapshotTables(runSql);
          const response = await postWebhook(
            new Request(WEBHOOK_URL, { method: "POST", headers, body: d.body.body }),
          );
          const { status } = await checkResponse(response, what);
          expect(status, what).toBeGreaterThanOrEqual(400);
          expect(changedTables(before, await snapshotTables(runSql)), what).toEqual([]);
        }),
        fuzzOptions(2),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it("refuses a body over the limit without reading it all, with or without its length", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(120);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const init = { method: "POST", body: endless, duplex: "half" } as RequestInit;
    const streamed = await postWebhook(new Request(WEBHOOK_URL, init));
    expect(await checkResponse(streamed, "streamed")).toMatchObject({
      status: 413,
      error: { code: "PAYLOAD_TOO_LARGE" },
    });
    // Read no further than the drain of an oversized body (then cut off), never to its end.
    expect(sent).toBeLessThan(DRAIN_LIMIT + 4 * chunk.byteLength);
  });
});
