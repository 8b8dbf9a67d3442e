import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  expect,
  failedLoad,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { expectAccessible, inEveryLook, type Look, WIDTHS } from "./support/looks";
import { MAILBOX_APP_URL } from "./support/servers";
import { SETTINGS_PATHS } from "./support/settings";

// Every screen in both colour schemes at a desktop and a phone width: each look compared with
// its baseline in visual.spec.ts-snapshots/ and run through axe-core (every rule it runs by
// default, whatever the impact; ADRs 021 and 025). A screen is loaded once per width and its
// scheme switched in place (support/looks.ts). A change that moves a layout fails here; a change
// meant to, updates the baselines:
//   npm run build && npx playwright test e2e/visual.spec.ts --update-snapshots
// and the new images are reviewed in the diff like code. What differs from run to run (dates,
// session rows) is masked and kept to one line (visual.css); the tolerance absorbs anti-aliasing
// and font hinting, not a moved element. Dialogs, toasts and the phone's open menu are checked in
// accessibility.spec.ts.

/**
 * Compared by their first screen only: the API reference is generated from the OpenAPI document
 * (the contract tests check what it says) and about 21,000 px tall, where Chromium's text layout
 * moves by a pixel or two from run to run.
 */
const FIRST_SCREEN_ONLY = new Set(["/api-docs"]);

interface Screen {
  path: string;
  /** Compared with a baseline image as well as checked by axe. */
  baseline: boolean;
  /** Shown once the screen holds this (beyond its level-one heading). */
  ready?: (page: Page) => Promise<void>;
}

function nameOf(path: string): string {
  return path === "/" ? "landing" : path.slice(1).replaceAll("/", "-");
}

/** Opens a screen and waits until what it streams in has arrived. */
async function settle(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await waitForHydration(page);
  await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0);
  await expect(page.getByText(/^(Loading |جارٍ تحميل)/)).toHaveCount(0);
  await screen.ready?.(page);
}

/** Dates and devices change with the day and the machine. */
function changing(page: Page) {
  return [
    page.getByText(/^(Member since|عضو منذ) /),
    page.locator("time"),
    page.getByRole("region", { name: "Sessions" }).getByRole("listitem"),
  ];
}

async function expectLooksTheSame(page: Page, name: string, fullPage: boolean): Promise<void> {
  // What changes is masked; on one line, and a date in a box of one width, its length on the
  // day cannot move what follows it. Set from script: the CSP refuses an injected stylesheet.
  for (const locator of changing(page)) {
    await locator.evaluateAll((elements) => {
      for (const element of elements) {
        const style = (element as HTMLElement).style;
        style.whiteSpace = "nowrap";
        style.overflow = "hidden";
        if (element.localName === "time")
          Object.assign(style, { display: "inline-block", width: "10em" });
      }
    });
  }
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage,
    mask: changing(page),
    maxDiffPixelRatio: 0.01,
    threshold: 0.25,
  });
}

/** The screen in every look (at `widths`): its image (when it has a baseline) and axe. */
async function checkEveryLook(
  page: Page,
  screen: Screen,
  prefix = "",
  widths: readonly (typeof WIDTHS)[number][] = WIDTHS,
): Promise<void> {
  await inEveryLook(
    page,
    () => settle(page, screen),
    async ({ name }: Look) => {
      if (screen.baseline) {
        const fullPage = !FIRST_SCREEN_ONLY.has(screen.path);
        await expectLooksTheSame(page, `${prefix}${name}-${nameOf(screen.path)}`, fullPage);
      }
      await expectAccessible(page, `${prefix}${screen.path}, ${name}`);
    },
    widths,
  );
}

/**
 * Signs a fixed address in (each run's apps start empty, so its initials are the same in every
 * run) from a fixed client address: the activity timeline shows it.
 */
async function signInForPictures(page: Page, email: string, ip: string): Promise<void> {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  await signInOverHttp(page, email, { ip });
  await expect(page).toHaveURL(/\/dashboard$/);
}

// One test a screen: four looks of one screen stay well inside a test's time on two busy cores,
// and the two workers share the screens.

// The sign-in link's page without a link: its "That link did not work" state; the second step
// as anyone may open it (e2e/two-factor.spec.ts checks it with a challenge).
for (const screen of [
  ...["/", "/login", "/no-such-page"].map((path) => ({ path, baseline: true })),
  ...["/login/confirm", "/login/two-factor", "/signup"].map((path) => ({ path, baseline: false })),
]) {
  test(`${screen.path}, signed out`, async ({ page, expectConsoleErrors }) => {
    if (screen.path === "/no-such-page") expectConsoleErrors(failedLoad(404, "/no-such-page"));
    await checkEveryLook(page, screen);
  });
}

/**
 * A new account's lists hold one row each (its one session, its one sign-in) once they have
 * arrived: the shot waits for that row, not for a time.
 */
const LISTS_READY: Record<string, (page: Page) => Promise<void>> = {
  "/settings/sessions": (page) =>
    expect(page.getByRole("region", { name: "Sessions" }).getByRole("listitem")).toHaveCount(1),
  "/settings/activity": async (page) => {
    const rows = page.getByRole("region", { name: "Activity" }).getByRole("listitem");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("Signed in with an email link");
  },
};

const personal = ["/dashboard", "/welcome", ...SETTINGS_PATHS, "/subscriptions", "/organization"];
personal.forEach((path, index) => {
  test(`${path}, a new account's`, async ({ page }) => {
    await signInForPictures(page, `visual-${nameOf(path)}@example.com`, `10.250.0.${index + 1}`);
    await checkEveryLook(page, { path, baseline: true, ready: LISTS_READY[path] });
  });
});

// The API reference is about 21,000 px tall, and axe takes many seconds over it: one width a test.
for (const size of WIDTHS) {
  test(`/api-docs at ${size.width} px, a new account's`, async ({ page }) => {
    await signInForPictures(
      page,
      `visual-api-docs-${size.width}@example.com`,
      `10.250.2.${size.width % 250}`,
    );
    await checkEveryLook(page, { path: "/api-docs", baseline: true }, "", [size]);
  });
}

for (const part of [
  "",
  "/members",
  "/invitations",
  "/teams",
  "/billing",
  "/api-key",
  "/danger-zone",
]) {
  test(`/organization${part}, an organization's`, async ({ page }) => {
    await signInOverHttp(page, uniqueEmail("a11y-org"));
    const origin = new URL(page.url()).origin;
    // The dashboard's calls finished first: a session read still under way could answer after
    // the creation and set the session's copy with the old workspace.
    await page.waitForLoadState("networkidle");
    const created = await page.request.post(`${origin}/api/auth/organization/create`, {
      headers: { origin },
      data: { name: "Axe Co", slug: `axe-${randomUUID()}` },
    });
    expect(created.status()).toBe(200);
    await checkEveryLook(page, {
      path: `/organization${part}`,
      baseline: false,
      ready: (shown) =>
        expect(shown.getByRole("heading", { level: 1, name: "Axe Co" })).toBeVisible(),
    });
  });
}

/** Right to left (issue 33): the screens a newcomer meets first, in Arabic. */
const rtl = (page: Page) => expect(page.locator("html")).toHaveAttribute("dir", "rtl");
["/dashboard", "/settings", "/subscriptions", "/organization"].forEach((path, index) => {
  test(`${path} in Arabic, right to left`, async ({ page }) => {
    await signInForPictures(page, `visual-ar-${nameOf(path)}@example.com`, `10.250.1.${index + 1}`);
    await page.context().addCookies([{ name: "locale", value: "ar", url: page.url() }]);
    await checkEveryLook(page, { path, baseline: true, ready: rtl }, "ar-");
  });
});
for (const path of ["/", "/login"]) {
  test(`${path} in Arabic, right to left, signed out`, async ({ page }) => {
    // The language chosen by the cookie alone.
    await page.context().addCookies([{ name: "locale", value: "ar", url: MAILBOX_APP_URL }]);
    await checkEveryLook(page, { path, baseline: true, ready: rtl }, "ar-");
  });
}
