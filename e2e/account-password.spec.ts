import type { Page } from "@playwright/test";
import { appUrl, expect, failedLoad, test, waitForHydration } from "./support/fixtures";
import { linkIn, smtpSink } from "./support/mail";
import {
  expectNotification,
  goToSettingsPage,
  openSettings,
  PASSWORD_ONE,
  PASSWORD_THREE,
  PASSWORD_TWO,
  section,
  setFirstPassword,
} from "./support/settings";

const app = appUrl("smtp");

async function passwordSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${app}/login`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Sign in with a password instead" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in with password" }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${app}/login`);
}

test.describe("passwords (app B, SMTP)", () => {
  test.use({ signInAs: { via: "smtp", prefix: "password", open: null } });

  test("set a first password, change it, sign in with it; the last account cannot be unlinked", async ({
    page,
    signedIn,
    expectConsoleErrors,
  }) => {
    // The browser logs each refused call.
    expectConsoleErrors(
      failedLoad(400, "/api/auth/unlink-account"),
      failedLoad(400, "/api/auth/change-password"),
      failedLoad(401, "/api/auth/sign-in/email"),
    );
    const { email } = signedIn;
    await openSettings(page, app, "security");
    const card = section(page, "Password");
    await expect(card.getByText("15 to 128 characters.")).toBeVisible();

    // Too short is caught in the browser, in the server's words.
    await card.getByLabel("New password", { exact: true }).fill("short");
    await card.getByLabel("Repeat the new password").fill("short");
    await card.getByRole("button", { name: "Set a password" }).click();
    await expect(card.getByText("Password too short")).toBeVisible();
    await setFirstPassword(page, PASSWORD_ONE);

    // The password is now a linked "credential" account, and the only one.
    await goToSettingsPage(page, "Linked accounts");
    const linked = section(page, "Linked accounts");
    await expect(linked.getByRole("cell", { name: "Password", exact: true })).toBeVisible();
    await linked.getByRole("button", { name: "Unlink Password" }).click();
    await expectNotification(page, "You can't unlink your last account");
    await goToSettingsPage(page, "Security");

    // Wrong current password: the server's message.
    await card.getByLabel("Current password").fill("not the password at all");
    await card.getByLabel("New password", { exact: true }).fill(PASSWORD_TWO);
    await card.getByRole("button", { name: "Change password" }).click();
    await expectNotification(page, "Invalid password");

    // Too short a new one.
    await card.getByLabel("Current password").fill(PASSWORD_ONE);
    await card.getByLabel("New password", { exact: true }).fill("tiny");
    await card.getByRole("button", { name: "Change password" }).click();
    await expect(card.getByText("Password too short")).toBeVisible();

    await card.getByLabel("New password", { exact: true }).fill(PASSWORD_TWO);
    await card.getByRole("button", { name: "Change password" }).click();
    await expectNotification(page, "Password changed");

    await signOut(page);
    await passwordSignIn(page, email, PASSWORD_ONE);
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
    ).toBeVisible();
    await passwordSignIn(page, email, PASSWORD_TWO);
    await expect(page).toHaveURL(`${app}/dashboard`);
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  });

  test("reset by mail: the link leads to /reset-password, the new password works and the old does not", async ({
    page,
    signedIn,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedLoad(401, "/api/auth/sign-in/email"));
    const { email } = signedIn;
    await openSettings(page, app, "security");
    await setFirstPassword(page, PASSWORD_ONE);

    const seen = await smtpSink.ids(email);
    await section(page, "Password").getByRole("button", { name: "Email me a reset link" }).click();
    await expectNotification(page, `Check ${email} for a link`);
    const mail = await smtpSink.waitForNew(email, seen);
    expect(mail.subject).toMatch(/Reset your .* password/);

    await page.goto(linkIn(mail, `${app}/api/auth/reset-password/`));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await waitForHydration(page);
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD_THREE);
    await page.getByLabel("Repeat the new password").fill(PASSWORD_THREE);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

    // A reset signs every session out, this one too.
    await page.goto(`${app}/dashboard`);
    await expect(page).toHaveURL(`${app}/login?redirect=%2Fdashboard`);

    await passwordSignIn(page, email, PASSWORD_ONE);
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
    ).toBeVisible();
    await passwordSignIn(page, email, PASSWORD_THREE);
    await expect(page).toHaveURL(`${app}/dashboard`);

    // The link works once.
    await page.goto(linkIn(mail, `${app}/api/auth/reset-password/`));
    await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
    await expect(
      page.getByRole("alert").filter({ hasText: "invalid, already used or expired" }),
    ).toBeVisible();
  });
});
