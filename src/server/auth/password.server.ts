import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// OWASP's password storage cheat sheet lists scrypt at N=2^17, r=8, p=1 and settings it counts
// as equivalent; this is its N=2^15, r=8, p=3: a quarter of the memory (32 MiB per hash) for
// three quarters of the work, so concurrent sign-ins cannot exhaust the server's memory. Better Auth's default is N=2^14,
// r=16, p=1, below that line. Parameters are stored with each hash, so they can be raised later
// without breaking existing passwords.
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 64;
const PREFIX = "scrypt";

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  const N = params.N ?? SCRYPT_PARAMS.N;
  const r = params.r ?? SCRYPT_PARAMS.r;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return [PREFIX, N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = hash.split("$");
  if (prefix !== PREFIX || !salt || !key) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
