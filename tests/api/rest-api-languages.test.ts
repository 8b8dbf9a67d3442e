import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKey } from "~/server/api-keys/api-keys.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import { callApi, signedInUser } from "../support/rest-api";
import { createTestApp, type TestApp } from "../support/test-app";

// The REST API's error `message` in the language Accept-Language asks for (ADR 062): the `code`
// and status stay, the OpenAPI document stays English, and an unknown or malformed header gets
// the spec's English. The language does not depend on the database: one kind is enough.

const MISSING_EN =
  "Send your API key as 'Authorization: Bearer <key>' or in the 'x-api-key' header.";

describe("REST API error messages by Accept-Language", () => {
  let app: TestApp;
  let key: string;
  beforeAll(async () => {
    app = await createTestApp("pglite");
    const user = await signedInUser(app);
    key = (await createKey(app.runtime, personalWorkspace(user.userId))).key;
  });
  afterAll(() => app?.close());

  const get = (path: string, acceptLanguage?: string, bearer?: string) =>
    callApi(app.runtime, path, {
      bearer,
      headers: acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage },
    });

  async function errorOf(response: Response) {
    expect(response.headers.get("content-type")).toContain("application/json");
    return (await response.json()) as { code: string; message: string; issues?: unknown[] };
  }

  it("answers a missing key in German for 'de', with the same code, status and challenge", async () => {
    const english = await get("/api/v1/me");
    const german = await get("/api/v1/me", "de-DE,de;q=0.9,en;q=0.5");
    expect(german.status).toBe(english.status);
    expect(german.status).toBe(401);
    expect(german.headers.get("www-authenticate")).toBe(english.headers.get("www-authenticate"));
    expect(german.headers.get("content-language")).toBe("de");
    expect(await errorOf(english)).toEqual({ code: "API_KEY_MISSING", message: MISSING_EN });
    expect(await errorOf(german)).toEqual({
      code: "API_KEY_MISSING",
      message:
        "Senden Sie Ihren API-Schlüssel als „Authorization: Bearer <key>“ oder im Header „x-api-key“.",
    });
  });

  it("answers in Arabic for 'ar', the values in the message kept", async () => {
    const malformed = await errorOf(await get("/api/v1/me", "ar", "nope"));
    expect(malformed).toEqual({ code: "API_KEY_MALFORMED", message: "صيغة مفتاح API غير سليمة." });
    const missing = await errorOf(await get("/api/v1/no-such-thing", "ar", key));
    expect(missing).toEqual({
      code: "NOT_FOUND",
      message: "لا توجد نقطة نهاية كهذه: /no-such-thing",
    });
  });

  it("translates a validation error's message and its issues, naming the same fields", async () => {
    const path = "/api/v1/subscriptions?limit=abc";
    const [english, german, arabic] = await Promise.all(
      [undefined, "de", "ar"].map(async (language) => errorOf(await get(path, language, key))),
    );
    expect(english).toEqual({
      code: "VALIDATION_ERROR",
      message: "Invalid query parameters",
      issues: [{ path: "limit", message: "Invalid input: expected number, received NaN" }],
    });
    expect(german).toEqual({
      code: "VALIDATION_ERROR",
      message: "Ungültige Abfrageparameter",
      issues: [{ path: "limit", message: "Ungültige Eingabe: erwartet Zahl, erhalten NaN" }],
    });
    expect(arabic?.issues).toEqual([{ path: "limit", message: expect.stringMatching(/^مدخلات/) }]);
  });

  it("answers in English, without error, for an unknown or malformed Accept-Language", async () => {
    for (const header of ["xx;q=bad", "fr-FR", ";;,q=", "de;q=0", "en-US,de;q=0.5"]) {
      const response = await get("/api/v1/me", header);
      expect(response.status).toBe(401);
      expect(response.headers.get("content-language")).toBeNull();
      expect(await errorOf(response)).toEqual({ code: "API_KEY_MISSING", message: MISSING_EN });
    }
  });

  it("keeps successful answers and the OpenAPI document as they are", async () => {
    const me = await get("/api/v1/me", "de", key);
    expect(me.status).toBe(200);
    expect(me.headers.get("content-language")).toBeNull();
    const english = await (await get("/api/v1/openapi.json")).text();
    expect(await (await get("/api/v1/openapi.json", "ar")).text()).toBe(english);
  });
});
