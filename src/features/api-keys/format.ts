import { m } from "~/i18n/paraglide/messages.js";
import type { ApiKeySummary } from "~/server/api-keys/api-keys.server";

/** What the list shows instead of the key: "tl_AbCd…wxyz". */
export function maskedKey(key: Pick<ApiKeySummary, "start" | "end">): string {
  return `${key.start ?? "tl_"}…${key.end ?? ""}`;
}

export type KeyStatus = "Active" | "Expired" | "Disabled";

export function keyStatus(
  key: Pick<ApiKeySummary, "enabled" | "expiresAt">,
  now = Date.now(),
): KeyStatus {
  if (!key.enabled) return "Disabled";
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now) return "Expired";
  return "Active";
}

/** The status's words on the badge, in the page's language. */
export const KEY_STATUS_LABELS: Record<KeyStatus, () => string> = {
  Active: m.keys_status_active,
  Expired: m.keys_status_expired,
  Disabled: m.keys_status_disabled,
};
