import { getRequest } from "@tanstack/react-start/server";
import { getSessionCookie } from "better-auth/cookies";
import { cookieValue, DEFAULT_LOCALE, headersLocale, type Locale } from "~/i18n/locale";
import { isTimeZone, type PageTimeZone, TIME_ZONE_COOKIE } from "~/i18n/time-zone";
import { readSession } from "~/server/auth/session.server";
import { callState } from "~/server/platform/call-state.server";

/** The locale a page load settled on once its session was read (prepareRequestLocale). */
const settled = callState<Locale>("locale");
/** The time zone it settled on with it. */
const settledZone = callState<PageTimeZone>("timeZone");

/** The zone a request's browser told (the `tz` cookie), else UTC: the person chose none. */
function cookieTimeZone(headers: Headers): PageTimeZone {
  const zone = cookieValue(headers.get("cookie"), TIME_ZONE_COOKIE);
  return { zone: isTimeZone(zone) ? zone : "UTC", chosen: false };
}

/** The current request's time zone for the dates rendered while answering it; UTC outside one. */
export function requestTimeZone(): PageTimeZone {
  let request: Request;
  try {
    request = getRequest();
  } catch {
    return { zone: "UTC", chosen: false };
  }
  return settledZone.get(request) ?? cookieTimeZone(request.headers);
}

/**
 * The current request's locale for the messages rendered while answering it; English outside a
 * request (the server's own work).
 */
export function requestLocale(): Locale {
  let request: Request;
  try {
    request = getRequest();
  } catch {
    return DEFAULT_LOCALE;
  }
  return settled.get(request) ?? headersLocale(request.headers);
}

/**
 * Settles the request's locale and time zone before the page renders: a signed-in person's
 * stored choice comes first (the session read is the one the page's guard shares), then the
 * headers' (ADR 060: the zone from the `tz` cookie, else UTC).
 */
export async function prepareRequestLocale(): Promise<Locale> {
  const request = getRequest();
  const known = settled.get(request);
  if (known) return known;
  // Signed out, there is no stored choice to read: no session lookup for it.
  const session = getSessionCookie(request.headers) ? await readSession() : null;
  const locale = headersLocale(request.headers, session?.user.locale);
  settled.set(request, locale);
  const stored = session?.user.timeZone;
  settledZone.set(
    request,
    isTimeZone(stored) ? { zone: stored, chosen: true } : cookieTimeZone(request.headers),
  );
  return locale;
}
