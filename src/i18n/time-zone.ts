import { useSyncExternalStore } from "react";

// The page's time zone for dates and times (issue 33, ADR 060). The server renders in the zone
// it knows (the person's stored choice, else the `tz` cookie, else UTC) and writes it on <html>;
// the browser starts in that zone, so hydration matches, then follows a later change (the
// profile setting, or its own zone when the person chose none).

/** The cookie the browser keeps its own zone in, so the next page renders in it at once. */
export const TIME_ZONE_COOKIE = "tz";

/** The zone the page shows, and whether the person chose it (else it follows the browser). */
export interface PageTimeZone {
  zone: string;
  chosen: boolean;
}

const UTC: PageTimeZone = { zone: "UTC", chosen: false };

let pageTimeZone: PageTimeZone = UTC;
/** The zone the server rendered the page in: what hydration renders, whenever it happens. */
let renderedTimeZone: PageTimeZone = UTC;
let readTimeZone = () => pageTimeZone;
const listeners = new Set<() => void>();

/**
 * Zones found valid: every page load checks its cookie's. `Intl` takes any spelling's case, so
 * the set stops growing at KNOWN_ZONES_MAX rather than keep what a client makes up.
 */
const knownZones = new Set<string>();
const KNOWN_ZONES_MAX = 1000;

/** A zone `Intl` knows ("Europe/Berlin"); anything else is not one. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  if (knownZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
  } catch {
    return false;
  }
  if (knownZones.size < KNOWN_ZONES_MAX) knownZones.add(value);
  return true;
}

/** The server answers many requests at once: each render reads its own request's zone. */
export function overwriteGetTimeZone(read: () => PageTimeZone) {
  readTimeZone = read;
}

/** Before hydration: the browser starts in the zone the server rendered the page in. */
export function startBrowserTimeZone() {
  const { timeZone, timeZoneChosen } = document.documentElement.dataset;
  if (isTimeZone(timeZone)) pageTimeZone = { zone: timeZone, chosen: timeZoneChosen === "true" };
  renderedTimeZone = pageTimeZone;
}

/** The zone every date on the page is shown in from now on; components re-render. */
export function showTimeZone(zone: string, chosen = pageTimeZone.chosen) {
  if (!isTimeZone(zone)) return;
  if (zone === pageTimeZone.zone && chosen === pageTimeZone.chosen) return;
  pageTimeZone = { zone, chosen };
  for (const listener of listeners) listener();
}

/** The browser's own zone, UTC where it names none. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : "UTC";
}

/**
 * After the first render in the browser: with no zone chosen the page follows the browser's
 * own, and the cookie lets the server render the next page in it from the start.
 */
export function followBrowserTimeZone() {
  if (pageTimeZone.chosen) return;
  const zone = browserTimeZone();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox; the zone is encoded
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  showTimeZone(zone, false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const currentTimeZone = () => readTimeZone().zone;
const currentChosen = () => readTimeZone().chosen;
// A part of the page that hydrates after the zone changed (a lazy route) first renders as the
// server did, then in the new zone: no hydration mismatch.
const isServer = typeof window === "undefined";
const renderedZone = () => (isServer ? readTimeZone() : renderedTimeZone).zone;
const renderedChosen = () => (isServer ? readTimeZone() : renderedTimeZone).chosen;

/** The zone the page shows dates in; a change re-renders the component. */
export function useTimeZone(): string {
  return useSyncExternalStore(subscribe, currentTimeZone, renderedZone);
}

/** Whether the person chose the page's zone (else it is the browser's, or UTC before it). */
export function useTimeZoneChosen(): boolean {
  return useSyncExternalStore(subscribe, currentChosen, renderedChosen);
}
