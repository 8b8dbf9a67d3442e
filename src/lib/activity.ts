// The kinds of account events (src/db/schema/activity.ts) and how the Activity page groups and
// words them. A new kind is one line here; the table stores it as text.

import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/** A message with no values: the page's language, or the `locale` given. */
type Label = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

export const ACTIVITY_GROUPS = ["sign-ins", "security", "api-key", "billing"] as const;
export type ActivityGroup = (typeof ACTIVITY_GROUPS)[number];

/** Each group's name, in the page's language unless `locale` names another. */
export const ACTIVITY_GROUP_LABELS: Record<ActivityGroup, Label> = {
  "sign-ins": m.activity_group_sign_ins,
  security: m.activity_group_security,
  "api-key": m.activity_group_api_key,
  billing: m.activity_group_billing,
};

export const ACTIVITY_KINDS = {
  sign_in: { group: "sign-ins", label: m.activity_kind_sign_in },
  sign_in_failed: { group: "sign-ins", label: m.activity_kind_sign_in_failed },
  two_factor_failed: { group: "sign-ins", label: m.activity_kind_two_factor_failed },
  sign_out: { group: "sign-ins", label: m.activity_kind_sign_out },
  session_revoked: { group: "sign-ins", label: m.activity_kind_session_revoked },
  other_sessions_revoked: { group: "sign-ins", label: m.activity_kind_other_sessions_revoked },
  all_sessions_revoked: { group: "sign-ins", label: m.activity_kind_all_sessions_revoked },
  password_set: { group: "security", label: m.activity_kind_password_set },
  password_changed: { group: "security", label: m.activity_kind_password_changed },
  password_reset: { group: "security", label: m.activity_kind_password_reset },
  email_change_requested: { group: "security", label: m.activity_kind_email_change_requested },
  email_changed: { group: "security", label: m.activity_kind_email_changed },
  provider_linked: { group: "security", label: m.activity_kind_provider_linked },
  provider_unlinked: { group: "security", label: m.activity_kind_provider_unlinked },
  passkey_added: { group: "security", label: m.activity_kind_passkey_added },
  passkey_removed: { group: "security", label: m.activity_kind_passkey_removed },
  two_factor_enabled: { group: "security", label: m.activity_kind_two_factor_enabled },
  two_factor_disabled: { group: "security", label: m.activity_kind_two_factor_disabled },
  backup_codes_regenerated: { group: "security", label: m.activity_kind_backup_codes_regenerated },
  backup_code_used: { group: "security", label: m.activity_kind_backup_code_used },
  account_deletion_requested: {
    group: "security",
    label: m.activity_kind_account_deletion_requested,
  },
  api_key_created: { group: "api-key", label: m.activity_kind_api_key_created },
  api_key_regenerated: { group: "api-key", label: m.activity_kind_api_key_regenerated },
  api_key_deleted: { group: "api-key", label: m.activity_kind_api_key_deleted },
  api_key_leaked: { group: "api-key", label: m.activity_kind_api_key_leaked },
  subscription_started: { group: "billing", label: m.activity_kind_subscription_started },
  subscription_cancelled: { group: "billing", label: m.activity_kind_subscription_cancelled },
  subscription_resumed: { group: "billing", label: m.activity_kind_subscription_resumed },
  subscription_plan_changed: { group: "billing", label: m.activity_kind_subscription_plan_changed },
} as const satisfies Record<string, { group: ActivityGroup; label: Label }>;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;
const ACTIVITY_KIND_NAMES = Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]];

/** The shape of a timeline cursor: the last event's ISO time and id. */
export const ACTIVITY_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|[A-Za-z0-9_-]{1,64}$/;

/** Events per page of the timeline, unless the caller asks for another number (1–100). */
export const ACTIVITY_PAGE_SIZE = 20;

export function kindsOf(group: ActivityGroup): ActivityKind[] {
  return ACTIVITY_KIND_NAMES.filter((kind) => ACTIVITY_KINDS[kind].group === group);
}

function isActivityKind(value: string): value is ActivityKind {
  return Object.hasOwn(ACTIVITY_KINDS, value);
}

/** Sign-in methods as the timeline and the alert mail word them. */
const SIGNED_IN_WITH: Record<string, Label> = {
  "magic-link": m.activity_signed_in_email_link,
  password: m.activity_signed_in_password,
  passkey: m.activity_signed_in_passkey,
  // The second step of a sign-in: the first step (password, link, provider) asked for it.
  "authenticator-app": m.activity_signed_in_two_factor,
  "backup-code": m.activity_signed_in_backup_code,
};

/**
 * One event in words: its label and, where the detail adds something, how or what. In the
 * page's language unless `locale` names another.
 */
export function describeActivity(
  kind: string,
  detail: Record<string, string>,
  locale?: Locale,
): string {
  const l = { locale };
  if (!isActivityKind(kind)) return m.activity_unknown({}, l);
  const label = ACTIVITY_KINDS[kind].label({}, l);
  if (kind === "sign_in" && detail.method) {
    const method = SIGNED_IN_WITH[detail.method];
    if (method) return method({}, l);
    return m.activity_signed_in_with({ provider: detail.provider ?? detail.method }, l);
  }
  if ((kind === "provider_linked" || kind === "provider_unlinked") && detail.provider) {
    return m.activity_named({ label, name: detail.provider }, l);
  }
  if ((kind === "passkey_added" || kind === "passkey_removed") && detail.name) {
    return m.activity_named({ label, name: detail.name }, l);
  }
  if (kind === "subscription_plan_changed" && detail.plan) {
    return m.activity_plan_changed_to({ plan: detail.plan }, l);
  }
  if (kind.startsWith("subscription_") && detail.plan) {
    return m.activity_named({ label, name: detail.plan }, l);
  }
  if (kind === "all_sessions_revoked" && detail.reason === "not-me") {
    return m.activity_not_me_revoked({}, l);
  }
  const organization = detail.workspace === "organization";
  if (kind === "api_key_deleted" && detail.by === "admin") {
    return (organization ? m.activity_by_admin_organization : m.activity_by_admin)({ label }, l);
  }
  if (kind.startsWith("api_key_") && organization) return m.activity_organization({ label }, l);
  return label;
}

/**
 * The stored device ("Chrome on macOS", written by activity.server.ts's deviceLabel in English
 * when the event happened) in the page's language: its browser and system are names.
 */
export function deviceWords(device: string): string {
  if (device === "an unknown device") return m.activity_unknown_device();
  const [browser, system, ...rest] = device.split(" on ");
  if (!browser || !system || rest.length > 0) return device;
  return m.activity_device({
    browser: browser === "An unknown browser" ? m.activity_unknown_browser() : browser,
    system: system === "an unknown system" ? m.activity_unknown_system() : system,
  });
}
