import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionFromCookieCache } from "~/server/auth/cookie-session.server";
import { storageKinds } from "../support/databases";
import { verifyPathOf } from "../support/sign-in-link";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// The session cookies' attributes over plain HTTP and over HTTPS, and the session token's size
// (OWASP ASVS 5.0 §7.2: tokens of at least 128 bits, cookies out of scripts' and other sites'
// reach, Secure and `__Secure-` prefixed when served over TLS).

/** The Set-Cookie lines of a magic-link sign-in, by cookie name. */
async function signInCookies(app: TestApp) {
  const link = await app.requestMagicLink(uniqueEmail());
  const response = await app.request(verifyPathOf(link));
  expect(response.status).toBe(302);
  return new Map(
    response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf("=")), line]),
  );
}

describe.each(storageKinds)("session cookies on %s", (kind) => {
  describe("over plain HTTP", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp(kind, { AUTH_SESSION_CACHE_SECONDS: "1" });
    });
    afterAll(() => app?.close());

    it("are HttpOnly and SameSite=Lax, without the Secure prefix a browser would refuse", async () => {
      const cookies = await signInCookies(app);
      for (const name of ["better-auth.session_token", "better-auth.session_data"]) {
        const line = cookies.get(name);
        expect(line, name).toBeDefined();
        expect(line).toMatch(/; HttpOnly/i);
        expect(line).toMatch(/; SameSite=Lax/i);
        expect(line).not.toMatch(/; Secure/i);
      }
    });

    it("carry a session token of well over 128 bits", async () => {
      const cookies = await signInCookies(app);
      const value = decodeURIComponent(
        (cookies.get("better-auth.session_token") ?? "").split(";")[0]?.split("=")[1] ?? "",
      );
      const token = value.slice(0, value.lastIndexOf("."));
      // 32 characters from 62: about 190 bits.
      expect(token).toMatch(/^[A-Za-z0-9]{32,}$/);
    });
  });

  describe("over HTTPS", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp(kind, {
        APP_URL: "https://localhost:3000",
        AUTH_SESSION_CACHE_SECONDS: "1",
      });
    });
    afterAll(() => app?.close());

    it("are __Secure- prefixed, Secure, HttpOnly and SameSite=Lax", async () => {
      const cookies = await signInCookies(app);
      for (const name of [
        "__Secure-better-auth.session_token",
        "__Secure-better-auth.session_data",
      ]) {
        const line = cookies.get(name);
        expect(line, name).toBeDefined();
        expect(line).toMatch(/; Secure/i);
        expect(line).toMatch(/; HttpOnly/i);
        expect(line).toMatch(/; SameSite=Lax/i);
      }
      expect(cookies.has("better-auth.session_token")).toBe(false);
    });

    it("answer get-session from the prefixed cookie copy as Better Auth does", async () => {
      const cookie = await app.signIn(uniqueEmail());
      expect(cookie).toContain("__Secure-better-auth.session_data=");
      const fast = await app.request("/api/auth/get-session", { cookie });
      const stock = await app.request("/api/auth/get-session?disableRefresh=false", { cookie });
      const body = (await fast.json()) as { user: { id: string } } | null;
      expect(body?.user.id).toBeTruthy();
      expect(body).toEqual(await stock.json());
      // The response came from the copy itself, not from Better Auth's pipeline falling back.
      const direct = await sessionFromCookieCache(app.runtime.env, new Headers({ cookie }));
      expect(direct?.user.id).toBe(body?.user.id);
    });
  });
});
