import type { Page } from "@playwright/test";
import { expect, signInOverHttp, test, uniqueEmail, waitForHydration } from "./support/fixtures";
import { expectAccessible, SCHEMES, switchScheme, WIDTHS } from "./support/looks";
import { section } from "./support/settings";

// axe-core (every rule it runs by default, whatever the impact) on what opens over a screen: a
// dialog, a toast and the phone's navigation panel, each in both colour schemes. Every screen
// itself is checked in every look by e2e/visual.spec.ts, and every other test ends with the same
// check on the pages it leaves open (support/fixtures.ts).

/** axe on the page as it is now, in each scheme (switched in place: the dialog stays open). */
async function expectAccessibleInBothSchemes(page: Page, what: string): Promise<void> {
  for (const scheme of SCHEMES) {
    await switchScheme(page, scheme);
    await expectAccessible(page, `${what}, ${scheme}`);
  }
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await waitForHydration(page);
}

// One test for each state, so that each stays well inside its time on two busy cores.
test("the new key's dialog over its toast, in both schemes", async ({ page }) => {
  await signInOverHttp(page, uniqueEmail("a11y"));
  await page.setViewportSize(WIDTHS[0]);
  await visit(page, "/dashboard");
  await page.getByRole("button", { name: "Create API key" }).click();
  await expect(page.getByRole("dialog", { name: "Your API key" })).toBeVisible();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectAccessibleInBothSchemes(page, "/dashboard with the new key's dialog and a toast");
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
});

test("the account deletion dialog, in both schemes", async ({ page }) => {
  await signInOverHttp(page, uniqueEmail("a11y"), { open: null });
  await page.setViewportSize(WIDTHS[0]);
  await visit(page, "/settings/danger-zone");
  await section(page, "Delete account").getByRole("button", { name: "Delete account…" }).click();
  await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
  await expectAccessibleInBothSchemes(page, "/settings/danger-zone with the deletion dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeHidden();
});

test("the phone's navigation panel, open, in both schemes", async ({ page }) => {
  await signInOverHttp(page, uniqueEmail("a11y"), { open: null });
  await page.setViewportSize(WIDTHS[1]);
  await visit(page, "/dashboard");
  await page.getByRole("button", { name: "Navigation" }).click();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }),
  ).toBeVisible();
  await expectAccessibleInBothSchemes(page, "/dashboard with the navigation panel open");
});

test("the first Tab on a signed-in page offers to skip to the content", async ({ page }) => {
  await signInOverHttp(page, uniqueEmail("skip"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.getByRole("main")).toBeFocused();
});

test("on a phone the closed navigation panel holds no stop for the Tab key", async ({ page }) => {
  await page.setViewportSize(WIDTHS[1]);
  await signInOverHttp(page, uniqueEmail("inert"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  // Closed, the panel is out of view and inert (its contents come with its first opening).
  const panel = page.locator(".mantine-AppShell-navbar");
  const panelLink = panel.getByRole("link", { name: "Settings", includeHidden: true });
  const burger = page.getByRole("button", { name: "Navigation" });
  await expect(panel).toHaveAttribute("inert", "");
  // Open, its links take focus.
  await burger.click();
  await expect(panel).not.toHaveAttribute("inert");
  await panelLink.focus();
  await expect(panelLink).toBeFocused();
  // Closed again, its links stay for the closing slide but cannot take focus.
  await burger.click();
  await expect(panel).toHaveAttribute("inert", "");
  await panelLink.evaluate((link) => (link as HTMLElement).focus());
  await expect(panelLink).not.toBeFocused();
});
