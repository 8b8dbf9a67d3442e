import { describe, expect, it } from "vitest";
import { waitInWords } from "./wait-in-words";

describe("waitInWords", () => {
  it.each([
    [1, "1 second"],
    [45, "45 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [600, "10 minutes"],
  ])("says %i s as %s", (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

describe("waitInWords in German and Arabic", () => {
  it.each([
    [1, "de", "1 Sekunde"],
    [600, "de", "10 Minuten"],
    [120, "ar", "دقيقتين"],
    [180, "ar", "3 دقائق"],
  ] as const)("says %i s in %s as %s", (seconds, locale, words) => {
    expect(waitInWords(seconds, locale)).toBe(words);
  });
});
