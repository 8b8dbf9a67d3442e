import { eq } from "drizzle-orm";
import { session, type user } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { ADMIN_ROLE, IMPERSONATION_SECONDS } from "~/lib/admin";
import { revokeKeyHeldBy } from "~/server/api-keys/api-keys.server";
import type { Runtime } from "~/server/app/runtime.server";
import { CLIENT_IP_HEADER } from "~/server/auth/client-ip.server";
import { refuse } from "~/server/http/function-errors.server";
import { type AuditTarget, recordAudit } from "./audit.server";
import type { AdminCaller } from "./guard.server";
import { findUser } from "./users.server";

// The console's actions on an account (ADR 036). Each one is confirmed by the account's address,
// typed by the admin; acts through Better Auth's admin plugin with the admin's own session where
// the plugin has the call (so its permission check holds too); and is written to the audit log.

type AdminActionDeps = Pick<
  Runtime,
  "auth" | "database" | "apiKeys" | "activity" | "env" | "forgetOwner" | "entitlements"
>;
type Person = typeof user.$inferSelect;

/**
 * The account the action is on, once the typed confirmation matches its address. Nobody acts
 * on their own account from the console: their settings are the place for that.
 */
async function confirmedTarget(
  deps: AdminActionDeps,
  caller: AdminCaller,
  userId: string,
  confirmation: string,
): Promise<Person> {
  const target = await findUser(deps.database.db, userId);
  if (confirmation.trim().toLowerCase() !== target.email.toLowerCase()) {
    refuse("CONFIRMATION_MISMATCH", words(m.error_admin_confirmation_mismatch, {}));
  }
  if (target.id === caller.id) {
    refuse("OWN_ACCOUNT", words(m.error_admin_own_account, {}));
  }
  return target;
}

function audited(deps: AdminActionDeps, caller: AdminCaller) {
  return (action: Parameters<typeof recordAudit>[1]["action"], target: AuditTarget, detail = {}) =>
    recordAudit(deps.database.db, {
      actor: { id: caller.id, email: caller.email },
      action,
      target: { id: target.id, email: target.email },
      detail,
    });
}

/** Drops what this instance trusts about the person's keys, so a ban or unban holds at once. */
function forgetKeysOf(deps: AdminActionDeps, userId: string): void {
  deps.forgetOwner({ kind: "user", id: userId });
}

/**
 * Bans the account, with a reason and, optionally, an end: every session ends at once (the
 * plugin deletes them), no new one is made until the ban ends, and the keys it holds are refused
 * at once here and within the verifier's second elsewhere. An admin is not banned: their role
 * is revoked first, itself on the record.
 */
export async function banUser(
  deps: AdminActionDeps,
  caller: AdminCaller,
  request: { userId: string; confirmation: string; reason: string; days: number | null },
) {
  const target = await confirmedTarget(deps, caller, request.userId, request.confirmation);
  if (target.role === ADMIN_ROLE) {
    refuse("TARGET_IS_ADMIN", words(m.error_admin_ban_admin, {}));
  }
  await deps.auth.api.banUser({
    body: {
      userId: target.id,
      banReason: request.reason,
      ...(request.days !== null && { banExpiresIn: request.days * 86_400 }),
    },
    headers: caller.headers,
  });
  forgetKeysOf(deps, target.id);
  const { banExpires } = await findUser(deps.database.db, target.id);
  await audited(deps, caller)("user_banned", target, {
    reason: request.reason,
    until: banExpires ? banExpires.toISOString() : "lifted by an admin",
  });
  return { banExpires };
}

export async function unbanUser(
  deps: AdminActionDeps,
  caller: AdminCaller,
  request: { userId: string; confirmation: string },
) {
  const target = await confirmedTarget(deps, caller, request.userId, request.confirmation);
  if (!target.banned) refuse("NOT_BANNED", words(m.error_admin_not_banned, {}));
  await deps.auth.api.unbanUser({ body: { userId: target.id }, headers: caller.headers });
  forgetKeysOf(deps, target.id);
  await audited(deps, caller)("user_unbanned", target);
  return { status: true };
}

/**
 * Grants or revokes the admin role. Nobody revokes their own (confirmedTarget): the console
 * always keeps the admin who acts, so it never loses its last one. An address ADMIN_EMAILS
 * names keeps its role, which its next sign-in would give back: that is the environment's to
 * change. A banned account is not made an admin. A revoked admin's impersonation sessions end
 * with the role.
 */
export async function setAdminRole(
  deps: AdminActionDeps,
  caller: AdminCaller,
  request: { userId: string; confirmation: string; admin: boolean },
) {
  const target = await confirmedTarget(deps, caller, request.userId, request.confirmation);
  const isAdmin = target.role === ADMIN_ROLE;
  if (request.admin === isAdmin) {
    refuse(
      "ROLE_UNCHANGED",
      words(isAdmin ? m.error_admin_already_admin : m.error_admin_not_admin, {}),
    );
  }
  if (!request.admin && deps.env.adminEmails.includes(target.email.toLowerCase())) {
    refuse("LISTED_IN_ADMIN_EMAILS", words(m.error_admin_listed, {}));
  }
  if (request.admin && target.banned) {
    refuse("TARGET_IS_BANNED", words(m.error_admin_unban_first, {}));
  }
  await deps.auth.api.setRole({
    body: { userId: target.id, role: request.admin ? ADMIN_ROLE : "user" },
    headers: caller.headers,
  });
  if (!request.admin) await endImpersonationsBy(deps, target.id);
  await audited(deps, caller)(request.admin ? "role_granted" : "role_revoked", target);
  return { status: true };
}

/** Ends the sessions in which `adminId` acts as someone else, wherever they are kept. */
async function endImpersonationsBy(deps: AdminActionDeps, adminId: string): Promise<void> {
  const rows = await deps.database.db
    .select({ token: session.token })
    .from(session)
    .where(eq(session.impersonatedBy, adminId));
  const { internalAdapter } = await deps.auth.$context;
  for (const row of rows) await internalAdapter.deleteSession(row.token);
}

/** Ends every session of the account, wherever they are kept. */
export async function revokeSessions(
  deps: AdminActionDeps,
  caller: AdminCaller,
  request: { userId: string; confirmation: string },
) {
  const target = await confirmedTarget(deps, caller, request.userId, request.confirmation);
  await deps.auth.api.revokeUserSessions({ body: { userId: target.id }, headers: caller.headers });
  await audited(deps, caller)("sessions_revoked", target);
  return { status: true };
}

/** Deletes one API key the account holds: its personal key, or an organization's shown to it. */
export async function revokeApiKey(
  deps: AdminActionDeps,
  caller: AdminCaller,
  request: { userId: string; confirmation: string; keyId: string },
) {
  const target = await confirmedTarget(deps, caller, request.userId, request.confirmation);
  // A key that is not the account's answers API_KEY_NOT_FOUND, thrown by revokeKeyHeldBy.
  const revoked = await revokeKeyHeldBy(deps, target.id, request.keyId);
  await audited(deps, caller)("api_key_revoked", target, {
    keyId: revoked.id,
    ...revoked.workspace,
  });
  return { status: true };
}

/**
 * Signs the admin in as the account for at most IMPERSONATION_SECONDS (Better Auth keeps the
 * admin's own session aside, in a signed cookie, for stop-impersonating). The plugin refuses an
 * admin as the target; a banned account gets no session.
 */
export async function impersonateUser(
  deps: AdminActionDeps,
  caller: AdminCaller,
  request: { userId: string; confirmation: string },
) {
  const target = await confirmedTarget(deps, caller, request.userId, request.confirmation);
  if (target.role === ADMIN_ROLE)
    refuse("TARGET_IS_ADMIN", words(m.error_admin_impersonate_admin, {}));
  await deps.auth.api.impersonateUser({ body: { userId: target.id }, headers: caller.headers });
  await audited(deps, caller)("impersonation_started", target, {
    minutes: String(IMPERSONATION_SECONDS / 60),
  });
  return { status: true };
}

/**
 * Sends the account a new verification link, counted against the address's mail allowance like
 * any other. Asked without the admin's session: with it, Better Auth would take the admin's
 * own address.
 */
export async function resendVerification(
  deps: AdminActionDeps,
  caller: AdminCaller,
  request: { userId: string; confirmation: string },
) {
  const target = await confirmedTarget(deps, caller, request.userId, request.confirmation);
  if (target.emailVerified) refuse("ALREADY_VERIFIED", words(m.error_admin_already_verified, {}));
  const headers = new Headers();
  const clientIp = caller.headers.get(CLIENT_IP_HEADER);
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  await deps.auth.api.sendVerificationEmail({
    body: { email: target.email, callbackURL: "/dashboard" },
    headers,
  });
  await audited(deps, caller)("verification_mail_sent", target);
  return { status: true };
}
