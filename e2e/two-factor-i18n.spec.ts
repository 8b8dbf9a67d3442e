import type { Page } from "@playwright/test";
import { nextTotp, totp, wrongTotp } from "../tests/support/totp";
import {
  appUrl,
  axeViolations,
  expect,
  failedLoad,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { section } from "./support/settings";

// Two-factor authentication in German and Arabic (issue 33): the setup dialog, a code of the
// wrong shape and a wrong code in the page's language, the backup codes, and the sign-in's
// second step, each with axe. The language comes from the `locale` cookie.

const app = appUrl("mailbox");

const WORDS = {
  de: {
    dir: "ltr",
    settings: "Einstellungen",
    card: "Zwei-Faktor-Authentifizierung",
    setUp: "Zwei-Faktor-Authentifizierung einrichten",
    qr: /^QR-Code, der Timberline \(.+\) zu einer Authenticator-App hinzufügt/,
    setupKey: "Einrichtungsschlüssel",
    appCode: "Code aus der App",
    turnOn: "Einschalten",
    shape: "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.",
    wrong:
      "Dieser Code ist nicht richtig. Geben Sie den Code ein, den Ihre Authenticator-App jetzt anzeigt.",
    saveCodes: "Speichern Sie diese Backup-Codes",
    backupCodes: "Backup-Codes",
    done: "Fertig",
    on: "Ein",
    notYet: "Sie sind noch nicht angemeldet",
    authCode: "Authentifizierungscode",
    trust: "Diesem Gerät 30 Tage lang vertrauen",
    verify: "Bestätigen",
    useBackup: "Stattdessen einen Backup-Code verwenden",
  },
  ar: {
    dir: "rtl",
    settings: "الإعدادات",
    card: "المصادقة الثنائية",
    setUp: "إعداد المصادقة الثنائية",
    qr: /^رمز QR يضيف Timberline \(.+\) إلى تطبيق مصادقة/,
    setupKey: "مفتاح الإعداد",
    appCode: "الرمز من التطبيق",
    turnOn: "تفعيل",
    shape: "أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.",
    wrong: "هذا الرمز غير صحيح. أدخل الرمز الذي يعرضه تطبيق المصادقة الآن.",
    saveCodes: "احفظ هذه الرموز الاحتياطية",
    backupCodes: "الرموز الاحتياطية",
    done: "تم",
    on: "مفعّلة",
    notYet: "لم تسجّل الدخول بعد",
    authCode: "رمز المصادقة",
    trust: "الوثوق بهذا الجهاز لمدة 30 يومًا",
    verify: "تحقّق",
    useBackup: "استخدم رمزًا احتياطيًا بدلًا من ذلك",
  },
} as const;

async function useLocale(page: Page, locale: keyof typeof WORDS): Promise<void> {
  await page.context().addCookies([{ name: "locale", value: locale, url: app }]);
}

/** A code the app shows now that differs from `given` (each code is taken once). */
const freshCode = (secret: string, given: string) =>
  [totp(secret), nextTotp(secret)].find((code) => code !== given) ?? "";

for (const locale of ["de", "ar"] as const) {
  const words = WORDS[locale];

  test(`two-factor setup and the sign-in's second step in ${locale}`, async ({
    page,
    expectConsoleErrors,
  }) => {
    test.setTimeout(90_000);
    // A wrong code in the dialog and on the second step: the browser logs each refused call.
    expectConsoleErrors(failedLoad(401, "/api/auth/two-factor/verify-totp"));
    const email = uniqueEmail(`2fa-${locale}`);
    await useLocale(page, locale);
    await signInOverHttp(page, email, { open: "/settings/security" });
    await expect(page.getByRole("heading", { name: words.settings, level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", words.dir);
    await waitForHydration(page);

    const card = section(page, words.card);
    await card.getByRole("button", { name: words.setUp }).click();
    const dialog = page.getByRole("dialog", { name: words.setUp });
    await expect(dialog.getByRole("img", { name: words.qr })).toBeVisible();
    const key = dialog.getByLabel(words.setupKey);
    await expect(key).toHaveText(/^([A-Z2-7]{4} )*[A-Z2-7]{1,4}$/);
    const secret = ((await key.textContent()) ?? "").replaceAll(" ", "");
    expect(await axeViolations(page)).toEqual([]);

    // The shape is checked in the page; the server's refusal comes back in the page's language.
    const codeField = dialog.getByLabel(words.appCode);
    await codeField.fill("12345");
    await dialog.getByRole("button", { name: words.turnOn }).click();
    await expect(dialog.getByText(words.shape)).toBeVisible();
    await codeField.fill(wrongTotp(secret));
    await dialog.getByRole("button", { name: words.turnOn }).click();
    await expect(dialog.getByRole("alert")).toContainText(words.wrong);
    const first = totp(secret);
    await codeField.fill(first);
    await dialog.getByRole("button", { name: words.turnOn }).click();

    await expect(dialog.getByRole("group", { name: words.saveCodes })).toBeFocused();
    await expect(
      dialog.getByRole("list", { name: words.backupCodes }).getByRole("listitem"),
    ).toHaveCount(10);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: words.done }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(words.on, { exact: true })).toBeVisible();

    // A new sign-in by link stops at the second step, in the same language.
    await page.context().clearCookies();
    await useLocale(page, locale);
    await signInOverHttp(page, email, { open: "/login/two-factor?redirect=%2Fdashboard" });
    await expect(page.getByRole("heading", { name: words.card, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${words.card} · Timberline`);
    await expect(page.getByLabel(words.trust)).toBeVisible();
    await expect(page.getByRole("link", { name: words.useBackup })).toBeVisible();
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(words.authCode).fill(wrongTotp(secret));
    await page.getByRole("button", { name: words.verify }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(words.notYet);
    await expect(alert).toContainText(words.wrong);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(words.authCode).fill(freshCode(secret, first));
    await page.getByRole("button", { name: words.verify }).click();
    await expect(page).toHaveURL(`${app}/dashboard`);
  });
}
