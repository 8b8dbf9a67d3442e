import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "~/db/schema";
import { storageKinds } from "../support/databases";
import { verifyPathOf } from "../support/sign-in-link";
import {
  cookiesFrom,
  createTestApp,
  type TestApp,
  tokenOf,
  uniqueEmail,
} from "../support/test-app";

describe.each(storageKinds)("session calls on %s", (kind) => {
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
        expect.arrayContaining(["id", "userId", "expiresAt", "createdAt", "updatedAt"]),
      );
      // The token is the credential: it stays in the HttpOnly cookie, out of script's reach.
      expect(Object.keys(body?.session ?? {})).not.toContain("token");
      expect(JSON.stringify(body)).not.toContain(tokenOf(cookie));
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
      const { first, second } = await twoSessions();
      const response = await app.request("/api/auth/revoke-session", {
        json: { token: tokenOf(second) },
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
      const token = tokenOf(theirs);
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

  describe("GET /list-sessions", () => {
    // Served with a handle in each `token`, never the session's own (own-sessions.server.ts;
    // tests/auth/spec-auth-payloads.test.ts revokes by it).
    it("lists the caller's sessions without their tokens", async () => {
      const { first } = await twoSessions();
      const response = await app.request("/api/auth/list-sessions", { cookie: first });
      expect(response.status).toBe(200);
      const listed = (await response.json()) as { token: string }[];
      expect(listed).toHaveLength(2);
      expect(JSON.stringify(listed)).not.toContain(tokenOf(first));
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

    it("refuses to change the email: 400, the address unchanged", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      const response = await app.request("/api/auth/update-user", {
        json: { email: uniqueEmail() },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
      expect((await app.session(cookie))?.user.email).toBe(email);
    });

    const invalid = [400, "VALIDATION_ERROR"] as const;
    it.each([
      ["a null name", { name: null }, invalid],
      ["a number for a name", { name: 42 }, invalid],
      ["an object for a name", { name: { first: "Ada" } }, invalid],
      ["a list for a name", { name: ["Ada"] }, invalid],
      ["a blank name", { name: "   " }, invalid],
      ["a name of 101 characters", { name: "n".repeat(101) }, invalid],
      ["a name with a control character", { name: "Ada\u0000Lovelace" }, invalid],
      ["a name with a line break", { name: "Ada\nLovelace" }, invalid],
      ["an http:// avatar", { image: "http://example.com/me.png" }, invalid],
      ["an avatar that is no URL", { image: "me.png" }, invalid],
      ["a javascript: avatar", { image: "javascript:alert(1)" }, invalid],
      [
        "an avatar of 1,001 characters",
        { image: `https://example.com/${"a".repeat(981)}` },
        invalid,
      ],
      ["a number for an avatar", { image: 7 }, invalid],
      // Larger than any auth call's body may be: refused before it is parsed.
      ["a name of 100,000 characters", { name: "n".repeat(100_000) }, [413, "PAYLOAD_TOO_LARGE"]],
    ] as const)("refuses %s, storing nothing", async (_, json, [status, code]) => {
      const cookie = await app.signIn(uniqueEmail());
      const before = (await app.session(cookie))?.user;
      const response = await app.request("/api/auth/update-user", { json, cookie });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ code });
      const after = (await app.session(cookie))?.user;
      expect({ name: after?.name, image: after?.image }).toEqual({
        name: before?.name,
        image: before?.image,
      });
    });

    it("answers a wrong type with the spec's validation error", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const response = await app.request("/api/auth/update-user", {
        json: { name: null },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Invalid body parameters",
      });
    });

    it("stores the name trimmed, up to 100 characters of any script, and removes the avatar with null", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const name = `${"é".repeat(50)}${"🌲".repeat(50)}`;
      expect(
        (
          await app.request("/api/auth/update-user", {
            json: { name: `  ${name}  `, image: "https://example.com/me.png" },
            cookie,
          })
        ).status,
      ).toBe(200);
      expect((await app.session(cookie))?.user).toMatchObject({
        name,
        image: "https://example.com/me.png",
      });
      expect(
        (await app.request("/api/auth/update-user", { json: { image: null }, cookie })).status,
      ).toBe(200);
      expect((await app.session(cookie))?.user.image).toBeNull();
    });

    it("keeps the session cookies small with the longest name and avatar", async () => {
      const cached = await createTestApp(kind, { AUTH_SESSION_CACHE_SECONDS: "60" });
      try {
        const cookie = await cached.signIn(uniqueEmail());
        const response = await cached.request("/api/auth/update-user", {
          json: { name: "🌲".repeat(100), image: `https://example.com/${"a".repeat(980)}` },
          cookie,
        });
        expect(response.status).toBe(200);
        const read = await cached.request("/api/auth/get-session", {
          cookie,
          headers: { "user-agent": "u".repeat(8000) },
        });
        const setCookies = read.headers.getSetCookie();
        // One cookie for the session, one for its signed copy: no copy split into chunks, each
        // well under the 4,096 bytes a browser keeps.
        expect(setCookies.length).toBeLessThanOrEqual(2);
        for (const each of setCookies) expect(each.length).toBeLessThan(4096);
      } finally {
        await cached.close();
      }
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
    const response = await app.request(verifyPathOf(link));
    const setCookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(cookiesFrom(response)).toContain("session_token=");
  });
});
