// The kinds of account events (src/db/schema/activity.ts) and how the Activity page groups and
// words them. A new kind is one line here; the table stores it as text.

export const ACTIVITY_GROUPS = ["sign-ins", "security", "api-key", "billing"] as const;
export type ActivityGroup = (typeof ACTIVITY_GROUPS)[number];

export const ACTIVITY_GROUP_LABELS: Record<ActivityGroup, string> = {
  "sign-ins": "Sign-ins",
  security: "Security changes",
  "api-key": "API key",
  billing: "Billing",
};

export const ACTIVITY_KINDS = {
  sign_in: { group: "sign-ins", label: "Signed in" },
  sign_in_failed: { group: "sign-ins", label: "Failed sign-in: wrong password" },
  two_factor_failed: { group: "sign-ins", label: "Failed sign-in: wrong two-factor code" },
  sign_out: { group: "sign-ins", label: "Signed out" },
  session_revoked: { group: "sign-ins", label: "Signed out another session" },
  other_sessions_revoked: { group: "sign-ins", label: "Signed out all other sessions" },
  all_sessions_revoked: { group: "sign-ins", label: "Signed out every session" },
  password_set: { group: "security", label: "Password set" },
  password_changed: { group: "security", label: "Password changed" },
  password_reset: { group: "security", label: "Password reset by email link" },
  email_change_requested: { group: "security", label: "Email change requested" },
  email_changed: { group: "security", label: "Email address changed" },
  provider_linked: { group: "security", label: "Sign-in provider linked" },
  provider_unlinked: { group: "security", label: "Sign-in provider unlinked" },
  passkey_added: { group: "security", label: "Passkey added" },
  passkey_removed: { group: "security", label: "Passkey removed" },
  two_factor_enabled: { group: "security", label: "Two-factor authentication turned on" },
  two_factor_disabled: { group: "security", label: "Two-factor authentication turned off" },
  backup_codes_regenerated: { group: "security", label: "New backup codes generated" },
  backup_code_used: { group: "security", label: "Backup code used" },
  account_deletion_requested: { group: "security", label: "Account deletion requested" },
  api_key_created: { group: "api-key", label: "API key created" },
  api_key_regenerated: { group: "api-key", label: "API key regenerated" },
  api_key_deleted: { group: "api-key", label: "API key deleted" },
  subscription_started: { group: "billing", label: "Subscription started" },
  subscription_cancelled: { group: "billing", label: "Subscription cancelled" },
  subscription_resumed: { group: "billing", label: "Subscription resumed" },
  subscription_plan_changed: { group: "billing", label: "Plan changed" },
} as const satisfies Record<string, { group: ActivityGroup; label: string }>;

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
const METHOD_WORDS: Record<string, string> = {
  "magic-link": "with an email link",
  password: "with a password",
  passkey: "with a passkey",
  // The second step of a sign-in: the first step (password, link, provider) asked for it.
  "authenticator-app": "with a two-factor code",
  "backup-code": "with a backup code",
};

/** One event in words: its label and, where the detail adds something, how or what. */
export function describeActivity(kind: string, detail: Record<string, string>): string {
  if (!isActivityKind(kind)) return "Account activity";
  const { label } = ACTIVITY_KINDS[kind];
  if (kind === "sign_in" && detail.method) {
    return `${label} ${METHOD_WORDS[detail.method] ?? `with ${detail.provider ?? detail.method}`}`;
  }
  if ((kind === "provider_linked" || kind === "provider_unlinked") && detail.provider) {
    return `${label}: ${detail.provider}`;
  }
  if ((kind === "passkey_added" || kind === "passkey_removed") && detail.name) {
    return `${label}: ${detail.name}`;
  }
  if (kind === "subscription_plan_changed" && detail.plan) return `${label} to ${detail.plan}`;
  if (kind.startsWith("subscription_") && detail.plan) return `${label}: ${detail.plan}`;
  if (kind === "all_sessions_revoked" && detail.reason === "not-me") {
    return `${label} ("This wasn't me" link)`;
  }
  const whose = detail.workspace === "organization" ? " (organization)" : "";
  if (kind === "api_key_deleted" && detail.by === "admin") return `${label} by an admin${whose}`;
  if (kind.startsWith("api_key_") && whose) return `${label}${whose}`;
  return label;
}
