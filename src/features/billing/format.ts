import { centsFromDecimal, type Plan } from "~/config/plans";
import { pageLocale } from "~/i18n/current-locale";
import { formatCurrency, formatDate, formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import type { useFormat } from "~/i18n/use-format";

/** The page's formatting functions (`useFormat()`): its locale and time zone. */
export type Format = Pick<ReturnType<typeof useFormat>, "date" | "currency" | "number">;

/**
 * Formatting in the messages' locale with dates in UTC, for callers that have no `useFormat()`
 * and show no date (a toast's amount).
 */
export function utcFormat(): Format {
  const locale = pageLocale();
  return {
    date: (value) => formatDate(value, { locale, timeZone: "UTC" }),
    currency: (minorUnits, currency) => formatCurrency(minorUnits, currency, locale),
    number: (value) => formatNumber(value, locale),
  };
}

/** "$9.00" from a decimal string ("9.00"), in the page's locale. */
export function money(f: Pick<Format, "currency">, amount: string, currency = "usd"): string {
  return f.currency(centsFromDecimal(amount), currency);
}

/** "$9.00 / month", "9,00 $ / Monat". */
export function priceLine(
  f: Pick<Format, "currency">,
  price: string,
  cycle: Plan["billingCycle"],
  currency = "usd",
): string {
  return cyclePrice(f, centsFromDecimal(price), cycle, currency);
}

/** "$24.00 / month" from minor units (cents). */
export function cyclePrice(
  f: Pick<Format, "currency">,
  cents: number,
  cycle: Plan["billingCycle"],
  currency = "usd",
): string {
  const amount = f.currency(cents, currency);
  return cycle === "monthly" ? m.pricing_per_month({ amount }) : m.pricing_per_year({ amount });
}
