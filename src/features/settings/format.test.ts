import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/lib/dates";
import { networkLabel } from "./format";

describe("settings formatting", () => {
  it("shows a date and time in UTC", () => {
    expect(formatDateTime("2026-03-03T14:05:00.000Z")).toBe("3 Mar 2026, 14:05 UTC");
  });

  it("names a sign-in's network: its address, this computer, or unknown", () => {
    expect(networkLabel("203.0.113.7")).toBe("IP 203.0.113.7");
    expect(networkLabel("2001:db8:1::")).toBe("IP 2001:db8:1::");
    for (const local of ["::", "::1", "127.0.0.1", "127.1.2.3", "0.0.0.0", "::ffff:127.0.0.1"]) {
      expect(networkLabel(local)).toBe("this computer");
    }
    expect(networkLabel(null)).toBe("an unknown address");
  });
});
