import { useSyncExternalStore } from "react";

// The page's time zone for dates and times (issue 33). The server renders in the zone it knows
// (the person's stored choice, else UTC) and the browser starts in the same zone, so hydration
// matches; a later change (the profile setting, the browser's own zone) re-renders.

let pageTimeZone = "UTC";
const listeners = new Set<() => void>();

/** A zone `Intl` knows ("Europe/Berlin"); anything else is not one. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone every date on the page is shown in from now on; components re-render. */
export function showTimeZone(zone: string) {
  if (!isTimeZone(zone) || zone === pageTimeZone) return;
  pageTimeZone = zone;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const currentTimeZone = () => pageTimeZone;

/** The zone the page shows dates in; a change re-renders the component. */
export function useTimeZone(): string {
  return useSyncExternalStore(subscribe, currentTimeZone, currentTimeZone);
}
