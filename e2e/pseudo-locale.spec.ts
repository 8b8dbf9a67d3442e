import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { initialsOf } from "../src/lib/initials";
import { PAYING_CARD, payWith, startCheckout } from "./support/billing";
import {
  expect,
  failedLoad,
  pressSignIn,
  requestMagicLink,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { message, plainEnglish, setLocaleCookie, signInWords } from "./support/i18n";
import { devMailbox, linkIn } from "./support/mail";
import { MAILBOX_APP_URL, MAILBOX_TWIN_URL } from "./support/servers";
import { SETTINGS_PATHS } from "./support/settings";

// The pseudo-locale (en-XA: every message accented and in brackets) on every screen a newcomer
// reaches (issue 33): any visible text left outside the brackets was never made a message.

const app = MAILBOX_APP_URL;
const xa = (key: string, params: Record<string, string> = {}) =>
  message("en-XA", key, { appName: "Timberline", ...params });

// What is not a message, listed narrowly: the product's name, the plans' names and amounts (the
// billing provider's data), dates and times as Intl writes them in en-GB (the pseudo-locale's
// format), the person's own data (addresses, the organization's name), an API key's characters.
const PRODUCT = /\bTimberline\b/;
// "Pro (yearly)" is that plan's name in src/config/plans.ts.
const PLANS = /\b(Free|Starter|Pro|Team)\b( \(yearly\))?/;
const AMOUNTS = /\$\d[\d,]*\.\d{2}/;
const DATES =
  /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December) \d{4}\b/;
const TIMES = /\b\d{1,2}:\d{2}( ?(am|pm))?\b/;
const ADDRESS = /[\w.+-]+@example\.com/;
// A key: whole in the dialog that shows it once, then its ends on its card (tl_ehLl…gjGL).
const KEY = /\btl_[\w-]+(…[\w-]+)?/;
// Protocol names, the same in every language: webhook event types and API key scopes.
const EVENT_TYPE = /\b(subscription|member|invitation|api_key|usage|webhook)\.[a-z_]+\b/;
const SCOPE = /\b(account|keys|subscriptions):(read|write)\b/;
const USER_DATA = [PRODUCT, PLANS, AMOUNTS, DATES, TIMES, ADDRESS, KEY, EVENT_TYPE, SCOPE];

/** Scans the page as it is now; a finding fails the test at its end, named by `screen`. */
async function scan(page: Page, screen: string, allowed: RegExp[] = []): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
  expect.soft(await plainEnglish(page, [...USER_DATA, ...allowed]), screen).toEqual([]);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${app}${path}`);
  await waitForHydration(page);
}

test.beforeEach(async ({ page }) => {
  await setLocaleCookie(page, "en-XA");
});

test("the signed-out screens: landing, /login and its states, the not-found page", async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedLoad(404, "/no-such-page"));
  await open(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\[.*\]$/);
  await scan(page, "landing");

  await open(page, "/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\[.*\]$/);
  await scan(page, "/login");
  await page.getByRole("button", { name: xa("login_send_link") }).click();
  await expect(page.getByRole("textbox", { name: xa("login_email_label") })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await scan(page, "/login, no address");

  await open(page, "/login?method=password");
  await scan(page, "/login?method=password");
  await open(page, "/login?error=EXPIRED_TOKEN");
  await expect(page.getByRole("alert")).toBeVisible();
  await scan(page, "/login?error=EXPIRED_TOKEN");
  await open(page, "/login?error=TOO_MANY_REQUESTS&retry_after=120");
  await expect(page.getByRole("alert")).toBeVisible();
  await scan(page, "/login?error=TOO_MANY_REQUESTS");

  await page.goto(`${app}/no-such-page`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\[.*\]$/);
  await scan(page, "not found");
});

test("sign-in, welcome, dashboard, API key, subscriptions and checkout", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("pseudo");
  const words = signInWords("en-XA");
  const { link } = await requestMagicLink(page, email, { words });
  await scan(page, "/login, link sent");

  await page.goto(link);
  await scan(page, "/login/confirm");
  await pressSignIn(page, words);
  await expect(page).toHaveURL(/\/welcome/);
  await waitForHydration(page);
  await scan(page, "welcome");
  await page.getByRole("link", { name: words.skipWelcome }).click();
  await expect(page).toHaveURL(`${app}/dashboard`);
  await waitForHydration(page);
  await scan(page, "/dashboard");

  await page.getByRole("button", { name: xa("keys_create") }).click();
  const dialog = page.getByRole("dialog", { name: xa("keys_modal_title") });
  await expect(dialog).toBeVisible();
  await scan(page, "API key made (its dialog)");
  await dialog.getByRole("button", { name: xa("common_done") }).click();
  await expect(dialog).toBeHidden();
  await scan(page, "/dashboard with a key");

  await open(page, "/subscriptions");
  await scan(page, "/subscriptions");
  await startCheckout(
    page,
    "Starter",
    MAILBOX_TWIN_URL,
    xa("pricing_subscribe_to", { plan: "Starter" }),
  );
  await payWith(page, PAYING_CARD);
  await page.waitForURL(/\/success\?checkout_id=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\[.*\]$/, {
    timeout: 15_000,
  });
  await scan(page, "checkout success");
  await open(page, "/subscriptions");
  await expect(page.getByRole("region", { name: "Starter", exact: true })).toBeVisible();
  await scan(page, "/subscriptions, subscribed");
});

test("every settings page", async ({ page }) => {
  const email = uniqueEmail("pseudo-settings");
  await signInOverHttp(page, email, { open: null });
  for (const path of SETTINGS_PATHS) {
    await open(page, path);
    await expect(page.getByRole("region").first()).toBeVisible();
    await scan(page, path);
  }
});

test("the organization's pages, an invitation and its page", async ({ page, newIsolatedPage }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("pseudo-org");
  const organization = `Acme ${randomUUID().slice(0, 8)}`;
  // Its name, and the letters of its avatar.
  const orgName = new RegExp(`${organization}|^${initialsOf(organization)}$`);
  await signInOverHttp(page, email, { open: null });
  await open(page, "/organization");
  await scan(page, "/organization, none yet");
  await page.getByRole("button", { name: xa("org_create") }).click();
  const dialog = page.getByRole("dialog", { name: xa("org_create_title") });
  await dialog.getByRole("textbox", { name: xa("org_name") }).fill(organization);
  await scan(page, "create an organization (its dialog)", [/\bacme-[a-f0-9]{8}\b/]);
  await dialog.getByRole("button", { name: xa("org_create") }).click();
  await expect(page.getByRole("heading", { level: 1, name: organization })).toBeVisible();
  await scan(page, "/organization", [orgName]);

  const invitee = uniqueEmail("pseudo-invitee");
  const seen = await devMailbox.ids(invitee);
  await open(page, "/organization/invitations");
  await page.getByRole("textbox", { name: xa("org_email_address") }).fill(invitee);
  await page.getByRole("button", { name: xa("org_send_invitation") }).click();
  await expect(page.getByRole("listitem", { name: invitee })).toBeVisible();
  await scan(page, "/organization/invitations, one pending", [orgName]);
  const link = linkIn(await devMailbox.waitForNew(invitee, seen), `${app}/invitations/`);

  for (const path of ["members", "teams", "billing", "api-key", "danger-zone"]) {
    await open(page, `/organization/${path}`);
    await expect(page.getByRole("region").first()).toBeVisible();
    await scan(page, `/organization/${path}`, [orgName]);
  }

  // The invitation's page, signed out and then signed in as the invitee.
  const guest = await newIsolatedPage();
  await setLocaleCookie(guest, "en-XA");
  await guest.goto(link);
  await waitForHydration(guest);
  await scan(guest, "invitation, signed out", [orgName]);
  await signInOverHttp(guest, invitee, { open: null });
  await guest.goto(link);
  await waitForHydration(guest);
  await expect(guest.getByRole("button", { name: xa("invitation_accept") })).toBeVisible();
  await scan(guest, "invitation, signed in", [orgName]);
});
