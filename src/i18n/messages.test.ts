import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findProblems, pseudoLocalize, pseudoMessages } from "../../scripts/i18n-messages.mjs";
import { m } from "./paraglide/messages.js";

describe("the message check (npm run i18n:check)", () => {
  const files = {
    en: { $schema: "s", greeting: "Hello", farewell: "Bye" },
    de: { $schema: "s", greeting: "Hallo", farewell: "Tschüss" },
  };
  const code = ["m.greeting()", "m.farewell({})"];

  it("finds nothing when every locale has every message and the code uses each", () => {
    expect(findProblems(files, code)).toEqual([]);
  });

  it("names a message missing in a locale", () => {
    const de = { $schema: "s", greeting: "Hallo" };
    expect(findProblems({ ...files, de }, code)).toEqual([
      'de: the message "farewell" is missing.',
    ]);
  });

  it("names a message only another locale has", () => {
    const de = { ...files.de, extra: "Mehr" };
    expect(findProblems({ ...files, de }, code)).toEqual(['de: the message "extra" is not in en.']);
  });

  it("names a message the code does not use", () => {
    expect(findProblems(files, ["m.greeting()", "m.farewell_more()"])).toEqual([
      'The message "farewell" is used nowhere in src/.',
    ]);
  });
});

describe("the pseudo-locale", () => {
  it("accents every letter, keeps placeholders, grows by about 40% and brackets the text", () => {
    const text = "Sign in to {appName} today";
    const pseudo = pseudoLocalize(text);
    expect(pseudo).toMatch(/^\[.*\]$/);
    expect(pseudo).toContain("{appName}");
    expect(pseudo.replace("{appName}", "")).not.toMatch(/[A-Za-z]/);
    const letters = text.replace("{appName}", "").length;
    expect(pseudo.replace("{appName}", "").length).toBeGreaterThanOrEqual(letters * 1.4);
  });

  it("pseudo-translates each variant of a plural", () => {
    const file = { $schema: "s", n: [{ match: { "c=one": "One day", "c=*": "{c} days" } }] };
    expect(pseudoMessages(file).n).toEqual([
      { match: { "c=one": pseudoLocalize("One day"), "c=*": pseudoLocalize("{c} days") } },
    ]);
  });

  it("is the committed en-XA file, made from en", () => {
    const read = (locale: string) =>
      JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8"));
    expect(read("en-XA")).toEqual(pseudoMessages(read("en")));
  });
});

describe("compiled messages", () => {
  it("take the locale asked for, with Arabic plural forms", () => {
    expect(m.login_heading({ appName: "T" }, { locale: "de" })).toBe("Bei T anmelden");
    expect(m.mail_sign_in_text({ minutes: 5 }, { locale: "ar" })).toContain("5 دقائق");
    expect(m.mail_sign_in_text({ minutes: 15 }, { locale: "ar" })).toContain("15 دقيقة");
    expect(m.mail_sign_in_text({ minutes: 2 }, { locale: "ar" })).toContain("دقيقتين");
  });
});
