import { beforeAll, describe, expect, it } from "vitest";
import { m } from "~/i18n/paraglide/messages.js";
import { authErrorSentence } from "~/lib/auth-errors";
import { setRefusalSentences } from "~/lib/errors";
import {
  BACKUP_CODES_FILE_NAME,
  backupCodesFile,
  groupSecret,
  secretOf,
  twoFactorError,
} from "./two-factor-setup";

describe("secretOf", () => {
  it("reads the secret of the URI the server answers", () => {
    const uri =
      "otpauth://totp/Timberline:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Timberline&algorithm=SHA1&digits=6&period=30";
    expect(secretOf(uri)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("is null for a URI without one, or no URI", () => {
    expect(secretOf("otpauth://totp/Timberline:ann?issuer=Timberline")).toBeNull();
    expect(secretOf("not a uri")).toBeNull();
  });
});

describe("groupSecret", () => {
  it("puts a space after every fourth character", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
  });

  it("leaves a short last block", () => {
    expect(groupSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
    expect(groupSecret("")).toBe("");
  });
});

describe("backupCodesFile", () => {
  const codes = ["AbCd1-2EfGh", "ZyXw9-8VuTs"];
  const text = backupCodesFile("ann@example.com", codes, new Date("2026-11-23T22:40:00Z"));

  it("names the product, the account and the day", () => {
    expect(text.split("\n").slice(0, 3)).toEqual([
      "Timberline backup codes",
      "Account: ann@example.com",
      "Created: 2026-11-23",
    ]);
  });

  it("has one code a line, in order, and ends with a newline", () => {
    const lines = text.split("\n");
    expect(lines.slice(-3)).toEqual([...codes, ""]);
  });

  it("is saved under the product's name", () => {
    expect(BACKUP_CODES_FILE_NAME).toBe("timberline-backup-codes.txt");
  });
});

describe("twoFactorError", () => {
  // As the page has them once hydrated (src/hydrate.tsx).
  beforeAll(() => setRefusalSentences(authErrorSentence));

  it("asks a stale session to sign in again before the action", () => {
    const error = twoFactorError(
      { code: "SESSION_NOT_FRESH", message: "For your security, sign in again to change…" },
      m.tfa_fresh_turn_off,
    );
    expect(error.message).toBe(
      "For your security, sign out and sign in again, then turn off two-factor authentication.",
    );
  });

  it("words a refusal the product knows by its code, its code kept", () => {
    const error = twoFactorError(
      { code: "INVALID_PASSWORD", message: "Invalid password", status: 400 },
      m.tfa_fresh_set_up,
    );
    expect(error).toMatchObject({
      message: "Invalid password. Check it and try again.",
      code: "INVALID_PASSWORD",
      status: 400,
    });
    expect(twoFactorError({}, m.tfa_fresh_set_up).message).toBe("Something went wrong. Try again.");
  });

  it("shows the two-factor endpoints' own sentences as they came, in English", () => {
    const message = "That code is not right. Enter the code your authenticator app shows now.";
    expect(twoFactorError({ code: "INVALID_CODE", message }, m.tfa_fresh_set_up).message).toBe(
      message,
    );
  });
});
