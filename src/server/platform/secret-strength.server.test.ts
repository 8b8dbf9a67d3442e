import { randomBytes, randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SECRET_MIN_LENGTH, secretWeakness } from "./secret-strength.server";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const randomAlphanumeric = (length: number) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join("");

/** The fallback Better Auth signs with when given no secret, read from the installed package. */
function betterAuthDefaultSecret(): string {
  const file = "node_modules/better-auth/dist/utils/constants.mjs";
  const found = readFileSync(file, "utf8").match(/DEFAULT_SECRET = "([^"]+)"/)?.[1];
  if (!found) throw new Error(`no DEFAULT_SECRET in ${file}: where did Better Auth move it?`);
  return found;
}

describe("secretWeakness", () => {
  it("passes what openssl rand -base64 32 and -hex 32 generate, and Polar's endpoint secrets", () => {
    for (let i = 0; i < 1000; i++) {
      expect(secretWeakness(randomBytes(32).toString("base64"))).toBeUndefined();
      expect(secretWeakness(randomBytes(32).toString("hex"))).toBeUndefined();
      expect(secretWeakness(randomBytes(32).toString("base64url"))).toBeUndefined();
      // Polar's endpoint secrets; the local twin's Standard Webhooks form.
      expect(secretWeakness(`polar_whs_${randomAlphanumeric(43)}`)).toBeUndefined();
      expect(secretWeakness(`whsec_${randomBytes(24).toString("base64")}`)).toBeUndefined();
      expect(secretWeakness(randomAlphanumeric(SECRET_MIN_LENGTH))).toBeUndefined();
    }
  });

  it("refuses a short secret, saying how long it must be", () => {
    expect(secretWeakness("x")).toBe("must be at least 32 characters (it has 1)");
    expect(secretWeakness(randomAlphanumeric(SECRET_MIN_LENGTH - 1))).toMatch(/at least 32/);
  });

  it("refuses Better Auth's own default secret and the placeholders of examples", () => {
    expect(secretWeakness(betterAuthDefaultSecret())).toBe(
      "is a published default or a placeholder",
    );
    for (const placeholder of [
      "BETTER-AUTH-SECRET-12345678901234567890",
      "change-me-change-me-to-something-random",
      "polar_whs_YOUR_SECRET_Xk29fQ7mLp3Zt8Vb1NwR",
      `${randomAlphanumeric(30)}-placeholder`,
    ]) {
      expect(secretWeakness(placeholder), placeholder).toBe(
        "is a published default or a placeholder",
      );
    }
  });

  it("refuses one character or a few characters repeated", () => {
    expect(secretWeakness("a".repeat(32))).toBe("is one character repeated");
    expect(secretWeakness("ab".repeat(16))).toBe("repeats the same 2 characters");
    expect(secretWeakness("abcdefgh".repeat(4))).toBe("repeats the same 8 characters");
    expect(secretWeakness(`${"0123456789abcdef".repeat(2)}0123`)).toBe(
      "repeats the same 16 characters",
    );
  });

  it("refuses a secret of too few different characters, by the entropy estimate", () => {
    expect(secretWeakness(`${"a".repeat(31)}b`)).toMatch(
      /^has too few different characters \(about \d+ bits by estimate, at least 96 needed\)$/,
    );
    expect(secretWeakness(`${"password".repeat(4)}1`)).toMatch(/too few different characters/);
  });

  it("never quotes the secret it refuses", () => {
    const secret = `${"q".repeat(40)}Z`;
    expect(secretWeakness(secret)).not.toContain("qqqq");
  });
});
