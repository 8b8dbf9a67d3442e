import { m } from "~/i18n/paraglide/messages.js";
import type { AuditAction } from "~/lib/admin";

/** An audit entry's action in the page's language; an action this build does not know, as stored. */
export function auditActionLabel(action: string): string {
  switch (action as AuditAction) {
    case "role_granted":
      return m.admin_audit_role_granted();
    case "role_revoked":
      return m.admin_audit_role_revoked();
    case "user_banned":
      return m.admin_audit_user_banned();
    case "user_unbanned":
      return m.admin_audit_user_unbanned();
    case "sessions_revoked":
      return m.admin_audit_sessions_revoked();
    case "api_key_revoked":
      return m.admin_audit_api_key_revoked();
    case "impersonation_started":
      return m.admin_audit_impersonation_started();
    case "impersonation_stopped":
      return m.admin_audit_impersonation_stopped();
    case "verification_mail_sent":
      return m.admin_audit_verification_mail_sent();
    case "webhook_replayed":
      return m.admin_audit_webhook_replayed();
    case "reconcile_started":
      return m.admin_audit_reconcile_started();
    default:
      return action;
  }
}
