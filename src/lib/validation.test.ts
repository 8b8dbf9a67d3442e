import { describe, expect, it } from "vitest";
import { EMAIL_SHAPE, signInSchema } from "./validation";

describe("the sign-in email", () => {
  it.each(["a@b.co", "first.last+tag@example.com", "x@sub.domain.org"])("accepts %s", (email) => {
    expect(signInSchema.safeParse({ email }).success).toBe(true);
  });

  it.each([
    ["no at-sign", "example.com"],
    ["two at-signs", "a@b@c.com"],
    ["whitespace", "a b@c.com"],
    ["no dot after the at-sign", "a@localhost"],
    ["nothing after the dot", "a@b."],
    ["nothing before the at-sign", "@b.com"],
  ])("rejects an address with %s", (_, email) => {
    expect(EMAIL_SHAPE.test(email)).toBe(false);
    expect(signInSchema.safeParse({ email }).success).toBe(false);
  });

  it("asks for an address when empty, and for a valid one when malformed", () => {
    const empty = signInSchema.safeParse({ email: "  " });
    expect(empty.error?.issues[0]?.message).toBe("Enter your email address");
    const malformed = signInSchema.safeParse({ email: "nope" });
    expect(malformed.error?.issues[0]?.message).toBe(
      "Enter a valid email address, like name@example.com",
    );
  });
});
