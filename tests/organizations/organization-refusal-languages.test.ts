import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_PLAN, planBySlug } from "~/config/plans";
import { boundedRequest } from "~/server/http/body-limit.server";
import { signedInPerson } from "../support/organizations";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// The refusals /api/auth answers in the calling page's language (ADR 062): the signed-in
// person's stored choice, else the `locale` cookie, else Accept-Language. The `code`, the status
// and the English stay as they were. The language does not depend on the database: one kind.

interface Answer {
  status: number;
  language: string | null;
  body: { code: string; message: string };
}

describe("/api/auth refusals in the caller's language", () => {
  let app: TestApp;
  beforeAll(async () => {
    // One password guess per address, so the second is refused with a wait.
    app = await createTestApp("pglite", { AUTH_LIMIT_PASSWORD_PER_ADDRESS: "1" });
  });
  afterAll(() => app?.close());

  async function call(
    path: string,
    options: { cookie?: string; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await app.request(`/api/auth${path}`, options);
    return {
      status: response.status,
      language: response.headers.get("content-language"),
      body: await response.json(),
    };
  }

  async function organization() {
    const owner = await signedInPerson(app);
    const slug = `words-${owner.id.slice(0, 12).toLowerCase()}`;
    const created = await call("/organization/create", {
      cookie: owner.cookie,
      json: { name: "Words", slug },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return { owner, slug, id: (created.body as unknown as { id: string }).id };
  }

  it("says a slug is taken in the locale cookie's language, the English and code unchanged", async () => {
    const { owner, slug } = await organization();
    const again = (cookie: string) =>
      call("/organization/create", { cookie, json: { name: "Again", slug } });
    const english = await again(owner.cookie);
    expect(english).toEqual({
      status: 400,
      language: null,
      body: {
        code: "ORGANIZATION_SLUG_ALREADY_TAKEN",
        message: "That short name is taken. Choose another.",
      },
    });
    expect(await again(`${owner.cookie}; locale=de`)).toEqual({
      status: 400,
      language: "de",
      body: {
        code: "ORGANIZATION_SLUG_ALREADY_TAKEN",
        message: "Dieser Kurzname ist vergeben. Wählen Sie einen anderen.",
      },
    });
  });

  it("words the invitation rules by Accept-Language when there is no cookie", async () => {
    const { owner, id } = await organization();
    const invite = (email: string, headers: Record<string, string> = {}) =>
      call("/organization/invite-member", {
        cookie: owner.cookie,
        json: { organizationId: id, email, role: "member" },
        headers,
      });
    const member = await invite(owner.email, { "accept-language": "ar,en;q=0.5" });
    expect(member).toEqual({
      status: 400,
      language: "ar",
      body: {
        code: "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
        message: `${owner.email} عضو في هذه المؤسسة بالفعل.`,
      },
    });
    const invitee = uniqueEmail();
    expect((await invite(invitee)).status).toBe(200);
    expect((await invite(invitee)).body).toEqual({
      code: "USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION",
      message: `${invitee} is invited already. Resend the invitation from the pending list if it went missing.`,
    });
    const german = await invite(invitee, { "accept-language": "de-DE,de;q=0.9" });
    expect(german.language).toBe("de");
    expect(german.body).toEqual({
      code: "USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION",
      message: `${invitee} ist bereits eingeladen. Senden Sie die Einladung aus der Liste der offenen Einladungen erneut, falls sie verloren gegangen ist.`,
    });
  });

  it("builds the plan limit's sentence in the caller's language, with the same code", async () => {
    const { owner, id } = await organization();
    const invite = (cookie: string) =>
      call("/organization/invite-member", {
        cookie,
        json: { organizationId: id, email: uniqueEmail(), role: "member" },
      });
    for (let i = 1; i < FREE_PLAN.entitlements.members; i++) {
      expect((await invite(owner.cookie)).status).toBe(200);
    }
    const starter = planBySlug("starter")?.entitlements.members;
    expect((await invite(owner.cookie)).body).toEqual({
      code: "PLAN_LIMIT_REACHED",
      message: `This organization has no place left for another invitation. The Free plan allows ${FREE_PLAN.entitlements.members} people in an organization, pending invitations included; Starter allows ${starter}. An owner can change the plan on the organization's billing page.`,
    });
    const german = await invite(`${owner.cookie}; locale=de`);
    expect(german.status).toBe(402);
    expect(german.language).toBe("de");
    expect(german.body.code).toBe("PLAN_LIMIT_REACHED");
    expect(german.body.message).toMatch(
      /^Diese Organisation hat keinen Platz mehr für eine weitere Einladung\. Der Tarif Free erlaubt .+; Starter erlaubt \d+\. Ein Inhaber kann den Tarif auf der Abrechnungsseite der Organisation ändern\.$/,
    );
    const arabic = await invite(`${owner.cookie}; locale=ar`);
    expect(arabic.body.code).toBe("PLAN_LIMIT_REACHED");
    expect(arabic.body.message).toMatch(
      /^لم يعد في هذه المؤسسة مكان لدعوة أخرى\. تسمح خطة \u2068Free\u2069 /,
    );
  });

  it("follows the signed-in person's stored language before the cookie", async () => {
    const { owner, slug } = await organization();
    const stored = await call("/update-user", { cookie: owner.cookie, json: { locale: "ar" } });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const taken = await call("/organization/create", {
      cookie: `${owner.cookie}; locale=de`,
      json: { name: "Again", slug },
    });
    expect(taken).toEqual({
      status: 400,
      language: "ar",
      body: {
        code: "ORGANIZATION_SLUG_ALREADY_TAKEN",
        message: "هذا الاسم المختصر مستخدم. اختر اسمًا آخر.",
      },
    });
  });

  it("words the key plan's refusal at /api-key/create in the page's language", async () => {
    const person = await signedInPerson(app);
    const create = (cookie: string, name: string) =>
      call("/api-key/create", { cookie, json: { name } });
    expect((await create(person.cookie, "first")).status).toBe(200);
    const german = await create(`${person.cookie}; locale=de`, "second");
    expect(german).toEqual({
      status: 402,
      language: "de",
      body: {
        code: "PLAN_LIMIT_REACHED",
        message:
          "Sie haben 1 API-Schlüssel, so viele, wie Ihr Tarif erlaubt. Der Tarif Free erlaubt 1 API-Schlüssel; Starter erlaubt 3. Widerrufen Sie einen Schlüssel oder ändern Sie den Tarif, um einen weiteren hinzuzufügen.",
      },
    });
  });

  it("says a limit and its wait in the caller's language", async () => {
    const email = uniqueEmail();
    const guess = (headers: Record<string, string> = {}) =>
      call("/sign-in/email", { json: { email, password: "not-the-password-1" }, headers });
    expect((await guess()).status).toBe(401);
    const english = await guess();
    expect(english.status).toBe(429);
    expect(english.body.code).toBe("TOO_MANY_REQUESTS");
    expect(english.body.message).toMatch(
      /^Too many sign-in attempts for this address\. Try again in \d+ (seconds|minutes?)\.$/,
    );
    const german = await guess({ cookie: "locale=de" });
    expect(german.status).toBe(429);
    expect(german.language).toBe("de");
    expect(german.body.code).toBe("TOO_MANY_REQUESTS");
    expect(german.body.message).toMatch(
      /^Zu viele Anmeldeversuche für diese Adresse\. Versuchen Sie es in \d+ (Sekunden|Minuten?) erneut\.$/,
    );
  });

  it("answers an oversized body in the page's language, and the REST API's by Accept-Language", async () => {
    const big = JSON.stringify({ name: "x".repeat(20 * 1024) });
    const post = async (path: string, headers: Record<string, string>) => {
      const answer = await boundedRequest(
        new Request(`http://localhost:3000${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: big,
        }),
      );
      if (!(answer instanceof Response)) throw new Error("the body was not refused");
      return {
        status: answer.status,
        language: answer.headers.get("content-language"),
        body: await answer.json(),
      };
    };
    expect(await post("/api/auth/update-user", {})).toEqual({
      status: 413,
      language: null,
      body: {
        code: "PAYLOAD_TOO_LARGE",
        message: "The request body is larger than this call accepts (16 KB).",
      },
    });
    expect(await post("/api/auth/update-user", { cookie: "locale=de" })).toEqual({
      status: 413,
      language: "de",
      body: {
        code: "PAYLOAD_TOO_LARGE",
        message: "Der Inhalt der Anfrage ist größer, als dieser Aufruf annimmt (16 KB).",
      },
    });
    // An API client has no page: its cookie says nothing, Accept-Language does.
    const api = await post("/api/v1/keys", { cookie: "locale=de", "accept-language": "ar" });
    expect(api.language).toBe("ar");
    expect(api.body).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "محتوى الطلب أكبر مما يقبله هذا الاستدعاء (16 كيلوبايت).",
    });
  });
});
