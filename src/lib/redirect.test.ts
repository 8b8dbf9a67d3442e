import { describe, expect, it } from "vitest";
import {
  afterWelcome,
  DEFAULT_AFTER_SIGN_IN,
  safeRedirectPath,
  sameOriginPath,
  welcomePathFor,
} from "./redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/settings", "/settings"],
    ["/subscriptions?tab=active#top", "/subscriptions?tab=active#top"],
    ["/success?checkout_id=abc", "/success?checkout_id=abc"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    "",
    "dashboard",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/.//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/\u0000x",
    "/a\tb",
    `/${"a".repeat(3000)}`,
  ])("falls back to the dashboard for %j", (input) => {
    expect(safeRedirectPath(input)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});

describe("the welcome step's way on", () => {
  it("sends a new account to the welcome step, then to where it was going", () => {
    expect(welcomePathFor("/subscriptions?plan=pro")).toBe(
      "/welcome?redirect=%2Fsubscriptions%3Fplan%3Dpro",
    );
    expect(afterWelcome("/subscriptions?plan=pro")).toBe("/subscriptions?plan=pro");
  });

  it.each([
    undefined,
    "",
    "//evil.example",
    "https://evil.example/",
    "/welcome",
    "/welcome/",
    "/welcome?redirect=%2Fwelcome",
  ])("continues to the dashboard from %j: never off the site, never back to the step", (input) => {
    expect(afterWelcome(input)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});

describe("sameOriginPath", () => {
  it("tells a rejected path from the dashboard", () => {
    expect(sameOriginPath("//evil.example")).toBeUndefined();
    expect(sameOriginPath("/dashboard")).toBe("/dashboard");
  });
});
