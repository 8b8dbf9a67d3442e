import { describe, expect, it } from "vitest";
import { codeInCauses } from "./error-code";

/** An error wrapped `levels` times, as the query builder and the drivers wrap theirs. */
function wrapped(code: string, levels: number): Error {
  let error: Error = Object.assign(new Error("driver"), { code });
  for (let level = 0; level < levels; level++) error = new Error("wrapper", { cause: error });
  return error;
}

describe("codeInCauses", () => {
  it("finds the code on the error or down its causes", () => {
    expect(codeInCauses(wrapped("ECONNREFUSED", 0))).toBe("ECONNREFUSED");
    expect(codeInCauses(wrapped("ECONNREFUSED", 3))).toBe("ECONNREFUSED");
  });

  it("skips the codes it is told not to take", () => {
    const error = Object.assign(new Error("query"), {
      code: "ERR_QUERY",
      cause: wrapped("23503", 1),
    });
    expect(codeInCauses(error)).toBe("ERR_QUERY");
    const sqlState = (code: string) => /^[0-9A-Z]{5}$/.test(code);
    expect(codeInCauses(error, sqlState)).toBe("23503");
    expect(codeInCauses(wrapped("ECONNREFUSED", 1), sqlState)).toBeUndefined();
  });

  it("stops at a bounded depth and on what is not an error", () => {
    expect(codeInCauses(wrapped("23503", 7))).toBe("23503");
    expect(codeInCauses(wrapped("23503", 8))).toBeUndefined();
    for (const value of [undefined, null, "23503", 42]) expect(codeInCauses(value)).toBeUndefined();
  });
});
