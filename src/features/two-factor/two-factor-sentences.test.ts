import { readFileSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "~/i18n/paraglide/runtime.js";
import { authErrorSentence } from "~/lib/auth-errors";
import { setRefusalSentences } from "~/lib/errors";
import { readCode } from "~/lib/two-factor";
import { TWO_FACTOR_SENTENCES, twoFactorRefusal, twoFactorSentence } from "./two-factor-sentences";

const inLocale = (locale: "en" | "de" | "ar") => overwriteGetLocale(() => locale);

/** The English sentences two-factor.server.ts answers with, read from its source. */
function serverSentences(): string[] {
  const source = readFileSync(
    new URL("../../server/auth/two-factor.server.ts", import.meta.url),
    "utf8",
  );
  const start = source.indexOf("const ERROR_MESSAGES");
  const block = source.slice(start, source.indexOf("};", start));
  const codes = [...block.matchAll(/^\s+[A-Z_]+: "([^"]+)"/gm)].map((found) => found[1] ?? "");
  const others = [
    ...source.matchAll(/(?:message: |tooManyRequests\(|=\s*|authError\("[A-Z_]+",\s*)"([^"]+\.)"/g),
  ]
    .map((found) => found[1] ?? "")
    .filter((sentence) => !sentence.startsWith("For your security"));
  return [...codes, ...others];
}

describe("the two-factor endpoints' sentences in the page's language", () => {
  // As the page has them once hydrated (src/hydrate.tsx).
  beforeAll(() => setRefusalSentences(authErrorSentence));

  afterEach(() => inLocale("en"));

  it("has a message for every sentence the server and the code shapes answer with", () => {
    const sentences = serverSentences();
    expect(sentences.length).toBeGreaterThanOrEqual(9);
    for (const sentence of sentences) expect(TWO_FACTOR_SENTENCES).toHaveProperty([sentence]);
    for (const kind of ["totp", "backup", "either"] as const) {
      const read = readCode(kind, "?");
      expect("problem" in read && read.problem in TWO_FACTOR_SENTENCES).toBe(true);
    }
  });

  it("keeps each English sentence exactly as the server wrote it", () => {
    for (const [english, message] of Object.entries(TWO_FACTOR_SENTENCES)) {
      expect(message()).toBe(english);
    }
  });

  it("words them in German and Arabic, and leaves any other text as it is", () => {
    const wrong = "That code is not right. Enter the code your authenticator app shows now.";
    inLocale("de");
    expect(twoFactorRefusal({ code: "INVALID_CODE", message: wrong }, "x")).toBe(
      "Dieser Code ist nicht richtig. Geben Sie den Code ein, den Ihre Authenticator-App jetzt anzeigt.",
    );
    expect(twoFactorSentence("Enter the 6-digit code from your authenticator app.")).toBe(
      "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.",
    );
    expect(twoFactorSentence("Anything else")).toBe("Anything else");
    inLocale("ar");
    expect(twoFactorSentence("This sign-in has expired. Sign in again.")).toBe(
      "انتهت صلاحية تسجيل الدخول هذا. سجّل الدخول مرة أخرى.",
    );
  });

  it("words a shared refusal by its code, and falls back when there is nothing to show", () => {
    // The server words a limit with its wait in the page's language (ADR 062).
    const wait = "Too many codes were tried. Try again in 5 minutes.";
    expect(twoFactorRefusal({ code: "TOO_MANY_REQUESTS", message: wait }, "x")).toBe(wait);
    inLocale("de");
    const german = "Es wurden zu viele Codes ausprobiert. Versuchen Sie es in 5 Minuten erneut.";
    expect(twoFactorRefusal({ code: "TOO_MANY_REQUESTS", message: german }, "x")).toBe(german);
    expect(twoFactorRefusal({ code: "TOO_MANY_REQUESTS" }, "x")).toMatch(/^Zu viele Versuche/);
    expect(twoFactorRefusal({}, "Der Code konnte nicht geprüft werden.")).toBe(
      "Der Code konnte nicht geprüft werden.",
    );
  });
});
