import { describe, expect, it } from "vitest";
import { sentence } from "./sentence";

describe("sentence", () => {
  it("adds the full stop a sentence lacks", () => {
    expect(sentence("1 person in Acme")).toBe("1 person in Acme.");
  });

  it("adds none after a name that ends with one, or another closing mark", () => {
    expect(sentence("1 person in Acme Newbies & Co.")).toBe("1 person in Acme Newbies & Co.");
    expect(sentence("You are working in Yes!")).toBe("You are working in Yes!");
  });
});
