import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "~/i18n/paraglide/runtime.js";
import { authErrorSentence } from "./auth-errors";
import { errorMessage, ServerError, setRefusalSentences, WordedError } from "./errors";
import { passkeyFailure } from "./passkeys";

// Refusals in the product's words, by code, in the page's language (issue 33).
const inLocale = (locale: "en" | "de" | "ar") => overwriteGetLocale(() => locale);

// The sentences not set yet, as in a browser before its idle load (the unit files share one
// module registry, so another file may have set them).
describe("errorMessage before the refusal sentences are loaded", () => {
  beforeAll(() => setRefusalSentences(() => undefined));
  it("shows the server's own message", () => {
    const wrong = new ServerError("Invalid password", 400, "INVALID_PASSWORD");
    expect(errorMessage(wrong)).toBe("Invalid password");
  });
});

describe("errorMessage for the auth refusals", () => {
  beforeAll(() => setRefusalSentences(authErrorSentence));
  afterEach(() => inLocale("en"));

  it("keeps the spec's sentence first in English and adds the next step", () => {
    const wrong = new ServerError("Invalid password", 400, "INVALID_PASSWORD");
    expect(errorMessage(wrong)).toBe("Invalid password. Check it and try again.");
    const same = { message: "Email is the same", code: "BAD_REQUEST" };
    expect(errorMessage(same)).toBe(
      "Email is the same. Enter an address other than your current one.",
    );
    const taken = new ServerError("Couldn't update your email", 400, "COULDNT_UPDATE_YOUR_EMAIL");
    expect(errorMessage(taken)).toMatch(/^Couldn't update your email: another account/);
  });

  it("words them in German and Arabic", () => {
    inLocale("de");
    expect(errorMessage(new ServerError("Invalid password", 400, "INVALID_PASSWORD"))).toBe(
      "Falsches Passwort. Prüfen Sie es und versuchen Sie es erneut.",
    );
    expect(errorMessage({ message: "Email is the same" })).toContain("dieselbe");
    inLocale("ar");
    expect(errorMessage(new ServerError("Invalid password", 400, "INVALID_PASSWORD"))).toBe(
      "كلمة المرور غير صحيحة. تحقّق منها وحاول مرة أخرى.",
    );
    expect(errorMessage(new Error("boom"), undefined)).toBe("boom");
    expect(errorMessage(new TypeError("x"))).toBe("حدث خطأ غير متوقع");
  });

  it("shows a server sentence with details as the server worded it, else the one without", () => {
    const owner = new ServerError(
      "You are the only owner of Acme. Hand it over to another member or delete it first.",
      409,
      "ONLY_OWNER_OF_ORGANIZATION",
    );
    expect(errorMessage(owner)).toContain("only owner of Acme");
    inLocale("de");
    const german =
      "Sie sind der einzige Inhaber von Acme. Übergeben Sie sie zuerst an ein anderes Mitglied oder löschen Sie sie.";
    expect(errorMessage(new ServerError(german, 409, "ONLY_OWNER_OF_ORGANIZATION"))).toBe(german);
    expect(errorMessage({ code: "TOO_MANY_REQUESTS" })).toBe(
      "Zu viele Versuche. Warten Sie ein paar Minuten und versuchen Sie es dann erneut.",
    );
  });

  it("words a wrong email or password in the page's language", () => {
    const wrong = { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" };
    expect(errorMessage(wrong)).toBe("Invalid email or password");
    inLocale("ar");
    expect(errorMessage(wrong)).toBe("البريد الإلكتروني أو كلمة المرور غير صحيحة");
  });

  it("shows a screen's own words as they are", () => {
    const worded = new WordedError(
      "Sign in again, then add the passkey.",
      403,
      "SESSION_NOT_FRESH",
    );
    expect(errorMessage(worded)).toBe("Sign in again, then add the passkey.");
  });

  it("never shows the passkey plugin's 'Auth cancelled'", () => {
    const cancelled = { code: "AUTH_CANCELLED", message: "Auth cancelled" };
    expect(passkeyFailure(cancelled, "fallback")).toBe(
      "The passkey prompt was closed before it finished. Try again, or use another way.",
    );
    const other = { code: "ERROR_INVALID_USER_ID_LENGTH", message: "Auth cancelled" };
    expect(passkeyFailure(other, "fallback")).toBe(
      "The passkey did not work. Try again, or use another way.",
    );
    const again = { code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED", message: "Auth cancelled" };
    expect(passkeyFailure(again, "fallback")).toMatch(/already holds a passkey/);
  });
});
