import { describe, expect, it } from "vitest";
import { EMAIL_SHAPE, emailError, optionalId, optionalString } from "./validation";

describe("the sign-in email", () => {
  it.each(["a@b.co", "first.last+tag@example.com", "x@sub.domain.org", "  padded@example.com "])(
    "accepts %s",
    (email) => {
      expect(emailError(email)).toBeNull();
    },
  );

  it.each([
    ["no at-sign", "example.com"],
    ["two at-signs", "a@b@c.com"],
    ["whitespace", "a b@c.com"],
    ["no dot after the at-sign", "a@localhost"],
    ["nothing after the dot", "a@b."],
    ["nothing before the at-sign", "@b.com"],
  ])("rejects an address with %s", (_, email) => {
    expect(EMAIL_SHAPE.test(email)).toBe(false);
    expect(emailError(email)).toBe("Enter a valid email address, like name@example.com");
  });

  it("asks for an address when empty or blank", () => {
    expect(emailError("")).toBe("Enter your email address");
    expect(emailError("  ")).toBe("Enter your email address");
  });
});

describe("search parameters", () => {
  it("keep strings and drop everything else", () => {
    expect(optionalString("/settings")).toBe("/settings");
    expect(optionalString("")).toBe("");
    for (const value of [undefined, null, 3, ["a"], { a: 1 }, true]) {
      expect(optionalString(value)).toBeUndefined();
    }
  });

  it("take ids trimmed, within the length, else as absent", () => {
    expect(optionalId("  abc ")).toBe("abc");
    expect(optionalId("   ")).toBeUndefined();
    expect(optionalId("x".repeat(200))).toHaveLength(200);
    expect(optionalId("x".repeat(201))).toBeUndefined();
    expect(optionalId(42)).toBeUndefined();
  });
});
