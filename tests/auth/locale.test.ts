import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageKinds } from "../support/databases";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// The person's language (ADR 059): stored through update-user, only a known locale, and the
// sign-in mail in the stored language, else the asking browser's.
describe.each(storageKinds)("the stored language on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const askForLink = (email: string, acceptLanguage: string) =>
    app.request("/api/auth/sign-in/magic-link", {
      json: { email, callbackURL: "/dashboard" },
      headers: { "accept-language": acceptLanguage },
    });

  it("mails a new address's sign-in link in the browser's language", async () => {
    const email = uniqueEmail();
    expect((await askForLink(email, "ar-EG, en;q=0.5")).status).toBe(200);
    const [mail] = await app.mailTo(email);
    expect(mail?.subject).toBe("رابط تسجيل الدخول إلى Timberline");
    expect(mail?.html).toContain('dir="rtl"');
  });

  it("mails in English for an unknown or malformed Accept-Language", async () => {
    const email = uniqueEmail();
    expect((await askForLink(email, "xx;q=oops,,;")).status).toBe(200);
    const [mail] = await app.mailTo(email);
    expect(mail?.subject).toBe("Your sign-in link for Timberline");
  });

  it("stores a chosen language, and mails the person in it whatever the browser asks", async () => {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const saved = await app.request("/api/auth/update-user", { json: { locale: "de" }, cookie });
    expect(saved.status).toBe(200);
    expect((await app.userByEmail(email))?.locale).toBe("de");
    expect((await app.session(cookie))?.user).toMatchObject({ locale: "de" });

    expect((await askForLink(email, "ar")).status).toBe(200);
    const [mail] = await app.mailTo(email);
    expect(mail?.subject).toBe("Ihr Anmeldelink für Timberline");
  });

  it("refuses a locale it has no messages for", async () => {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    for (const locale of ["xx", "../de", 42, ""]) {
      const refused = await app.request("/api/auth/update-user", { json: { locale }, cookie });
      expect(refused.status).toBe(400);
    }
    expect((await app.userByEmail(email))?.locale).toBeNull();
  });
});
