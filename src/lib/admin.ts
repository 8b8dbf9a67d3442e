// The admin console's words and numbers (ADR 036), shared by the server and the screens.

/** The role that opens the console; everyone else has "user". */
export const ADMIN_ROLE = "admin";

/** How long an admin may act as another user before the session ends by itself. */
export const IMPERSONATION_SECONDS = 3600;

/** Who the audit log names when ADMIN_EMAILS, not a person, granted the role. */
export const ADMIN_EMAILS_ACTOR = "ADMIN_EMAILS";

/** What the audit log records, and how the console words each entry. */
export const AUDIT_ACTIONS = {
  role_granted: "Granted the admin role",
  role_revoked: "Revoked the admin role",
  user_banned: "Banned",
  user_unbanned: "Unbanned",
  sessions_revoked: "Signed out every session",
  api_key_revoked: "Revoked an API key",
  impersonation_started: "Started acting as the user",
  verification_mail_sent: "Sent a verification mail",
  webhook_replayed: "Replayed a webhook event",
  reconcile_started: "Started reconciling billing with Polar",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Rows per page of the console's lists, unless the caller asks for another number (1–100). */
export const ADMIN_PAGE_SIZE = 25;
