import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first and the last word", () => {
    expect(initialsOf("Ada King Lovelace")).toBe("AL");
    expect(initialsOf("grace hopper")).toBe("GH");
  });

  it("takes one letter from one word, an address among them", () => {
    expect(initialsOf("ada@example.com")).toBe("A");
    expect(initialsOf("  Émile ")).toBe("É");
  });

  it("skips words without a letter, and has a mark for a name with none", () => {
    expect(initialsOf("Acme Newbies & Co.")).toBe("AC");
    expect(initialsOf("& ---")).toBe("?");
  });
});
