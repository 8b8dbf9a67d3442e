import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEvent, user } from "~/db/schema";
import { formatDateTime } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { StoredMail } from "~/server/mail/dev-mailbox.server";
import { organizationEndpoint } from "../support/organizations";
import { verifyPathOf } from "../support/sign-in-link";
import { APP_URL, createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// Every mail kind in each language (ADR 062): subject and body in the recipient's language, the
// document's lang and direction, and the link unchanged: absolute, the same in both parts, and
// opening its target. The language does not depend on the database, so one kind is enough.

const PASSWORD = "a long enough passphrase for the tests";

/** Per mail kind, its subject and a sentence of its body in each language. */
const EXPECTED: Record<string, Record<"en" | "de" | "ar", { subject: RegExp; body: string }>> = {
  signIn: {
    en: { subject: /^Your sign-in link for Timberline$/, body: "expires in 5 minutes" },
    de: { subject: /^Ihr Anmeldelink für Timberline$/, body: "läuft nach 5 Minuten ab" },
    ar: { subject: /^رابط تسجيل الدخول إلى Timberline$/, body: "تنتهي صلاحيته خلال 5 دقائق" },
  },
  verify: {
    en: { subject: /^Confirm your email address for Timberline$/, body: "belongs to your" },
    de: { subject: /^Bestätigen Sie Ihre E-Mail-Adresse für Timberline$/, body: "gehört" },
    ar: { subject: /^أكّد عنوان بريدك الإلكتروني على Timberline$/, body: "يخص حسابك" },
  },
  changeEmail: {
    en: { subject: /^Confirm the change of your Timberline/, body: "asked to change" },
    de: { subject: /^Bestätigen Sie die Änderung/, body: "möchte dessen E-Mail-Adresse" },
    ar: { subject: /^أكّد تغيير عنوان بريدك/, body: "طلب شخص مسجّل الدخول" },
  },
  emailChanged: {
    en: { subject: /^Your Timberline email address was changed$/, body: "is now" },
    de: { subject: /^Ihre E-Mail-Adresse bei Timberline wurde geändert$/, body: "ist jetzt" },
    ar: { subject: /^تم تغيير عنوان بريدك الإلكتروني على Timberline$/, body: "هو الآن" },
  },
  reset: {
    en: { subject: /^Reset your Timberline password$/, body: "choose a new password" },
    de: { subject: /^Setzen Sie Ihr Passwort für Timberline zurück$/, body: "neues Passwort" },
    ar: { subject: /^أعد تعيين كلمة مرورك على Timberline$/, body: "كلمة مرور جديدة" },
  },
  deletion: {
    en: { subject: /^Confirm the deletion of your Timberline account$/, body: "cannot be undone" },
    de: { subject: /^Bestätigen Sie die Löschung/, body: "nicht rückgängig" },
    ar: { subject: /^أكّد حذف حسابك على Timberline$/, body: "لا يمكن التراجع" },
  },
  alert: {
    en: {
      subject: /^Timberline security alert: Your password was changed$/,
      body: "This happened",
    },
    de: {
      subject: /^Sicherheitshinweis von Timberline: Ihr Passwort wurde geändert$/,
      body: "geschah",
    },
    ar: { subject: /^تنبيه أمني من Timberline: تم تغيير كلمة مرورك$/, body: "حدث هذا" },
  },
  invitation: {
    en: { subject: /invited you to Team \w+ on Timberline$/, body: "as a member" },
    de: { subject: /hat Sie zu Team \w+ bei Timberline eingeladen$/, body: "als Mitglied" },
    ar: { subject: /^دعاك .+ إلى Team \w+ على Timberline$/, body: "بصفة عضو" },
  },
};

const LOCALES = ["en", "de", "ar"] as const;
/** Another language than the recipient's, asked by the request: the stored choice must win. */
const OTHER: Record<(typeof LOCALES)[number], Locale> = { en: "ar", de: "en", ar: "de" };

/** The mail's only action link (or the first link), checked to be the same in text and HTML. */
function actionLink(mail: StoredMail | undefined): URL {
  const found = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!mail || !found) throw new Error("no link in the mail");
  const link = new URL(found);
  expect(link.origin).toBe(APP_URL);
  expect(mail.html).toContain(`href="${found.replaceAll("&", "&amp;")}"`);
  return link;
}

function expectLanguage(mail: StoredMail | undefined, kind: string, locale: "en" | "de" | "ar") {
  const expected = EXPECTED[kind]?.[locale];
  if (!mail || !expected) throw new Error(`no ${kind} mail`);
  expect(mail.subject).toMatch(expected.subject);
  expect(mail.text).toContain(expected.body);
  expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`);
}

describe("mails in the recipient's language", () => {
  let app: TestApp;
  let call: ReturnType<typeof organizationEndpoint>;
  beforeAll(async () => {
    app = await createTestApp("pglite");
    call = organizationEndpoint(app);
  });
  afterAll(() => app?.close());

  /** A signed-in person whose stored language is `locale`, their mailbox emptied of sign-ins. */
  async function personIn(locale: Locale, options: { password?: boolean } = {}) {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const saved = await app.request("/api/auth/update-user", { json: { locale }, cookie });
    expect(saved.status).toBe(200);
    if (options.password) await app.setPassword(cookie, PASSWORD);
    const userId = (await app.userByEmail(email))?.id as string;
    const seen = new Set((await app.mailTo(email)).map((mail) => mail.id));
    const newMail = async (subject: RegExp) => {
      const found = (await app.mailTo(email)).filter(
        (mail) => !seen.has(mail.id) && subject.test(mail.subject),
      );
      expect(found).toHaveLength(1);
      return found[0];
    };
    return { email, cookie, userId, newMail };
  }

  describe.each(LOCALES)("in %s", (locale) => {
    const asked = { "accept-language": OTHER[locale] };

    it("the sign-in link: the asking browser's language for a new address", async () => {
      const email = uniqueEmail();
      const response = await app.request("/api/auth/sign-in/magic-link", {
        json: { email, callbackURL: "/dashboard" },
        headers: { "accept-language": locale },
      });
      expect(response.status).toBe(200);
      const [mail] = await app.mailTo(email);
      expectLanguage(mail, "signIn", locale);
      const signedIn = await app.request(verifyPathOf(actionLink(mail)));
      expect(signedIn.headers.get("set-cookie")).toContain("session_token");
    });

    it("the address verification, whatever the request asks", async () => {
      const person = await personIn(locale);
      await app.runtime.database.db
        .update(user)
        .set({ emailVerified: false })
        .where(eq(user.id, person.userId));
      const response = await app.request("/api/auth/send-verification-email", {
        json: { email: person.email, callbackURL: "/settings" },
        cookie: person.cookie,
        headers: asked,
      });
      expect(response.status).toBe(200);
      const mail = await person.newMail(EXPECTED.verify?.[locale]?.subject as RegExp);
      expectLanguage(mail, "verify", locale);
      const opened = await app.request(pathOf(actionLink(mail)));
      expect(opened.status).toBe(302);
      expect(opened.headers.get("location")).toBe("/settings");
    });

    it("the change of address's approval, then the notice of the change", async () => {
      const person = await personIn(locale);
      const newEmail = uniqueEmail();
      await app.request("/api/auth/change-email", {
        json: { newEmail, callbackURL: "/settings" },
        cookie: person.cookie,
        headers: asked,
      });
      const approval = await person.newMail(EXPECTED.changeEmail?.[locale]?.subject as RegExp);
      expectLanguage(approval, "changeEmail", locale);
      expect(approval?.text).toContain(newEmail);
      const approved = await app.request(pathOf(actionLink(approval)), { cookie: person.cookie });
      expect(approved.status).toBe(302);
      expect(approved.headers.get("location")).toBe("/settings");

      // The new address confirms (a mail in the same language), and the old one hears of it.
      const [confirmation] = await app.mailTo(newEmail);
      expectLanguage(confirmation, "verify", locale);
      await app.request(pathOf(actionLink(confirmation)), { cookie: person.cookie });
      const notice = await person.newMail(EXPECTED.emailChanged?.[locale]?.subject as RegExp);
      expectLanguage(notice, "emailChanged", locale);
      expect(notice?.text).toContain(newEmail);
      expect(actionLink(notice).pathname).toBe("/account/not-me");
    });

    it("the password reset", async () => {
      const person = await personIn(locale, { password: true });
      await app.request("/api/auth/request-password-reset", {
        json: { email: person.email, redirectTo: "/reset-password" },
        headers: asked,
      });
      const mail = await person.newMail(EXPECTED.reset?.[locale]?.subject as RegExp);
      expectLanguage(mail, "reset", locale);
      const link = actionLink(mail);
      const opened = await app.request(pathOf(link));
      expect(opened.status).toBe(302);
      const token = link.pathname.split("/").pop();
      expect(opened.headers.get("location")).toBe(`${APP_URL}/reset-password?token=${token}`);
    });

    it("the account deletion", async () => {
      const person = await personIn(locale);
      const response = await app.request("/api/auth/delete-user", {
        json: { callbackURL: "/" },
        cookie: person.cookie,
        headers: asked,
      });
      expect(response.status).toBe(200);
      const mail = await person.newMail(EXPECTED.deletion?.[locale]?.subject as RegExp);
      expectLanguage(mail, "deletion", locale);
      const deleted = await app.request(pathOf(actionLink(mail)), { cookie: person.cookie });
      expect(deleted.status).toBe(302);
      expect(await app.userByEmail(person.email)).toBeUndefined();
    });

    it("the security alert, its date in the account's language and time zone", async () => {
      const person = await personIn(locale, { password: true });
      const db = app.runtime.database.db;
      await db.update(user).set({ timeZone: "Asia/Tokyo" }).where(eq(user.id, person.userId));
      const response = await app.request("/api/auth/change-password", {
        json: { currentPassword: PASSWORD, newPassword: `${PASSWORD} again` },
        cookie: person.cookie,
        headers: asked,
      });
      expect(response.status).toBe(200);
      const mail = await person.newMail(EXPECTED.alert?.[locale]?.subject as RegExp);
      expectLanguage(mail, "alert", locale);
      const [event] = await db
        .select({ createdAt: accountEvent.createdAt })
        .from(accountEvent)
        .where(
          and(eq(accountEvent.userId, person.userId), eq(accountEvent.kind, "password_changed")),
        );
      const when = formatDateTime(event?.createdAt ?? 0, { locale, timeZone: "Asia/Tokyo" });
      expect(mail?.text).toContain(`${when} Asia/Tokyo`);
      expect(actionLink(mail).pathname).toBe("/account/not-me");
    });

    it("the invitation: in the organization's language", async () => {
      const owner = await personIn(OTHER[locale]);
      const slug = `team-${crypto.randomUUID().slice(0, 8)}`;
      const created = await call(owner.cookie, "/create", {
        name: slug.replace("team-", "Team "),
        slug,
        locale,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.locale).toBe(locale);
      const invitee = uniqueEmail();
      const invited = await call(owner.cookie, "/invite-member", {
        email: invitee,
        role: "member",
        organizationId: created.body.id,
      });
      expect(invited.status, JSON.stringify(invited.body)).toBe(200);
      const [mail] = await app.mailTo(invitee);
      expectLanguage(mail, "invitation", locale);
      const link = actionLink(mail);
      expect(link.pathname).toBe(`/invitations/${invited.body.id}`);
    });
  });

  describe("an invitation from an organization without a language", () => {
    async function organizationWithout(ownerLocale: Locale) {
      const owner = await personIn(ownerLocale);
      const slug = `team-${crypto.randomUUID().slice(0, 8)}`;
      const created = await call(owner.cookie, "/create", { name: "Team Plain", slug });
      expect(created.status).toBe(200);
      expect(created.body.locale ?? null).toBeNull();
      return { owner, organizationId: created.body.id as string };
    }

    it("is in the invitee's stored language when the address has an account", async () => {
      const { owner, organizationId } = await organizationWithout("en");
      const invitee = await personIn("de");
      await call(owner.cookie, "/invite-member", {
        email: invitee.email,
        role: "admin",
        organizationId,
      });
      const mail = await invitee.newMail(/eingeladen/);
      expect(mail?.text).toContain("als Administrator");
    });

    it("is in the inviter's language otherwise", async () => {
      const { owner, organizationId } = await organizationWithout("ar");
      const invitee = uniqueEmail();
      await app.request("/api/auth/organization/invite-member", {
        json: { email: invitee, role: "member", organizationId },
        cookie: owner.cookie,
        headers: { "accept-language": "de" },
      });
      const [mail] = await app.mailTo(invitee);
      expectLanguage(mail, "invitation", "ar");
    });
  });

  describe("an organization's language", () => {
    it("takes a known locale or null, and refuses anything else with 400 VALIDATION_ERROR", async () => {
      const owner = await personIn("en");
      const slug = `team-${crypto.randomUUID().slice(0, 8)}`;
      for (const locale of ["xx", "../de", 42, ""]) {
        const refused = await call(owner.cookie, "/create", { name: "Team X", slug, locale });
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe("VALIDATION_ERROR");
      }
      const created = await call(owner.cookie, "/create", { name: "Team X", slug, locale: "de" });
      expect(created.status).toBe(200);
      const organizationId = created.body.id;
      const update = (locale: unknown) =>
        call(owner.cookie, "/update", { organizationId, data: { locale } });
      const bad = await update("fr");
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe("VALIDATION_ERROR");
      expect((await update("ar")).body.locale).toBe("ar");
      const cleared = await update(null);
      expect(cleared.status).toBe(200);
      expect(cleared.body.locale ?? null).toBeNull();
    });
  });
});

function pathOf(link: URL): string {
  return `${link.pathname}${link.search}`;
}
