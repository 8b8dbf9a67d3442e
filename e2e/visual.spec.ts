import type { Page } from "@playwright/test";
import { expect, failedLoad, signIn, test, waitForHydration } from "./support/fixtures";
import { SETTINGS_PATHS } from "./support/settings";

// Visual regression: every screen in both colour schemes at a desktop and a phone width, compared
// with the baselines committed in visual.spec.ts-snapshots/. A change that moves a layout fails
// here; a change meant to, updates them:
//   npm run build && npx playwright test e2e/visual.spec.ts --update-snapshots
// and the new images are reviewed in the diff like code. What differs from run to run (dates,
// session rows) is masked; the tolerance absorbs anti-aliasing and font hinting, not a moved
// element.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const PUBLIC = ["/", "/login", "/no-such-page"];
const SIGNED_IN = [
  "/dashboard",
  "/welcome",
  ...SETTINGS_PATHS,
  "/subscriptions",
  "/api-docs",
  "/organization",
];

/**
 * Compared by their first screen only: the API reference is generated from the OpenAPI document
 * (the contract tests check what it says) and about 21,000 px tall, where Chromium's text layout
 * moves by a pixel or two from run to run.
 */
const FIRST_SCREEN_ONLY = new Set(["/api-docs"]);

/** Right to left (issue 33): the screens a newcomer meets first, in Arabic. */
const ARABIC_PUBLIC = ["/", "/login"];
const ARABIC_SIGNED_IN = ["/dashboard", "/settings", "/subscriptions", "/organization"];

function nameOf(path: string): string {
  return path === "/" ? "landing" : path.slice(1).replaceAll("/", "-");
}

async function useScheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await page.addInitScript(
    (value) => window.localStorage.setItem("timberline-color-scheme", value),
    scheme,
  );
}

/** Opens a screen and waits until what it streams in has arrived. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await waitForHydration(page);
  await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0);
  await expect(page.getByText(/^Loading /)).toHaveCount(0);
}

async function expectLooksTheSame(page: Page, name: string, fullPage = true): Promise<void> {
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage,
    // Dates and devices change with the day and the machine.
    mask: [
      page.getByText(/^(Member since|عضو منذ) /),
      page.locator("time"),
      page.getByRole("region", { name: "Sessions" }).getByRole("listitem"),
    ],
    maxDiffPixelRatio: 0.01,
    threshold: 0.25,
  });
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`screens look as they did, ${scheme} scheme`, () => {
    test("the public screens", async ({ page, expectConsoleErrors }) => {
      expectConsoleErrors(failedLoad(404, "/no-such-page"));
      await useScheme(page, scheme);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        for (const path of PUBLIC) {
          await settle(page, path);
          await expectLooksTheSame(page, `${scheme}-${size.width}-${nameOf(path)}`);
        }
      }
    });

    test("the signed-in screens of a new account", async ({ page }) => {
      test.setTimeout(180_000);
      await useScheme(page, scheme);
      // A fixed client address in the same /24 for both schemes (the fixture's is random): the
      // activity timeline shows the network.
      await page.setExtraHTTPHeaders({
        "X-Forwarded-For": scheme === "light" ? "10.250.0.1" : "10.250.0.2",
      });
      // A fixed address (each run's apps start empty): its initials and text are the same in
      // every run.
      await signIn(page, `visual-${scheme}@example.com`);
      await expect(page).toHaveURL(/\/dashboard$/);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        for (const path of SIGNED_IN) {
          await settle(page, path);
          await expectLooksTheSame(
            page,
            `${scheme}-${size.width}-${nameOf(path)}`,
            !FIRST_SCREEN_ONLY.has(path),
          );
        }
      }
    });
  });
}

for (const scheme of ["light", "dark"] as const) {
  test(`the first screens in Arabic, right to left, ${scheme} scheme`, async ({ page }) => {
    test.setTimeout(180_000);
    await useScheme(page, scheme);
    await page.setExtraHTTPHeaders({
      "X-Forwarded-For": scheme === "light" ? "10.250.1.1" : "10.250.1.2",
    });
    await signIn(page, `visual-ar-${scheme}@example.com`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().addCookies([{ name: "locale", value: "ar", url: page.url() }]);
    const signedIn = await page.context().cookies();
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const path of ARABIC_SIGNED_IN) {
        await settle(page, path);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expectLooksTheSame(page, `ar-${scheme}-${size.width}-${nameOf(path)}`);
      }
      await page.context().clearCookies();
      for (const path of ARABIC_PUBLIC) {
        await page.context().addCookies([{ name: "locale", value: "ar", url: page.url() }]);
        await settle(page, path);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expectLooksTheSame(page, `ar-${scheme}-${size.width}-${nameOf(path)}`);
      }
      await page.context().addCookies(signedIn);
    }
  });
}
