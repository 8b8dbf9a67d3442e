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
import { SETTINGS_PATHS, section } from "./support/settings";

// Every screen through axe-core (every rule it runs by default, whatever the impact), in both
// colour schemes and at a desktop and a phone width, with a dialog, a toast and the phone's
// navigation panel open. Every other test also ends with the same check on the pages it leaves
// open (support/fixtures.ts).

const WIDTHS: [{ width: number; height: number }, { width: number; height: number }] = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The app keeps the chosen scheme in localStorage; set before any page of the test loads. */
async function useScheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await page.addInitScript(
    (value) => window.localStorage.setItem("timberline-color-scheme", value),
    scheme,
  );
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `${what} (${page.viewportSize()?.width} px)`).toEqual([]);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await waitForHydration(page);
}

for (const scheme of ["dark", "light"] as const) {
  test.describe(`accessibility, ${scheme} scheme`, () => {
    test("the public screens at both widths", async ({ page, expectConsoleErrors }) => {
      expectConsoleErrors(failedLoad(404, "/no-such-page"));
      await useScheme(page, scheme);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        // The sign-in link's page without a link: its "That link did not work" state; the
        // second step as anyone may open it (e2e/two-factor.spec.ts checks it with a challenge).
        for (const path of [
          "/",
          "/login",
          "/login/confirm",
          "/login/two-factor",
          "/signup",
          "/no-such-page",
        ]) {
          await visit(page, path);
          await expectAccessible(page, path);
        }
      }
    });

    test("the signed-in screens at both widths, with a dialog, a toast and the phone's menu open", async ({
      page,
    }) => {
      // Thirteen screens at two widths, each checked by axe: about two minutes here.
      test.setTimeout(240_000);
      await useScheme(page, scheme);
      await signInOverHttp(page, uniqueEmail("a11y"));
      await expect(page).toHaveURL(/\/dashboard$/);
      const personal = [
        "/dashboard",
        "/welcome",
        ...SETTINGS_PATHS,
        "/subscriptions",
        "/api-docs",
        "/organization",
      ];
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        for (const path of personal) {
          await visit(page, path);
          await expectAccessible(page, path);
        }
      }

      // A dialog and a toast: the new key's dialog over the toast that says it was made.
      await page.setViewportSize(WIDTHS[0]);
      await visit(page, "/dashboard");
      await page.getByRole("button", { name: "Create API key" }).click();
      await expect(page.getByRole("dialog", { name: "Your API key" })).toBeVisible();
      await expect(page.getByRole("alert").first()).toBeVisible();
      await expectAccessible(page, "/dashboard with the new key's dialog and a toast");
      await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
      await visit(page, "/settings/danger-zone");
      await section(page, "Delete account")
        .getByRole("button", { name: "Delete account…" })
        .click();
      await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
      await expectAccessible(page, "/settings/danger-zone with the deletion dialog");
      await page.keyboard.press("Escape");

      // The phone's navigation panel, open.
      await page.setViewportSize(WIDTHS[1]);
      await visit(page, "/dashboard");
      await page.getByRole("button", { name: "Navigation" }).click();
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }),
      ).toBeVisible();
      await expectAccessible(page, "/dashboard with the navigation panel open");
    });

    // Apart from the personal screens: each test stays well within its time on a busy machine.
    test("an organization's screens at both widths", async ({ page }) => {
      test.setTimeout(120_000);
      await useScheme(page, scheme);
      await signInOverHttp(page, uniqueEmail("a11y-org"));
      await expect(page).toHaveURL(/\/dashboard$/);
      const origin = new URL(page.url()).origin;
      // The dashboard's calls finished first: a session read still under way could answer after
      // the creation and set the session's copy with the old workspace.
      await page.waitForLoadState("networkidle");
      const created = await page.request.post(`${origin}/api/auth/organization/create`, {
        headers: { origin },
        data: { name: "Axe Co", slug: `axe-${scheme}-${Date.now().toString(36)}` },
      });
      expect(created.status()).toBe(200);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        for (const part of [
          "",
          "/members",
          "/invitations",
          "/teams",
          "/billing",
          "/api-key",
          "/danger-zone",
        ]) {
          await visit(page, `/organization${part}`);
          await expect(page.getByRole("heading", { level: 1, name: "Axe Co" })).toBeVisible();
          await expectAccessible(page, `/organization${part}`);
        }
      }
    });
  });
}

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
