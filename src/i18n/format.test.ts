import { describe, expect, it } from "vitest";
import {
  defaultTimeZone,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  formatShortDate,
  formatTime,
} from "./format";

const moment = "2026-11-27T23:30:00Z";

describe("the formatting module", () => {
  it("writes a day in each locale as the screens always wrote English", () => {
    expect(formatDate(moment, { locale: "en", timeZone: "UTC" })).toBe("27 November 2026");
    expect(formatDate(moment, { locale: "de", timeZone: "UTC" })).toBe("27. November 2026");
    expect(formatDate(moment, { locale: "ar", timeZone: "UTC" })).toContain("نوفمبر");
  });

  it("writes the day of the person's time zone", () => {
    expect(formatDate(moment, { locale: "en", timeZone: "Europe/Berlin" })).toBe(
      "28 November 2026",
    );
    expect(formatDateTime(moment, { locale: "de", timeZone: "Europe/Berlin" })).toBe(
      "28.11.2026, 00:30",
    );
  });

  it("writes a period's end on the day it falls in the person's zone, as the long form does", () => {
    const end = "2027-01-01T00:00:00Z";
    const newYork = { locale: "en" as const, timeZone: "America/New_York" };
    expect(formatShortDate(end, newYork)).toBe("31 Dec");
    expect(formatDate(end, newYork)).toBe("31 December 2026");
    expect(formatShortDate(end, { locale: "de", timeZone: "Europe/Berlin" })).toBe("1. Jan.");
  });

  it("says when a UTC day starts where the person is, as the usage chart does", () => {
    const midnight = "2026-12-03T00:00:00Z";
    expect(formatTime(midnight, { locale: "de", timeZone: "Europe/Berlin" })).toBe("01:00");
    expect(formatTime(midnight, { locale: "en", timeZone: "America/New_York" })).toBe("19:00");
    expect(formatTime(midnight, { locale: "en", timeZone: "UTC" })).toBe("00:00");
  });

  it("defaults to UTC on the server", () => {
    expect(defaultTimeZone()).toBe("UTC");
    expect(formatDate(moment, { locale: "en" })).toBe("27 November 2026");
  });

  it("writes numbers and amounts in the locale's way", () => {
    expect(formatNumber(1234567.5, "en")).toBe("1,234,567.5");
    expect(formatNumber(1234567.5, "de")).toBe("1.234.567,5");
    expect(formatCurrency(1250, "eur", "en")).toBe("€12.50");
    // German puts a no-break space between amount and sign.
    expect(formatCurrency(1250, "EUR", "de")).toBe("12,50\u00a0€");
    // A currency without minor units: the amount is whole yen.
    expect(formatCurrency(1250, "JPY", "en")).toBe("¥1,250");
    // The narrow symbol: the product's English has always written "$9.00", not "US$9.00".
    expect(formatCurrency(900, "usd", "en")).toBe("$9.00");
    expect(formatCurrency(900, "usd", "de")).toBe("9,00\u00a0$");
  });

  it("isolates an amount in a right-to-left language, its symbol kept left to right", () => {
    // Unisolated, an Arabic page showed "$US 29.00": the "$" took the sentence's direction.
    expect(formatCurrency(2900, "usd", "ar")).toBe("\u2068\u200f29.00\u00a0\u2066US$\u2069\u2069");
    expect(formatCurrency(2900, "usd", "en")).toBe("$29.00");
  });

  it("writes a moment relative to now", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(formatRelativeTime("2026-11-30T12:00:00Z", "en", now)).toBe("in 3 days");
    expect(formatRelativeTime("2026-11-27T10:00:00Z", "de", now)).toBe("vor 2 Stunden");
    expect(formatRelativeTime("2026-11-26T12:00:00Z", "en", now)).toBe("yesterday");
  });
});
