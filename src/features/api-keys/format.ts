import type { ApiKeySummary } from "~/server/api-keys/api-keys.server";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A date as "3 Mar 2026, 14:05 UTC"; accepts what the server sends (Date or ISO string). */
export function formatDateTime(value: Date | string | number): string {
  return `${dateTime.format(new Date(value))} UTC`;
}

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
