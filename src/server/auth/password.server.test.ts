import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from "./password.server";

// Each scrypt call at OWASP's parameters is real CPU work: one hash is made once for the file,
// and no test makes more than two calls, so a loaded machine cannot run one past its timeout.
const PASSWORD = "correct horse battery staple";
let hash = "";
beforeAll(async () => {
  hash = await hashPassword(PASSWORD);
});

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: `${PASSWORD}r` })).toBe(false);
  });

  it("salts every hash and records its parameters", async () => {
    const again = await hashPassword(PASSWORD);
    expect(again).not.toBe(hash);
    const { N, r, p } = SCRYPT_PARAMS;
    expect(hash.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
  });

  it("uses one of the scrypt settings OWASP's password storage cheat sheet lists as minimum", () => {
    const owaspMinimums = [
      { N: 2 ** 17, r: 8, p: 1 },
      { N: 2 ** 16, r: 8, p: 2 },
      { N: 2 ** 15, r: 8, p: 3 },
      { N: 2 ** 14, r: 8, p: 5 },
      { N: 2 ** 13, r: 8, p: 10 },
    ];
    expect(owaspMinimums).toContainEqual({ ...SCRYPT_PARAMS });
  });

  it("refuses hashes it did not make, without throwing", async () => {
    for (const hash of ["", "plain", "bcrypt$x$y", "scrypt$0$8$1$AA$AA", "scrypt$x$y$z$AA$AA"]) {
      expect(await verifyPassword({ hash, password: "whatever password" })).toBe(false);
    }
  });
});
