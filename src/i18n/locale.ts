// Which language a request gets (ADR 059): the signed-in person's stored choice, else the cookie a
// language switch set, else the browser's Accept-Language, else English. Anything unknown or
// malformed on the way is skipped, never an error.

/** The locales with messages: English first (the default), and the pseudo-locale tests use. */
export const LOCALES = ["en", "de", "ar", "en-XA"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The languages a person can choose, by their own name (the pseudo-locale is not offered). */
export const LANGUAGE_NAMES: { value: Locale; label: string }[] = [
  { value: "en", label: "English" },
  { value: "de", label: "Deutsch" },
  { value: "ar", label: "العربية" },
];

/** The cookie the language switch sets; a year, like the colour scheme's choice. */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const RTL_LOCALES: ReadonlySet<Locale> = new Set(["ar"]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A locale named in any letter case ("DE", "en-xa"), or null. */
function knownLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower) ?? null;
}

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

/**
 * The best locale an Accept-Language header asks for: its ranges by weight (q), each tried as
 * written and then by its language alone ("de-AT" → "de"). Null when none is known.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .slice(0, 32)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(range.tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const found = knownLocale(tag) ?? knownLocale(tag.split("-")[0]);
    if (found) return found;
  }
  return null;
}

/** One cookie's value from a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface LocaleSources {
  /** The signed-in user's stored choice (null: none, or signed out). */
  stored?: string | null;
  /** The request's Cookie header. */
  cookie?: string | null;
  /** The request's Accept-Language header. */
  acceptLanguage?: string | null;
}

/** A request's locale from its headers, after the signed-in person's stored choice if any. */
export function headersLocale(headers: Headers | undefined, stored?: string | null): Locale {
  return resolveLocale({
    stored,
    cookie: headers?.get("cookie"),
    acceptLanguage: headers?.get("accept-language"),
  });
}

export function resolveLocale({ stored, cookie, acceptLanguage }: LocaleSources): Locale {
  return (
    knownLocale(stored) ??
    knownLocale(cookieValue(cookie, LOCALE_COOKIE)) ??
    localeFromAcceptLanguage(acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
