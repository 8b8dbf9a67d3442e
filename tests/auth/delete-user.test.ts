import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apikey, verification } from "~/db/schema";
import { allowConsoleError } from "../support/console-guard";
import { storageKinds } from "../support/databases";
import { APP_URL, createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

const PASSWORD = "correct horse battery staple";
const NOTHING_LEFT = { user: 0, session: 0, account: 0, verification: 0, apikey: 0 };

describe.each(storageKinds)("account deletion on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  /**
   * A user with something in every table: two sessions, a password (credential account), an
   * API key, a pending password reset (verification by id) and a pending magic link
   * (verification by address).
   */
  async function fullUser(options: { password?: boolean } = {}) {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    await app.signIn(email);
    const current = await app.session(cookie);
    if (!current) throw new Error("no session");
    const userId = current.user.id;
    if (options.password !== false) await app.setPassword(cookie, PASSWORD);
    await app.runtime.database.db.insert(apikey).values({
      id: randomUUID(),
      key: `hashed-${randomUUID()}`,
      referenceId: userId,
    });
    await app.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    await app.requestMagicLink(email);
    const before = await app.remnants(userId, email);
    expect(before.user).toBe(1);
    expect(before.session).toBe(2);
    expect(before.apikey).toBe(1);
    expect(before.verification).toBeGreaterThanOrEqual(options.password === false ? 1 : 2);
    return { email, cookie, userId };
  }

  function deleteUser(cookie: string, body: object) {
    return app.request("/api/auth/delete-user", { json: body, cookie });
  }

  describe("POST /delete-user with {password}", () => {
    it("deletes the user and every row that names them", async () => {
      const { email, cookie, userId } = await fullUser();
      const response = await deleteUser(cookie, { password: PASSWORD });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: "User deleted" });
      expect(response.headers.getSetCookie().join("\n")).toMatch(/session_token=;.*Max-Age=0/i);
      expect(await app.remnants(userId, email)).toEqual(NOTHING_LEFT);
      expect(await app.session(cookie)).toBeNull();
    });

    it("works from an aged session: the password is the re-authentication", async () => {
      const { email, cookie, userId } = await fullUser();
      await app.ageSession(cookie, 2 * 3600);
      const response = await deleteUser(cookie, { password: PASSWORD });
      expect(await response.json()).toEqual({ success: true, message: "User deleted" });
      expect(await app.remnants(userId, email)).toEqual(NOTHING_LEFT);
    });

    it("refuses a wrong password: 'Invalid password'", async () => {
      const { email, cookie, userId } = await fullUser();
      const response = await deleteUser(cookie, { password: "not the password at all" });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Invalid password" });
      expect((await app.remnants(userId, email)).user).toBe(1);
    });

    it("refuses a user without a password: 'Credential account not found'", async () => {
      const { email, cookie, userId } = await fullUser({ password: false });
      const response = await deleteUser(cookie, { password: PASSWORD });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Credential account not found" });
      expect((await app.remnants(userId, email)).user).toBe(1);
    });

    it("needs a session", async () => {
      const response = await app.request("/api/auth/delete-user", {
        json: { password: PASSWORD },
      });
      expect(response.status).toBe(401);
    });

    it("answers 400 VALIDATION_ERROR to a password of the wrong type", async () => {
      const { cookie } = await fullUser({ password: false });
      const response = await deleteUser(cookie, { password: 12345 });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Invalid body parameters",
      });
    });
  });

  describe("POST /delete-user with {freshSession: true}", () => {
    it("deletes at once from a fresh session", async () => {
      const { email, cookie, userId } = await fullUser({ password: false });
      const response = await deleteUser(cookie, { freshSession: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: "User deleted" });
      expect(await app.remnants(userId, email)).toEqual(NOTHING_LEFT);
    });

    it("refuses an aged session: 'Session expired. Re-authenticate to perform this action.'", async () => {
      const { email, cookie, userId } = await fullUser({ password: false });
      await app.ageSession(cookie, 3600);
      const response = await deleteUser(cookie, { freshSession: true });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "SESSION_EXPIRED",
        message: "Session expired. Re-authenticate to perform this action.",
      });
      expect((await app.remnants(userId, email)).user).toBe(1);
    });
  });

  describe("POST /delete-user by mailed link, then GET /delete-user/callback", () => {
    async function requestLink(cookie: string, email: string) {
      const response = await deleteUser(cookie, { callbackURL: "/" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: "Verification email sent" });
      const [mail] = await app.mailTo(email);
      expect(mail?.subject).toBe("Confirm the deletion of your Timberline account");
      return app.latestLink(email, /deletion/);
    }

    it("mails a link with a 32-character token and deletes nothing yet", async () => {
      const { email, cookie, userId } = await fullUser();
      const link = await requestLink(cookie, email);
      expect(link.origin).toBe(APP_URL);
      expect(link.pathname).toBe("/api/auth/delete-user/callback");
      expect(link.searchParams.get("token")).toMatch(/^[0-9a-z]{32}$/);
      expect(link.searchParams.get("callbackURL")).toBe("/");
      expect((await app.remnants(userId, email)).user).toBe(1);
    });

    it("keeps the link's token only as a hash", async () => {
      const { email, cookie, userId } = await fullUser();
      const link = await requestLink(cookie, email);
      const token = link.searchParams.get("token") ?? "";
      const rows = await app.runtime.database.db
        .select({ identifier: verification.identifier })
        .from(verification)
        .where(eq(verification.value, userId));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.identifier.includes(token))).toEqual([]);
    });

    it("deletes when the link is followed in the same user's session", async () => {
      const { email, cookie, userId } = await fullUser();
      const link = await requestLink(cookie, email);
      const response = await app.request(`${link.pathname}${link.search}`, { cookie });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
      expect(await app.remnants(userId, email)).toEqual(NOTHING_LEFT);
    });

    it("answers 'User deleted' without a callback URL", async () => {
      const { email, cookie, userId } = await fullUser({ password: false });
      const link = await requestLink(cookie, email);
      const token = link.searchParams.get("token");
      const response = await app.request(`/api/auth/delete-user/callback?token=${token}`, {
        cookie,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: "User deleted" });
      expect(await app.remnants(userId, email)).toEqual(NOTHING_LEFT);
    });

    it("does nothing without a session, or in another user's session", async () => {
      const { email, cookie, userId } = await fullUser();
      const link = await requestLink(cookie, email);
      const path = `${link.pathname}${link.search}`;
      const anonymous = await app.request(path);
      expect(anonymous.status).toBe(404);
      const stranger = await app.request(path, { cookie: await app.signIn(uniqueEmail()) });
      expect(stranger.status).toBe(404);
      expect(await stranger.json()).toMatchObject({ message: "Invalid token" });
      expect((await app.remnants(userId, email)).user).toBe(1);
      // The stranger spent the token: it works once, whoever presents it.
      const owner = await app.request(path, { cookie });
      expect(owner.status).toBe(404);
      expect((await app.remnants(userId, email)).user).toBe(1);
    });

    it("refuses a made-up token", async () => {
      const { email, cookie, userId } = await fullUser({ password: false });
      const response = await app.request(`/api/auth/delete-user/callback?token=${"a".repeat(32)}`, {
        cookie,
      });
      expect(response.status).toBe(404);
      expect((await app.remnants(userId, email)).user).toBe(1);
    });
  });

  describe("POST /delete-user with AUTH_ENABLE_DELETE_ACCOUNT=false", () => {
    let disabled: TestApp;
    beforeAll(async () => {
      disabled = await createTestApp(kind, { AUTH_ENABLE_DELETE_ACCOUNT: "false" });
    });
    afterAll(() => disabled?.close());

    it("answers 404 to every way, and deletes nothing", async () => {
      allowConsoleError(/Delete user is disabled/);
      const email = uniqueEmail();
      const cookie = await disabled.signIn(email);
      const userId = (await disabled.session(cookie))?.user.id ?? "";
      await disabled.setPassword(cookie, PASSWORD);
      for (const body of [{ password: PASSWORD }, { freshSession: true }, {}]) {
        const response = await disabled.request("/api/auth/delete-user", { json: body, cookie });
        expect(response.status).toBe(404);
      }
      const callback = await disabled.request(
        `/api/auth/delete-user/callback?token=${"a".repeat(32)}`,
        { cookie },
      );
      expect(callback.status).toBe(404);
      expect(await disabled.mailTo(email)).toHaveLength(1);
      expect((await disabled.remnants(userId, email)).user).toBe(1);
    });
  });
});
