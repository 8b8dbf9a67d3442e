import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactor, verification } from "~/db/schema";
import type { ActivityKind } from "~/lib/activity";
import { listEvents } from "~/server/account/activity.server";
import { LOCKOUT } from "~/server/auth/two-factor.server";
import { databaseKinds, storageKinds } from "../support/databases";
import { verifyPathOf } from "../support/sign-in-link";
import {
  APP_URL,
  cookiesFrom,
  createTestApp,
  type TestApp,
  uniqueEmail,
} from "../support/test-app";
import { nextTotp, secretOf, totp, wrongTotp } from "../support/totp";
import { SoftAuthenticator } from "../support/webauthn";

// Two-factor authentication (ADR 028) through the endpoints a browser or a script reaches: setup
// confirmed by a real code from the tests' own RFC 6238 authenticator, the second step after a
// password, a magic link and a passkey (which needs none), trusted browsers, backup codes, the
// limits on wrong codes, turning it off, and what the timeline records.

const PASSWORD = "correct horse battery staple 42";

/** The cookies of `later` replace those of `earlier` with the same name, as a browser keeps them. */
function jar(earlier: string, later: string): string {
  const cookies = new Map<string, string>();
  for (const pair of [...earlier.split("; "), ...later.split("; ")]) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    const value = pair.slice(at + 1);
    if (value === "") cookies.delete(pair.slice(0, at));
    else cookies.set(pair.slice(0, at), value);
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The code the authenticator app shows now. */
const codeNow = (secret: string) => totp(secret);

/** The calls the tests make, on the app `appOf` answers once the describe has made it. */
function twoFactorCalls(appOf: () => TestApp) {
  async function kinds(userId: string): Promise<ActivityKind[]> {
    await appOf().runtime.background.settled();
    const page = await listEvents(appOf().runtime.database.db, userId, { limit: 100 });
    return page.events.map((event) => event.kind);
  }

  async function post(path: string, cookie: string | undefined, json: unknown) {
    return appOf().request(`/api/auth${path}`, { cookie, json });
  }

  /** A signed-in account with two-factor on: its cookie, secret and backup codes. */
  async function withTwoFactor(options: { password?: boolean } = {}) {
    const email = uniqueEmail();
    let cookie = await appOf().signIn(email);
    if (options.password) await appOf().setPassword(cookie, PASSWORD);
    const started = await post(
      "/two-factor/enable",
      cookie,
      options.password ? { password: PASSWORD } : {},
    );
    expect(started.status).toBe(200);
    const { totpURI, backupCodes } = (await started.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    const secret = secretOf(totpURI);
    const enableCode = codeNow(secret);
    const confirmed = await post("/two-factor/verify-totp", cookie, { code: enableCode });
    expect(confirmed.status).toBe(200);
    cookie = jar(cookie, cookiesFrom(confirmed));
    const found = await appOf().userByEmail(email);
    if (!found) throw new Error("no user");
    return { email, cookie, secret, backupCodes, userId: found.id, totpURI, enableCode };
  }

  /** A magic-link sign-in's answer, with the cookies a browser would then hold. */
  async function magicLink(email: string, cookie = "", callbackURL = "/dashboard") {
    const link = await appOf().requestMagicLink(email, { callbackURL });
    const response = await appOf().request(verifyPathOf(link), { cookie: cookie || undefined });
    return { response, cookie: jar(cookie, cookiesFrom(response)) };
  }

  return { kinds, post, withTwoFactor, magicLink };
}

describe.each(storageKinds)("two-factor authentication on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const { kinds, post, withTwoFactor, magicLink } = twoFactorCalls(() => app);

  it("sets up with a real code: nothing is on until the first code, and the secret is stored encrypted", async () => {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const started = await post("/two-factor/enable", cookie, {});
    expect(started.status).toBe(200);
    const body = (await started.json()) as { totpURI: string; backupCodes: string[] };
    const uri = new URL(body.totpURI);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Timberline");
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(body.backupCodes).toHaveLength(10);
    for (const code of body.backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect(new Set(body.backupCodes).size).toBe(10);

    const user = await app.userByEmail(email);
    const [row] = await app.runtime.database.db
      .select()
      .from(twoFactor)
      .where(eq(twoFactor.userId, user?.id ?? ""));
    expect(row?.verified).toBe(false);
    const secret = secretOf(body.totpURI);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(body.backupCodes[0]);
    expect((await app.session(cookie))?.user).toMatchObject({ twoFactorEnabled: false });

    const wrong = await post("/two-factor/verify-totp", cookie, { code: wrongTotp(secret) });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      code: "INVALID_CODE",
      message: "That code is not right. Enter the code your authenticator app shows now.",
    });
    const right = await post("/two-factor/verify-totp", cookie, { code: codeNow(secret) });
    expect(right.status).toBe(200);
    const after = jar(cookie, cookiesFrom(right));
    expect((await app.session(after))?.user).toMatchObject({ twoFactorEnabled: true });
    expect(await kinds(user?.id ?? "")).toContain("two_factor_enabled");
  });

  it("refuses setup without a session (401), from a stale one (403), and a password account without its password", async () => {
    expect((await post("/two-factor/enable", undefined, {})).status).toBe(401);
    const stale = await app.signIn(uniqueEmail());
    await app.ageSession(stale, 2 * 3600);
    const refused = await post("/two-factor/enable", stale, {});
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "SESSION_NOT_FRESH" });

    const cookie = await app.signIn(uniqueEmail());
    await app.setPassword(cookie, PASSWORD);
    const noPassword = await post("/two-factor/enable", cookie, {});
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toMatchObject({ code: "INVALID_PASSWORD" });
    const wrongPassword = await post("/two-factor/enable", cookie, { password: "not it at all" });
    expect(wrongPassword.status).toBe(400);
    expect((await post("/two-factor/enable", cookie, { password: PASSWORD })).status).toBe(200);
  });

  it("checks the shape of every input before the plugin sees it (400 VALIDATION_ERROR)", async () => {
    const cookie = await app.signIn(uniqueEmail());
    const cases: [string, unknown][] = [
      ["/two-factor/enable", { method: "otp" }],
      ["/two-factor/enable", { issuer: "Evil Corp" }],
      ["/two-factor/verify-totp", { code: "12345" }],
      ["/two-factor/verify-totp", { code: "abcdef" }],
      ["/two-factor/verify-totp", { code: 123456 }],
      ["/two-factor/verify-totp", { code: "123456", trustDevice: "yes" }],
      ["/two-factor/verify-backup-code", { code: "short" }],
      ["/two-factor/verify-backup-code", { code: "AbCde-12fGh", disableSession: true }],
      ["/two-factor/disable", {}],
      ["/two-factor/disable", { code: "x".repeat(10_000) }],
      ["/two-factor/generate-backup-codes", { password: 42 }],
    ];
    for (const [path, body] of cases) {
      const response = await post(path, cookie, body);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    const words = await post("/two-factor/verify-totp", cookie, { code: "12 34" });
    // The spec's message, and the field's own words for whoever reads the detail.
    const rejection = await words.json();
    expect(rejection).toMatchObject({ message: "Invalid body parameters" });
    expect(JSON.stringify(rejection)).toContain(
      "Enter the 6-digit code from your authenticator app.",
    );
  });

  it("asks for a code after a password: no session until the code, then one", async () => {
    const { email, secret, userId } = await withTwoFactor({ password: true });
    const before = (await kinds(userId)).filter((k) => k === "sign_in").length;
    const first = await app.signInWithPassword(email, PASSWORD);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    const challenge = cookiesFrom(first);
    expect(challenge).toMatch(/two_factor=/);
    expect(await app.session(challenge)).toBeNull();
    expect((await kinds(userId)).filter((k) => k === "sign_in")).toHaveLength(before);

    const done = await post("/two-factor/verify-totp", challenge, { code: nextTotp(secret) });
    expect(done.status).toBe(200);
    const cookie = jar(challenge, cookiesFrom(done));
    expect((await app.session(cookie))?.user.email).toBe(email);
    const { events } = await listEvents(app.runtime.database.db, userId, { limit: 1 });
    expect(events[0]).toMatchObject({ kind: "sign_in", detail: { method: "authenticator-app" } });
    // The challenge is spent: the same cookie signs nobody in again.
    const again = await post("/two-factor/verify-totp", challenge, { code: wrongTotp(secret) });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: "INVALID_TWO_FACTOR_COOKIE" });
  });

  it("asks for a code after a magic link: redirected to the second step, keeping where it was going", async () => {
    const { email, secret } = await withTwoFactor();
    const { response, cookie } = await magicLink(email, "", "/settings/security");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/login/two-factor?redirect=%2Fsettings%2Fsecurity",
    );
    expect(cookie).not.toMatch(/session_token=/);
    expect(await app.session(cookie)).toBeNull();

    const done = await post("/two-factor/verify-totp", cookie, { code: nextTotp(secret) });
    expect(done.status).toBe(200);
    expect((await app.session(jar(cookie, cookiesFrom(done))))?.user.email).toBe(email);
  });

  it("asks nothing after a passkey: the passkey verified its user itself", async () => {
    const { cookie, email } = await withTwoFactor();
    const authenticator = new SoftAuthenticator();
    const here = { origin: APP_URL, rpId: new URL(APP_URL).hostname };
    const started = await app.request("/api/auth/passkey/generate-register-options", { cookie });
    const registration = await app.request("/api/auth/passkey/verify-registration", {
      cookie: jar(cookie, cookiesFrom(started)),
      json: { response: authenticator.register(await started.json(), here), name: "Key" },
    });
    expect(registration.status).toBe(200);
    const options = await app.request("/api/auth/passkey/generate-authenticate-options");
    const signedIn = await app.request("/api/auth/passkey/verify-authentication", {
      cookie: cookiesFrom(options),
      json: { response: authenticator.authenticate(await options.json(), here) },
    });
    expect(signedIn.status).toBe(200);
    expect((await app.session(cookiesFrom(signedIn)))?.user.email).toBe(email);
  });

  it("trusts a browser for 30 days when asked, until two-factor is turned off", async () => {
    const {
      email,
      secret,
      backupCodes,
      cookie: signedIn,
    } = await withTwoFactor({ password: true });
    const first = await magicLink(email);
    const trusted = await post("/two-factor/verify-totp", first.cookie, {
      code: nextTotp(secret),
      trustDevice: true,
    });
    expect(trusted.status).toBe(200);
    const trustCookie = trusted.headers.getSetCookie().find((c) => c.includes("trust_device="));
    expect(trustCookie).toMatch(/Max-Age=2592000/);
    expect(trustCookie).toMatch(/HttpOnly/);
    const browser = jar(first.cookie, cookiesFrom(trusted));

    // The next magic link and the next password go straight in from this browser.
    const second = await magicLink(email, browser);
    expect(second.response.status).toBe(302);
    expect(second.response.headers.get("location")).toBe(`${APP_URL}/dashboard`);
    expect((await app.session(second.cookie))?.user.email).toBe(email);
    const password = await app.request("/api/auth/sign-in/email", {
      cookie: browser,
      json: { email, password: PASSWORD },
    });
    expect(await password.json()).not.toHaveProperty("twoFactorRedirect");

    // Another browser is still asked.
    const stranger = await magicLink(email);
    expect(stranger.response.headers.get("location")).toMatch(/^\/login\/two-factor/);

    // Turned off and on again, the old mark skips nothing.
    const off = await post("/two-factor/disable", signedIn, {
      code: backupCodes[0],
      password: PASSWORD,
    });
    expect(off.status).toBe(200);
    const user = await app.userByEmail(email);
    const mine = await app.runtime.database.db
      .select()
      .from(verification)
      .where(
        and(
          like(verification.identifier, "trust-device-%"),
          eq(verification.value, user?.id ?? ""),
        ),
      );
    expect(mine).toHaveLength(0);
    const fresh = jar(signedIn, cookiesFrom(off));
    const restarted = await post("/two-factor/enable", fresh, { password: PASSWORD });
    const newSecret = secretOf(((await restarted.json()) as { totpURI: string }).totpURI);
    expect(
      (await post("/two-factor/verify-totp", fresh, { code: codeNow(newSecret) })).status,
    ).toBe(200);
    const afterReset = await magicLink(email, browser);
    expect(afterReset.response.headers.get("location")).toMatch(/^\/login\/two-factor/);
  });

  it("signs in once with each backup code, written with or without its dash", async () => {
    const { email, backupCodes, userId } = await withTwoFactor();
    const [first, second] = backupCodes as [string, string];
    const one = await magicLink(email);
    const used = await post("/two-factor/verify-backup-code", one.cookie, { code: first });
    expect(used.status).toBe(200);
    expect((await app.session(jar(one.cookie, cookiesFrom(used))))?.user.email).toBe(email);

    const two = await magicLink(email);
    const reused = await post("/two-factor/verify-backup-code", two.cookie, { code: first });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({
      code: "INVALID_BACKUP_CODE",
      message: "That backup code is not right, or it was used already.",
    });
    const dashless = await post("/two-factor/verify-backup-code", two.cookie, {
      code: second.replace("-", ""),
    });
    expect(dashless.status).toBe(200);
    const recorded = await kinds(userId);
    expect(recorded.filter((k) => k === "backup_code_used")).toHaveLength(2);
    expect(recorded).toContain("two_factor_failed");
  });

  it("allows five wrong codes per sign-in, then pauses the account's code check after ten in a row", async () => {
    const { email, secret, userId } = await withTwoFactor();
    const attempt = async (cookie: string, code: string) =>
      post("/two-factor/verify-totp", cookie, { code });

    const first = await magicLink(email);
    for (let n = 0; n < 5; n++) {
      expect((await attempt(first.cookie, wrongTotp(secret))).status).toBe(401);
    }
    const sixth = await attempt(first.cookie, nextTotp(secret));
    expect(sixth.status).toBe(400);
    expect(await sixth.json()).toMatchObject({
      code: "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
      message: "Too many wrong codes for this sign-in. Sign in again.",
    });

    const second = await magicLink(email);
    for (let n = 0; n < LOCKOUT.maxFailedAttempts - 5; n++) {
      expect((await attempt(second.cookie, wrongTotp(secret))).status).toBe(401);
    }
    const third = await magicLink(email);
    const locked = await attempt(third.cookie, nextTotp(secret));
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe(String(LOCKOUT.durationSeconds));
    expect(await locked.json()).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many wrong codes for this account. Try again in 15 minutes.",
    });
    expect(await app.session(third.cookie)).toBeNull();
    const failures = (await kinds(userId)).filter((k) => k === "two_factor_failed");
    expect(failures).toHaveLength(LOCKOUT.maxFailedAttempts);
  });

  it("limits the codes a signed-in caller may try, per user, whatever the address", async () => {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const started = await post("/two-factor/enable", cookie, {});
    const secret = secretOf(((await started.json()) as { totpURI: string }).totpURI);
    const max = app.runtime.env.authLimits.passwordPerUser;
    for (let n = 0; n < max; n++) {
      const wrong = await post("/two-factor/verify-totp", cookie, { code: wrongTotp(secret) });
      expect(wrong.status).toBe(401);
    }
    const refused = await post("/two-factor/verify-totp", cookie, { code: codeNow(secret) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await app.session(cookie))?.user).toMatchObject({ twoFactorEnabled: false });
  });

  it("replaces the backup codes from a fresh session; the old ones stop working", async () => {
    const { email, cookie, backupCodes, userId } = await withTwoFactor();
    const fresh = await post("/two-factor/generate-backup-codes", cookie, {});
    expect(fresh.status).toBe(200);
    const { backupCodes: replaced } = (await fresh.json()) as { backupCodes: string[] };
    expect(replaced).toHaveLength(10);
    expect(replaced).not.toContain(backupCodes[0]);
    const signIn = await magicLink(email);
    const old = await post("/two-factor/verify-backup-code", signIn.cookie, {
      code: backupCodes[0],
    });
    expect(old.status).toBe(401);
    const current = await post("/two-factor/verify-backup-code", signIn.cookie, {
      code: replaced[0],
    });
    expect(current.status).toBe(200);
    expect(await kinds(userId)).toContain("backup_codes_regenerated");

    await app.ageSession(cookie, 2 * 3600);
    expect((await post("/two-factor/generate-backup-codes", cookie, {})).status).toBe(403);
  });

  it("turns off only with a fresh session and a right code, and mails the owner", async () => {
    const { email, cookie, secret, backupCodes, userId } = await withTwoFactor();
    const wrong = await post("/two-factor/disable", cookie, { code: wrongTotp(secret) });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_CODE" });
    expect((await app.session(cookie))?.user).toMatchObject({ twoFactorEnabled: true });

    const off = await post("/two-factor/disable", cookie, { code: backupCodes[3] });
    expect(off.status).toBe(200);
    const after = jar(cookie, cookiesFrom(off));
    expect((await app.session(after))?.user).toMatchObject({ twoFactorEnabled: false });
    const rows = await app.runtime.database.db
      .select()
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId));
    expect(rows).toHaveLength(0);
    expect(await kinds(userId)).toContain("two_factor_disabled");
    const mails = await app.mailTo(email);
    expect(mails.map((mail) => mail.text).join("\n")).toContain(
      "Two-factor authentication was turned off",
    );
    // Off, a magic link signs straight in again.
    const { response } = await magicLink(email);
    expect(response.headers.get("location")).toBe(`${APP_URL}/dashboard`);
    // And a second "off" says it is off.
    const twice = await post("/two-factor/disable", after, { code: "123456" });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ code: "TWO_FACTOR_NOT_ENABLED" });
  });

  it("refuses turning off from a stale session even with a right code", async () => {
    const { cookie, secret } = await withTwoFactor();
    await app.ageSession(cookie, 2 * 3600);
    const stale = await post("/two-factor/disable", cookie, { code: nextTotp(secret) });
    expect(stale.status).toBe(403);
    expect((await app.session(cookie))?.user).toMatchObject({ twoFactorEnabled: true });
  });
});

// Two requests with one code race to mark it spent, an atomic counter in the database: where
// the engines can differ.
describe.each(databaseKinds)("an authenticator code used twice at once on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const { post, withTwoFactor, magicLink } = twoFactorCalls(() => app);

  it("takes each authenticator code once, even from two requests at the same moment", async () => {
    const { email, secret, enableCode } = await withTwoFactor();
    const code = nextTotp(secret);
    const one = await magicLink(email);
    const two = await magicLink(email);
    const responses = await Promise.all([
      post("/two-factor/verify-totp", one.cookie, { code }),
      post("/two-factor/verify-totp", two.cookie, { code }),
    ]);
    expect(responses.map((result) => result.status).sort()).toEqual([200, 401]);
    const refused = responses.find((result) => result.status === 401);
    expect(await refused?.json()).toEqual({
      code: "INVALID_CODE",
      message: "That code was used already. Enter the next code your authenticator app shows.",
    });
    // The code used to turn two-factor on is spent too: that code, not the one of the clock's
    // current step, which a slow run may have moved past (a flake when it had).
    const three = await magicLink(email);
    expect((await post("/two-factor/verify-totp", three.cookie, { code: enableCode })).status).toBe(
      401,
    );
  });
});
