import { getRequest } from "@tanstack/react-start/server";
import { getSessionCookie } from "better-auth/cookies";
import { DEFAULT_LOCALE, headersLocale, type Locale } from "~/i18n/locale";
import { readSession } from "~/server/auth/session.server";
import { callState } from "~/server/platform/call-state.server";

/** The locale a page load settled on once its session was read (prepareRequestLocale). */
const settled = callState<Locale>("locale");

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
 * Settles the request's locale before the page renders: a signed-in person's stored choice comes
 * first (the session read is the one the page's guard shares), then the headers'.
 */
export async function prepareRequestLocale(): Promise<Locale> {
  const request = getRequest();
  const known = settled.get(request);
  if (known) return known;
  // Signed out, there is no stored choice to read: no session lookup for it.
  const session = getSessionCookie(request.headers) ? await readSession() : null;
  const locale = headersLocale(request.headers, session?.user.locale);
  settled.set(request, locale);
  return locale;
}
