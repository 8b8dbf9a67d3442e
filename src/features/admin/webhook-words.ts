import { m } from "~/i18n/paraglide/messages.js";
import type { WebhookState } from "~/lib/admin-billing";

// The webhook inbox's words, in the page's language. Apart from lib/admin-billing.ts, whose
// states the route's search validation reads on every page: these load with the inbox only.

// Getters: each read is in the page's language.
export const WEBHOOK_STATE_LABELS: Record<WebhookState, string> = {
  get pending() {
    return m.admin_state_pending();
  },
  get applied() {
    return m.admin_state_applied();
  },
  get ignored() {
    return m.admin_state_ignored();
  },
  get failed() {
    return m.admin_state_failed();
  },
};

/** Why an event was ignored, by the word processing stored for it (webhooks.server.ts). */
const IGNORED_REASONS: Record<string, () => string> = {
  ignored: () => m.admin_ignored_kind(),
  stale: () => m.admin_ignored_stale(),
  "unknown-owner": () => m.admin_ignored_unknown_owner(),
};

/** The inbox's note on an event: why it was ignored, or the error it failed with. */
export function inboxNote(state: WebhookState, lastError: string | null): string | null {
  if (state === "ignored") return (lastError && IGNORED_REASONS[lastError]?.()) ?? lastError;
  return state === "failed" ? lastError : null;
}
