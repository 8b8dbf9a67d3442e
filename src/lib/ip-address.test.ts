import { describe, expect, it } from "vitest";
import { compactIp } from "./ip-address";

describe("compactIp", () => {
  it.each([
    [null, null],
    ["203.0.113.7", "203.0.113.7"],
    ["0000:0000:0000:0000:0000:0000:0000:0000", "::"],
    ["2001:0db8:0000:0000:0000:0000:0000:0000", "2001:db8::"],
    ["2001:0db8:0000:0001:0000:0000:0000:0001", "2001:db8:0:1::1"],
    ["fe80:0000:0000:0000:0204:61ff:fe9d:f156", "fe80::204:61ff:fe9d:f156"],
  ])("writes %s as %s", (input, expected) => {
    expect(compactIp(input)).toBe(expected);
  });
});
