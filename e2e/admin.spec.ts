import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  failedLoad,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { expectAccessible, inEveryLook, SCHEMES, switchScheme, WIDTHS } from "./support/looks";
import { E2E_ADMIN_EMAIL } from "./support/servers";
import { expectNotification } from "./support/settings";

// The admin console on app A, whose ADMIN_EMAILS names E2E_ADMIN_EMAIL (ADR 036): an admin finds
// an account, bans it with a typed confirmation, reads the audit log, acts as another account
// under the banner on every page, and stops.

/** The console's users list, searched for `email`, then that account's page. */
async function openAccount(page: Page, email: string) {
  await page
    .getByRole("navigation", { name: "Admin console" })
    .getByRole("link", { name: "Users" })
    .click();
  await page.getByLabel("Address or name").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 account" })).toBeVisible();
  await page.getByRole("table", { name: "Accounts" }).getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 2, name: email })).toBeVisible();
  await waitForHydration(page);
}

/** Opens an action's dialog, types the address, and confirms. */
async function confirmAction(page: Page, button: string, email: string, act: string) {
  await page.getByRole("region", { name: "Actions" }).getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole("button", { name: act, exact: true });
  await expect(confirm).toBeDisabled();
  return { dialog, confirm, type: () => dialog.getByLabel(`Type ${email} to confirm`).fill(email) };
}

test.describe("admin console (app A)", () => {
  test("an admin bans an account with a typed confirmation, reads the audit log, impersonates another and stops", async ({
    page,
    newIsolatedPage,
  }) => {
    // Three sign-ins, two confirmed actions and two full page loads each way: a walk that takes
    // 20–40 s on two busy cores, past the 30 s a single screen's test is given.
    test.setTimeout(90_000);
    const banned = uniqueEmail("banned");
    const actedAs = uniqueEmail("acted-as");
    for (const email of [banned, actedAs]) {
      await signInOverHttp(await newIsolatedPage(), email, { open: null });
    }

    await signInOverHttp(page, E2E_ADMIN_EMAIL, { open: null });
    // An admin finds the console in the account menu.
    await page.goto("/dashboard");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Admin console" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin console" })).toBeVisible();
    await waitForHydration(page);

    await openAccount(page, banned);
    const ban = await confirmAction(page, "Ban…", banned, "Ban");
    await ban.dialog.getByLabel("Reason").fill("Sent spam from the API");
    await ban.dialog.getByLabel("Length").selectOption({ label: "7 days" });
    expect(await axeViolations(page)).toEqual([]);
    await ban.type();
    await ban.confirm.click();
    await expectNotification(page, "Banned");
    await expect(page.getByText("Banned", { exact: true }).first()).toBeVisible();

    await page
      .getByRole("navigation", { name: "Admin console" })
      .getByRole("link", { name: "Audit log" })
      .click();
    const entry = page
      .getByRole("table", { name: "Audit log" })
      .getByRole("row")
      .filter({ hasText: banned });
    await expect(entry).toContainText("Banned");
    await expect(entry).toContainText(E2E_ADMIN_EMAIL);
    await expect(entry).toContainText("Sent spam from the API");

    await openAccount(page, actedAs);
    const impersonate = await confirmAction(page, "Impersonate…", actedAs, "Impersonate");
    await impersonate.type();
    await impersonate.confirm.click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    const banner = page.getByRole("region", { name: "Impersonation" });
    await expect(banner).toContainText(`You are signed in as ${actedAs} by ${E2E_ADMIN_EMAIL}`);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(banner).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await waitForHydration(page);
    await banner.getByRole("button", { name: "Stop" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin console" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Impersonation" })).toHaveCount(0);
  });

  // One test a screen or state, so that each stays well inside its time on two busy cores:
  // axe takes seconds over the console's tables.
  for (const path of ["/admin", "/admin/audit"]) {
    for (const size of WIDTHS) {
      test(`${path} passes axe in both schemes at ${size.width} px`, async ({ page }) => {
        await signInOverHttp(page, E2E_ADMIN_EMAIL, { open: null });
        const heading = page.getByRole("heading", { level: 1, name: "Admin console" });
        await inEveryLook(
          page,
          async () => {
            await page.goto(path);
            await expect(heading).toBeVisible();
            await waitForHydration(page);
          },
          ({ name }) => expectAccessible(page, `${path}, ${name}`),
          [size],
        );
      });
    }
  }

  /** An account the admin opens, signed in once so that it has sessions to act on. */
  async function someoneToOpen(newIsolatedPage: () => Promise<Page>): Promise<string> {
    const someone = uniqueEmail("a11y-admin");
    await signInOverHttp(await newIsolatedPage(), someone, { open: null });
    return someone;
  }

  async function openAccountAsAdmin(page: Page, someone: string): Promise<void> {
    await page.goto("/admin");
    await waitForHydration(page);
    await openAccount(page, someone);
  }

  test("an account's page passes axe in both schemes at both widths", async ({
    page,
    newIsolatedPage,
  }) => {
    const someone = await someoneToOpen(newIsolatedPage);
    await signInOverHttp(page, E2E_ADMIN_EMAIL, { open: null });
    await inEveryLook(
      page,
      () => openAccountAsAdmin(page, someone),
      ({ name }) => expectAccessible(page, `account, ${name}`),
    );
  });

  test("an action's dialog passes axe in both schemes at both widths", async ({
    page,
    newIsolatedPage,
  }) => {
    const someone = await someoneToOpen(newIsolatedPage);
    await signInOverHttp(page, E2E_ADMIN_EMAIL, { open: null });
    await openAccountAsAdmin(page, someone);
    // Open while the width and the scheme change.
    await confirmAction(page, "Sign out everywhere…", someone, "Sign out everywhere");
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const scheme of SCHEMES) {
        await switchScheme(page, scheme);
        await expectAccessible(page, `dialog, ${scheme}, ${size.width} px`);
      }
    }
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  });

  test("anyone else finds no console: the not-found screen at /admin", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedLoad(404, "/admin"));
    await signInOverHttp(page, uniqueEmail("not-admin"), { open: null });
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Admin console")).toHaveCount(0);
  });
});
