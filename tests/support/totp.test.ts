import { describe, expect, it } from "vitest";
import { base32Decode, hotp, secretOf, totp, wrongTotp } from "./totp";

// The tests' authenticator app is the oracle for every two-factor test: it is checked here
// against the RFCs' own test vectors before anything relies on it.

const RFC_SECRET = Buffer.from("12345678901234567890");
// "12345678901234567890" in base32.
const RFC_SECRET_BASE32 = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("the tests' TOTP oracle", () => {
  it("decodes base32 as RFC 4648 does", () => {
    expect(base32Decode(RFC_SECRET_BASE32).equals(RFC_SECRET)).toBe(true);
    expect(base32Decode("mzxw6===").toString()).toBe("foo");
  });

  it("gives RFC 4226's HOTP values (Appendix D)", () => {
    expect([0, 1, 2, 9].map((counter) => hotp(RFC_SECRET, counter))).toEqual([
      "755224",
      "287082",
      "359152",
      "520489",
    ]);
  });

  it("gives RFC 6238's SHA-1 TOTP values (Appendix B)", () => {
    expect(totp(RFC_SECRET_BASE32, 59_000, 30, 8)).toBe("94287082");
    expect(totp(RFC_SECRET_BASE32, 1_111_111_109_000, 30, 8)).toBe("07081804");
    expect(totp(RFC_SECRET_BASE32, 20_000_000_000_000, 30, 8)).toBe("65353130");
  });

  it("reads the secret from an otpauth:// URI and finds a code that is wrong now", () => {
    const uri = `otpauth://totp/Timberline:a%40example.com?secret=${RFC_SECRET_BASE32}&issuer=Timberline`;
    expect(secretOf(uri)).toBe(RFC_SECRET_BASE32);
    const at = 1_700_000_000_000;
    const wrong = wrongTotp(RFC_SECRET_BASE32, at);
    expect(wrong).toMatch(/^\d{6}$/);
    for (const shift of [-60_000, -30_000, 0, 30_000, 60_000])
      expect(wrong).not.toBe(totp(RFC_SECRET_BASE32, at + shift));
  });
});
