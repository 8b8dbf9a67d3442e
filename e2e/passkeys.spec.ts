import { createPrivateKey } from "node:crypto";
import type { CDPSession, Locator, Page } from "@playwright/test";
import { SoftAuthenticator } from "../tests/support/webauthn";
import {
  appUrl,
  expect,
  failedLoad,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { MAILBOX_APP_URL } from "./support/servers";
import { expectNotification, openSettings, section } from "./support/settings";

// Passkeys (ADR 027) in real Chromium with its virtual authenticator, driven through the DevTools
// protocol: a platform authenticator that keeps discoverable credentials, verifies its user and
// answers every prompt at once. Browsers refuse WebAuthn on an IP address, so these tests run on
// app D, the one addressed as localhost (e2e/support/global-setup.ts).

const app = appUrl("localhost");

interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

/** A virtual authenticator for this page: attached before any ceremony the test runs. */
async function addAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * Turns the browser's passkey autofill off for this page. The virtual authenticator answers the
 * autofill's (conditional) request at once, as if the person had picked the passkey from the
 * list, so with it on the sign-in would happen before the button is pressed. (The two
 * ceremonies' challenge requests no longer race for the one challenge cookie:
 * src/lib/passkey-challenges.ts sends them one at a time.)
 */
async function withoutAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, "isConditionalMediationAvailable", {
      value: async () => false,
    });
  });
}

/** The credentials the authenticator holds, as the DevTools protocol describes them. */
async function credentialsOf({ cdp, authenticatorId }: VirtualAuthenticator) {
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  return credentials;
}

function passkeysCard(page: Page): Locator {
  return section(page, "Passkeys");
}

/** One passkey's row in the card, found by its name. */
function passkeyRow(page: Page, name: string): Locator {
  return passkeysCard(page).getByRole("listitem", { name, exact: true });
}

/** Adds a passkey through the card's dialog; the virtual authenticator answers the prompt. */
async function addPasskey(page: Page, name: string): Promise<void> {
  const card = passkeysCard(page);
  await card.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await dialog.getByLabel("Passkey name").fill(name);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expectNotification(page, "Passkey added");
  await expect(dialog).toBeHidden();
  await expect(passkeyRow(page, name)).toContainText("not used to sign in yet");
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${app}/login`);
  await waitForHydration(page);
}

/** A new account on app D with one passkey, named `name`, on the Security page. */
async function accountWithPasskey(page: Page, name: string): Promise<string> {
  const email = uniqueEmail("passkey");
  await signInOverHttp(page, email, { via: "localhost", open: null });
  await openSettings(page, app, "security");
  await expect(passkeysCard(page).getByText("No passkeys yet.")).toBeVisible();
  await addPasskey(page, name);
  return email;
}

test.describe("passkeys (app D, localhost)", () => {
  test("add a passkey, rename it, sign out and sign in with it; the list shows its last use", async ({
    page,
  }) => {
    await withoutAutofill(page);
    const authenticator = await addAuthenticator(page);
    const email = await accountWithPasskey(page, "Test laptop");

    // The authenticator holds one discoverable credential for this relying party.
    const credentials = await credentialsOf(authenticator);
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ rpId: "localhost", isResidentCredential: true });

    await passkeyRow(page, "Test laptop")
      .getByRole("button", { name: "Rename Test laptop" })
      .click();
    const rename = page.getByRole("dialog", { name: "Rename the passkey" });
    await expect(rename.getByLabel("Passkey name")).toHaveValue("Test laptop");
    await rename.getByLabel("Passkey name").fill("Work laptop");
    await rename.getByRole("button", { name: "Save" }).click();
    await expectNotification(page, "Passkey renamed");
    await expect(passkeyRow(page, "Work laptop")).toBeVisible();
    await expect(passkeyRow(page, "Test laptop")).toHaveCount(0);

    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(`${app}/dashboard`);
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();

    await openSettings(page, app, "security");
    await expect(passkeyRow(page, "Work laptop")).toContainText(/last used /);
  });

  test("the browser's autofill offers the passkey: choosing it on /login signs in", async ({
    page,
  }) => {
    await addAuthenticator(page);
    const email = await accountWithPasskey(page, "Phone");
    // Signed out behind the page's back: the menu's sign-out lands on /login, where the autofill
    // would sign in before the test could look.
    const signedOut = await page.request.post(`${app}/api/auth/sign-out`, {
      headers: { Origin: app },
      data: {},
    });
    expect(signedOut.status()).toBe(200);
    // The page asks for the address field's autofill; the authenticator answers it.
    await page.goto(`${app}/login`);
    await expect(page).toHaveURL(`${app}/dashboard`);
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  });

  test("a deleted passkey leaves the list and no longer signs in, though the device still has it", async ({
    page,
    expectConsoleErrors,
  }) => {
    // The server no longer knows the credential the device answers with.
    expectConsoleErrors(failedLoad(401, "/api/auth/passkey/verify-authentication"));
    await withoutAutofill(page);
    const authenticator = await addAuthenticator(page);
    await accountWithPasskey(page, "Old phone");

    await passkeyRow(page, "Old phone").getByRole("button", { name: "Delete Old phone" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete the passkey?" });
    await expect(confirm).toContainText("“Old phone” will no longer sign in to your account.");
    await confirm.getByRole("button", { name: "Delete passkey" }).click();
    await expectNotification(page, "Passkey deleted");
    await expect(confirm).toBeHidden();
    await expect(passkeyRow(page, "Old phone")).toHaveCount(0);
    await expect(passkeysCard(page).getByText("No passkeys yet.")).toBeVisible();

    await signOut(page);
    expect(await credentialsOf(authenticator)).toHaveLength(1);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Signing in failed" })
        .filter({ hasText: "This passkey is not registered here" }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${app}/login`);
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
  });

  // Another origin, honestly: Chromium refuses WebAuthn outright on app A's IP origin, and every
  // other app here is addressed by IP, so no second browser origin can even ask this passkey to
  // sign. What remains to prove is the server's half: an assertion from this very passkey, signed
  // correctly but for another origin, is refused. Its private key is read back from the virtual
  // authenticator and the assertion is signed in Node (tests/support/webauthn.ts), as a page on
  // app A's origin would have had its browser sign it; the same helper with app D's own origin
  // signs in, so the only difference between the two is the origin.
  test("an assertion of this passkey for another origin is refused (400) and signs nobody in", async ({
    page,
    newIsolatedPage,
  }) => {
    const authenticator = await addAuthenticator(page);
    const email = await accountWithPasskey(page, "Desk key");
    const [credential] = await credentialsOf(authenticator);
    if (!credential?.privateKey) throw new Error("The virtual authenticator gave no private key");
    const copy = new SoftAuthenticator({
      credentialId: Buffer.from(credential.credentialId, "base64"),
      privateKey: createPrivateKey({
        key: Buffer.from(credential.privateKey, "base64"),
        format: "der",
        type: "pkcs8",
      }),
      signCount: credential.signCount,
    });

    // A browser with no session: the challenge's cookie binds it to this client.
    const elsewhere = (await newIsolatedPage()).request;
    async function signInAs(origin: string) {
      const started = await elsewhere.get(`${app}/api/auth/passkey/generate-authenticate-options`);
      expect(started.status()).toBe(200);
      const { challenge } = (await started.json()) as { challenge: string };
      return elsewhere.post(`${app}/api/auth/passkey/verify-authentication`, {
        headers: { Origin: app },
        data: { response: copy.authenticate({ challenge }, { origin, rpId: "localhost" }) },
      });
    }
    const sessionCookie = (headers: { name: string; value: string }[]) =>
      headers.some(
        ({ name, value }) =>
          name.toLowerCase() === "set-cookie" && /session_token=[^;]/.test(value),
      );

    const refused = await signInAs(new URL(MAILBOX_APP_URL).origin);
    expect(refused.status()).toBe(400);
    expect(sessionCookie(refused.headersArray())).toBe(false);
    const nobody = await elsewhere.get(`${app}/api/auth/get-session`);
    expect(await nobody.json()).toBeNull();

    const accepted = await signInAs(new URL(app).origin);
    expect(accepted.status()).toBe(200);
    expect(sessionCookie(accepted.headersArray())).toBe(true);
    const session = (await (await elsewhere.get(`${app}/api/auth/get-session`)).json()) as {
      user: { email: string };
    };
    expect(session.user.email).toBe(email);
  });

  test("keyboard: the card's buttons are reached by Tab and its dialogs keep the focus", async ({
    page,
  }) => {
    await addAuthenticator(page);
    await accountWithPasskey(page, "Travel laptop");

    const focusedName = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "";
      });
    // Tab from the top of the page until the card's first button, then through the card.
    await page.locator("body").focus();
    let reached = false;
    for (let i = 0; i < 80 && !reached; i += 1) {
      await page.keyboard.press("Tab");
      reached = (await focusedName()) === "Rename Travel laptop";
    }
    expect(reached, "Tab reaches the passkey's Rename button").toBe(true);
    await page.keyboard.press("Tab");
    expect(await focusedName()).toBe("Delete Travel laptop");
    await page.keyboard.press("Tab");
    expect(await focusedName()).toBe("Add a passkey");
    await page.keyboard.press("Shift+Tab");
    const remove = passkeyRow(page, "Travel laptop").getByRole("button", {
      name: "Delete Travel laptop",
    });
    await expect(remove).toBeFocused();

    // Enter opens the confirmation; Tab and Shift+Tab stay inside it; Escape returns to the button.
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Delete the passkey?" });
    await expect(confirm).toBeVisible();
    const focusInDialog = () =>
      page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"));
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `focus stays in the dialog after ${key}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(passkeyRow(page, "Travel laptop")).toBeVisible();

    // The name dialog opens with its field focused.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    const rename = page.getByRole("dialog", { name: "Rename the passkey" });
    await expect(rename.getByLabel("Passkey name")).toBeFocused();
    for (const key of ["Tab", "Tab", "Tab", "Tab"]) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `focus stays in the dialog after ${key}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(rename).toBeHidden();
  });
});
