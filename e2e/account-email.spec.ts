import { appCDatabase } from "./support/db";
import { appUrl, expect, failedLoad, signInOverHttp, test, uniqueEmail } from "./support/fixtures";
import { linkIn, smtpSink } from "./support/mail";
import { expectNotification, openSettings, section } from "./support/settings";

// Through app B: real SMTP, mails read from the sink.
const app = appUrl("smtp");
const verifyLink = `${app}/api/auth/verify-email?`;

test.describe("changing the email address (app B, SMTP)", () => {
  test("verified: the current address approves, the new one confirms itself, then the address changes", async ({
    page,
  }) => {
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await signInOverHttp(page, first, { via: "smtp", open: null });
    await openSettings(page, app, "security");
    const card = section(page, "Email");
    await expect(card.getByText(first)).toBeVisible();
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();

    // Verified (every magic-link user is): the approval goes to the CURRENT address.
    const seenFirst = await smtpSink.ids(first);
    const seenSecond = await smtpSink.ids(second);
    await card.getByLabel("New email address").fill(second);
    await card.getByRole("button", { name: "Change email" }).click();
    await expectNotification(page, `Check ${first} to confirm the change`);
    const approval = await smtpSink.waitForNew(first, seenFirst);
    expect(approval.subject).toMatch(/Confirm the change of your .* email address/);
    expect(approval.text).toContain(second);
    await expect(card.getByText(first)).toBeVisible();

    // Approving sends the new address its confirmation; nothing has changed yet.
    const seenFirstAfter = await smtpSink.ids(first);
    await page.goto(linkIn(approval, verifyLink));
    await expect(page).toHaveURL(`${app}/settings/security`);
    await expect(card.getByText(first)).toBeVisible();
    const confirmation = await smtpSink.waitForNew(second, seenSecond);
    expect(confirmation.subject).toMatch(/Confirm your email address/);

    // Confirming from the new address changes it, still verified, and tells the old one.
    await page.goto(linkIn(confirmation, verifyLink));
    await expect(page).toHaveURL(`${app}/settings/security`);
    await expect(card.getByText(second)).toBeVisible();
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();
    const notice = await smtpSink.waitForNew(first, seenFirstAfter);
    expect(notice.subject).toMatch(/email address was changed/);
    expect(notice.text).toContain(second);

    // The used confirmation no longer matches the account: it says so in words.
    await page.goto(linkIn(confirmation, verifyLink));
    await expect(page).toHaveURL(/\/settings\/security\?error=invalid_token/);
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(card.getByText(second)).toBeVisible();
  });

  test("unverified: the address changes at once and the new one gets a verification mail", async ({
    page,
  }) => {
    const pg = appUrl("postgres");
    const first = uniqueEmail("unverified");
    const second = uniqueEmail("unverified-next");
    await signInOverHttp(page, first, { via: "postgres" });
    await appCDatabase()`update "user" set email_verified = false where email = ${first}`;
    const card = section(page, "Email");
    // A change made in the database behind the app's back shows once the signed session copy
    // in the cookie expires (AUTH_SESSION_CACHE_SECONDS, 1 s by default).
    await expect(async () => {
      await openSettings(page, pg, "security");
      await expect(card.getByText("Not verified", { exact: true })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });

    const seenFirst = await smtpSink.ids(first);
    const seenSecond = await smtpSink.ids(second);
    await card.getByLabel("New email address").fill(second);
    await card.getByRole("button", { name: "Change email" }).click();
    await expectNotification(page, `Your address is now ${second}`);
    await expect(card.getByText(second)).toBeVisible();
    await expect(card.getByText("Not verified", { exact: true })).toBeVisible();
    const verification = await smtpSink.waitForNew(second, seenSecond);
    expect(verification.subject).toMatch(/Confirm your email address/);
    const notice = await smtpSink.waitForNew(first, seenFirst);
    expect(notice.subject).toMatch(/email address was changed/);

    await page.goto(linkIn(verification, `${pg}/api/auth/verify-email?`));
    await expect(page).toHaveURL(`${pg}/settings/security`);
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();
  });

  test("the server's refusals show verbatim; verify-email errors show in words", async ({
    page,
    newIsolatedPage,
    expectConsoleErrors,
  }) => {
    // The browser logs each refused call.
    expectConsoleErrors(failedLoad(400, "/api/auth/change-email"));
    const mine = uniqueEmail("mine");
    const taken = uniqueEmail("taken");
    const other = await newIsolatedPage();
    await signInOverHttp(other, taken, { via: "smtp" });
    await expect(other).toHaveURL(`${app}/dashboard`);

    await signInOverHttp(page, mine, { via: "smtp", open: null });
    await openSettings(page, app, "security");
    const card = section(page, "Email");
    await card.getByLabel("New email address").fill(mine);
    await card.getByRole("button", { name: "Change email" }).click();
    await expectNotification(page, "Email is the same");

    await card.getByLabel("New email address").fill(taken);
    await card.getByRole("button", { name: "Change email" }).click();
    await expectNotification(page, "Couldn't update your email");
    await expect(card.getByText(mine)).toBeVisible();

    await page.goto(`${app}/settings/security?error=token_expired`);
    await expect(
      page.getByRole("alert").filter({ hasText: "That email link has expired" }),
    ).toBeVisible();
    await page.goto(
      `${app}/settings/linked-accounts?error=account_already_linked_to_different_user`,
    );
    await expect(
      page.getByRole("alert").filter({ hasText: "already linked to another user" }),
    ).toBeVisible();
  });
});
