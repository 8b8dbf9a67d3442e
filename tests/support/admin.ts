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
