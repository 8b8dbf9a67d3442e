import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "~/i18n/paraglide/runtime.js";
import { deviceWords } from "./activity";

describe("deviceWords", () => {
  afterEach(() => overwriteGetLocale(() => "en"));

  it("keeps the stored English label in English", () => {
    expect(deviceWords("Chrome on macOS")).toBe("Chrome on macOS");
    expect(deviceWords("an unknown device")).toBe("an unknown device");
  });

  it("words it in the page's language, names kept", () => {
    overwriteGetLocale(() => "de");
    expect(deviceWords("Chrome on Linux")).toBe("Chrome unter Linux");
    expect(deviceWords("An unknown browser on Windows")).toBe(
      "Ein unbekannter Browser unter Windows",
    );
    overwriteGetLocale(() => "ar");
    expect(deviceWords("Firefox on an unknown system")).toBe("Firefox على نظام غير معروف");
  });

  it("leaves a label of another shape as it is", () => {
    overwriteGetLocale(() => "de");
    expect(deviceWords("Some device")).toBe("Some device");
  });
});
