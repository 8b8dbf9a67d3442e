import { describe, expect, it } from "vitest";
import { waitInWords } from "./wait-in-words";

describe("waitInWords", () => {
  it.each([
    [1, "1 second"],
    [45, "45 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [600, "10 minutes"],
  ])("says %i s as %s", (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
