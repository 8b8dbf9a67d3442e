import type { Page } from "@playwright/test";
import { ageSessions, insertApiKey, rowsReferencing, userIdByEmail } from "./support/db";
import { appUrl, expect, failedLoad, signInOverHttp, test, uniqueEmail } from "./support/fixtures";
import { linkIn, smtpSink } from "./support/mail";
import {
  expectNotification,
  goToSettingsPage,
  openSettings,
  PASSWORD_ONE,
  section,
  setFirstPassword,
} from "./support/settings";

// Through app C: PostgreSQL, so the test can prove that no row of the user remains.
const app = appUrl("postgres");

async function openDeleteDialog(page: Page) {
  await section(page, "Delete account").getByRole("button", { name: "Delete account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Deleted: signed out, no row left, and the same address signs up afresh. */
async function expectGone(page: Page, email: string, userId: string): Promise<void> {
  await expect(page).toHaveURL(`${app}/`);
  expect(await rowsReferencing(userId, email)).toEqual([]);
  await page.goto(`${app}/dashboard`);
  await expect(page).toHaveURL(`${app}/login?redirect=%2Fdashboard`);

  await signInOverHttp(page, email, { via: "postgres" });
  await expect(page).toHaveURL(`${app}/dashboard`);
  const freshId = await userIdByEmail(email);
  expect(freshId).not.toBeNull();
  expect(freshId).not.toBe(userId);
  await openSettings(page, app, "security");
  await expect(
    section(page, "Password").getByRole("button", { name: "Set a password" }),
  ).toBeVisible();
}

async function signedInUser(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await signInOverHttp(page, email, { via: "postgres" });
  await expect(page).toHaveURL(`${app}/dashboard`);
  const userId = await userIdByEmail(email);
  if (!userId) throw new Error(`no user row for ${email}`);
  return { email, userId };
}

test.describe("account deletion (app C, PostgreSQL)", () => {
  test("with the password", async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(failedLoad(400, "/api/auth/delete-user"));
    const { email, userId } = await signedInUser(page, "delete-password");
    await openSettings(page, app, "security");
    await setFirstPassword(page, PASSWORD_ONE);
    // A pending password reset leaves a verification row holding the user's id.
    const seen = await smtpSink.ids(email);
    await section(page, "Password").getByRole("button", { name: "Email me a reset link" }).click();
    await smtpSink.waitForNew(email, seen);
    expect((await rowsReferencing(userId, email)).map((r) => r.table)).toEqual(
      expect.arrayContaining(["user", "session", "account", "verification"]),
    );
    await goToSettingsPage(page, "Danger zone");

    const dialog = await openDeleteDialog(page);
    // A wrong one is said once, at the field, with what to do: no toast repeats it.
    await dialog.getByLabel("Your password").fill("not the password at all");
    await dialog.getByRole("button", { name: "Delete with password" }).click();
    const wrong = "Invalid password. Check it and try again.";
    await expect(dialog.getByText(wrong)).toBeVisible();
    await expect(page.getByText(/Invalid password/)).toHaveCount(1);
    await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);

    await dialog.getByLabel("Your password").fill(PASSWORD_ONE);
    await dialog.getByRole("button", { name: "Delete with password" }).click();
    await expectNotification(page, "Account deleted");
    await expectGone(page, email, userId);
  });

  test("with a mailed link", async ({ page }) => {
    const { email, userId } = await signedInUser(page, "delete-mail");
    await openSettings(page, app, "danger-zone");
    const seen = await smtpSink.ids(email);
    const dialog = await openDeleteDialog(page);
    await dialog.getByRole("button", { name: "Email me a deletion link" }).click();
    await expectNotification(page, "Check your inbox");
    await expect(dialog).toBeHidden();
    const mail = await smtpSink.waitForNew(email, seen);
    expect(mail.subject).toMatch(/Confirm the deletion of your .* account/);
    // Not deleted until the link is followed.
    expect(await userIdByEmail(email)).toBe(userId);

    await page.goto(linkIn(mail, `${app}/api/auth/delete-user/callback?`));
    await expectGone(page, email, userId);
  });

  test("at once with the fresh session", async ({ page }) => {
    const { email, userId } = await signedInUser(page, "delete-fresh");
    await insertApiKey(userId);
    await openSettings(page, app, "danger-zone");
    const dialog = await openDeleteDialog(page);
    await expect(dialog.getByLabel("Your password")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Delete now" }).click();
    await expectNotification(page, "Account deleted");
    await expectGone(page, email, userId);
  });

  test("at once with a session older than the freshness window: refused, with a hint", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedLoad(400, "/api/auth/delete-user"));
    const { email, userId } = await signedInUser(page, "delete-stale");
    await ageSessions(userId, 2 * 60 * 60);
    await openSettings(page, app, "danger-zone");
    const dialog = await openDeleteDialog(page);
    await dialog.getByRole("button", { name: "Delete now" }).click();
    const message = "Session expired. Re-authenticate to perform this action.";
    await expect(dialog.getByRole("alert")).toContainText(message);
    await expect(page.getByText(message)).toHaveCount(1);
    await expect(dialog.getByRole("alert")).toContainText("sign in again");
    expect(await userIdByEmail(email)).toBe(userId);
  });
});
