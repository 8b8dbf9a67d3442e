import type { Page, Route } from "@playwright/test";
import { expect, signInOverHttp, test, uniqueEmail, waitForHydration } from "./support/fixtures";

// The header's menus are fetched on their first use (ADR 040): these are the menu button's
// behaviours across that first fetch.

async function signedInDashboard(page: Page) {
  await signInOverHttp(page, uniqueEmail("menus"));
  await expect(page).toHaveURL("/dashboard");
  await waitForHydration(page);
}

test("the account menu opens from the keyboard on its first use, focuses its first item, and gives focus back on Escape", async ({
  page,
}) => {
  await signedInDashboard(page);
  const button = page.getByRole("button", { name: "Account menu" });
  // The name starts with the initials the button shows (WCAG 2.5.3; axe runs the rule too).
  const initials = (await button.textContent())?.trim() ?? "";
  await expect(button).toHaveAccessibleName(`${initials}, account menu`);
  await expect(button).toHaveAttribute("aria-haspopup", "menu");
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "true");

  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeFocused();
  await page.keyboard.press("Escape");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeFocused();
});

test("a click on the workspace menu before its code has arrived opens it once it has", async ({
  page,
}) => {
  await signedInDashboard(page);
  const held: Route[] = [];
  let firstHeld: () => void = () => undefined;
  const holding = new Promise<void>((done) => {
    firstHeld = done;
  });
  let released = false;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (released) return route.continue();
    held.push(route);
    firstHeld();
  });

  const button = page.getByRole("banner").getByRole("button", { name: /^Workspace: / });
  await button.click();
  await holding;
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("menu")).toHaveCount(0);

  released = true;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole("banner").getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Personal" })).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "true");
});
