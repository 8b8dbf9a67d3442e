import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { E2E_ADMIN_EMAIL, MAILBOX_APP_URL } from "./support/servers";
import { expectNotification, section } from "./support/settings";

// The organization screens, the invitation page and the admin console in German and Arabic
// (issue 33), chosen by the language switch's cookie: translated text, the document's
// direction, and axe on each.

const html = (page: Page) => page.locator("html");

async function setLocaleCookie(page: Page, locale: string) {
  await page.context().addCookies([{ name: "locale", value: locale, url: MAILBOX_APP_URL }]);
}

/** Creates an organization over HTTP; Better Auth makes it the session's active one. */
async function createOrganization(page: Page, name: string) {
  const response = await page
    .context()
    .request.post(`${MAILBOX_APP_URL}/api/auth/organization/create`, {
      headers: { Origin: new URL(MAILBOX_APP_URL).origin },
      data: { name, slug: `${name.toLowerCase().replaceAll(" ", "-")}-${Date.now()}` },
    });
  expect(response.ok(), await response.text()).toBe(true);
}

test("an owner sets the organization's invitation language in German", async ({ page }) => {
  await setLocaleCookie(page, "de");
  await signInOverHttp(page, uniqueEmail("org-de"), { open: null });
  await createOrganization(page, "Werkstatt Nord");
  await page.goto("/organization");
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle("Organisation · Timberline");
  const nav = page.getByRole("navigation", { name: "Einstellungen der Organisation" });
  await expect(nav.getByRole("link", { name: "Mitglieder" })).toBeVisible();
  await expect(page.getByText("Ihre Rolle: Inhaber")).toBeVisible();
  const general = section(page, "Allgemein");
  const language = general.getByRole("combobox", { name: "Sprache der Einladungs-E-Mails" });
  await expect(language).toHaveValue("");
  await language.selectOption("de");
  await general.getByRole("button", { name: "Organisation speichern" }).click();
  await expectNotification(page, "Organisation gespeichert");
  expect(await axeViolations(page)).toEqual([]);
  // Stored on the organization: a new load shows it chosen.
  await page.reload();
  await expect(
    section(page, "Allgemein").getByRole("combobox", { name: "Sprache der Einladungs-E-Mails" }),
  ).toHaveValue("de");

  await nav.getByRole("link", { name: "Mitglieder" }).click();
  await expect(section(page, "Mitglieder")).toContainText("1 Person in Werkstatt Nord.");
  await expect(section(page, "Mitglieder").getByText("Sie", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the organization's teams and invitations in Arabic, right to left", async ({ page }) => {
  await setLocaleCookie(page, "ar");
  await signInOverHttp(page, uniqueEmail("org-ar"), { open: null });
  await createOrganization(page, "Atlas");
  await page.goto("/organization/teams");
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  const teams = section(page, "الفرق");
  await expect(teams).toContainText("لا توجد فرق بعد.");
  await teams.getByRole("textbox", { name: "اسم الفريق الجديد" }).fill("التصميم");
  await teams.getByRole("button", { name: "إنشاء فريق" }).click();
  await expectNotification(page, "تم إنشاء الفريق");
  await expect(teams.getByRole("heading", { name: "التصميم" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/organization/invitations");
  await waitForHydration(page);
  const invitations = section(page, "الدعوات");
  await expect(invitations.getByRole("button", { name: "إرسال الدعوة" })).toBeVisible();
  await expect(invitations).toContainText("لا توجد دعوات بانتظار الرد.");
  expect(await axeViolations(page)).toEqual([]);
});

test("an invitation link, signed out, asks to sign in in German", async ({ page }) => {
  await setLocaleCookie(page, "de");
  await page.goto("/invitations/no-such-invitation");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sie haben eine Einladung");
  await expect(
    page.getByText("Sie wurden zu einer Organisation auf Timberline eingeladen."),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the admin console in Arabic, right to left", async ({ page }) => {
  await setLocaleCookie(page, "ar");
  await signInOverHttp(page, E2E_ADMIN_EMAIL, { open: null });
  for (const [path, title] of [
    ["/admin", "نظرة عامة · لوحة الإدارة · Timberline"],
    ["/admin/users", "المستخدمون · لوحة الإدارة · Timberline"],
    ["/admin/audit", "سجل التدقيق · لوحة الإدارة · Timberline"],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لوحة الإدارة");
    await expect(page).toHaveTitle(title);
    expect(await axeViolations(page), path).toEqual([]);
  }
  await page.goto("/admin/users");
  await expect(page.getByRole("table", { name: "الحسابات" })).toBeVisible();
  await expect(page.getByRole("button", { name: "بحث" })).toBeVisible();
});

test("one account's page in the admin console in Arabic, right to left", async ({
  page,
  newIsolatedPage,
}) => {
  const email = uniqueEmail("user-ar");
  await signInOverHttp(await newIsolatedPage(), email, { open: null });
  await setLocaleCookie(page, "ar");
  await signInOverHttp(page, E2E_ADMIN_EMAIL, { open: null });
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await page.getByRole("table", { name: "الحسابات" }).getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 2, name: email })).toBeVisible();
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("link", { name: "كل الحسابات" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "الملف الشخصي" })).toBeVisible();
  await expect(page.getByText("يطلب كل إجراء عنوان الحساب ويُسجَّل في سجل التدقيق.")).toBeVisible();
  await expect(page.getByRole("button", { name: "حظر…" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The typed confirmation speaks Arabic too, the address in its place.
  await page.getByRole("button", { name: "حظر…" }).click();
  const dialog = page.getByRole("dialog", { name: "حظر هذا الحساب؟" });
  await expect(dialog.getByLabel(`اكتب ${email} للتأكيد`)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "حظر", exact: true })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
});
