import { ADMIN_ROLE } from "~/lib/admin";
import { AppError } from "~/lib/app-error";
import { getRuntime } from "~/server/app/runtime.server";
import { requestHeaders } from "~/server/auth/session.server";
import { NO_SUCH_FUNCTION } from "~/server/http/function-errors.server";

/** The admin calling a console function, as the audit log names them. */
export interface AdminCaller {
  id: string;
  email: string;
  /** The request's headers, for the Better Auth calls made on the admin's behalf. */
  headers: Headers;
}

/**
 * The first step of every admin server function (through `adminOnly` in guard.functions.ts,
 * before its input is read): the caller must be signed in, hold the admin role, and not be an
 * admin acting as someone else. Anyone else is answered exactly as a server function that does
 * not exist (404 NOT_FOUND), so the console's functions tell them nothing.
 *
 * The session and role are read from the database, never from the signed cookie copy: a role
 * revoked a moment ago opens nothing.
 */
export async function requireAdmin(): Promise<AdminCaller> {
  const { auth } = await getRuntime();
  const headers = requestHeaders();
  const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  // The admin plugin's fields, which the session's inferred type does not carry.
  const role = (found?.user as { role?: unknown } | undefined)?.role;
  const impersonatedBy = (found?.session as { impersonatedBy?: unknown } | undefined)
    ?.impersonatedBy;
  if (!found || role !== ADMIN_ROLE || impersonatedBy) {
    throw new AppError(NO_SUCH_FUNCTION.code, NO_SUCH_FUNCTION.message);
  }
  return { id: found.user.id, email: found.user.email, headers };
}
