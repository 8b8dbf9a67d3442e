import { getSessionCookie } from "better-auth/cookies";
import { cookieValue, DEFAULT_LOCALE, headersLocale, type Locale } from "~/i18n/locale";
import { isTimeZone, type PageTimeZone, TIME_ZONE_COOKIE } from "~/i18n/time-zone";
import { readSession } from "~/server/auth/session.server";
import { currentRequest } from "~/server/platform/request-context.server";

/** The zone a request's browser told (the `tz` cookie), else UTC: the person chose none. */
function cookieTimeZone(headers: Headers): PageTimeZone {
  const zone = cookieValue(headers.get("cookie"), TIME_ZONE_COOKIE);
  return { zone: isTimeZone(zone) ? zone : "UTC", chosen: false };
}

/** The current request's time zone for the dates rendered while answering it; UTC outside one. */
export function requestTimeZone(): PageTimeZone {
  const page = currentRequest()?.page;
  if (!page) return { zone: "UTC", chosen: false };
  return page.timeZone ?? cookieTimeZone(page.headers);
}

/**
 * The current request's locale for the messages rendered while answering it; English outside a
 * request (the server's own work).
 */
export function requestLocale(): Locale {
  const page = currentRequest()?.page;
  if (!page) return DEFAULT_LOCALE;
  return page.locale ?? headersLocale(page.headers);
}

/**
 * Settles the request's locale and time zone before the page renders: a signed-in person's
 * stored choice comes first (the session read is the one the page's guard shares), then the
 * headers' (ADR 060: the zone from the `tz` cookie, else UTC).
 */
export async function prepareRequestLocale(): Promise<Locale> {
  const page = currentRequest()?.page;
  if (!page) return DEFAULT_LOCALE;
  if (page.locale) return page.locale;
  const { headers } = page;
  // Signed out, there is no stored choice to read: no session lookup for it.
  const session = getSessionCookie(headers) ? await readSession() : null;
  const stored = session?.user.timeZone;
  page.timeZone = isTimeZone(stored) ? { zone: stored, chosen: true } : cookieTimeZone(headers);
  page.locale = headersLocale(headers, session?.user.locale);
  return page.locale;
}
