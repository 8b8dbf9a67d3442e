import { describe, expect, it } from "vitest";
import { describeSettingsError, normaliseErrorCode, preciseError } from "./callback-errors";

const CALLBACK_VALUES = [
  "invalid_callback_request",
  "state_not_found",
  "no_code",
  "oauth_provider_not_found",
  "invalid_code",
  "unable_to_get_user_info",
  "no_callback_url",
  "unable_to_link_account",
  "account_already_linked_to_different_user",
  "email_not_found",
  "please_restart_the_process",
];

describe("describeSettingsError", () => {
  it("says nothing when there is no error", () => {
    expect(describeSettingsError(undefined)).toBeNull();
    expect(describeSettingsError("")).toBeNull();
  });

  it.each(CALLBACK_VALUES)("has its own words for %s", (value) => {
    const text = describeSettingsError(value);
    expect(text).toBeTruthy();
    expect(text).not.toBe(describeSettingsError("<unknown>"));
    expect(text).not.toContain("_");
  });

  it("explains the verify-email values in either case", () => {
    expect(describeSettingsError("TOKEN_EXPIRED")).toMatch(/expired/);
    expect(describeSettingsError("token_expired")).toMatch(/expired/);
    expect(describeSettingsError("INVALID_TOKEN")).toMatch(/invalid or was already used/);
    expect(describeSettingsError("USER_NOT_FOUND")).toMatch(/no longer exists/);
    expect(describeSettingsError("unauthorized")).toMatch(/another account/);
  });

  it("understands the sentence-style linking errors", () => {
    expect(describeSettingsError("email_doesn't_match")).toMatch(/differs from yours/);
    expect(describeSettingsError("account not linked")).toMatch(/was not linked/);
    expect(describeSettingsError("Account not linked - different emails not allowed")).toMatch(
      /differs from yours/,
    );
    expect(describeSettingsError("unable to link account")).toBe(
      describeSettingsError("unable_to_link_account"),
    );
  });

  it("has words for any other value", () => {
    expect(describeSettingsError("<anything>")).toBe(
      "Something went wrong with that link. Try again.",
    );
  });
});

describe("preciseError", () => {
  it("reads the library's reason behind a spec value, when it knows it", () => {
    expect(preciseError("unable_to_link_account", "account_not_linked")).toBe("account_not_linked");
    expect(preciseError("please_restart_the_process", "state_mismatch")).toBe("state_mismatch");
    // A provider's own free-text description does not hide a value the screens know.
    expect(preciseError("access_denied", "The user said no")).toBe("access_denied");
    expect(preciseError("invalid_token", undefined)).toBe("invalid_token");
  });
});

describe("normaliseErrorCode", () => {
  it("folds case, quotes, spaces and hyphens", () => {
    expect(normaliseErrorCode(" Email_Doesn't match ")).toBe("email_doesnt_match");
    expect(normaliseErrorCode("account not linked - x")).toBe("account_not_linked_x");
  });
});
