import type { Page } from "@playwright/test";
import { axeViolations, expect, failedLoad, test, waitForHydration } from "./support/fixtures";
import { SMTP_APP_URL } from "./support/servers";
import { expectNotification, section } from "./support/settings";

// The settings in German and Arabic (issue 33): the screens, a refusal in the product's words
// under a title that says what did not happen, and dates in the person's time zone (ADR 060).

const html = (page: Page) => page.locator("html");

async function openIn(page: Page, app: string, path: string, heading: string) {
  await page.goto(`${app}${path}`);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  await waitForHydration(page);
}

test.describe("a German browser in New York", () => {
  test.use({
    locale: "de-DE",
    timezoneId: "America/New_York",
    signInAs: { via: "smtp", prefix: "settings-de", open: null },
  });

  test("settings in German; the page follows the browser's zone; a refusal in German", async ({
    page,
    signedIn,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedLoad(400, "/api/auth/change-email"));
    await openIn(page, signedIn.app, "/settings", "Einstellungen");
    await expect(html(page)).toHaveAttribute("lang", "de");
    await expect(
      section(page, "Profil").getByRole("button", { name: "Profil speichern" }),
    ).toBeVisible();
    // Rendered in UTC (no zone known yet), then the browser's own, remembered in a cookie.
    await expect(html(page)).toHaveAttribute("data-time-zone", "America/New_York");
    await expect(html(page)).toHaveAttribute("data-time-zone-chosen", "false");
    const cookies = await page.context().cookies(signedIn.app);
    expect(cookies.find((cookie) => cookie.name === "tz")?.value).toBe(
      encodeURIComponent("America/New_York"),
    );
    expect(await axeViolations(page)).toEqual([]);

    // The next page is rendered in that zone from the start.
    const served = await page.request.get(`${signedIn.app}/settings/sessions`);
    expect(await served.text()).toContain('data-time-zone="America/New_York"');

    await openIn(page, signedIn.app, "/settings/security", "Einstellungen");
    const card = section(page, "E-Mail");
    await card.getByLabel("Neue E-Mail-Adresse").fill(signedIn.email);
    await card.getByRole("button", { name: "E-Mail ändern" }).click();
    await expectNotification(page, "E-Mail nicht geändert");
    await expectNotification(
      page,
      "Die E-Mail-Adresse ist dieselbe. Geben Sie eine andere als Ihre aktuelle Adresse ein.",
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("an Arabic reader", () => {
  test.use({
    timezoneId: "Europe/Berlin",
    signInAs: { via: "smtp", prefix: "settings-ar", open: null },
  });

  test("settings right to left; a chosen time zone holds over the browser's", async ({
    page,
    signedIn,
  }) => {
    await page.context().addCookies([{ name: "locale", value: "ar", url: SMTP_APP_URL }]);
    await openIn(page, signedIn.app, "/settings", "الإعدادات");
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    await expect(html(page)).toHaveAttribute("data-time-zone", "Europe/Berlin");

    const region = section(page, "اللغة والمنطقة الزمنية");
    await region.getByLabel("المنطقة الزمنية").selectOption("Asia/Tokyo");
    await expectNotification(page, "تم حفظ المنطقة الزمنية");
    await expect(html(page)).toHaveAttribute("data-time-zone", "Asia/Tokyo");
    expect(await axeViolations(page)).toEqual([]);

    // Stored on the account: the server renders in it, and the browser's own does not replace it.
    await openIn(page, signedIn.app, "/settings/sessions", "الإعدادات");
    await expect(html(page)).toHaveAttribute("data-time-zone", "Asia/Tokyo");
    await expect(html(page)).toHaveAttribute("data-time-zone-chosen", "true");
    await expect(page.getByText("هذا الجهاز")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
