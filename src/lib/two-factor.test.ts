import { describe, expect, it } from "vitest";
import { EITHER_CODE_PROBLEM, normalizeEitherCode, readCode } from "./two-factor";
import { BACKUP_CODE_PROBLEM, TOTP_CODE_PROBLEM } from "./two-factor-problems";

describe("readCode", () => {
  it.each([
    ["123456", "123456"],
    [" 123 456 ", "123456"],
    ["123-456", "123456"],
  ])("takes the app code %j as %j", (typed, code) => {
    expect(readCode("totp", typed)).toEqual({ code });
  });

  it.each(["", "12345", "1234567", "abcdef", "AbCd1-2EfGh"])(
    "refuses %j as an app code",
    (typed) => {
      expect(readCode("totp", typed)).toEqual({ problem: TOTP_CODE_PROBLEM });
    },
  );

  it.each([
    ["AbCd1-2EfGh", "AbCd1-2EfGh"],
    [" AbCd1-2EfGh ", "AbCd1-2EfGh"],
    ["AbCd12EfGh", "AbCd1-2EfGh"],
  ])("takes the backup code %j as %j, its case kept", (typed, code) => {
    expect(readCode("backup", typed)).toEqual({ code });
  });

  it.each(["", "123456", "AbCd1-2EfG", "AbCd1_2EfGh"])("refuses %j as a backup code", (typed) => {
    expect(readCode("backup", typed)).toEqual({ problem: BACKUP_CODE_PROBLEM });
  });

  it("takes either kind where either will do, and says so when it is neither", () => {
    expect(readCode("either", "123 456")).toEqual({ code: "123456" });
    expect(readCode("either", "AbCd12EfGh")).toEqual({ code: "AbCd1-2EfGh" });
    expect(readCode("either", "12345")).toEqual({ problem: EITHER_CODE_PROBLEM });
  });
});

describe("normalizeEitherCode", () => {
  it("reads ten digits as a backup code, not as a too-long app code", () => {
    expect(normalizeEitherCode("1234567890")).toBe("12345-67890");
  });
});
