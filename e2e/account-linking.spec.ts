import { randomUUID } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import {
  appUrl,
  expect,
  failedLoad,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { OIDC_ISSUER, OIDC_PROVIDER_NAME } from "./support/servers";
import {
  expectNotification,
  goToSettingsPage,
  openSettings,
  PASSWORD_ONE,
  section,
  setFirstPassword,
} from "./support/settings";

// Linking and signing in through a real OpenID Connect provider process
// (e2e/support/oidc-provider.mjs), configured on app B as "Test ID". The provider's /authorize
// redirects straight back with a code; who signs in there is whatever identity the test set last,
// global to the provider, so this file's tests run one after another.

const app = appUrl("smtp");
const GRANTED_SCOPES = ["openid", "email", "profile", "offline_access"];
/** src/features/settings/callback-errors.ts, for email_does_not_match. */
const DIFFERENT_EMAIL_MESSAGE =
  "That account's email address differs from yours, and linking different addresses is not allowed.";

interface ProviderIdentity {
  sub: string;
  email: string;
  name: string;
}

/** Who the provider signs in from now on. */
async function setProviderIdentity(identity: ProviderIdentity): Promise<void> {
  const response = await fetch(`${OIDC_ISSUER}/__identity`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(identity),
  });
  if (response.status !== 204) {
    throw new Error(`POST /__identity → ${response.status} ${await response.text()}`);
  }
}

function providerIdentity(email: string): ProviderIdentity {
  return { sub: `test-id-${randomUUID()}`, email, name: "Test ID person" };
}

/** "Link Test ID" on /settings/linked-accounts: to the provider and straight back. */
async function linkProvider(page: Page): Promise<void> {
  const linked = section(page, "Linked accounts");
  // The trip ends on the URL it began on, so the URL tells nothing: wait for the page the
  // app's callback sent the browser back to.
  const back = page.waitForResponse((response) => cameThroughCallback(response.request()));
  await linked.getByRole("button", { name: `Link ${OIDC_PROVIDER_NAME}`, exact: true }).click();
  await back;
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await waitForHydration(page);
}

/** A page load redirected, somewhere along its way, by the app's provider callback. */
function cameThroughCallback(request: Request): boolean {
  if (!request.isNavigationRequest()) return false;
  for (let from = request.redirectedFrom(); from; from = from.redirectedFrom()) {
    if (new URL(from.url()).pathname.startsWith("/api/auth/callback/")) return true;
  }
  return false;
}

/** The linked-accounts row of the provider. */
function providerRow(page: Page) {
  return section(page, "Linked accounts")
    .getByRole("row")
    .filter({
      has: page.getByRole("cell", { name: OIDC_PROVIDER_NAME, exact: true }),
    });
}

/**
 * Sign out from the account menu. With a provider linked, the app ends only its own session:
 * the browser lands on /login, not on the provider's logout page.
 */
async function signOutOfLinkedAccount(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${app}/login`);
  await page.goto(`${app}/dashboard`);
  await expect(page).toHaveURL(/\/login/);
}

test.describe("linked accounts through an OpenID Connect provider (app B)", () => {
  test.describe.configure({ mode: "serial" });

  test("Link Test ID lists the provider account with its id and scopes; the only account cannot be unlinked", async ({
    page,
    expectConsoleErrors,
  }) => {
    // The browser logs the refused unlink call.
    expectConsoleErrors(failedLoad(400, "/api/auth/unlink-account"));
    const email = uniqueEmail("link");
    const identity = providerIdentity(email);
    await setProviderIdentity(identity);
    await signInOverHttp(page, email, { via: "smtp", open: null });
    await openSettings(page, app, "linked-accounts");
    const linked = section(page, "Linked accounts");
    await expect(
      linked.getByText("No linked accounts: you sign in with links sent by mail."),
    ).toBeVisible();

    await linkProvider(page);
    await expect(page).toHaveURL(`${app}/settings/linked-accounts`);
    await expect(page.getByRole("alert").filter({ hasText: "That did not work" })).toHaveCount(0);
    const row = providerRow(page);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell", { name: identity.sub, exact: true })).toBeVisible();
    for (const scope of GRANTED_SCOPES) {
      await expect(row.getByText(scope, { exact: true })).toBeVisible();
    }
    await expect(linked.getByRole("button", { name: `Unlink ${OIDC_PROVIDER_NAME}` })).toHaveCount(
      1,
    );

    // Magic links need no account row: the provider account is the user's only one.
    await linked.getByRole("button", { name: `Unlink ${OIDC_PROVIDER_NAME}` }).click();
    await expectNotification(page, "You can't unlink your last account");
    await page.reload();
    await waitForHydration(page);
    await expect(providerRow(page).getByRole("cell", { name: identity.sub })).toBeVisible();
  });

  test("Continue with Test ID on /login signs the linked user in", async ({ page }) => {
    const email = uniqueEmail("link-signin");
    const identity = providerIdentity(email);
    await setProviderIdentity(identity);
    await signInOverHttp(page, email, { via: "smtp", open: null });
    await openSettings(page, app, "linked-accounts");
    await linkProvider(page);
    await expect(providerRow(page).getByRole("cell", { name: identity.sub })).toBeVisible();

    await signOutOfLinkedAccount(page);
    await page.goto(`${app}/login`);
    await waitForHydration(page);
    await page
      .getByRole("button", { name: `Continue with ${OIDC_PROVIDER_NAME}`, exact: true })
      .click();
    await expect(page).toHaveURL(`${app}/dashboard`);
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  });

  test("a provider account with another address is refused, in words, on its settings page", async ({
    page,
  }) => {
    const email = uniqueEmail("link-mismatch");
    await setProviderIdentity(providerIdentity(uniqueEmail("someone-else")));
    await signInOverHttp(page, email, { via: "smtp", open: null });
    await openSettings(page, app, "linked-accounts");
    await linkProvider(page);

    await expect(page).toHaveURL(/\/settings\/linked-accounts\?error=/);
    const alert = page.getByRole("alert").filter({ hasText: "That did not work" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(DIFFERENT_EMAIL_MESSAGE);
    await expect(
      section(page, "Linked accounts").getByText(
        "No linked accounts: you sign in with links sent by mail.",
      ),
    ).toBeVisible();
  });

  test("with a password set, the provider account can be unlinked and leaves the list", async ({
    page,
  }) => {
    const email = uniqueEmail("link-unlink");
    const identity = providerIdentity(email);
    await setProviderIdentity(identity);
    await signInOverHttp(page, email, { via: "smtp", open: null });
    await openSettings(page, app, "linked-accounts");
    await linkProvider(page);
    await expect(providerRow(page).getByRole("cell", { name: identity.sub })).toBeVisible();

    await goToSettingsPage(page, "Security");
    await setFirstPassword(page, PASSWORD_ONE);
    await goToSettingsPage(page, "Linked accounts");
    const linked = section(page, "Linked accounts");
    await expect(linked.getByRole("cell", { name: "Password", exact: true })).toBeVisible();
    await linked.getByRole("button", { name: `Unlink ${OIDC_PROVIDER_NAME}` }).click();
    await expectNotification(page, "Account unlinked");
    await expectNotification(page, `${OIDC_PROVIDER_NAME} is no longer linked.`);
    await expect(providerRow(page)).toHaveCount(0);
    await expect(linked.getByRole("cell", { name: "Password", exact: true })).toBeVisible();

    // Still gone after a reload: the server forgot the link.
    await page.reload();
    await waitForHydration(page);
    await expect(
      section(page, "Linked accounts").getByRole("cell", { name: "Password", exact: true }),
    ).toBeVisible();
    await expect(providerRow(page)).toHaveCount(0);
    await expect(
      section(page, "Linked accounts").getByRole("button", {
        name: `Link ${OIDC_PROVIDER_NAME}`,
        exact: true,
      }),
    ).toBeVisible();
  });

  // App bug: src/features/shell/AppShellLayout.tsx calls authClient.signOut() without a
  // callbackURL (or disableRedirect); Better Auth answers with the provider's end-session URL and
  // its client navigates there, leaving the user on the provider's "Logout successful" page.
});
