import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveServer, signInOverHttp, startLiveServer } from "../support/live-server";
import { callServerFn } from "../support/server-fn";
import { uniqueEmail } from "../support/test-app";

// The plan's sentences and the refusals that carry them, in the caller's language on the built
// server (ADR 062): the page's `locale` cookie for a server function and the dashboard, and
// Accept-Language for the REST API. The `code` stays; a language with no messages gets English.

const API_KEYS = "src/server/api-keys/api-keys.functions.ts";

interface ErrorBody {
  code: string;
  message: string;
}

describe("plan sentences and refusals in German and Arabic over HTTP", () => {
  let live: LiveServer;
  let url: string;
  let cookie: string;
  let key: string;
  beforeAll(async () => {
    live = await startLiveServer({ BILLING_RECONCILE_INTERVAL: "0" });
    url = live.server.url;
    cookie = await signInOverHttp(url, uniqueEmail());
    const made = await callServerFn(url, {
      method: "POST",
      file: API_KEYS,
      name: "createUserApiKey",
      cookie: `${cookie}; locale=de`,
    });
    expect(made.status, made.error).toBe(200);
    // A key made without a name is named in its maker's language: the name is stored.
    expect((made.value as { name: string }).name).toBe("Persönlicher API-Schlüssel");
    key = (made.value as { key: string }).key;
  }, 120_000);
  afterAll(async () => {
    await live?.stop();
  });

  const inLocale = (locale: string) => `${cookie}; locale=${locale}`;
  const plan = async (locale: string) => {
    const response = await callServerFn(url, {
      method: "GET",
      file: API_KEYS,
      name: "getApiKeyPlan",
      cookie: inLocale(locale),
    });
    expect(response.status, response.error).toBe(200);
    return response.value as { keysSentence: string; usageHistorySentence: string | null };
  };
  const secondKey = (locale: string) =>
    callServerFn(url, {
      method: "POST",
      file: API_KEYS,
      name: "createUserApiKey",
      cookie: inLocale(locale),
      data: { name: "second" },
    });
  const usage = (acceptLanguage: string) =>
    fetch(`${url}/api/v1/key/usage`, {
      headers: { authorization: `Bearer ${key}`, "accept-language": acceptLanguage },
    });

  it("writes the key plan's sentences in the page's language", async () => {
    expect(await plan("en")).toMatchObject({
      keysSentence: "The Free plan allows 1 API key; Starter allows 3.",
      usageHistorySentence: "Usage history is not in the Free plan; Pro has it.",
    });
    expect(await plan("de")).toMatchObject({
      keysSentence: "Der Tarif Free erlaubt 1 API-Schlüssel; Starter erlaubt 3.",
      usageHistorySentence:
        "Die Funktion „Nutzungsverlauf“ ist im Tarif Free nicht enthalten; Pro enthält sie.",
    });
    expect(await plan("ar")).toMatchObject({
      // Arabic's singular form for one key.
      keysSentence:
        "تسمح خطة \u2068Free\u2069 بما يصل إلى مفتاح API واحد؛ وتسمح خطة \u2068Starter\u2069 بما يصل إلى 3.",
      usageHistorySentence:
        "ميزة «سجل الاستخدام» غير متاحة في خطة \u2068Free\u2069؛ وتتضمّنها خطة \u2068Pro\u2069.",
    });
  });

  it("refuses a key over the plan in the page's language, the code unchanged", async () => {
    const german = await secondKey("de");
    expect(german.status).toBe(402);
    expect(german.headers.get("content-language")).toBe("de");
    expect(german.value).toEqual({
      code: "PLAN_LIMIT_REACHED",
      message:
        "Sie haben 1 API-Schlüssel, so viele, wie Ihr Tarif erlaubt. Der Tarif Free erlaubt 1 API-Schlüssel; Starter erlaubt 3. Widerrufen Sie einen Schlüssel oder ändern Sie den Tarif, um einen weiteren hinzuzufügen.",
    });
    const arabic = await secondKey("ar");
    expect(arabic.status).toBe(402);
    expect((arabic.value as ErrorBody).message).toMatch(/^لديك مفتاح API واحد، /);
  });

  it("answers the REST API's feature refusal by Accept-Language, English for an unknown one", async () => {
    const german = await usage("de-DE,de;q=0.9");
    expect(german.status).toBe(403);
    expect(german.headers.get("content-language")).toBe("de");
    expect(await german.json()).toEqual({
      code: "FEATURE_NOT_IN_PLAN",
      message: "Die Funktion „Nutzungsverlauf“ ist im Tarif Free nicht enthalten; Pro enthält sie.",
    });
    const arabic = (await (await usage("ar")).json()) as ErrorBody;
    expect(arabic).toEqual({
      code: "FEATURE_NOT_IN_PLAN",
      message:
        "ميزة «سجل الاستخدام» غير متاحة في خطة \u2068Free\u2069؛ وتتضمّنها خطة \u2068Pro\u2069.",
    });
    // No messages in French: the spec's English, and no Content-Language.
    const french = await usage("fr-FR,fr;q=0.9");
    expect(french.headers.get("content-language")).toBeNull();
    expect(await french.json()).toEqual({
      code: "FEATURE_NOT_IN_PLAN",
      message: "Usage history is not in the Free plan; Pro has it.",
    });
  });

  it("renders the dashboard in Arabic with the usage history's sentence in Arabic", async () => {
    const page = await fetch(`${url}/dashboard`, { headers: { cookie: inLocale("ar") } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("الحسابات ومفاتيح API الشخصية والاشتراكات في مكان واحد");
    expect(html).toContain("ميزة «سجل الاستخدام» غير متاحة في خطة \u2068Free\u2069");
    expect(html).not.toContain("Usage history is not in the Free plan");
  });
});
