import type { EnvInput } from "~/env.server";
import type { DatabaseKind } from "./databases";
import { createTestApp, type TestApp, uniqueEmail } from "./test-app";

// An admin for the console's suites: an address in the test app's ADMIN_EMAILS, which makes its
// account an admin at sign-in, as in production (ADR 036).

export interface AdminTestApp {
  app: TestApp;
  /** The address ADMIN_EMAILS names. */
  adminEmail: string;
  /** Signs the admin in by magic link; the session cookie. */
  signInAdmin(): Promise<string>;
}

export async function createAdminTestApp(
  kind: DatabaseKind,
  env: EnvInput = {},
): Promise<AdminTestApp> {
  const adminEmail = uniqueEmail();
  const app = await createTestApp(kind, { ADMIN_EMAILS: adminEmail, ...env });
  return { app, adminEmail, signInAdmin: () => app.signIn(adminEmail) };
}

/**
 * The cookies a browser sends after `headers`' answer: `previous` with each Set-Cookie applied
 * in order, a cleared one dropped (Better Auth clears the session cookie before it sets the
 * impersonation's).
 */
export function withCookies(previous: string, headers: Headers): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const cookie of headers.getSetCookie()) {
    const pair = cookie.split(";")[0] as string;
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(cookie) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
