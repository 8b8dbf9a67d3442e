import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  magicLinkFrom,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { devMailbox } from "./support/mail";
import { MAILBOX_APP_URL } from "./support/servers";

// Issue 33's first screens in each locale (ADR 059): the language comes from the browser's
// Accept-Language or the switch's cookie, the document's lang and dir follow, and the switch
// changes the page in place.

const html = (page: Page) => page.locator("html");

async function setLocaleCookie(page: Page, locale: string) {
  await page.context().addCookies([{ name: "locale", value: locale, url: MAILBOX_APP_URL }]);
}

test.describe("a browser that asks for German", () => {
  test.use({ locale: "de-DE" });

  test("/login is in German, and the switch turns it to English without a reload", async ({
    page,
  }) => {
    await page.goto("/login");
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bei Timberline anmelden");
    await expect(page.getByRole("button", { name: "Anmeldelink senden" })).toBeVisible();
    await expect(page).toHaveTitle("Anmelden · Timberline");
    expect(await axeViolations(page)).toEqual([]);

    // A full reload would lose this mark.
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.getByRole("combobox", { name: "Sprache" }).selectOption("en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Timberline");
    await expect(html(page)).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Sign in · Timberline");
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    // The choice is kept for the next visit, over the browser's German.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Timberline");
  });

  test("the sign-in mail is in German, and its link still works", async ({ page }) => {
    const email = uniqueEmail("i18n-de");
    const before = await devMailbox.ids(email);
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("button", { name: "Anmeldelink senden" }).click();
    await expect(
      page.getByRole("heading", { name: "Sehen Sie in Ihrem Posteingang nach" }),
    ).toBeVisible();
    const mail = await devMailbox.waitForNew(email, before);
    expect(mail.subject).toBe("Ihr Anmeldelink für Timberline");
    expect(mail.text).toContain("läuft nach 5 Minuten ab");
    expect(mail.html).toContain('lang="de"');
    await page.goto(magicLinkFrom(mail.text ?? ""));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bei Timberline anmelden");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/login/confirm");
    expect(new URL(page.url()).pathname).not.toBe("/login");
  });
});

test("/login in Arabic is written right to left", async ({ page }) => {
  await setLocaleCookie(page, "ar");
  await page.goto("/login");
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(html(page)).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تسجيل الدخول إلى Timberline");
  // Mantine lays the form out from the right: the field's label starts at the card's right edge.
  const card = await page.locator("main .mantine-Card-root").boundingBox();
  const label = await page.getByText("عنوان البريد الإلكتروني").boundingBox();
  expect(card && label && card.x + card.width - (label.x + label.width)).toBeLessThan(40);
  expect(await axeViolations(page)).toEqual([]);
});

test("an unknown locale cookie and header fall back to English", async ({ page }) => {
  await setLocaleCookie(page, "xx-%%");
  await page.setExtraHTTPHeaders({ "accept-language": ";;q=oops, *" });
  const response = await page.goto("/login");
  expect(response?.status()).toBe(200);
  await expect(html(page)).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Timberline");
});

test("the landing page's switch turns it to Arabic, right to left, in place", async ({ page }) => {
  // An English page loads no other language's messages; the switch loads Arabic's on use.
  const messageModules: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (/^(de|ar|en-XA)-[\w-]+\.js$/.test(file)) messageModules.push(file);
  });
  await page.goto("/");
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("lang", "en");
  expect(messageModules).toEqual([]);
  await page.getByRole("combobox", { name: "Language" }).selectOption("ar");
  await expect.poll(() => messageModules.map((file) => file.split("-")[0])).toEqual(["ar"]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "كل ما يحتاجه حسابك، في مكان واحد هادئ.",
  );
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  expect(await axeViolations(page)).toEqual([]);
});
