import { getCookieCache, getSessionCookie } from "better-auth/cookies";
import type { Env } from "~/env.server";

/** The session and user as Better Auth's get-session answers them (dates as ISO strings). */
export interface CookieSession {
  session: { id: string; token: string; expiresAt: string; createdAt: string } & Record<
    string,
    unknown
  >;
  user: {
    id: string;
    email: string;
    name: string;
    image?: string | null;
    emailVerified: boolean;
    createdAt: string;
    updatedAt: string;
  } & Record<string, unknown>;
}

/**
 * The session from the signed cookie cache (AUTH_SESSION_CACHE_SECONDS), without the database
 * and without Better Auth's request pipeline, which rebuilds its endpoints and router for
 * every call. It answers only when Better Auth itself would answer from the cache:
 * - the copy's signature and lifetime check out (Better Auth's own `getCookieCache`);
 * - it belongs to the session token the browser holds: a copy next to another session's
 *   cookie, or with none, is nobody's.
 * Anything else (no copy, an expired one, a mismatch) is `null`, and the caller asks Better
 * Auth, which reads the database and sends a fresh copy.
 */
export async function sessionFromCookieCache(
  env: Pick<Env, "authSecret" | "appUrl" | "sessionCacheSeconds">,
  headers: Headers,
): Promise<CookieSession | null> {
  if (env.sessionCacheSeconds === 0) return null;
  const signedToken = getSessionCookie(headers);
  if (!signedToken) return null;
  const payload = await getCookieCache(headers, {
    secret: env.authSecret,
    isSecure: env.appUrl.startsWith("https://"),
  });
  if (!payload) return null;
  // The cookie holds `token.signature`; the copy's token is covered by the copy's own
  // signature, so equality proves the pair belongs together.
  const value = decodeURIComponent(signedToken);
  const token = value.slice(0, value.lastIndexOf("."));
  const found = payload as unknown as CookieSession;
  if (!token || found.session?.token !== token) return null;
  return { session: found.session, user: found.user };
}
