import { describe, expect, it } from "vitest";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { inErrorLanguage } from "./error-language.server";
import { jsonError } from "./json-error.server";

describe("error messages in the caller's language", () => {
  const notFound = {
    code: "SUBSCRIPTION_NOT_FOUND",
    message: words(m.api_error_subscription_not_found, {}),
  };

  it("writes English outside a language's context, and says no language", async () => {
    const response = jsonError(404, notFound);
    expect(response.headers.get("content-language")).toBeNull();
    expect(await response.json()).toEqual({
      code: "SUBSCRIPTION_NOT_FOUND",
      message: "Subscription not found",
    });
  });

  it("renders the words an error was made with in the asked language, and says so", async () => {
    const response = inErrorLanguage("ar", () =>
      jsonError(404, notFound, { "x-tss-raw": "thrown" }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("x-tss-raw")).toBe("thrown");
    expect(response.headers.get("content-language")).toBe("ar");
    expect(await response.json()).toEqual({
      code: "SUBSCRIPTION_NOT_FOUND",
      message: "لم يُعثر على الاشتراك",
    });
  });

  it("keeps a text with no translation as it is, with no Content-Language", async () => {
    const response = inErrorLanguage("de", () =>
      jsonError(400, { code: "BAD_REQUEST", message: "Something nobody wrote down" }),
    );
    expect(response.headers.get("content-language")).toBeNull();
    expect((await response.json()).message).toBe("Something nobody wrote down");
  });

  it("chooses the plural by the value the error was made with", async () => {
    const wait = (seconds: number) => ({
      code: "RATE_LIMITED",
      message: words(m.api_error_rate_limited, { seconds }),
    });
    const message = async (locale: "de" | "ar", seconds: number) =>
      (await inErrorLanguage(locale, () => jsonError(429, wait(seconds))).json()).message;
    expect(await message("de", 1)).toContain("in 1 Sekunde erneut");
    expect(await message("de", 30)).toContain("in 30 Sekunden erneut");
    expect(await message("ar", 2)).toContain("ثانيتين");
  });
});
