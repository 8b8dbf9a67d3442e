import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  failedLoad,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { MAILBOX_APP_URL } from "./support/servers";

// Issue 33 on the signed-in product's screens (the dashboard, the API key, the subscriptions,
// the API docs, the app shell, the not-found page) and the landing's plans: each in German and
// in Arabic by the `locale` cookie, dates and amounts in the locale's way, Arabic right to left.

const app = MAILBOX_APP_URL;
const html = (page: Page) => page.locator("html");

async function setLocaleCookie(page: Page, locale: string) {
  await page.context().addCookies([{ name: "locale", value: locale, url: app }]);
}

/** Nothing wider than the window: a layout that breaks in a locale scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the dashboard, the API key and the subscriptions in German", async ({ page }) => {
  test.setTimeout(90_000);
  await setLocaleCookie(page, "de");
  await signInOverHttp(page, uniqueEmail("i18n-app-de"));
  await expect(page).toHaveURL(`${app}/dashboard`);
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle("Übersicht · Timberline");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen");
  await expect(page.getByRole("heading", { name: "Ihr Konto" })).toBeVisible();
  // German's long date: "Mitglied seit 27. November 2026".
  await expect(page.getByText(/^Mitglied seit \d{1,2}\. \p{L}+ \d{4}$/u)).toBeVisible();
  await expect(page.getByText("Sie haben noch keinen Tarif.")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav.getByRole("link", { name: "Abonnements" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The key: made, shown once in the German modal, then the card's German dates.
  const card = page.getByRole("region", { name: "API-Schlüssel", exact: true });
  await card.getByRole("button", { name: "API-Schlüssel erstellen" }).click();
  const dialog = page.getByRole("dialog", { name: "Ihr API-Schlüssel" });
  await expect(dialog.getByText("Jetzt kopieren")).toBeVisible();
  await expect(page.getByText("API-Schlüssel erstellt", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Fertig" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Aktiv", { exact: true })).toBeVisible();
  await expect(card.getByText("Nie", { exact: true })).toBeVisible();
  // German's medium date and 24-hour time: "27.11.2026, 21:05", made and ending a year later
  // (the Free plan's longest lifetime, ADR 084).
  const dates = card.getByText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  await expect(dates).toHaveCount(2);
  const inAYear = new Date(Date.now() + 365 * 86_400_000).getFullYear();
  await expect(dates.nth(1)).toContainText(`.${inAYear},`);
  expect(await axeViolations(page)).toEqual([]);

  await nav.getByRole("link", { name: "Abonnements" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonnements");
  await expect(page).toHaveTitle("Abonnements · Timberline");
  await expect(page.getByText("Sie haben noch keine Abonnements")).toBeVisible();
  const starter = page.getByRole("article", { name: "Starter" });
  await expect(starter.getByText("9,00\u00a0$ / Monat", { exact: true })).toBeVisible();
  await expect(starter.getByText("Für eine Person am Anfang.")).toBeVisible();
  await expect(starter.getByRole("button", { name: "Starter abonnieren" })).toBeVisible();
  await expect(
    page
      .getByRole("article", { name: "Pro", exact: true })
      .getByText("14-tägige kostenlose Testphase: Bis zu ihrem Ende wird nichts berechnet."),
  ).toBeVisible();
  await expect(
    page.getByRole("row", { name: /API-Aufrufe pro Minute und Arbeitsbereich/ }),
  ).toContainText("60");
  expect(await axeViolations(page)).toEqual([]);
});

test("the dashboard, the API docs and the not-found page in Arabic, right to left", async ({
  page,
  expectConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // The browser logs the not-found page's 404.
  expectConsoleErrors(failedLoad(404, "/no-such-page"));
  await setLocaleCookie(page, "ar");
  await signInOverHttp(page, uniqueEmail("i18n-app-ar"));
  await expect(page).toHaveURL(`${app}/dashboard`);
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("مرحبًا");
  await expect(page.getByRole("heading", { name: "حسابك" })).toBeVisible();
  await expect(page.getByRole("region", { name: "مفتاح API", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "إنشاء مفتاح API" })).toBeVisible();

  // Right to left: the product's name starts the header at the right, the account menu ends it
  // at the left, and nothing is wider than the window.
  const width = page.viewportSize()?.width ?? 0;
  const logo = await page
    .getByRole("banner")
    .getByRole("link", { name: "Timberline" })
    .boundingBox();
  const menu = await page.getByRole("button", { name: "قائمة الحساب" }).boundingBox();
  expect(logo && menu && logo.x > menu.x).toBe(true);
  expect(logo && width - (logo.x + logo.width)).toBeLessThan(80);
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`${app}/api-docs`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("توثيق API");
  await expect(page.getByRole("link", { name: "مستند OpenAPI الخاص بها" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "مفتاحك لـ «جرّبه»" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`${app}/no-such-page`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة");
  await expect(page.getByRole("link", { name: "الذهاب إلى الصفحة الرئيسية" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the landing's plans and colour scheme in German and Arabic", async ({ page }) => {
  await setLocaleCookie(page, "de");
  await page.goto(`${app}/`);
  await waitForHydration(page);
  await expect(page.getByRole("radiogroup", { name: "Farbschema" })).toBeVisible();
  const table = page.getByRole("table", { name: "Tarife im Vergleich" });
  await expect(table.getByRole("cell", { name: "Kostenlos", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "1.000.000" }).first()).toBeVisible();
  await expect(table.getByRole("cell", { name: "12,00\u00a0$ / Monat pro Platz" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await setLocaleCookie(page, "ar");
  await page.reload();
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("table", { name: "قارن بين الخطط" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "داكن" })).toBeAttached();
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});
