import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  followMagicLink,
  magicLinkFrom,
  pressSignIn,
  requestMagicLink,
  signIn,
  test,
  uniqueEmail,
} from "./support/fixtures";
import { devMailbox } from "./support/mail";
import { MAILBOX_APP_URL, SMTP_APP_URL } from "./support/servers";
import { openSettings, section } from "./support/settings";

// The test runner adds an init script to every frame; in the dev mailbox's mail frames
// (sandboxed, no allow-scripts) Chromium refuses it and logs this line now and then. The mails
// hold no script (checked below), so the line is the harness's, not the app's.
const SANDBOXED_INIT_SCRIPT =
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/** The dev mailbox's mail to `email`, opened on /dev/mailbox. */
async function mailboxArticle(page: Page, email: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { name: "Dev mailbox" })).toBeVisible();
  return page.getByRole("article").filter({ hasText: `To ${email}` });
}

test.describe("magic-link sign-in", () => {
  test("through the dev mailbox lands on the dashboard", async ({ page }) => {
    const email = uniqueEmail();
    const { mail, link } = await signIn(page, email, { via: "mailbox" });

    expect(mail.subject).toContain("Timberline");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    expect(new URL(link).searchParams.get("token")).toBeTruthy();
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/dashboard");

    await expect(page).toHaveURL(`${MAILBOX_APP_URL}/dashboard`);
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  });

  test("through a real SMTP server lands on the dashboard", async ({ page }) => {
    const email = uniqueEmail("e2e-smtp");
    const { mail, link } = await signIn(page, email, { via: "smtp" });

    expect(mail.subject).toContain("Timberline");
    expect(mail.text).toBeTruthy();
    expect(mail.html).toBeTruthy();
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    // App B has no dev mailbox: nothing went there.
    expect(await devMailbox.list(email)).toEqual([]);

    await expect(page).toHaveURL(`${SMTP_APP_URL}/dashboard`);
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  });

  test("the dev mailbox page lists the mail in a sandboxed frame", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(SANDBOXED_INIT_SCRIPT);
    const email = uniqueEmail();
    const { mail } = await signIn(page, email);
    expect(mail.html).not.toMatch(/<script|\son\w+=|javascript:/i);

    const article = await mailboxArticle(page, email);
    await expect(article).toHaveCount(1);
    await expect(article.getByRole("heading", { name: mail.subject })).toBeVisible();
    const frame = article.locator("iframe");
    await expect(frame).toHaveAttribute("sandbox", /^(?!.*allow-scripts)(?!.*allow-same-origin)/);
    await expect(
      frame.contentFrame().getByRole("link", { name: "Sign in to Timberline" }),
    ).toBeVisible();
  });

  test("the mail's button in the dev mailbox signs in the mailbox's tab, once, with one session", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(SANDBOXED_INIT_SCRIPT);
    const email = uniqueEmail();
    await requestMagicLink(page, email);
    const article = await mailboxArticle(page, email);
    await article
      .locator("iframe")
      .contentFrame()
      .getByRole("link", { name: "Sign in to Timberline" })
      .click();
    // The whole tab goes to the link's page (a framed app would log a frame-ancestors error),
    // which signs in only when its button is pressed.
    await expect(page).toHaveURL(/\/login\/confirm\?token=/);
    await expect(page.getByText(`You are signing in as ${email}.`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await pressSignIn(page);
    await expect(page).toHaveURL(/\/welcome\?redirect=%2Fdashboard$/);
    await page.getByRole("link", { name: "Skip for now" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await openSettings(page, new URL(page.url()).origin, "sessions");
    await expect(section(page, "Sessions").getByRole("listitem")).toHaveCount(1);
  });

  test("a link opened twice in a row, a scanner's prefetch and then the person, signs in once", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail();
    const { link } = await requestMagicLink(page, email);
    // A mail scanner fetches the link first (no cookies of the person's), then the person opens
    // it, twice, as a double click in a mail client does.
    expect((await request.head(link, { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(200);
    await page.goto(link);
    await page.goto(link);
    await followMagicLink(page, link);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    await openSettings(page, new URL(page.url()).origin, "sessions");
    await expect(section(page, "Sessions").getByRole("listitem")).toHaveCount(1);
  });

  test("the link's page signs in without JavaScript", async ({ newIsolatedPage }) => {
    const page = await newIsolatedPage({ javaScriptEnabled: false });
    const email = uniqueEmail();
    // The link is asked for over HTTP: the sign-in screen needs script to send it.
    const before = await devMailbox.ids(email);
    const asked = await page.request.post(`${MAILBOX_APP_URL}/api/auth/sign-in/magic-link`, {
      headers: { origin: MAILBOX_APP_URL },
      data: { email, callbackURL: "/settings" },
    });
    expect(asked.status()).toBe(200);
    const mail = await devMailbox.waitForNew(email, before);
    await page.goto(magicLinkFrom(mail.text ?? ""));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${MAILBOX_APP_URL}/settings`);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    // axe-core runs as a script in the page, which this one may not run; the pages it showed are
    // checked with script in the other tests.
    await page.close();
  });

  test("a link works once: a second visit says so on the link's page, with a way to a new link", async ({
    page,
    newIsolatedPage,
  }) => {
    const email = uniqueEmail();
    const { link } = await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);

    const other = await newIsolatedPage();
    await other.goto(link);
    await expect(other.getByRole("alert")).toContainText("That link did not work");
    await expect(other.getByRole("alert")).toContainText("invalid, already used or expired");
    await expect(other.getByRole("button", { name: "Sign in", exact: true })).toHaveCount(0);
    await other.getByRole("link", { name: "Ask for a new link" }).click();
    await expect(other).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(other.getByRole("button", { name: "Send sign-in link" })).toBeVisible();

    // Not signed in there.
    await other.goto("/dashboard");
    await expect(other).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });

  test("a link spent in another browser before the button is pressed lands on /login with an alert", async ({
    page,
    newIsolatedPage,
  }) => {
    const email = uniqueEmail();
    const { link } = await requestMagicLink(page, email);
    await page.goto(link);
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();

    const other = await newIsolatedPage();
    await followMagicLink(other, link);
    await expect(other).toHaveURL(/\/dashboard$/);

    await pressSignIn(page);
    await expect(page).toHaveURL(/\/login\?(.*&)?error=INVALID_TOKEN/);
    await expect(page.getByRole("alert")).toContainText("invalid, already used or expired");
    await expect(page.getByRole("button", { name: "Send sign-in link" })).toBeVisible();
  });
});
