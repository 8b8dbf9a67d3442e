import { beforeAll, describe, expect, it } from "vitest";
import { liveServerPerSuite, signInOverHttp, subscribeOverHttp } from "../support/live-server";
import { pollUntil } from "../support/rest-api";
import { callServerFn } from "../support/server-fn";
import { uniqueEmail } from "../support/test-app";

// Each entitlement at the endpoints of the built server that reach it, over HTTP as a browser and
// an API client call them (ADR 055's table): the keys' count at the screens' server function and
// Better Auth's /api-key/create, the usage history at its server function and the REST API, the
// plan's limits at getEntitlements. A plan bought on the twin raises each at once.

const API_KEYS = "src/server/api-keys/api-keys.functions.ts";
const BILLING = "src/server/billing/billing.functions.ts";
const METERING = "src/server/billing/metering.functions.ts";

interface ErrorBody {
  code: string;
  message: string;
}

describe("entitlements at the server functions and Better Auth over HTTP", () => {
  const serverUrl = liveServerPerSuite();
  let url: string;
  beforeAll(() => {
    url = serverUrl();
  });

  const createKey = (cookie: string, data?: { name: string }) =>
    callServerFn(url, { method: "POST", file: API_KEYS, name: "createUserApiKey", cookie, data });
  const createKeyAtBetterAuth = (cookie: string, name: string) =>
    fetch(`${url}/api/auth/api-key/create`, {
      method: "POST",
      headers: { origin: url, cookie, "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
  /** A GET server function's response, which must succeed. */
  const read = async (cookie: string, file: string, name: string) => {
    const response = await callServerFn(url, { method: "GET", file, name, cookie });
    expect(response.status, response.error).toBe(200);
    return response.value;
  };
  const entitlements = async (cookie: string) =>
    (await read(cookie, BILLING, "getEntitlements")) as {
      plan: { slug: string };
      limits: { apiKeys: number; apiCallsPerMinute: number; features: string[] };
      usage: { apiKeys: number };
    };
  const includedCalls = async (cookie: string) =>
    ((await read(cookie, METERING, "getPeriodUsage")) as { included: number }).included;

  it("counts keys at createUserApiKey and /api-key/create, calls included at getPeriodUsage; Starter raises both", async () => {
    const email = uniqueEmail();
    const cookie = await signInOverHttp(url, email);
    expect((await createKey(cookie)).status).toBe(200);

    const refused = await createKey(cookie, { name: "second" });
    expect(refused.status).toBe(402);
    expect(refused.value).toMatchObject({
      code: "PLAN_LIMIT_REACHED",
      message:
        "You have 1 API key, as many as its plan allows. The Free plan allows 1 API key; Starter allows 3. Revoke a key or change the plan to add one.",
    });
    const atBetterAuth = await createKeyAtBetterAuth(cookie, "second");
    expect(atBetterAuth.status).toBe(402);
    expect(((await atBetterAuth.json()) as ErrorBody).code).toBe("PLAN_LIMIT_REACHED");
    expect(await entitlements(cookie)).toMatchObject({
      plan: { slug: "free" },
      limits: { apiKeys: 1, apiCallsPerMinute: 60 },
      usage: { apiKeys: 1 },
    });
    expect(await includedCalls(cookie)).toBe(1_000);

    await subscribeOverHttp(url, cookie, email, "starter");
    await pollUntil(async () => (await entitlements(cookie)).plan.slug === "starter", 10_000);
    expect(await includedCalls(cookie)).toBe(100_000);
    expect((await createKey(cookie, { name: "second" })).status).toBe(200);
    expect((await createKeyAtBetterAuth(cookie, "third")).status).toBe(200);
    const fourth = await createKey(cookie, { name: "fourth" });
    expect([fourth.status, (fourth.value as ErrorBody).code]).toEqual([402, "PLAN_LIMIT_REACHED"]);
    expect((fourth.value as ErrorBody).message).toContain(
      "The Starter plan allows 3 API keys; Pro allows 10.",
    );
  });

  it("gates the usage history at getApiKeyUsage and GET /api/v1/key/usage: 403, then open on Pro", async () => {
    const email = uniqueEmail();
    const cookie = await signInOverHttp(url, email);
    const made = await createKey(cookie);
    const { key } = made.value as { key: string };
    const usage = () =>
      callServerFn(url, { method: "GET", file: API_KEYS, name: "getApiKeyUsage", cookie });
    const restUsage = () =>
      fetch(`${url}/api/v1/key/usage`, { headers: { authorization: `Bearer ${key}` } });

    const refused = await usage();
    expect(refused.status).toBe(403);
    expect(refused.value).toMatchObject({
      code: "FEATURE_NOT_IN_PLAN",
      message: "Usage history is not in the Free plan; Pro has it.",
    });
    const restRefused = await restUsage();
    expect(restRefused.status).toBe(403);
    expect((await restRefused.json()) as ErrorBody).toMatchObject({
      code: "FEATURE_NOT_IN_PLAN",
      message: "Usage history is not in the Free plan; Pro has it.",
    });

    await subscribeOverHttp(url, cookie, email, "pro");
    await pollUntil(async () => (await usage()).status === 200, 10_000);
    expect((await entitlements(cookie)).limits.features).toContain("usageHistory");
    expect((await restUsage()).status).toBe(200);
  });
});
