import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { CookieSession } from "./cookie-session.server";
import { cachedSessionBody, changesSessions, SessionCache } from "./session-cache.server";

const SECRET = "a-secret-of-the-test-that-is-long-enough";
const HOUR = 3_600_000;

function signed(token: string, secret = SECRET): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return encodeURIComponent(`${token}.${signature}`);
}

function sessionOf(token: string, expiresAt: number): CookieSession {
  return {
    session: {
      id: `id-${token}`,
      token,
      expiresAt: new Date(expiresAt).toISOString(),
      createdAt: new Date(0).toISOString(),
    },
    user: {
      id: "user-1",
      email: "person@example.com",
      name: "Person",
      emailVerified: true,
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
    },
  };
}

function makeCache(options: { secure?: boolean; ttlMs?: number } = {}) {
  let now = 1_000_000;
  const cache = new SessionCache({
    secret: SECRET,
    secure: options.secure ?? false,
    ttlMs: options.ttlMs ?? 1000,
    now: () => now,
  });
  return { cache, advance: (ms: number) => (now += ms), now: () => now };
}

const cookie = (value: string, name = "better-auth.session_token") =>
  new Headers({ cookie: `other=1; ${name}=${value}` });

describe("SessionCache", () => {
  it("takes the token only from a cookie Better Auth signed, under the origin's cookie name", () => {
    const { cache } = makeCache();
    expect(cache.tokenOf(cookie(signed("tok")))).toBe("tok");
    expect(cache.tokenOf(cookie(signed("tok", "another-secret-entirely-different")))).toBeNull();
    expect(cache.tokenOf(cookie("tok.short"))).toBeNull();
    expect(cache.tokenOf(cookie("%E0%A4%A"))).toBeNull();
    expect(cache.tokenOf(new Headers())).toBeNull();
    // Over HTTPS Better Auth reads only the __Secure- cookie; a plain one is nobody's.
    const secure = makeCache({ secure: true }).cache;
    expect(secure.tokenOf(cookie(signed("tok")))).toBeNull();
    expect(secure.tokenOf(cookie(signed("tok"), "__Secure-better-auth.session_token"))).toBe("tok");
    // Off: no token, so every read goes to Better Auth.
    expect(makeCache({ ttlMs: 0 }).cache.tokenOf(cookie(signed("tok")))).toBeNull();
  });

  it("shares one read among callers at the same time, and answers from it until the TTL ends", async () => {
    const { cache, advance, now } = makeCache();
    let reads = 0;
    const read = async () => {
      reads++;
      return sessionOf("tok", now() + HOUR);
    };
    const [a, b] = await Promise.all([cache.load("tok", read), cache.load("tok", read)]);
    expect(reads).toBe(1);
    expect(a).toEqual(b);
    const body = cachedSessionBody(cache, cookie(signed("tok")));
    expect(JSON.parse(body ?? "")).toEqual({
      session: { id: "id-tok", expiresAt: expect.any(String), createdAt: expect.any(String) },
      user: expect.objectContaining({ id: "user-1" }),
    });
    advance(1001);
    expect(cache.get("tok")).toBeUndefined();
  });

  it("remembers that a token has no session, stores no error, and never answers an expired session", async () => {
    const { cache, now } = makeCache();
    await cache.load("gone", async () => null);
    expect(cache.get("gone")?.found).toBeNull();
    expect(cachedSessionBody(cache, cookie(signed("gone")))).toBe("null");
    await cache.load("failed", async () => undefined);
    expect(cache.get("failed")).toBeUndefined();
    await cache.load("old", async () => sessionOf("old", now() - 1));
    expect(cache.get("old")).toBeUndefined();
  });

  it("drops every entry at forgetAll, and does not store a read that began before it", async () => {
    const { cache, now } = makeCache();
    await cache.load("a", async () => sessionOf("a", now() + HOUR));
    let answer: (value: CookieSession) => void = () => {};
    const pending = cache.load("b", () => new Promise((resolve) => (answer = resolve)));
    cache.forgetAll();
    expect(cache.get("a")).toBeUndefined();
    answer(sessionOf("b", now() + HOUR));
    expect((await pending)?.session.token).toBe("b");
    expect(cache.get("b")).toBeUndefined();
  });
});

describe("changesSessions", () => {
  it("counts every auth call but get-session, and every other write but the API's and webhooks'", () => {
    expect(changesSessions("GET", "/api/auth/get-session")).toBe(false);
    expect(changesSessions("GET", "/api/auth/magic-link/verify")).toBe(true);
    expect(changesSessions("POST", "/api/auth/sign-out")).toBe(true);
    expect(changesSessions("POST", "/_serverFn/abc")).toBe(true);
    expect(changesSessions("GET", "/dashboard")).toBe(false);
    expect(changesSessions("POST", "/api/v1/keys")).toBe(false);
    expect(changesSessions("POST", "/api/webhooks/polar")).toBe(false);
  });
});
