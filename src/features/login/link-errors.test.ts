import { describe, expect, it } from "vitest";
import { describeLinkError } from "./link-errors";

describe("describeLinkError", () => {
  it("says nothing when there is no error", () => {
    expect(describeLinkError(undefined)).toBeNull();
  });

  it("explains a used or expired link", () => {
    expect(describeLinkError("INVALID_TOKEN")).toMatch(/invalid, already used or expired/);
  });

  it("explains that sign-up is closed", () => {
    expect(describeLinkError("new_user_signup_disabled")).toMatch(/no account for this address/);
  });

  it("explains a provider sign-in that would create an account while sign-up is closed", () => {
    expect(describeLinkError("signup_disabled")).toMatch(/No account is linked/);
  });

  it("words the provider callback's values too", () => {
    expect(describeLinkError("state_not_found")).toMatch(/linking attempt expired/);
  });

  it("has words for any other code", () => {
    expect(describeLinkError("<anything>")).toBe(
      "Signing in with that link failed. Ask for a new one below.",
    );
  });
});
