import { describe, expect, it } from "vitest";
import { inLanguage, translatedErrorMessage } from "./error-language.server";
import { VALIDATION_MESSAGES } from "./json-error.server";

describe("error messages in the caller's language", () => {
  it("leaves English as it is, and a message it has no translation for", () => {
    expect(translatedErrorMessage("Invalid body parameters", "en")).toBe("Invalid body parameters");
    expect(translatedErrorMessage("Something nobody wrote down", "de")).toBe(
      "Something nobody wrote down",
    );
  });

  it("translates the fixed texts the product answers with", () => {
    for (const message of Object.values(VALIDATION_MESSAGES)) {
      expect(translatedErrorMessage(message, "de")).not.toBe(message);
      expect(translatedErrorMessage(message, "ar")).not.toBe(message);
    }
  });

  it("keeps the values a message carries, plurals by them", () => {
    expect(translatedErrorMessage("Unknown plan: gold", "de")).toBe("Unbekannter Tarif: gold");
    expect(translatedErrorMessage("The Pro plan holds 2 to 50 seats.", "de")).toBe(
      "Der Tarif Pro umfasst 2 bis 50 Plätze.",
    );
    const wait = (seconds: number) =>
      `Too many requests for this API key. Try again in ${seconds} seconds.`;
    expect(translatedErrorMessage(wait(1), "de")).toContain("in 1 Sekunde erneut");
    expect(translatedErrorMessage(wait(30), "de")).toContain("in 30 Sekunden erneut");
    expect(translatedErrorMessage(wait(2), "ar")).toContain("ثانيتين");
  });

  it("rewrites only an error response's message, and says which language it is in", async () => {
    const error = Response.json(
      { code: "SUBSCRIPTION_NOT_FOUND", message: "Subscription not found", extra: 1 },
      { status: 404, headers: { "x-tss-raw": "thrown" } },
    );
    const translated = await inLanguage(error, "ar");
    expect(translated.status).toBe(404);
    expect(translated.headers.get("x-tss-raw")).toBe("thrown");
    expect(translated.headers.get("content-language")).toBe("ar");
    expect(await translated.json()).toEqual({
      code: "SUBSCRIPTION_NOT_FOUND",
      message: "لم يُعثر على الاشتراك",
      extra: 1,
    });
    const ok = Response.json({ message: "Subscription not found" });
    expect(await inLanguage(ok, "de")).toBe(ok);
    const text = new Response("Subscription not found", { status: 404 });
    expect(await inLanguage(text, "de")).toBe(text);
  });
});
