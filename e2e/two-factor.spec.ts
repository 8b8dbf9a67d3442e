import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { nextTotp, secretOf, totp, wrongTotp } from "../tests/support/totp";
import { ageSessions, userIdByEmail } from "./support/db";
import {
  appUrl,
  axeViolations,
  expect,
  failedLoad,
  signIn,
  signInOverHttp,
  test,
  uniqueEmail,
  uniqueIp,
  type Via,
  waitForHydration,
} from "./support/fixtures";
import {
  expectNotification,
  openSettings,
  PASSWORD_ONE,
  section,
  setFirstPassword,
} from "./support/settings";

// Two-factor authentication (ADR 028) through its screens: the Security page's card and its
// dialogs, and /login/two-factor after a password or a link. Codes come from the tests' own
// RFC 6238 authenticator, fed the key the setup dialog shows.

const app = appUrl("mailbox");
const SECOND_STEP = `${app}/login/two-factor?redirect=%2Fdashboard`;
/** RFC 6238's time step. */
const TOTP_STEP_MS = 30_000;

/**
 * The authenticator app. The server takes each code once, within a step either side of its
 * clock, so every call answers a code this account has not been given yet: this step's or the
 * next one's, each good for at least 30 s more. The step before is never offered: under load it
 * falls out of the server's window between the typing and the check. With both given already,
 * the call waits for the clock's next step, which brings a new code.
 */
class Authenticator {
  private readonly given = new Set<string>();
  constructor(readonly secret: string) {}

  async code(): Promise<string> {
    for (;;) {
      const now = Date.now();
      const fresh = [totp(this.secret, now), nextTotp(this.secret, now)].find(
        (candidate) => !this.given.has(candidate),
      );
      if (fresh) {
        this.given.add(fresh);
        return fresh;
      }
      const step = Math.floor(now / TOTP_STEP_MS);
      await expect
        .poll(() => Math.floor(Date.now() / TOTP_STEP_MS), { timeout: TOTP_STEP_MS + 1_000 })
        .toBeGreaterThan(step);
    }
  }

  wrong(): string {
    return wrongTotp(this.secret);
  }
}

function card(page: Page): Locator {
  return section(page, "Two-factor authentication");
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${app}/login`);
}

async function passwordSignIn(
  page: Page,
  email: string,
  password: string,
  redirect: string,
): Promise<void> {
  await page.goto(`${app}/login?redirect=${encodeURIComponent(redirect)}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Sign in with a password instead" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in with password" }).click();
}

/** A sign-in by link that the server sends on to the second step. */
async function linkSignInToSecondStep(page: Page, email: string, via: Via = "mailbox") {
  await signIn(page, email, { via });
  await expect(page).toHaveURL(SECOND_STEP);
  await expect(
    page.getByRole("heading", { level: 1, name: "Two-factor authentication" }),
  ).toBeVisible();
  await waitForHydration(page);
}

async function enterSecondStep(page: Page, code: string, options: { trust?: boolean } = {}) {
  const label =
    (await page.getByLabel("Backup code").count()) > 0 ? "Backup code" : "Authentication code";
  await page.getByLabel(label).fill(code);
  if (options.trust) await page.getByLabel("Trust this device for 30 days").check();
  await page.getByRole("button", { name: "Verify" }).click();
}

async function expectSignedIn(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(`${app}/dashboard`);
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
}

function setupDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Set up two-factor authentication" });
}

function backupCodeItems(dialog: Locator): Locator {
  return dialog.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
}

async function readBackupCodes(dialog: Locator): Promise<string[]> {
  await expect(backupCodeItems(dialog)).toHaveCount(10);
  return (await backupCodeItems(dialog).allTextContents()).map((code) => code.trim());
}

/** The key the dialog writes out, as an app takes it (the blocks' spaces dropped). */
async function setupKey(dialog: Locator): Promise<string> {
  const key = dialog.getByLabel("Setup key");
  await expect(key).toHaveText(/^([A-Z2-7]{4} )*[A-Z2-7]{1,4}$/);
  return ((await key.textContent()) ?? "").replaceAll(" ", "");
}

/**
 * Sets two-factor up through the card (the password step when `password` is given) and returns
 * the app and the backup codes; the dialog is closed and the card says "On".
 */
async function setUpTwoFactor(
  page: Page,
  password?: string,
): Promise<{ app: Authenticator; backupCodes: string[] }> {
  await card(page).getByRole("button", { name: "Set up two-factor authentication" }).click();
  const dialog = setupDialog(page);
  if (password) {
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Continue" }).click();
  }
  const authenticator = new Authenticator(await setupKey(dialog));
  await dialog.getByLabel("Code from the app").fill(await authenticator.code());
  await dialog.getByRole("button", { name: "Turn on" }).click();
  const backupCodes = await readBackupCodes(dialog);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page).getByText("On", { exact: true })).toBeVisible();
  return { app: authenticator, backupCodes };
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );
  expect(await axeViolations(page), what).toEqual([]);
}

test.describe("two-factor authentication (app A, dev mailbox)", () => {
  // A third code in one 30-second step waits for the next step (Authenticator.code).
  test.describe.configure({ timeout: 120_000 });
  test("set up with a password: the key is the QR code's, the codes can be copied and saved; a password sign-in then asks for a code", async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    // The browser logs each refused call.
    expectConsoleErrors(
      failedLoad(400, "/api/auth/two-factor/enable"),
      failedLoad(401, "/api/auth/two-factor/verify-totp"),
    );
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app });
    const email = uniqueEmail("2fa-password");
    await signInOverHttp(page, email, { open: null });
    await openSettings(page, app, "security");
    await setFirstPassword(page, PASSWORD_ONE);
    await expect(card(page).getByText("Two-factor authentication is off.")).toBeVisible();

    await card(page).getByRole("button", { name: "Set up two-factor authentication" }).click();
    const dialog = setupDialog(page);
    const password = dialog.getByLabel("Password", { exact: true });
    await expect(password).toBeFocused();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Enter your password")).toBeVisible();
    await password.fill("not the password at all");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Invalid password")).toBeVisible();

    const started = page.waitForResponse((response) =>
      response.url().endsWith("/api/auth/two-factor/enable"),
    );
    await password.fill(PASSWORD_ONE);
    await dialog.getByRole("button", { name: "Continue" }).click();
    const { totpURI } = (await (await started).json()) as { totpURI: string };

    // The QR code is drawn in the browser from the server's URI; the key written out is the same.
    const qr = dialog.getByRole("img", { name: /^QR code that adds Timberline/ });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;/);
    const key = await setupKey(dialog);
    expect(key).toBe(secretOf(totpURI));
    const authenticator = new Authenticator(key);
    // The code field is where the focus went.
    const codeField = dialog.getByLabel("Code from the app");
    await expect(codeField).toBeFocused();
    await dialog.getByRole("button", { name: "Copy key" }).click();
    await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // The code's shape is checked before anything is sent.
    await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    await expect(codeField).toHaveAttribute("inputmode", "numeric");
    await codeField.fill("12345");
    await dialog.getByRole("button", { name: "Turn on" }).click();
    await expect(
      dialog.getByText("Enter the 6-digit code from your authenticator app."),
    ).toBeVisible();
    await codeField.fill(authenticator.wrong());
    await dialog.getByRole("button", { name: "Turn on" }).click();
    await expect(dialog.getByRole("alert")).toContainText("That code is not right");
    await codeField.fill(await authenticator.code());
    await dialog.getByRole("button", { name: "Turn on" }).click();

    // The ten backup codes, once: copied, and downloaded as a text file.
    await expect(dialog.getByText("Two-factor authentication is on.")).toBeVisible();
    const backupCodes = await readBackupCodes(dialog);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    await dialog.getByRole("button", { name: "Copy codes" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(backupCodes.join("\n"));
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("timberline-backup-codes.txt");
    const file = await readFile(await download.path(), "utf8");
    expect(file).toContain(`Account: ${email}`);
    expect(file.trim().split("\n").slice(-10)).toEqual(backupCodes);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page).getByText("On", { exact: true })).toBeVisible();

    // The password is not enough any more: the second step, a wrong code, then the right one.
    await signOut(page);
    // Where the sign-in was going is kept through the second step.
    await passwordSignIn(page, email, PASSWORD_ONE, "/settings/security");
    await expect(page).toHaveURL(`${app}/login/two-factor?redirect=%2Fsettings%2Fsecurity`);
    await expect(page).toHaveTitle("Two-factor authentication · Timberline");
    await waitForHydration(page);
    await enterSecondStep(page, authenticator.wrong());
    await expect(page.getByRole("alert")).toContainText("That code is not right");
    await enterSecondStep(page, await authenticator.code());
    await expect(page).toHaveURL(`${app}/settings/security`);
    await expect(card(page).getByText("On", { exact: true })).toBeVisible();
  });

  test("a link sign-in asks for the code too, and a trusted browser is not asked again", async ({
    page,
  }) => {
    const email = uniqueEmail("2fa-trust");
    await signInOverHttp(page, email, { open: null });
    await openSettings(page, app, "security");

    // By keyboard. Without a password the dialog goes straight to the QR code, and the focus to
    // the code field; the backup codes take it next.
    await card(page).getByRole("button", { name: "Set up two-factor authentication" }).focus();
    await page.keyboard.press("Enter");
    const dialog = setupDialog(page);
    const codeField = dialog.getByLabel("Code from the app");
    await expect(codeField).toBeFocused();
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveCount(0);
    const authenticator = new Authenticator(await setupKey(dialog));
    await page.keyboard.type(await authenticator.code());
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("group", { name: "Save these backup codes" })).toBeFocused();
    await expect(backupCodeItems(dialog)).toHaveCount(10);
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Copy codes" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(card(page).getByText("On", { exact: true })).toBeVisible();

    await signOut(page);
    await linkSignInToSecondStep(page, email);
    const code = page.getByLabel("Authentication code");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await enterSecondStep(page, await authenticator.code(), { trust: true });
    await expectSignedIn(page, email);

    // This browser is trusted for 30 days: the link signs in at once.
    await signOut(page);
    await signIn(page, email);
    await expectSignedIn(page, email);
  });

  test("a backup code signs in once, not twice; turning off takes a code, and then no code is asked", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(
      failedLoad(401, "/api/auth/two-factor/verify-backup-code"),
      failedLoad(401, "/api/auth/two-factor/disable"),
    );
    const email = uniqueEmail("2fa-backup");
    await signInOverHttp(page, email, { open: null });
    await openSettings(page, app, "security");
    const { app: authenticator, backupCodes } = await setUpTwoFactor(page);
    const [first] = backupCodes;
    if (!first) throw new Error("no backup code");

    await signOut(page);
    await linkSignInToSecondStep(page, email);
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    const field = page.getByLabel("Backup code");
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("autocapitalize", "none");
    // Typed without its dash, it is still the code.
    await enterSecondStep(page, first.replace("-", ""));
    await expectSignedIn(page, email);

    await signOut(page);
    await linkSignInToSecondStep(page, email);
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await enterSecondStep(page, first);
    await expect(page.getByRole("alert")).toContainText("used already");
    await page.getByRole("link", { name: "Use your authenticator app instead" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await enterSecondStep(page, await authenticator.code());
    await expectSignedIn(page, email);

    await openSettings(page, app, "security");
    await card(page).getByRole("button", { name: "Turn off two-factor authentication…" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn off two-factor authentication?" });
    const code = dialog.getByLabel("Code from your authenticator app, or a backup code");
    await expect(code).toBeFocused();
    await code.fill("12345");
    await dialog.getByRole("button", { name: "Turn off" }).click();
    await expect(
      dialog.getByText("Enter a code from your authenticator app or one of your backup codes."),
    ).toBeVisible();
    await code.fill(authenticator.wrong());
    await dialog.getByRole("button", { name: "Turn off" }).click();
    await expect(dialog.getByRole("alert")).toContainText("That code is not right");
    await code.fill(await authenticator.code());
    await dialog.getByRole("button", { name: "Turn off" }).click();
    await expectNotification(page, "Two-factor authentication is off");
    await expect(dialog).toBeHidden();
    await expect(card(page).getByText("Two-factor authentication is off.")).toBeVisible();

    // A fourth link: from another network, as this one has had its share of mails.
    await signOut(page);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    await signIn(page, email);
    await expectSignedIn(page, email);
  });

  test("new backup codes replace the old ones; with a password, each change asks for it", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(
      failedLoad(400, "/api/auth/two-factor/generate-backup-codes"),
      failedLoad(401, "/api/auth/two-factor/disable"),
    );
    const email = uniqueEmail("2fa-new-codes");
    await signInOverHttp(page, email, { open: null });
    await openSettings(page, app, "security");
    await setFirstPassword(page, PASSWORD_ONE);
    const { backupCodes: old } = await setUpTwoFactor(page, PASSWORD_ONE);

    await card(page).getByRole("button", { name: "Generate new backup codes" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate new backup codes" });
    const password = dialog.getByLabel("Password", { exact: true });
    await dialog.getByRole("button", { name: "Generate new codes" }).click();
    await expect(dialog.getByText("Enter your password")).toBeVisible();
    await password.fill("not the password at all");
    await dialog.getByRole("button", { name: "Generate new codes" }).click();
    await expect(dialog.getByText("Invalid password")).toBeVisible();
    await password.fill(PASSWORD_ONE);
    await dialog.getByRole("button", { name: "Generate new codes" }).click();
    const fresh = await readBackupCodes(dialog);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    // An old code no longer turns it off; a new one does (with the password).
    await card(page).getByRole("button", { name: "Turn off two-factor authentication…" }).click();
    const turnOff = page.getByRole("dialog", { name: "Turn off two-factor authentication?" });
    const code = turnOff.getByLabel("Code from your authenticator app, or a backup code");
    await code.fill(old[0] ?? "");
    await turnOff.getByRole("button", { name: "Turn off" }).click();
    await expect(turnOff.getByText("Enter your password")).toBeVisible();
    await turnOff.getByLabel("Password", { exact: true }).fill(PASSWORD_ONE);
    await turnOff.getByRole("button", { name: "Turn off" }).click();
    await expect(turnOff.getByRole("alert")).toContainText("That backup code is not right");
    await code.fill(fresh[0] ?? "");
    await turnOff.getByRole("button", { name: "Turn off" }).click();
    await expectNotification(page, "Two-factor authentication is off");
    await expect(card(page).getByText("Two-factor authentication is off.")).toBeVisible();
  });

  test("an expired sign-in offers to sign in again", async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(failedLoad(401, "/api/auth/two-factor/verify-totp"));
    // No challenge cookie at all: as when its ten minutes have passed.
    await page.goto(`${app}/login/two-factor?redirect=%2Fsettings%2Fsecurity`);
    await waitForHydration(page);
    await enterSecondStep(page, "123456");
    await expect(page.getByRole("alert")).toContainText("This sign-in has expired");
    await expect(page.getByLabel("Authentication code")).toHaveCount(0);
    await page.getByRole("link", { name: "Sign in again" }).click();
    await expect(page).toHaveURL(`${app}/login?redirect=%2Fsettings%2Fsecurity`);
  });
});

test("a session too old for the change is asked to sign in again (app C)", async ({
  page,
  context,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedLoad(403, "/api/auth/two-factor/enable"));
  const postgresApp = appUrl("postgres");
  const email = uniqueEmail("2fa-stale");
  await signInOverHttp(page, email, { via: "postgres" });
  const userId = await userIdByEmail(email);
  if (!userId) throw new Error("no user");
  await ageSessions(userId, 2 * 60 * 60);
  // The signed copy of the session in the browser still has its real age: without it, the server
  // reads the aged row.
  const cached = (await context.cookies(postgresApp)).find((cookie) =>
    cookie.name.endsWith("session_data"),
  );
  if (cached) await context.clearCookies({ name: cached.name });
  await openSettings(page, postgresApp, "security");
  await card(page).getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(setupDialog(page).getByRole("alert")).toContainText(
    "For your security, sign out and sign in again, then set up two-factor authentication.",
  );
});

for (const scheme of ["light", "dark"] as const) {
  test(`the card, its dialogs and the second step pass axe, ${scheme} scheme`, async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedLoad(401, "/api/auth/two-factor/verify-totp"));
    await page.addInitScript(
      (value) => window.localStorage.setItem("timberline-color-scheme", value),
      scheme,
    );
    const email = uniqueEmail(`2fa-a11y-${scheme}`);
    await signInOverHttp(page, email, { open: null });
    await openSettings(page, app, "security");
    await expect(
      card(page).getByRole("button", { name: "Set up two-factor authentication" }),
    ).toBeVisible();
    await expectAccessible(page, "the card, off");

    await card(page).getByRole("button", { name: "Set up two-factor authentication" }).click();
    const dialog = setupDialog(page);
    const authenticator = new Authenticator(await setupKey(dialog));
    await expect(dialog.getByRole("img", { name: /^QR code/ })).toBeVisible();
    await dialog.getByRole("button", { name: "Turn on" }).click();
    await expect(dialog.getByText("Enter the 6-digit code")).toBeVisible();
    await expectAccessible(page, "the setup dialog's QR code, with a field error");
    await dialog.getByLabel("Code from the app").fill(await authenticator.code());
    await dialog.getByRole("button", { name: "Turn on" }).click();
    await readBackupCodes(dialog);
    await expectAccessible(page, "the backup codes");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expectAccessible(page, "the card, on");

    await card(page).getByRole("button", { name: "Generate new backup codes" }).click();
    await expect(page.getByRole("dialog", { name: "Generate new backup codes" })).toBeVisible();
    await expectAccessible(page, "the new backup codes' question");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await card(page).getByRole("button", { name: "Turn off two-factor authentication…" }).click();
    const turnOff = page.getByRole("dialog", { name: "Turn off two-factor authentication?" });
    await turnOff.getByRole("button", { name: "Turn off" }).click();
    await expect(turnOff.getByText("Enter a code from")).toBeVisible();
    await expectAccessible(page, "the turn-off dialog, with a field error");
    await page.keyboard.press("Escape");
    await expect(turnOff).toBeHidden();

    await signOut(page);
    await linkSignInToSecondStep(page, email);
    await expectAccessible(page, "the second step");
    await enterSecondStep(page, authenticator.wrong());
    await expect(page.getByRole("alert")).toContainText("That code is not right");
    await expectAccessible(page, "the second step, with a refusal");
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Enter a backup code as it was given")).toBeVisible();
    await expectAccessible(page, "the second step with a backup code, with a field error");
  });
}
