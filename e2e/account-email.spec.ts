import { appUrl, expect, failedLoad, signIn, test, uniqueEmail } from "./support/fixtures";
import { linkIn, smtpSink } from "./support/mail";
import { expectNotification, openSettings, section } from "./support/settings";

// Through app B: real SMTP, mails read from the sink.
const app = appUrl("smtp");
const verifyLink = `${app}/api/auth/verify-email?`;

test.describe("changing the email address (app B, SMTP)", () => {
  test("verified: the current address confirms, then the new one verifies itself; an unverified address changes at once", async ({
    page,
  }) => {
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    const third = uniqueEmail("third");
    await signIn(page, first, { via: "smtp" });
    await openSettings(page, app);
    const card = section(page, "Email");
    await expect(card.getByText(first)).toBeVisible();
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();

    // Verified (every magic-link user is): a confirmation goes to the CURRENT address.
    const seenFirst = await smtpSink.ids(first);
    const seenSecond = await smtpSink.ids(second);
    await card.getByLabel("New email address").fill(second);
    await card.getByRole("button", { name: "Change email" }).click();
    await expectNotification(page, `Check ${first} to confirm the change`);
    const confirmation = await smtpSink.waitForNew(first, seenFirst);
    expect(confirmation.subject).toMatch(/Confirm the change of your .* email address/);
    expect(confirmation.text).toContain(second);
    await expect(card.getByText(first)).toBeVisible();

    // Following it changes the address, emailVerified false, and lands on /settings.
    const seenFirstAfter = await smtpSink.ids(first);
    await page.goto(linkIn(confirmation, verifyLink));
    await expect(page).toHaveURL(`${app}/settings`);
    await expect(card.getByText(second)).toBeVisible();
    await expect(card.getByText("Not verified", { exact: true })).toBeVisible();
    const notice = await smtpSink.waitForNew(first, seenFirstAfter);
    expect(notice.subject).toMatch(/email address was changed/);
    expect(notice.text).toContain(second);
    const verification = await smtpSink.waitForNew(second, seenSecond);
    expect(verification.subject).toMatch(/Confirm your email address/);

    // Unverified now: the next change happens at once, and the new address gets the mail.
    const seenSecondAfter = await smtpSink.ids(second);
    const seenThird = await smtpSink.ids(third);
    await card.getByLabel("New email address").fill(third);
    await card.getByRole("button", { name: "Change email" }).click();
    await expectNotification(page, `Your address is now ${third}`);
    await expect(card.getByText(third)).toBeVisible();
    await expect(card.getByText("Not verified", { exact: true })).toBeVisible();
    const thirdVerification = await smtpSink.waitForNew(third, seenThird);
    expect(thirdVerification.subject).toMatch(/Confirm your email address/);
    const secondNotice = await smtpSink.waitForNew(second, seenSecondAfter);
    expect(secondNotice.subject).toMatch(/email address was changed/);

    // The new address's verification link sets it verified.
    await page.goto(linkIn(thirdVerification, verifyLink));
    await expect(page).toHaveURL(`${app}/settings`);
    await expect(card.getByText(third)).toBeVisible();
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();

    // The stale verification link of the second address no longer matches the account.
    await page.goto(linkIn(verification, verifyLink));
    await expect(page).toHaveURL(/\/settings/);
    await expect(card.getByText(third)).toBeVisible();
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
    await signIn(other, taken, { via: "smtp" });
    await expect(other).toHaveURL(`${app}/dashboard`);

    await signIn(page, mine, { via: "smtp" });
    await openSettings(page, app);
    const card = section(page, "Email");
    await card.getByLabel("New email address").fill(mine);
    await card.getByRole("button", { name: "Change email" }).click();
    await expectNotification(page, "Email is the same");

    await card.getByLabel("New email address").fill(taken);
    await card.getByRole("button", { name: "Change email" }).click();
    await expectNotification(page, "Couldn't update your email");
    await expect(card.getByText(mine)).toBeVisible();

    await page.goto(`${app}/settings?error=TOKEN_EXPIRED`);
    await expect(
      page.getByRole("alert").filter({ hasText: "That email link has expired" }),
    ).toBeVisible();
    await page.goto(`${app}/settings?error=account_already_linked_to_different_user`);
    await expect(
      page.getByRole("alert").filter({ hasText: "already linked to another user" }),
    ).toBeVisible();
  });
});
