import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verification } from "~/db/schema";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-policy";
import { allowConsoleError } from "../support/console-guard";
import { storageKinds } from "../support/databases";
import {
  APP_URL,
  cookiesFrom,
  createTestApp,
  type TestApp,
  tokenOf,
  uniqueEmail,
} from "../support/test-app";

const PASSWORD = "correct horse battery staple";
const OTHER_PASSWORD = "another long passphrase here";

describe.each(storageKinds)("password calls on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  /** A magic-link user who then set a password. */
  async function userWithPassword(password = PASSWORD) {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    await app.setPassword(cookie, password);
    const current = await app.session(cookie);
    if (!current) throw new Error("no session");
    return { email, cookie, userId: current.user.id };
  }

  async function expectError(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
  }

  describe("POST /sign-in/email", () => {
    it("signs in with the password once one is set", async () => {
      const { email, userId } = await userWithPassword();
      const response = await app.signInWithPassword(email, PASSWORD);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { user: { id: string }; token: string };
      expect(body.user.id).toBe(userId);
      const cookie = cookiesFrom(response);
      expect((await app.session(cookie))?.user.id).toBe(userId);
    });

    it("finds the address case-insensitively", async () => {
      const { email } = await userWithPassword();
      const response = await app.signInWithPassword(email.toUpperCase(), PASSWORD);
      expect(response.status).toBe(200);
    });

    it("refuses a wrong password: 401 'Invalid email or password'", async () => {
      const { email } = await userWithPassword();
      const response = await app.signInWithPassword(email, "wrong password, long enough");
      await expectError(response, 401, "Invalid email or password");
      expect(cookiesFrom(response)).not.toContain("session_token=");
    });

    it("answers the same to an unknown address and to a user without a password", async () => {
      await expectError(
        await app.signInWithPassword(uniqueEmail(), PASSWORD),
        401,
        "Invalid email or password",
      );
      const email = uniqueEmail();
      await app.signIn(email);
      await expectError(
        await app.signInWithPassword(email, PASSWORD),
        401,
        "Invalid email or password",
      );
    });

    it("answers 400 'Invalid email' to a malformed address", async () => {
      const response = await app.signInWithPassword("not-an-email", PASSWORD);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "INVALID_EMAIL",
        message: "Invalid email",
      });
    });

    it("answers 400 VALIDATION_ERROR without a password", async () => {
      const response = await app.request("/api/auth/sign-in/email", {
        json: { email: uniqueEmail() },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Invalid body parameters",
      });
    });
  });

  describe("POST /sign-up/email", () => {
    it("refuses self-service sign-up and creates no user", async () => {
      const email = uniqueEmail();
      const response = await app.request("/api/auth/sign-up/email", {
        json: { email, password: PASSWORD, name: "Someone" },
      });
      await expectError(response, 400, "Email and password sign up is not enabled");
      expect(await app.userByEmail(email)).toBeUndefined();
    });
  });

  describe("POST /set-password (server-only)", () => {
    it("is not served to the browser", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const response = await app.request("/api/auth/set-password", {
        json: { newPassword: PASSWORD },
        cookie,
      });
      expect(response.status).toBe(404);
      const email = (await app.session(cookie))?.user.email ?? "";
      expect((await app.signInWithPassword(email, PASSWORD)).status).toBe(401);
    });

    it("sets a first password through auth.api, once", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      const headers = new Headers({ cookie });
      const result = await app.runtime.auth.api.setPassword({
        body: { newPassword: PASSWORD },
        headers,
      });
      expect(result).toEqual({ status: true });
      expect((await app.signInWithPassword(email, PASSWORD)).status).toBe(200);

      await expect(
        app.runtime.auth.api.setPassword({ body: { newPassword: OTHER_PASSWORD }, headers }),
      ).rejects.toMatchObject({
        statusCode: 400,
        body: { code: "PASSWORD_ALREADY_SET", message: "User already has a password set" },
      });
      expect((await app.signInWithPassword(email, PASSWORD)).status).toBe(200);
    });

    it("applies the length limits", async () => {
      const headers = new Headers({ cookie: await app.signIn(uniqueEmail()) });
      await expect(
        app.runtime.auth.api.setPassword({
          body: { newPassword: "x".repeat(PASSWORD_MIN_LENGTH - 1) },
          headers,
        }),
      ).rejects.toMatchObject({ body: { message: "Password too short" } });
      await expect(
        app.runtime.auth.api.setPassword({
          body: { newPassword: "x".repeat(PASSWORD_MAX_LENGTH + 1) },
          headers,
        }),
      ).rejects.toMatchObject({ body: { message: "Password too long" } });
    });
  });

  describe("POST /change-password", () => {
    it("changes the password: the new one signs in, the old one does not", async () => {
      const { email, cookie, userId } = await userWithPassword();
      const response = await app.request("/api/auth/change-password", {
        json: { currentPassword: PASSWORD, newPassword: OTHER_PASSWORD },
        cookie,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { token: string | null; user: { id: string } };
      expect(body.token).toBeNull();
      expect(body.user).toMatchObject({ id: userId, email, emailVerified: true });
      // The admin plugin's fields too (ADR 036): the account's own role and ban, no one else's;
      // and the language and time zone the person chose (ADR 059, 060).
      expect(Object.keys(body.user).sort()).toEqual(
        [
          "banExpires",
          "banReason",
          "banned",
          "role",
          "createdAt",
          "email",
          "emailVerified",
          "id",
          "image",
          "locale",
          "name",
          "timeZone",
          "twoFactorEnabled",
          "updatedAt",
        ].sort(),
      );
      expect((await app.signInWithPassword(email, OTHER_PASSWORD)).status).toBe(200);
      expect((await app.signInWithPassword(email, PASSWORD)).status).toBe(401);
    });

    it("refuses a wrong current password: 'Invalid password'", async () => {
      const { email, cookie } = await userWithPassword();
      const response = await app.request("/api/auth/change-password", {
        json: { currentPassword: "not the password at all", newPassword: OTHER_PASSWORD },
        cookie,
      });
      await expectError(response, 400, "Invalid password");
      expect((await app.signInWithPassword(email, PASSWORD)).status).toBe(200);
    });

    it.each([
      ["Password too short", "x".repeat(PASSWORD_MIN_LENGTH - 1)],
      ["Password too long", "x".repeat(PASSWORD_MAX_LENGTH + 1)],
    ])("refuses a new password out of bounds: '%s'", async (message, newPassword) => {
      const { cookie } = await userWithPassword();
      const response = await app.request("/api/auth/change-password", {
        json: { currentPassword: PASSWORD, newPassword },
        cookie,
      });
      await expectError(response, 400, message);
    });

    it("accepts exactly 15 and exactly 128 characters", async () => {
      const { email, cookie } = await userWithPassword();
      // Uncommon words: a repeated letter is refused as a common password.
      const shortest = "ferns by a lake".slice(0, PASSWORD_MIN_LENGTH);
      const longest =
        "Seven ferns lean over the old timber bridge while glacier water runs past slate and wool-grey stones, 42 steps down to the ember f".slice(
          0,
          PASSWORD_MAX_LENGTH,
        );
      for (const [current, next] of [
        [PASSWORD, shortest],
        [shortest, longest],
      ]) {
        const response = await app.request("/api/auth/change-password", {
          json: { currentPassword: current, newPassword: next },
          cookie,
        });
        expect(response.status).toBe(200);
      }
      expect((await app.signInWithPassword(email, longest)).status).toBe(200);
    });

    it("with revokeOtherSessions, ends the other sessions and issues a new one in the cookie only", async () => {
      const { email, cookie } = await userWithPassword();
      const other = await app.signIn(email);
      const response = await app.request("/api/auth/change-password", {
        json: { currentPassword: PASSWORD, newPassword: OTHER_PASSWORD, revokeOtherSessions: true },
        cookie,
      });
      expect(response.status).toBe(200);
      // The new session's token travels in the HttpOnly cookie, never in the body.
      const body = (await response.json()) as { token: string | null };
      expect(body.token).toBeNull();
      expect(await app.session(other)).toBeNull();
      const renewed = cookiesFrom(response);
      expect(tokenOf(renewed)).not.toBe(tokenOf(cookie));
      expect(await app.session(renewed)).not.toBeNull();
      expect(await app.session(cookie)).toBeNull();
    });

    it("without revokeOtherSessions, keeps the other sessions", async () => {
      const { email, cookie } = await userWithPassword();
      const other = await app.signIn(email);
      await app.request("/api/auth/change-password", {
        json: { currentPassword: PASSWORD, newPassword: OTHER_PASSWORD },
        cookie,
      });
      expect(await app.session(other)).not.toBeNull();
    });

    it("refuses a user without a password: 'Credential account not found'", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const response = await app.request("/api/auth/change-password", {
        json: { currentPassword: PASSWORD, newPassword: OTHER_PASSWORD },
        cookie,
      });
      await expectError(response, 400, "Credential account not found");
    });

    it("answers 400 VALIDATION_ERROR without the current password", async () => {
      const { cookie } = await userWithPassword();
      const response = await app.request("/api/auth/change-password", {
        json: { newPassword: OTHER_PASSWORD },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Invalid body parameters",
      });
    });

    it("needs a session", async () => {
      const response = await app.request("/api/auth/change-password", {
        json: { currentPassword: PASSWORD, newPassword: OTHER_PASSWORD },
      });
      expect(response.status).toBe(401);
    });
  });

  describe("POST /request-password-reset", () => {
    it("mails a one-hour reset link to the address", async () => {
      const { email } = await userWithPassword();
      const response = await app.request("/api/auth/request-password-reset", {
        json: { email, redirectTo: "/reset-password" },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: true,
        message: "If this email exists in our system, check your email for the reset link",
      });
      const [mail] = await app.mailTo(email);
      expect(mail?.subject).toBe("Reset your Timberline password");
      const link = await app.latestLink(email);
      expect(link.origin).toBe(APP_URL);
      expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9]{24}$/);
      expect(link.searchParams.get("callbackURL")).toBe("/reset-password");
    });

    it("answers the same to an unknown address and mails nothing", async () => {
      const email = uniqueEmail();
      const response = await app.request("/api/auth/request-password-reset", {
        json: { email, redirectTo: "/reset-password" },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: true });
      expect(await app.mailTo(email)).toHaveLength(0);
    });

    it("refuses a redirect to another origin", async () => {
      allowConsoleError(/Invalid redirectURL/);
      const response = await app.request("/api/auth/request-password-reset", {
        json: { email: uniqueEmail(), redirectTo: "https://evil.example/" },
      });
      expect(response.status).toBe(403);
    });
  });

  describe("POST /forget-password", () => {
    it("is spec §7's name for /request-password-reset: the same mail, rules and answer", async () => {
      allowConsoleError(/Invalid redirectURL/);
      const { email } = await userWithPassword();
      const response = await app.request("/api/auth/forget-password", {
        json: { email, redirectTo: "/reset-password" },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: true });
      const [mail] = await app.mailTo(email);
      expect(mail?.subject).toBe("Reset your Timberline password");
      expect((await app.latestLink(email)).pathname).toMatch(/^\/api\/auth\/reset-password\//);
      const refused = await app.request("/api/auth/forget-password", {
        json: { email, redirectTo: "https://evil.example/" },
      });
      expect(refused.status).toBe(403);
      expect((await app.request("/api/auth/forget-password")).status).toBe(405);
    });
  });

  async function resetToken(email: string): Promise<string> {
    await app.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    const link = await app.latestLink(email, /Reset your/);
    return link.pathname.split("/").pop() ?? "";
  }

  describe("GET /reset-password/{token}", () => {
    it("redirects to the callback URL with the token", async () => {
      const { email } = await userWithPassword();
      const link = await (async () => {
        await app.request("/api/auth/request-password-reset", {
          json: { email, redirectTo: "/reset-password" },
        });
        return app.latestLink(email);
      })();
      const response = await app.request(`${link.pathname}${link.search}`);
      expect(response.status).toBe(302);
      const token = link.pathname.split("/").pop();
      expect(response.headers.get("location")).toBe(`${APP_URL}/reset-password?token=${token}`);
    });

    it("redirects with error=INVALID_TOKEN for an unknown token", async () => {
      const response = await app.request(
        "/api/auth/reset-password/notarealtoken12345678901?callbackURL=%2Freset-password",
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `${APP_URL}/reset-password?error=INVALID_TOKEN`,
      );
    });
  });

  describe("POST /reset-password", () => {
    it("keeps the link's token only as a hash, and the link still works", async () => {
      const { email, userId } = await userWithPassword();
      const token = await resetToken(email);
      const rows = await app.runtime.database.db
        .select({ identifier: verification.identifier })
        .from(verification)
        .where(eq(verification.value, userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.identifier).not.toContain(token);
      const response = await app.request("/api/auth/reset-password", {
        json: { token, newPassword: OTHER_PASSWORD },
      });
      expect(response.status).toBe(200);
    });

    it("sets the new password, refuses the old one and revokes every session", async () => {
      const { email, cookie } = await userWithPassword();
      const token = await resetToken(email);
      const response = await app.request("/api/auth/reset-password", {
        json: { token, newPassword: OTHER_PASSWORD },
        cookie,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      // This browser's signed session copy goes too: a page load right after finds no session.
      const copy = response.headers.getSetCookie().find((set) => set.includes("session_data="));
      expect(copy).toMatch(/Max-Age=0/i);
      expect(await app.session(cookie)).toBeNull();
      expect((await app.signInWithPassword(email, OTHER_PASSWORD)).status).toBe(200);
      expect((await app.signInWithPassword(email, PASSWORD)).status).toBe(401);
    });

    it("gives a magic-link user a first password", async () => {
      const email = uniqueEmail();
      await app.signIn(email);
      const token = await resetToken(email);
      const response = await app.request("/api/auth/reset-password", {
        json: { token, newPassword: OTHER_PASSWORD },
      });
      expect(response.status).toBe(200);
      expect((await app.signInWithPassword(email, OTHER_PASSWORD)).status).toBe(200);
    });

    it("accepts a token once only: 'Invalid token'", async () => {
      const { email } = await userWithPassword();
      const token = await resetToken(email);
      await app.request("/api/auth/reset-password", {
        json: { token, newPassword: OTHER_PASSWORD },
      });
      const again = await app.request("/api/auth/reset-password", {
        json: { token, newPassword: "a third long password" },
      });
      await expectError(again, 400, "Invalid token");
      expect((await app.signInWithPassword(email, OTHER_PASSWORD)).status).toBe(200);
    });

    it("refuses a short new password and keeps the token usable", async () => {
      const { email } = await userWithPassword();
      const token = await resetToken(email);
      const short = await app.request("/api/auth/reset-password", {
        json: { token, newPassword: "short" },
      });
      await expectError(short, 400, "Password too short");
      const ok = await app.request("/api/auth/reset-password", {
        json: { token, newPassword: OTHER_PASSWORD },
      });
      expect(ok.status).toBe(200);
    });
  });
});
