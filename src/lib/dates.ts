// How the screens write a moment: one format everywhere, in UTC, so the server's render and the
// browser's agree (no hydration difference between time zones).

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A date as "3 Mar 2026, 14:05 UTC"; accepts what the server sends (Date or ISO string). */
export function formatDateTime(value: Date | string | number): string {
  return `${dateTime.format(new Date(value))} UTC`;
}
