import type { Page } from "@playwright/test";
import { appUrl, expect, signInOverHttp, test, uniqueEmail } from "./support/fixtures";
import { expectNotification, openSettings, section } from "./support/settings";

const app = appUrl("smtp");

/**
 * Leaves the page and waits until its browser no longer holds a live signed session copy (the
 * cookie cache lives AUTH_SESSION_CACHE_SECONDS, 1 s, ADR 012): reads within its life are
 * answered from it, so only a page load after it shows what the database says. The page's own
 * queries refresh the copy while it is open, hence leaving it first.
 */
async function sessionCopyGone(page: Page) {
  await page.goto("about:blank");
  await expect
    .poll(async () =>
      (await page.context().cookies()).some(
        (cookie) =>
          cookie.name.endsWith("session_data") &&
          (cookie.expires === -1 || cookie.expires * 1000 > Date.now()),
      ),
    )
    .toBe(false);
}

test.describe("sessions (app B)", () => {
  test("Revoke signs the other device out", async ({ page, newIsolatedPage }) => {
    const email = uniqueEmail("sessions");
    await signInOverHttp(page, email, { via: "smtp" });
    // The other device holds only its cookie: an open page's own refetches would meet the
    // revocation with 401s at a moment the test does not choose.
    const other = await newIsolatedPage();
    await signInOverHttp(other, email, { via: "smtp", open: null });

    await openSettings(page, app, "sessions");
    const card = section(page, "Sessions");
    await expect(card.getByRole("listitem")).toHaveCount(2);
    const current = card.getByRole("listitem").filter({ hasText: "This device" });
    await expect(current).toHaveCount(1);
    await expect(current.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
    await expect(card.getByText(/Chrom.* on Linux/).first()).toBeVisible();

    await card.getByRole("button", { name: /^Revoke/ }).click();
    await expectNotification(page, "Session revoked");
    await expect(card.getByRole("listitem")).toHaveCount(1);

    await sessionCopyGone(other);
    await other.goto(`${app}/dashboard`);
    await expect(other).toHaveURL(`${app}/login?redirect=%2Fdashboard`);
    await page.goto(`${app}/dashboard`);
    await expect(page).toHaveURL(`${app}/dashboard`);
  });

  test("Sign out other sessions, then Sign out everywhere", async ({ page, newIsolatedPage }) => {
    const email = uniqueEmail("everywhere");
    await signInOverHttp(page, email, { via: "smtp" });
    // The other device holds only its cookie: an open page's own refetches would meet the
    // revocation with 401s at a moment the test does not choose.
    const other = await newIsolatedPage();
    await signInOverHttp(other, email, { via: "smtp", open: null });

    await openSettings(page, app, "sessions");
    const card = section(page, "Sessions");
    await expect(card.getByRole("listitem")).toHaveCount(2);
    await card.getByRole("button", { name: "Sign out other sessions" }).click();
    await expectNotification(page, "Signed out elsewhere");
    await expect(card.getByRole("listitem")).toHaveCount(1);
    await sessionCopyGone(other);
    await other.goto(`${app}/settings/sessions`);
    await expect(other).toHaveURL(`${app}/login?redirect=%2Fsettings%2Fsessions`);

    await card.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(`${app}/login`);
    await page.goto(`${app}/dashboard`);
    await expect(page).toHaveURL(`${app}/login?redirect=%2Fdashboard`);
  });
});
