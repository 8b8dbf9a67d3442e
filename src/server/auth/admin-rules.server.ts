import { getSessionFromCtx } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { ADMIN_EMAILS_ACTOR, ADMIN_ROLE, IMPERSONATION_SECONDS } from "~/lib/admin";
import { recordAudit } from "~/server/admin/audit.server";
import { callState } from "~/server/platform/request-context.server";
import { authRefusal } from "./auth-errors.server";
import type { AuthPath } from "./endpoints.server";
import type { HookContext } from "./hook-context.server";
import { onEach, rulePlugin } from "./rule-plugin.server";

// Better Auth's admin plugin as the product uses it (ADR 036): who is an admin, what a banned
// account meets, and what an admin acting as someone else may not do. The console's actions
// are server functions (src/server/admin); of the plugin's endpoints only stop-impersonating is
// served over HTTP (endpoints.server.ts).

/** What a banned account is told when it tries to sign in. */
const BANNED_MESSAGE = "This account is suspended. Contact support if you think this is a mistake.";

export function adminPlugin() {
  return admin({
    defaultRole: "user",
    adminRoles: [ADMIN_ROLE],
    impersonationSessionDuration: IMPERSONATION_SECONDS,
    bannedUserMessage: BANNED_MESSAGE,
  });
}

/** The response to a credential change made while an admin acts as the account's owner. */
const IMPERSONATION_ERROR = {
  code: "IMPERSONATION_REFUSED" as const,
  message: words(m.error_impersonation_refused, {}),
};

/**
 * The Better Auth calls that change how an account signs in, or hand out what it signs in
 * with: an admin acting as the user is refused at each, whichever endpoint reaches it (a browser,
 * or the product's own server functions, which call Better Auth with the caller's headers).
 * Better Auth runs no hooks for its server-only `/set-password`: `setPasswordFn`, its one endpoint,
 * refuses by itself (`refuseWhileImpersonating`).
 */
const CREDENTIAL_CALLS = new Set<AuthPath>([
  "/change-email",
  "/change-password",
  "/delete-user",
  "/link-social",
  "/unlink-account",
  "/get-access-token",
  "/refresh-token",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
  "/passkey/update-passkey",
  "/passkey/delete-passkey",
  "/two-factor/enable",
  "/two-factor/verify-totp",
  "/two-factor/generate-backup-codes",
  "/two-factor/disable",
  "/api-key/create",
  "/api-key/delete",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/revoke-session",
]);

/** Before a credential call: refused for an impersonation session. */
async function refuseCredentialCallWhileImpersonating(ctx: HookContext): Promise<void> {
  const session = await getSessionFromCtx(ctx);
  if (session?.session.impersonatedBy)
    throw await authRefusal(IMPERSONATION_ERROR.code, IMPERSONATION_ERROR.message);
}

/** Impersonations being stopped by a call under way: read before the call, recorded after it. */
const stopping = callState<{ adminId: string; target: { id: string; email: string } }>(
  "impersonation stop",
);

/**
 * Before stop-impersonating: who is acting as whom, read from the impersonation session the call
 * is about to end (afterwards only the admin's own session is left to read).
 */
async function noteImpersonationStop(ctx: HookContext): Promise<void> {
  if (!ctx.request) return;
  const current = await getSessionFromCtx(ctx);
  const adminId = current?.session.impersonatedBy;
  if (!current || typeof adminId !== "string") return;
  stopping.set(ctx.request, {
    adminId,
    target: { id: current.user.id, email: current.user.email },
  });
}

/**
 * After stop-impersonating: the end of the impersonation goes into the audit log beside its
 * start (impersonation_started), so the log shows how long the admin acted as the person.
 */
async function recordImpersonationStop(
  ctx: HookContext & { context: { returned?: unknown } },
  db: Database,
): Promise<void> {
  if (!ctx.request) return;
  const stop = stopping.get(ctx.request);
  if (!stop || ctx.context.returned instanceof Error) return;
  const [actor] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, stop.adminId));
  await recordAudit(db, {
    actor: actor ?? { id: null, email: "a deleted admin" },
    action: "impersonation_stopped",
    target: stop.target,
  });
}

/**
 * An impersonation ends IMPERSONATION_SECONDS after it began, whatever refreshes it. Better Auth
 * skips the refresh of such a session only while the browser keeps its "don't remember me"
 * cookie; without it, any read of the session would push its end a week out. After every update
 * of a session, this sets an impersonation's end back to its hour (through `shorten`, which
 * reaches every store the session is kept in); the update that makes is within it, so it stops
 * there.
 */
export async function keepImpersonationWithinItsHour(
  updated: {
    token: string;
    createdAt: Date;
    expiresAt: Date;
    impersonatedBy?: string | null;
  } | null,
  shorten: (token: string, expiresAt: Date) => Promise<unknown>,
): Promise<void> {
  if (!updated?.impersonatedBy) return;
  const end = new Date(new Date(updated.createdAt).getTime() + IMPERSONATION_SECONDS * 1000);
  if (new Date(updated.expiresAt).getTime() > end.getTime()) await shorten(updated.token, end);
}

/**
 * The first admins: an account whose address is in ADMIN_EMAILS is made with the admin role,
 * and gets it back at every sign-in (the list wins over a revocation in the console, which
 * therefore refuses to revoke it). Each grant is in the audit log, by ADMIN_EMAILS.
 */
export function adminEmailRules(db: Database, adminEmails: readonly string[]) {
  const listed = new Set(adminEmails);
  const byList = { id: null, email: ADMIN_EMAILS_ACTOR };
  return {
    /** The new user's fields, with the admin role when the list names the address. */
    newUser<T extends { email: string }>(data: T): T {
      return listed.has(data.email.toLowerCase()) ? { ...data, role: ADMIN_ROLE } : data;
    },
    async userCreated(created: { id: string; email: string }): Promise<void> {
      if (!listed.has(created.email.toLowerCase())) return;
      await recordAudit(db, { actor: byList, action: "role_granted", target: created });
    },
    /** After a sign-in (never an impersonation): the role back, when the list names the account. */
    async sessionCreated(session: { userId: string; impersonatedBy?: string | null }) {
      if (listed.size === 0 || session.impersonatedBy) return;
      const granted = await db
        .update(user)
        .set({ role: ADMIN_ROLE })
        .where(
          and(
            eq(user.id, session.userId),
            ne(user.role, ADMIN_ROLE),
            inArray(sql`lower(${user.email})`, [...listed]),
          ),
        )
        .returning({ id: user.id, email: user.email });
      for (const target of granted)
        await recordAudit(db, { actor: byList, action: "role_granted", target });
    },
  };
}

/** Impersonation: no credential changes while acting as someone, and its end in the audit log. */
export function impersonationRules(db: Database) {
  return rulePlugin({
    id: "impersonation",
    before: {
      ...onEach(CREDENTIAL_CALLS, refuseCredentialCallWhileImpersonating),
      "/admin/stop-impersonating": noteImpersonationStop,
    },
    after: {
      "/admin/stop-impersonating": function recordImpersonationStopped(ctx) {
        return recordImpersonationStop(ctx, db);
      },
    },
  });
}
