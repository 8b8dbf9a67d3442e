// The arithmetic of Polar's billing periods and prorations.

/** Python's round(), which Polar's prorations use: a half goes to the even neighbour. */
export function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (Math.abs(fraction - 0.5) > 1e-9) return Math.round(value);
  return floor % 2 === 0 ? floor : floor + 1;
}

/** The share of a period still to run at `now`, between 0 and 1, as Polar prorates it. */
export function remainingShare(start: string, end: string, now: Date): number {
  const total = Date.parse(end) - Date.parse(start);
  const remaining = Date.parse(end) - now.getTime();
  if (remaining <= 0 || total <= 0) return 0;
  return Math.min(remaining / total, 1);
}

/** Month arithmetic that keeps to the last day of a shorter month, as Polar's renewals do. */
export function addInterval(iso: string, interval: "month" | "year"): string {
  const start = new Date(iso);
  const months = interval === "month" ? 1 : 12;
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.toISOString();
}
