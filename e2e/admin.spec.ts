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

  test("the console's pages pass axe in both schemes at both widths, a dialog open", async ({
    page,
    newIsolatedPage,
  }) => {
    test.setTimeout(120_000);
    const someone = uniqueEmail("a11y-admin");
    await signInOverHttp(await newIsolatedPage(), someone, { open: null });
    await signInOverHttp(page, E2E_ADMIN_EMAIL);
    for (const scheme of ["dark", "light"] as const) {
      await page.evaluate(
        (value) => localStorage.setItem("timberline-color-scheme", value),
        scheme,
      );
      for (const size of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        for (const path of ["/admin", "/admin/audit"]) {
          await page.goto(path);
          await expect(
            page.getByRole("heading", { level: 1, name: "Admin console" }),
          ).toBeVisible();
          await waitForHydration(page);
          expect(await axeViolations(page), `${path}, ${scheme}, ${size.width} px`).toEqual([]);
        }
        await page.goto("/admin");
        await waitForHydration(page);
        await openAccount(page, someone);
        expect(await axeViolations(page), `account, ${scheme}, ${size.width} px`).toEqual([]);
        await confirmAction(page, "Sign out everywhere…", someone, "Sign out everywhere");
        expect(await axeViolations(page), `dialog, ${scheme}, ${size.width} px`).toEqual([]);
        await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
      }
    }
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
