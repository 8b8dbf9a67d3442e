import { afterEach, describe, expect, it } from "vitest";
import { m } from "~/i18n/paraglide/messages.js";
import { overwriteGetLocale } from "~/i18n/paraglide/runtime.js";
import { formatDateTime } from "~/lib/dates";
import { eventPlace, networkLabel } from "./format";

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

  afterEach(() => overwriteGetLocale(() => "en"));

  it("says this computer in the case its place needs, in German", () => {
    overwriteGetLocale(() => "de");
    // After "Von", dative; standing alone on the timeline, nominative.
    expect(
      m.settings_sessions_details({
        network: networkLabel("::1"),
        signedIn: "heute",
        lastActive: "jetzt",
      }),
    ).toMatch(/^Von diesem Computer/);
    expect(eventPlace(null, "this computer")).toBe("dieser Computer");
    expect(eventPlace(null, "203.0.113.0")).toBe("Netzwerk 203.0.113.0");
  });
});
