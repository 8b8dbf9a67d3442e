import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "~/i18n/paraglide/runtime.js";
import { problemCode, problemMessage } from "./form-problems";
import { TOTP_CODE_PROBLEM } from "./two-factor-problems";
import { displayNameProblem, emailError } from "./validation";

// A plain form post's sentence travels as a number (form-posts.ts): the server reads its
// sentence into the number, the page shows it in the page's language (issue 33).

const inLocale = (locale: "en" | "de" | "ar") => overwriteGetLocale(() => locale);

describe("a plain form post's problem", () => {
  afterEach(() => inLocale("en"));

  it("keeps the numbers the pages have linked to", () => {
    expect(problemCode("That did not work. Please try again.")).toBe("0");
    expect(problemCode("Enter your password")).toBe("4");
    expect(problemCode("Invalid email or password")).toBe("5");
    expect(problemCode(TOTP_CODE_PROBLEM)).toBe("6");
    expect(problemCode("Too many wrong codes for this account.")).toBe("13");
    expect(problemCode(displayNameProblem(""))).toBe("16");
    expect(problemCode("Something the list lacks")).toBe("0");
    expect(problemCode(null)).toBe("0");
  });

  it("reads a limit's English sentence with its wait after it", () => {
    const code = problemCode(
      "Too many sign-in links were sent to this address. Try again in 5 minutes.",
    );
    expect(code).toBe("14");
    expect(problemMessage(code)).toBe("Too many sign-in links were sent to this address.");
  });

  it("reads the field checks in the request's language", () => {
    inLocale("de");
    expect(problemCode(emailError(""))).toBe("1");
    expect(problemCode(displayNameProblem("x".repeat(101)))).toBe("17");
  });

  it("shows every sentence in the page's language", () => {
    inLocale("de");
    expect(problemMessage("0")).toBe("Das hat nicht funktioniert. Bitte versuchen Sie es erneut.");
    expect(problemMessage("4")).toBe("Geben Sie Ihr Passwort ein");
    expect(problemMessage("6")).toBe(
      "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.",
    );
    inLocale("ar");
    expect(problemMessage("5")).toBe("البريد الإلكتروني أو كلمة المرور غير صحيحة");
    expect(problemMessage("15")).toBe("محاولات تسجيل دخول كثيرة جدًا لهذا العنوان.");
    expect(problemMessage("99")).toBeNull();
    expect(problemMessage("x")).toBeNull();
  });
});
