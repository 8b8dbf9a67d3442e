import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "~/db/schema";
import { databaseKinds } from "./support/databases";
import { cookiesFrom, createTestApp, type TestApp, uniqueEmail } from "./support/test-app";

describe.each(databaseKinds)("session calls on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  async function sessionRows(userId: string) {
    return app.runtime.database.db.select().from(session).where(eq(session.userId, userId));
  }

  /** One user signed in twice: two sessions. */
  async function twoSessions() {
    const email = uniqueEmail();
    const first = await app.signIn(email);
    const second = await app.signIn(email);
    const a = await app.session(first);
    const b = await app.session(second);
    if (!a || !b) throw new Error("sign-in failed");
    return { email, first, second, a, b, userId: a.user.id };
  }

  describe("GET /get-session", () => {
    it("answers null without a session cookie", async () => {
      const response = await app.request("/api/auth/get-session");
      expect(response.status).toBe(200);
      expect(await response.json()).toBeNull();
    });

    it("answers the session with its user", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      const body = await app.session(cookie);
      expect(body?.user).toMatchObject({ email, emailVerified: true });
      expect(body?.user).toHaveProperty("id");
      expect(body?.user).toHaveProperty("name");
      expect(body?.user).toHaveProperty("image");
      expect(body?.session.userId).toBe(body?.user.id);
      expect(Object.keys(body?.session ?? {})).toEqual(
        expect.arrayContaining(["id", "userId", "expiresAt", "token", "createdAt", "updatedAt"]),
      );
    });

    it("answers null to a forged cookie", async () => {
      const response = await app.request("/api/auth/get-session", {
        cookie: "better-auth.session_token=forged.signature",
      });
      expect(await response.json()).toBeNull();
    });
  });

  describe("POST /sign-out", () => {
    it("ends the session and expires the cookie", async () => {
      const { first, second, a, userId } = await twoSessions();
      const response = await app.request("/api/auth/sign-out", { method: "POST", cookie: first });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect(response.headers.getSetCookie().join("\n")).toMatch(/session_token=;.*Max-Age=0/i);
      expect(await app.session(first)).toBeNull();
      expect(await app.session(second)).not.toBeNull();
      const rows = await sessionRows(userId);
      expect(rows.map((row) => row.id)).not.toContain(a.session.id);
      expect(rows).toHaveLength(1);
    });
  });

  describe("POST /revoke-session", () => {
    it("revokes another of the user's sessions by token", async () => {
      const { first, second, b } = await twoSessions();
      const response = await app.request("/api/auth/revoke-session", {
        json: { token: b.session.token },
        cookie: first,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      expect(await app.session(second)).toBeNull();
      expect(await app.session(first)).not.toBeNull();
    });

    it("leaves another user's session alone", async () => {
      const mine = await app.signIn(uniqueEmail());
      const theirs = await app.signIn(uniqueEmail());
      const token = (await app.session(theirs))?.session.token;
      const response = await app.request("/api/auth/revoke-session", {
        json: { token },
        cookie: mine,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "SESSION_NOT_FOUND" });
      expect(await app.session(theirs)).not.toBeNull();
    });

    it("needs a session", async () => {
      const response = await app.request("/api/auth/revoke-session", { json: { token: "x" } });
      expect(response.status).toBe(401);
    });

    it("answers 400 VALIDATION_ERROR without a token", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const response = await app.request("/api/auth/revoke-session", { json: {}, cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Invalid body parameters",
      });
    });
  });

  describe("POST /revoke-sessions", () => {
    it("revokes every session of the user, this one included", async () => {
      const { first, second, userId } = await twoSessions();
      const response = await app.request("/api/auth/revoke-sessions", {
        method: "POST",
        cookie: first,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      expect(await app.session(first)).toBeNull();
      expect(await app.session(second)).toBeNull();
      expect(await sessionRows(userId)).toHaveLength(0);
    });
  });

  describe("POST /revoke-other-sessions", () => {
    it("revokes the other sessions and keeps this one", async () => {
      const { first, second, a, userId } = await twoSessions();
      const response = await app.request("/api/auth/revoke-other-sessions", {
        method: "POST",
        cookie: first,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      expect(await app.session(first)).not.toBeNull();
      expect(await app.session(second)).toBeNull();
      expect((await sessionRows(userId)).map((row) => row.id)).toEqual([a.session.id]);
    });

    it("needs a session", async () => {
      const response = await app.request("/api/auth/revoke-other-sessions", { method: "POST" });
      expect(response.status).toBe(401);
    });
  });

  describe("GET /list-sessions (freshness)", () => {
    it("lists the sessions of a fresh session", async () => {
      const { first } = await twoSessions();
      const response = await app.request("/api/auth/list-sessions", { cookie: first });
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveLength(2);
    });

    it("refuses an aged session: 403 'Session is not fresh'", async () => {
      const cookie = await app.signIn(uniqueEmail());
      await app.ageSession(cookie, 3600);
      const response = await app.request("/api/auth/list-sessions", { cookie });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        code: "SESSION_NOT_FRESH",
        message: "Session is not fresh",
      });
    });

    it("accepts an aged session when AUTH_FRESH_AGE=0", async () => {
      const lenient = await createTestApp(kind, { AUTH_FRESH_AGE: "0" });
      try {
        const cookie = await lenient.signIn(uniqueEmail());
        await lenient.ageSession(cookie, 30 * 24 * 3600 - 60);
        const response = await lenient.request("/api/auth/list-sessions", { cookie });
        expect(response.status).toBe(200);
      } finally {
        await lenient.close();
      }
    });
  });

  describe("POST /update-user", () => {
    it("updates the name and image", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const response = await app.request("/api/auth/update-user", {
        json: { name: "New Name", image: "https://example.com/me.png" },
        cookie,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      expect((await app.session(cookie))?.user).toMatchObject({
        name: "New Name",
        image: "https://example.com/me.png",
      });
    });

    it("refuses to change the email: 'Email can not be updated'", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      const response = await app.request("/api/auth/update-user", {
        json: { email: uniqueEmail() },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Email can not be updated" });
      expect((await app.session(cookie))?.user.email).toBe(email);
    });

    it("refuses emailVerified, which is not an input field", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const before = await app.session(cookie);
      await app.request("/api/auth/update-user", {
        json: { name: "x", emailVerified: false },
        cookie,
      });
      const after = await app.session(cookie);
      expect(after?.user.emailVerified).toBe(before?.user.emailVerified);
    });

    it("answers 'No fields to update' to an empty body", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const response = await app.request("/api/auth/update-user", { json: {}, cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "No fields to update" });
    });

    it("needs a session", async () => {
      const response = await app.request("/api/auth/update-user", { json: { name: "x" } });
      expect(response.status).toBe(401);
    });
  });

  it("keeps the session cookie HttpOnly and SameSite=Lax", async () => {
    const link = await app.requestMagicLink(uniqueEmail());
    const response = await app.request(`${link.pathname}${link.search}`);
    const setCookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(cookiesFrom(response)).toContain("session_token=");
  });
});
