import { useMemo } from "react";
import { useLocale } from "./current-locale";
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  formatShortDate,
  formatShortDay,
  formatTime,
} from "./format";
import { useTimeZone } from "./time-zone";

type Moment = Date | string | number;

/** The formatting functions bound to the page's locale and time zone. */
export function useFormat() {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return useMemo(
    () => ({
      locale,
      timeZone,
      date: (value: Moment) => formatDate(value, { locale, timeZone }),
      dateTime: (value: Moment) => formatDateTime(value, { locale, timeZone }),
      time: (value: Moment) => formatTime(value, { locale, timeZone }),
      number: (value: number) => formatNumber(value, locale),
      currency: (minorUnits: number, currency: string) =>
        formatCurrency(minorUnits, currency, locale),
      shortDate: (value: Moment) => formatShortDate(value, { locale, timeZone }),
      shortDay: (day: string) => formatShortDay(day, locale),
      relative: (value: Moment, now?: Date) => formatRelativeTime(value, locale, now),
    }),
    [locale, timeZone],
  );
}
