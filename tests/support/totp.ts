import { createHmac } from "node:crypto";

// An authenticator app, as the tests need one: RFC 6238 time-based codes (HMAC-SHA1, 6 digits,
// 30-second steps) computed from the otpauth:// URI the product shows, written from the RFCs
// rather than taken from the library the server uses, so a fault shared by both cannot hide.

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, as otpauth:// URIs carry the secret (no padding, any case). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, "").replace(/\s+/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The secret an otpauth:// URI carries, in base32 as an app would store it. */
export function secretOf(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get("secret");
  if (!secret) throw new Error(`No secret in ${otpauthUri}`);
  return secret;
}

/** RFC 4226's HOTP value for one counter. */
export function hotp(secret: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The code an authenticator app shows at `at` (milliseconds) for a base32 secret. */
export function totp(base32Secret: string, at = Date.now(), step = 30, digits = 6): string {
  return hotp(base32Decode(base32Secret), Math.floor(at / 1000 / step), digits);
}

/**
 * The code for the next step, which servers accept already (clock drift): a second code for the
 * same account within one step, where each code works only once.
 */
export function nextTotp(base32Secret: string, at = Date.now()): string {
  return totp(base32Secret, at + 30_000);
}

/** A code that is well-formed but wrong now, and still wrong if the step moves on meanwhile. */
export function wrongTotp(base32Secret: string, at = Date.now()): string {
  // Neighbouring steps are accepted too (clock drift), so the wrong code must differ from each.
  const near = [-60_000, -30_000, 0, 30_000, 60_000].map((shift) => totp(base32Secret, at + shift));
  for (let n = 0; n < 1_000_000; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!near.includes(candidate)) return candidate;
  }
  throw new Error("unreachable");
}
