import { beforeAll, describe, expect, it } from "vitest";
import { liveServerPerSuite, signInOverHttp } from "../support/live-server";
import { pollUntil } from "../support/rest-api";
import { callServerFn } from "../support/server-fn";
import { uniqueEmail } from "../support/test-app";

// Scoped keys, rolled keys and leak reports (ADR 084) at every endpoint of the built server that
// makes or uses a key, over HTTP as a browser, Better Auth's client and an API client call them:
// the screens' server functions, /api/auth/api-key/create and the REST API.

const API_KEYS = "src/server/api-keys/api-keys.functions.ts";

interface ErrorBody {
  code: string;
  message: string;
}

interface MadeKey {
  id: string;
  key: string;
  scopes: string[];
  expiresAt: string | Date | null;
}

describe("scoped keys over HTTP", () => {
  const serverUrl = liveServerPerSuite();
  let url: string;
  beforeAll(() => {
    url = serverUrl();
  });

  const keyFn = (cookie: string, name: string, data?: unknown) =>
    callServerFn(url, { method: "POST", file: API_KEYS, name, cookie, data });
  const betterAuthCreate = (cookie: string, body: unknown) =>
    fetch(`${url}/api/auth/api-key/create`, {
      method: "POST",
      headers: { origin: url, cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const rest = (path: string, key: string, init: RequestInit = {}) =>
    fetch(`${url}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, ...init.headers },
    });

  it("refuses an operation outside the key's scopes with 403 INSUFFICIENT_SCOPE, at the server function's keys", async () => {
    const cookie = await signInOverHttp(url, uniqueEmail());
    const made = await keyFn(cookie, "createUserApiKey", { scopes: ["account:read"] });
    expect(made.status, made.error).toBe(200);
    const { key, scopes, expiresAt } = made.value as MadeKey;
    expect(scopes).toEqual(["account:read"]);
    // Made without a lifetime on the Free plan: its longest, a year.
    const days = (new Date(expiresAt ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);

    expect((await rest("/me", key)).status).toBe(200);
    const refused = await rest("/subscriptions", key);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("www-authenticate")).toBe(
      'Bearer realm="api", error="insufficient_scope", scope="subscriptions:read"',
    );
    expect(refused.headers.get("ratelimit-limit")).not.toBeNull();
    expect((await refused.json()) as ErrorBody).toEqual({
      code: "INSUFFICIENT_SCOPE",
      message: "This API key lacks the subscriptions:read scope.",
    });
  });

  it("refuses unknown scopes and lifetimes the plan does not allow, with a clear 400", async () => {
    const cookie = await signInOverHttp(url, uniqueEmail());
    const unknown = await keyFn(cookie, "createUserApiKey", { scopes: ["billing:admin"] });
    expect(unknown.status).toBe(400);
    const tooLong = await keyFn(cookie, "createUserApiKey", { expiresIn: 400 * 86_400 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.value).toMatchObject({
      code: "KEY_LIFETIME_NOT_IN_PLAN",
      message: "Keys on the Free plan last at most 365 days.",
    });
    const never = await keyFn(cookie, "createUserApiKey", { expiresIn: null });
    expect(never.status).toBe(400);
    const past = await keyFn(cookie, "createUserApiKey", { expiresIn: -60 });
    expect(past.status).toBe(400);

    const atBetterAuth = await betterAuthCreate(cookie, { permissions: { billing: ["admin"] } });
    expect(atBetterAuth.status).toBe(400);
    expect(((await atBetterAuth.json()) as ErrorBody).code).toBe("VALIDATION_ERROR");
    const longAtBetterAuth = await betterAuthCreate(cookie, { expiresIn: 400 * 86_400 });
    expect(longAtBetterAuth.status).toBe(400);
    expect((await longAtBetterAuth.json()) as ErrorBody).toEqual({
      code: "KEY_LIFETIME_NOT_IN_PLAN",
      message: "Keys on the Free plan last at most 365 days.",
    });
    // Nothing was made by any refused call: the plan's one key is still free to make.
    expect((await keyFn(cookie, "createUserApiKey")).status).toBe(200);
  });

  it("makes keys with Better Auth's `permissions` and `expiresIn`, held to the same scopes", async () => {
    const cookie = await signInOverHttp(url, uniqueEmail());
    const made = await betterAuthCreate(cookie, {
      name: "read-only",
      permissions: { account: ["read"], keys: ["read"] },
      expiresIn: 7 * 86_400,
    });
    expect(made.status).toBe(200);
    const body = (await made.json()) as {
      key: string;
      permissions: Record<string, string[]>;
      expiresAt: string;
    };
    expect(body.permissions).toEqual({ account: ["read"], keys: ["read"] });
    expect(Math.round((Date.parse(body.expiresAt) - Date.now()) / 86_400_000)).toBe(7);
    expect((await rest("/key", body.key)).status).toBe(200);
    const refused = await rest("/entitlements", body.key);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).code).toBe("INSUFFICIENT_SCOPE");
  });

  it("rolls a key: both work during the overlap, the list shows both ends; a deleted key is not found", async () => {
    const cookie = await signInOverHttp(url, uniqueEmail());
    const made = (await keyFn(cookie, "createUserApiKey")).value as MadeKey;
    const rolled = await keyFn(cookie, "rollUserApiKey", { keyId: made.id, overlap: "1h" });
    expect(rolled.status, rolled.error).toBe(200);
    const fresh = rolled.value as MadeKey & { previousExpiresAt: string | Date };
    expect(fresh.key).not.toBe(made.key);
    expect(fresh.scopes).toEqual(made.scopes);
    const overlapEnds = new Date(fresh.previousExpiresAt).getTime() - Date.now();
    expect(Math.round(overlapEnds / 60_000)).toBe(60);
    expect((await rest("/me", made.key)).status).toBe(200);
    expect((await rest("/me", fresh.key)).status).toBe(200);

    const listed = await callServerFn(url, {
      method: "GET",
      file: API_KEYS,
      name: "getUserApiKeys",
      cookie,
    });
    const ends = (listed.value as MadeKey[]).map((key) => [key.id, key.expiresAt !== null]);
    expect(ends).toEqual([
      [made.id, true],
      [fresh.id, true],
    ]);

    // No overlap is regenerate: the same record, the old secret refused at once.
    const again = await keyFn(cookie, "rollUserApiKey", { keyId: fresh.id, overlap: "none" });
    expect(again.status).toBe(200);
    expect((again.value as MadeKey).id).toBe(fresh.id);
    expect((await rest("/me", fresh.key)).status).toBe(401);

    expect((await keyFn(cookie, "revokeUserApiKey", { keyId: made.id })).status).toBe(200);
    const gone = await keyFn(cookie, "rollUserApiKey", { keyId: made.id, overlap: "24h" });
    expect(gone.status).toBe(404);
    const badOverlap = await keyFn(cookie, "rollUserApiKey", { keyId: fresh.id, overlap: "2d" });
    expect(badOverlap.status).toBe(400);
  });

  it("deletes a reported key at once and mails its holder, whoever reports it", async () => {
    const email = uniqueEmail();
    const cookie = await signInOverHttp(url, email);
    const { key } = (await keyFn(cookie, "createUserApiKey")).value as MadeKey;
    expect(key).toMatch(/^tl_[A-Za-z0-9]{64}$/);
    const report = (keys: unknown) =>
      fetch(`${url}/api/v1/leaked-keys`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ keys }),
      });
    const taken = await report([key, "tl_notakey"]);
    expect(taken.status).toBe(202);
    expect(await taken.json()).toEqual({ received: 2 });
    expect((await rest("/me", key)).status).toBe(401);
    await pollUntil(async () => {
      const mailbox = `${url}/dev/mailbox/messages?to=${encodeURIComponent(email)}`;
      const mails = (await (await fetch(mailbox)).json()) as { subject: string; text: string }[];
      return mails.some((mail) => mail.text.includes("reported as leaked and deleted"));
    }, 10_000);

    expect((await report([])).status).toBe(400);
    expect((await report("tl_x")).status).toBe(400);
  });
});
