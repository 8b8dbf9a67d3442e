import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_MAIL_ADDRESS_LIMIT,
  MAGIC_LINK_ADDRESS_LIMIT,
  MAGIC_LINK_IP_LIMIT,
  SENSITIVE_CALL_LIMIT,
} from "~/server/auth/auth.server";
import { DatabaseRateLimits } from "~/server/rate-limit.server";
import { databaseKinds } from "./support/databases";
import { createTestApp, randomIp, type TestApp, uniqueEmail } from "./support/test-app";

describe.each(databaseKinds)("sign-in input and abuse limits on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  it.each([
    ["a malformed email", { email: "not-an-email" }],
    ["a missing email", {}],
    ["an email of the wrong type", { email: 42 }],
    ["an empty email", { email: "" }],
  ])("answers 400 VALIDATION_ERROR to %s", async (_, body) => {
    const response = await app.request("/api/auth/sign-in/magic-link", { json: body });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { code: string; message: string };
    expect(json.code).toBe("VALIDATION_ERROR");
    expect(json.message).toBe("Invalid body parameters");
  });

  it("answers 400 VALIDATION_ERROR with the query message to a bad query", async () => {
    const response = await app.request("/api/auth/magic-link/verify");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Invalid query parameters",
    });
  });

  it.each([
    ["malformed JSON", "{not json", "application/json"],
    ["a JSON array", "[1,2,3]", "application/json"],
    ["plain text", "email=x", "text/plain"],
  ])("answers a 4xx, never a 5xx, to %s", async (_, body, type) => {
    const response = await app.request("/api/auth/sign-in/magic-link", {
      body,
      headers: { "content-type": type },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("sends nothing for a refused request", async () => {
    const email = "not-an-email";
    await app.request("/api/auth/sign-in/magic-link", { json: { email } });
    expect(await app.mailTo(email)).toHaveLength(0);
  });

  it("limits links per address, whatever the client address", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < MAGIC_LINK_ADDRESS_LIMIT.max; i++) {
      const ok = await app.request("/api/auth/sign-in/magic-link", {
        json: { email },
        ip: randomIp(),
      });
      expect(ok.status).toBe(200);
    }
    const refused = await app.request("/api/auth/sign-in/magic-link", {
      json: { email },
      ip: randomIp(),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { message: string };
    expect(body.message).toMatch(
      /^Too many sign-in links were sent to this address\. Try again in \d+ minutes?\.$/,
    );
    expect(await app.mailTo(email)).toHaveLength(MAGIC_LINK_ADDRESS_LIMIT.max);
  });

  it("counts the address case-insensitively", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < MAGIC_LINK_ADDRESS_LIMIT.max; i++) {
      await app.request("/api/auth/sign-in/magic-link", { json: { email } });
    }
    const refused = await app.request("/api/auth/sign-in/magic-link", {
      json: { email: email.toUpperCase() },
    });
    expect(refused.status).toBe(429);
  });

  it("limits links per client address", async () => {
    const ip = randomIp();
    for (let i = 0; i < MAGIC_LINK_IP_LIMIT.max; i++) {
      const ok = await app.request("/api/auth/sign-in/magic-link", {
        json: { email: uniqueEmail() },
        ip,
      });
      expect(ok.status).toBe(200);
    }
    const email = uniqueEmail();
    const refused = await app.request("/api/auth/sign-in/magic-link", { json: { email }, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(
        /^Too many attempts from your network\. Try again in \d+ (seconds|minutes?)\.$/,
      ),
    });
    expect(await app.mailTo(email)).toHaveLength(0);
    const otherClient = await app.request("/api/auth/sign-in/magic-link", {
      json: { email },
      ip: randomIp(),
    });
    expect(otherClient.status).toBe(200);
  });

  it("limits link checks per client address", async () => {
    const ip = randomIp();
    const verify = () =>
      app.request(
        "/api/auth/magic-link/verify?token=notarealtokennotarealtoken123456&callbackURL=%2Fdashboard",
        { ip },
      );
    for (let i = 0; i < MAGIC_LINK_IP_LIMIT.max; i++) {
      expect((await verify()).status).not.toBe(429);
    }
    const refused = await verify();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("does not let a client choose its own rate-limit address", async () => {
    const ip = randomIp();
    for (let i = 0; i < MAGIC_LINK_IP_LIMIT.max; i++) {
      await app.request("/api/auth/sign-in/magic-link", { json: { email: uniqueEmail() }, ip });
    }
    const spoofed = await app.request("/api/auth/sign-in/magic-link", {
      json: { email: uniqueEmail() },
      ip,
      headers: { "x-app-client-ip": randomIp() },
    });
    expect(spoofed.status).toBe(429);
  });

  describe("the other mail-sending calls, per address whatever the client", () => {
    const MAIL_REFUSAL =
      /^Too many emails were sent to this address\. Try again in \d+ minutes?\.$/;

    /** `max` calls answered `status`, then a 429 with Retry-After and the message. */
    async function spend(call: () => Promise<Response>, status: number, refusal: RegExp) {
      for (let i = 0; i < ACCOUNT_MAIL_ADDRESS_LIMIT.max; i++) {
        expect((await call()).status).toBe(status);
      }
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        code: "TOO_MANY_REQUESTS",
        message: expect.stringMatching(refusal),
      });
    }

    it("verification mails, the same for an address nobody holds", async () => {
      const email = uniqueEmail();
      const call = () =>
        app.request("/api/auth/send-verification-email", { json: { email }, ip: randomIp() });
      await spend(call, 200, MAIL_REFUSAL);
    });

    it("password-reset mails, the same for an address nobody holds", async () => {
      const email = uniqueEmail();
      const call = () =>
        app.request("/api/auth/request-password-reset", {
          json: { email, redirectTo: "/reset-password" },
          ip: randomIp(),
        });
      await spend(call, 200, MAIL_REFUSAL);
      expect(await app.mailTo(email)).toHaveLength(0);
    });

    it("change-email mails, counted on the current address", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      const call = () =>
        app.request("/api/auth/change-email", {
          json: { newEmail: uniqueEmail() },
          cookie,
          ip: randomIp(),
        });
      await spend(call, 200, MAIL_REFUSAL);
      expect((await app.mailTo(email)).length).toBe(1 + ACCOUNT_MAIL_ADDRESS_LIMIT.max);
    });

    it("change-email mails, counted on the new address whoever asks for it", async () => {
      const target = uniqueEmail();
      const users: string[] = [];
      for (let i = 0; i <= ACCOUNT_MAIL_ADDRESS_LIMIT.max; i++) {
        users.push(await app.signIn(uniqueEmail()));
      }
      let next = 0;
      const call = () =>
        app.request("/api/auth/change-email", {
          json: { newEmail: target },
          cookie: users[next++],
          ip: randomIp(),
        });
      await spend(call, 200, MAIL_REFUSAL);
    });

    it("account-deletion links", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      const call = () =>
        app.request("/api/auth/delete-user", {
          json: { callbackURL: "/" },
          cookie,
          ip: randomIp(),
        });
      await spend(call, 200, MAIL_REFUSAL);
      expect(await app.userByEmail(email)).toBeDefined();
    });

    it("password changes, per user whatever the client", async () => {
      const cookie = await app.signIn(uniqueEmail());
      // Refused before any password is hashed, so the test spends no seconds on hashing; the
      // count comes first all the same.
      const call = () =>
        app.request("/api/auth/change-password", {
          json: { currentPassword: "a guess", newPassword: "short" },
          cookie,
          ip: randomIp(),
        });
      for (let i = 0; i < SENSITIVE_CALL_LIMIT.max; i++) expect((await call()).status).toBe(400);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        code: "TOO_MANY_REQUESTS",
        message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/),
      });
    });
  });

  it("counts concurrent hits exactly", async () => {
    const key = `test:${uniqueEmail()}`;
    const rule = { window: 60, max: 5 };
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () => app.runtime.rateLimits.consume(key, rule)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it("opens a new window after the old one ends", async () => {
    const key = `test:${uniqueEmail()}`;
    const rule = { window: 60, max: 1 };
    let now = 1_700_000_000_000;
    const limits = new DatabaseRateLimits(app.runtime.database.db, () => now);
    expect((await limits.consume(key, rule)).allowed).toBe(true);
    now += 30_000;
    expect(await limits.consume(key, rule)).toEqual({ allowed: false, retryAfter: 30 });
    now += 30_000;
    expect((await limits.consume(key, rule)).allowed).toBe(true);
  });
});
