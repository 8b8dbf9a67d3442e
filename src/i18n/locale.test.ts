import { describe, expect, it } from "vitest";
import {
  cookieValue,
  headersLocale,
  localeFromAcceptLanguage,
  resolveLocale,
  textDirection,
} from "./locale";

describe("resolveLocale", () => {
  it("takes the signed-in person's stored choice first", () => {
    expect(resolveLocale({ stored: "ar", cookie: "locale=de", acceptLanguage: "de" })).toBe("ar");
  });

  it("takes the switch's cookie without a stored choice", () => {
    expect(resolveLocale({ stored: null, cookie: "a=1; locale=de", acceptLanguage: "ar" })).toBe(
      "de",
    );
  });

  it("takes Accept-Language without a cookie", () => {
    expect(resolveLocale({ acceptLanguage: "fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7" })).toBe("de");
  });

  it("falls back to English with nothing known", () => {
    expect(resolveLocale({})).toBe("en");
    expect(resolveLocale({ acceptLanguage: "fr, ja" })).toBe("en");
  });

  it("skips an unknown or malformed value at each step, without an error", () => {
    expect(resolveLocale({ stored: "klingon", cookie: "locale=de" })).toBe("de");
    expect(resolveLocale({ cookie: "locale=%E0%A4%A", acceptLanguage: "ar" })).toBe("ar");
    expect(resolveLocale({ cookie: "locale=../../etc", acceptLanguage: ";;;q=x,,=" })).toBe("en");
    expect(resolveLocale({ acceptLanguage: "de;q=abc, <script>" })).toBe("en");
    expect(resolveLocale({ stored: "", cookie: "", acceptLanguage: "" })).toBe("en");
  });
});

describe("localeFromAcceptLanguage", () => {
  it("orders ranges by weight and matches a region's language", () => {
    expect(localeFromAcceptLanguage("en;q=0.5, ar-EG;q=0.9")).toBe("ar");
    expect(localeFromAcceptLanguage("de-AT")).toBe("de");
    expect(localeFromAcceptLanguage("*")).toBeNull();
  });

  it("ignores ranges weighted zero", () => {
    expect(localeFromAcceptLanguage("de;q=0, en")).toBe("en");
  });
});

describe("cookieValue and headersLocale", () => {
  it("reads one cookie among others", () => {
    expect(cookieValue("x=1; locale=ar; y=2", "locale")).toBe("ar");
    expect(cookieValue("xlocale=ar", "locale")).toBeNull();
  });

  it("reads a request's headers", () => {
    const headers = new Headers({ cookie: "locale=de", "accept-language": "ar" });
    expect(headersLocale(headers)).toBe("de");
    expect(headersLocale(headers, "ar")).toBe("ar");
    expect(headersLocale(undefined)).toBe("en");
  });
});

describe("textDirection", () => {
  it("writes Arabic right to left, the others left to right", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("de")).toBe("ltr");
    expect(textDirection("en-XA")).toBe("ltr");
  });
});
