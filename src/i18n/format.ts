import { type Locale, textDirection } from "./locale";
import { browserTimeZone } from "./time-zone";

// Every date, number and amount a person reads goes through here (ADR 059): `Intl` in the
// page's locale and the person's time zone. The product's English writes dates day first
// ("27 November 2026"), as the screens always have.

const INTL_LOCALES: Record<Locale, string> = {
  en: "en-GB",
  de: "de-DE",
  ar: "ar",
  "en-XA": "en-GB",
};

/** The time zone a moment is shown in when none is given: the browser's; UTC on the server. */
export function defaultTimeZone(): string {
  return typeof window === "undefined" ? "UTC" : browserTimeZone();
}

export interface MomentOptions {
  locale: Locale;
  /** An IANA zone ("Europe/Berlin"); the browser's by default (see defaultTimeZone). */
  timeZone?: string;
}

// One formatter per locale, zone and style: building one costs more than using it.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found as T;
}

function dateFormat(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `date|${locale}|${timeZone}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone }));
}

/** A day: "27 November 2026", "27. November 2026", "٢٧ نوفمبر ٢٠٢٦". */
export function formatDate(value: Date | string | number, options: MomentOptions): string {
  const zone = options.timeZone ?? defaultTimeZone();
  return dateFormat(options.locale, zone, { dateStyle: "long" }).format(new Date(value));
}

/** A moment: "27 Nov 2026, 14:05" in the zone given. */
export function formatDateTime(value: Date | string | number, options: MomentOptions): string {
  const zone = options.timeZone ?? defaultTimeZone();
  const style = { dateStyle: "medium", timeStyle: "short" } as const;
  return dateFormat(options.locale, zone, style).format(new Date(value));
}

/** A moment's time of day in the zone given: "14:05", "2:05 PM" where the locale says so. */
export function formatTime(value: Date | string | number, options: MomentOptions): string {
  const zone = options.timeZone ?? defaultTimeZone();
  return dateFormat(options.locale, zone, { timeStyle: "short" }).format(new Date(value));
}

/** A moment's day in the zone given, short: "3 Mar", "3. März" (a period's end in a sentence). */
export function formatShortDate(value: Date | string | number, options: MomentOptions): string {
  const zone = options.timeZone ?? defaultTimeZone();
  return dateFormat(options.locale, zone, { day: "numeric", month: "short" }).format(
    new Date(value),
  );
}

/** A day of a chart's axis, "YYYY-MM-DD" taken as UTC: "3 Mar", "3. März". */
export function formatShortDay(day: string, locale: Locale): string {
  const format = dateFormat(locale, "UTC", { day: "numeric", month: "short" });
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** A count or measure: "12,345" in English, "12.345" in German. */
export function formatNumber(value: number, locale: Locale): string {
  return cached(`number|${locale}`, () => new Intl.NumberFormat(INTL_LOCALES[locale])).format(
    value,
  );
}

/** Unicode's directional isolates: the text between one and PDI keeps its own direction. */
const FIRST_STRONG_ISOLATE = "\u2068";
const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_DIRECTIONAL_ISOLATE = "\u2069";

/**
 * An amount in the currency's minor units (cents), as Polar sends them: "$9.00", "9,00 $". The
 * narrow symbol keeps English's "$9.00" (en-GB would write "US$9.00").
 *
 * In a right-to-left language the amount is isolated from the sentence around it and its
 * symbol kept left to right: Arabic's "29.00 US$" otherwise read "$US 29.00", the "$" taken
 * into the sentence's direction (issue 45).
 */
export function formatCurrency(minorUnits: number, currency: string, locale: Locale): string {
  const code = currency.toUpperCase();
  const format = cached(
    `currency|${locale}|${code}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALES[locale], {
        style: "currency",
        currency: code,
        currencyDisplay: "narrowSymbol",
      }),
  );
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const amount = minorUnits / 10 ** digits;
  if (textDirection(locale) === "ltr") return format.format(amount);
  const parts = format
    .formatToParts(amount)
    .map(({ type, value }) =>
      type === "currency" ? `${LEFT_TO_RIGHT_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}` : value,
    );
  return `${FIRST_STRONG_ISOLATE}${parts.join("")}${POP_DIRECTIONAL_ISOLATE}`;
}

/** A moment relative to now: "in 3 days", "vor 2 Stunden". */
export function formatRelativeTime(
  value: Date | string | number,
  locale: Locale,
  now: Date = new Date(),
): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["year", 365 * 24 * 3600],
    ["month", 30 * 24 * 3600],
    ["day", 24 * 3600],
    ["hour", 3600],
    ["minute", 60],
  ];
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? ["second", 1];
  const format = new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: "auto" });
  return format.format(Math.round(seconds / size), unit);
}
