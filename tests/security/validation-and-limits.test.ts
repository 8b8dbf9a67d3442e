import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseRateLimits } from "~/server/platform/rate-limit.server";
import { allowConsoleError } from "../support/console-guard";
import { databaseKinds, storageKinds } from "../support/databases";
import { verifyPathOf } from "../support/sign-in-link";
import { createTestApp, randomIp, type TestApp, uniqueEmail } from "../support/test-app";

// Small limits set through the environment, as an operator sets them (AUTH_LIMIT_*), so each
// test spends an allowance in a few calls. The defaults are in src/env.server.ts.
const PER_IP = 10;
const MAILS_PER_NETWORK = 3;
const MAILS_PER_ADDRESS = 5;
const PER_USER = 4;
const LIMITS = {
  AUTH_LIMIT_PER_IP: String(PER_IP),
  AUTH_LIMIT_MAILS_PER_NETWORK: String(MAILS_PER_NETWORK),
  AUTH_LIMIT_MAILS_PER_ADDRESS: String(MAILS_PER_ADDRESS),
  AUTH_LIMIT_PASSWORD_PER_USER: String(PER_USER),
};

const LINK_LIMIT_MESSAGE =
  /^Too many sign-in links were sent to this address\. Try again in \d+ minutes?\.$/;
const MAIL_LIMIT_MESSAGE =
  /^Too many emails were sent to this address\. Try again in \d+ minutes?\.$/;

describe.each(storageKinds)("sign-in input and abuse limits on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, LIMITS);
  });
  afterAll(() => app?.close());

  const askLink = (
    email: string,
    options: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    app.request("/api/auth/sign-in/magic-link", {
      json: { email, callbackURL: "/dashboard" },
      ...options,
    });

  it.each([
    ["a malformed email", { email: "not-an-email" }],
    ["a missing email", {}],
    ["an email of the wrong type", { email: 42 }],
    ["an empty email", { email: "" }],
    ["a local part of 65 characters (RFC 5321)", { email: `${"x".repeat(65)}@example.com` }],
    ["a local part of 300 characters", { email: `${"x".repeat(300)}@example.com` }],
    ["an address of 255 characters", { email: `a@${"b".repeat(241)}.example.com` }],
    ["an address of 5,000 characters", { email: `${"x".repeat(5000)}@example.com` }],
    ["a name of the wrong type", { email: "a@b.co", name: 42 }],
    ["a name of 101 characters", { email: "a@b.co", name: "n".repeat(101) }],
    ["a name with a control character", { email: "a@b.co", name: "Ada\u0007" }],
    ["a field the product does not offer", { email: "a@b.co", metadata: { a: 1 } }],
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

  it("accepts the longest address RFC 5321 allows, 64 characters before the @", async () => {
    const email = `${"x".repeat(64)}@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(57)}.com`;
    expect(email).toHaveLength(254);
    expect((await askLink(email)).status).toBe(200);
    expect(await app.mailTo(email)).toHaveLength(1);
  });

  it("sends nothing for a refused request", async () => {
    for (const email of ["not-an-email", `${"x".repeat(300)}@example.com`]) {
      await askLink(email);
      expect(await app.mailTo(email)).toHaveLength(0);
    }
  });

  describe("sign-in links to one address", () => {
    it("are limited per network: the owner's network keeps its own allowance", async () => {
      const email = uniqueEmail();
      const attacker = randomIp();
      for (let i = 0; i < MAILS_PER_NETWORK; i++) {
        expect((await askLink(email, { ip: attacker })).status).toBe(200);
      }
      const refused = await askLink(email, { ip: attacker });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { message: string }).message).toMatch(LINK_LIMIT_MESSAGE);
      // The owner, from their own network, is not held back by someone else's requests.
      expect((await askLink(email, { ip: randomIp() })).status).toBe(200);
      expect(await app.mailTo(email)).toHaveLength(MAILS_PER_NETWORK + 1);
    });

    it("count the address case-insensitively", async () => {
      const email = uniqueEmail();
      const ip = randomIp();
      for (let i = 0; i < MAILS_PER_NETWORK; i++) await askLink(email, { ip });
      expect((await askLink(email.toUpperCase(), { ip })).status).toBe(429);
    });

    it("are capped per address across networks, and a link sent within its lifetime is waiting when the cap refuses", async () => {
      const email = uniqueEmail();
      for (let i = 0; i < MAILS_PER_ADDRESS; i++) {
        expect((await askLink(email, { ip: randomIp() })).status).toBe(200);
      }
      const refused = await askLink(email, { ip: randomIp() });
      expect(refused.status).toBe(429);
      // Its window is the link's lifetime (5 minutes), not the longer AUTH_LIMIT_WINDOW.
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(300);
      expect(await app.mailTo(email)).toHaveLength(MAILS_PER_ADDRESS);
      const newest = await app.latestLink(email);
      const signedIn = await app.request(verifyPathOf(newest));
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("location")).toBe("http://localhost:3000/dashboard");
      expect(signedIn.headers.getSetCookie().join()).toContain("session_token=");
    });

    it("refused as cross-site spend nothing: the owner still gets every link", async () => {
      allowConsoleError(/Invalid origin/);
      const email = uniqueEmail();
      for (let i = 0; i < MAILS_PER_ADDRESS + 2; i++) {
        const crossSite = await askLink(email, {
          ip: randomIp(),
          headers: { origin: "https://evil.example" },
        });
        expect(crossSite.status).toBe(403);
      }
      const owner = randomIp();
      for (let i = 0; i < MAILS_PER_NETWORK; i++) {
        expect((await askLink(email, { ip: owner })).status).toBe(200);
      }
      expect(await app.mailTo(email)).toHaveLength(MAILS_PER_NETWORK);
    });

    it("refused as malformed spend nothing", async () => {
      const email = uniqueEmail();
      const ip = randomIp();
      for (let i = 0; i < MAILS_PER_ADDRESS + 2; i++) {
        const malformed = await app.request("/api/auth/sign-in/magic-link", {
          json: { email, callbackURL: 42 },
          ip,
        });
        expect(malformed.status).toBe(400);
      }
      expect((await askLink(email, { ip })).status).toBe(200);
    });
  });

  describe("per client address", () => {
    it("limits links per client address, to AUTH_LIMIT_PER_IP", async () => {
      const ip = randomIp();
      for (let i = 0; i < PER_IP; i++)
        expect((await askLink(uniqueEmail(), { ip })).status).toBe(200);
      const email = uniqueEmail();
      const refused = await askLink(email, { ip });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        code: "TOO_MANY_REQUESTS",
        message: expect.stringMatching(
          /^Too many attempts from your network\. Try again in \d+ (seconds|minutes?)\.$/,
        ),
      });
      expect(await app.mailTo(email)).toHaveLength(0);
      expect((await askLink(email, { ip: randomIp() })).status).toBe(200);
    });

    it("lets an office behind one address sign in by default: 300 links per 10 minutes", async () => {
      const office = await createTestApp(kind);
      try {
        expect(office.runtime.env.authLimits).toMatchObject({ perIp: 300, window: 600 });
        const ip = randomIp();
        for (let i = 0; i < 40; i++) {
          expect((await office.requestMagicLink(uniqueEmail(), { ip })).pathname).toBe(
            "/login/confirm",
          );
        }
      } finally {
        await office.close();
      }
    });

    const verifyPath =
      "/api/auth/magic-link/verify?token=notarealtokennotarealtoken123456&callbackURL=%2Fdashboard&errorCallbackURL=%2Flogin%3Fredirect%3D%252Fsettings";

    it("limits link checks per client address; a limited link lands on the sign-in screen", async () => {
      const ip = randomIp();
      for (let i = 0; i < PER_IP; i++) {
        expect((await app.request(verifyPath, { ip })).status).not.toBe(429);
      }
      const limited = await app.request(verifyPath, { ip });
      expect(limited.status).toBe(302);
      const location = new URL(limited.headers.get("location") ?? "", "http://x");
      expect(location.pathname).toBe("/login");
      expect(location.searchParams.get("redirect")).toBe("/settings");
      expect(location.searchParams.get("error")).toBe("TOO_MANY_REQUESTS");
      expect(Number(location.searchParams.get("retry_after"))).toBeGreaterThan(0);
    });

    it("does not let a client choose its own rate-limit address", async () => {
      const ip = randomIp();
      for (let i = 0; i < PER_IP; i++) await askLink(uniqueEmail(), { ip });
      const spoofed = await askLink(uniqueEmail(), {
        ip,
        headers: { "x-app-client-ip": randomIp() },
      });
      expect(spoofed.status).toBe(429);
    });
  });

  describe("the other mail-sending calls", () => {
    /** `max` calls answered 200, then a 429 with Retry-After and the message. */
    async function spend(call: () => Promise<Response>, max: number) {
      for (let i = 0; i < max; i++) expect((await call()).status).toBe(200);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        code: "TOO_MANY_REQUESTS",
        message: expect.stringMatching(MAIL_LIMIT_MESSAGE),
      });
    }

    const settled = () => app.runtime.background.settled();

    it("verification mails signed out: the same answer for any address, mails only to an unverified account, within its allowance", async () => {
      const email = uniqueEmail();
      const ip = randomIp();
      for (let i = 0; i < MAILS_PER_NETWORK + 2; i++) {
        const response = await app.request("/api/auth/send-verification-email", {
          json: { email },
          ip,
        });
        expect(response.status).toBe(200);
      }
      await settled();
      expect(await app.mailTo(email)).toHaveLength(0);
    });

    it("password-reset mails: the same answer when the allowance is spent, and no more mail", async () => {
      const email = uniqueEmail();
      await app.signIn(email);
      const ip = randomIp();
      const ask = () =>
        app.request("/api/auth/request-password-reset", {
          json: { email, redirectTo: "/reset-password" },
          ip,
        });
      for (let i = 0; i < MAILS_PER_NETWORK + 2; i++) expect((await ask()).status).toBe(200);
      await settled();
      expect(await app.mailTo(email)).toHaveLength(1 + MAILS_PER_NETWORK);
      // Another network still gets the owner a link.
      const elsewhere = await app.request("/api/auth/request-password-reset", {
        json: { email, redirectTo: "/reset-password" },
        ip: randomIp(),
      });
      expect(elsewhere.status).toBe(200);
      await settled();
      expect(await app.mailTo(email)).toHaveLength(2 + MAILS_PER_NETWORK);
    });

    it("change-email mails, counted on the current address, rejected calls free", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      const taken = uniqueEmail();
      await app.signIn(taken);
      const ip = randomIp();
      const change = (newEmail: string, from = ip) =>
        app.request("/api/auth/change-email", { json: { newEmail }, cookie, ip: from });
      // Refused calls mail nobody and count nothing, however many.
      for (let i = 0; i < MAILS_PER_ADDRESS + 2; i++) {
        expect((await change(email, randomIp())).status).toBe(400);
        expect((await change(taken, randomIp())).status).toBe(400);
      }
      await spend(() => change(uniqueEmail()), MAILS_PER_NETWORK);
      await settled();
      expect(await app.mailTo(email)).toHaveLength(1 + MAILS_PER_NETWORK);
    });

    it("a burst of signed-in calls: 200 within the allowance, 429 beyond it, one mail per 200", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      const ip = randomIp();
      const statuses = await Promise.all(
        Array.from({ length: MAILS_PER_NETWORK + 3 }, () =>
          app
            .request("/api/auth/delete-user", { json: { callbackURL: "/" }, cookie, ip })
            .then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(MAILS_PER_NETWORK);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
      await settled();
      expect(await app.mailTo(email)).toHaveLength(1 + MAILS_PER_NETWORK);
    });

    it("account-deletion links", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      const ip = randomIp();
      await spend(
        () => app.request("/api/auth/delete-user", { json: { callbackURL: "/" }, cookie, ip }),
        MAILS_PER_NETWORK,
      );
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
      for (let i = 0; i < PER_USER; i++) expect((await call()).status).toBe(400);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        code: "TOO_MANY_REQUESTS",
        message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/),
      });
    });
  });
});

// Each hit is one upsert of a counter row; hits at once queue on that row, which the engines
// lock each in their own way.
describe.each(databaseKinds)("the rate-limit counters on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, LIMITS);
  });
  afterAll(() => app?.close());

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
