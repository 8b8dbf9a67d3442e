import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import { formatCurrency, formatDate, formatNumber } from "../src/i18n/format";
import type { Locale } from "../src/i18n/locale";
import {
  chargedAtTwin,
  PAYING_CARD,
  payWith,
  startCheckout,
  subscriptionAtTwin,
} from "./support/billing";
import {
  appUrl,
  expect,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { message } from "./support/i18n";
import { MAILBOX_TWIN_URL, type MONEY_ADMIN_LOCALES, moneyAdminEmail } from "./support/servers";

// Issue 45's journey, once per language and time zone: Pro bought with a discount code and a
// trial, then Team with 3 seats for an organization. The success page, the subscription card,
// the dashboard, GET /api/v1/subscriptions and the admin console each show the amount, the
// discount, the seats and the dates the twin bills, written as the person reads them (the
// product's own formatting module, in the browser's language and zone), never a constant.

const app = appUrl("mailbox");

const PEOPLE = [
  { locale: "en", browser: "en-US", timezoneId: "America/New_York" },
  { locale: "de", browser: "de-DE", timezoneId: "Europe/Berlin" },
  { locale: "ar", browser: "ar-SA", timezoneId: "Asia/Riyadh" },
] as const satisfies readonly {
  locale: Locale & (typeof MONEY_ADMIN_LOCALES)[number];
  browser: string;
  timezoneId: string;
}[];

/**
 * A request made on a connection of its own, sharing the page's cookies: `page.request` keeps its
 * connections between calls, and one the server closed after 5 s idle (its keep-alive) just as
 * it is reused is a reset no browser would show (it sends the request again).
 */
async function freshly<T>(page: Page, call: (request: APIRequestContext) => Promise<T>) {
  const context = await request.newContext({ storageState: await page.context().storageState() });
  try {
    const answer = await call(context);
    // What the answer set (a new workspace's session copy) is the page's too.
    await page.context().addCookies((await context.storageState()).cookies);
    return answer;
  } finally {
    await context.dispose();
  }
}

/** The key's owner's subscriptions, as the REST API answers them. */
function restSubscriptions(page: Page, key: string) {
  return freshly(page, async (api) => {
    const response = await api.get(`${app}/api/v1/subscriptions`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.status()).toBe(200);
    return (await response.json()).data as {
      name: string;
      price: string;
      seats: number | null;
      trialEnd: string | null;
      discount: { code: string | null } | null;
    }[];
  });
}

/** A personal key, through Better Auth's endpoint. */
function newKey(page: Page): Promise<string> {
  return freshly(page, async (api) => {
    const created = await api.post(`${app}/api/auth/api-key/create`, {
      data: {},
      headers: { origin: app },
    });
    expect(created.status()).toBe(200);
    return (await created.json()).key as string;
  });
}

/** "23.20", as the REST API writes an amount in cents. */
const decimal = (cents: number) => (cents / 100).toFixed(2);

for (const person of PEOPLE) {
  const { locale, timezoneId } = person;
  const say = (key: string, params: Record<string, string> = {}) => message(locale, key, params);
  const money = (cents: number) => formatCurrency(cents, "usd", locale);
  const day = (iso: string) => formatDate(iso, { locale, timeZone: timezoneId });

  test.describe(`money as a person in ${timezoneId} reads it, in ${locale}`, () => {
    test.use({ locale: person.browser, timezoneId });

    test("Pro with a code and a trial, then Team with 3 seats, as the twin bills them", async ({
      page,
      newIsolatedPage,
    }) => {
      test.setTimeout(180_000);
      const email = uniqueEmail(`e2e-money-${locale}`);
      await signInOverHttp(page, email, { open: null });
      const personalKey = await newKey(page);

      // Pro, as a trial, with LAUNCH20.
      await page.goto(`${app}/subscriptions`);
      await waitForHydration(page);
      await page.getByRole("textbox", { name: say("pricing_discount_label") }).fill("LAUNCH20");
      await startCheckout(
        page,
        "Pro",
        MAILBOX_TWIN_URL,
        say("pricing_subscribe_to", { plan: "Pro" }),
      );
      await payWith(page, "");
      await page.waitForURL(/\/success\?checkout_id=[^&]+$/);
      const pro = await subscriptionAtTwin(page, MAILBOX_TWIN_URL, (c) => c.email === email);
      expect(pro.discount?.code).toBe("LAUNCH20");
      expect(pro.trial_end).not.toBeNull();
      const trialEnd = day(pro.trial_end ?? "");
      const proCharge = money(chargedAtTwin(pro));
      const proRegular = money(pro.amount);
      const main = page.getByRole("main");
      for (const shown of [trialEnd, proCharge, proRegular, "LAUNCH20"]) {
        await expect(main).toContainText(shown);
      }

      await page.goto(`${app}/subscriptions`);
      const card = page.getByRole("region", { name: "Pro", exact: true });
      for (const shown of [trialEnd, proCharge, proRegular, "LAUNCH20"]) {
        await expect(card).toContainText(shown);
      }
      await page.goto(`${app}/dashboard`);
      const plan = page
        .getByRole("heading", { name: say("dashboard_subscriptions") })
        .locator("..");
      for (const shown of [trialEnd, proCharge, "LAUNCH20"]) {
        await expect(plan).toContainText(shown);
      }
      const [proOverRest] = await restSubscriptions(page, personalKey);
      expect(proOverRest).toMatchObject({
        name: "Pro",
        price: decimal(chargedAtTwin(pro)),
        trialEnd: new Date(pro.trial_end ?? "").toISOString(),
        discount: { code: "LAUNCH20" },
        seats: null,
      });

      const organizationName = `Money ${randomUUID().slice(0, 8)}`;
      // Team, for an organization made on its screen, the way a person switches workspace: a
      // switch made by another client reaches this browser's session copy only later.
      await page.goto(`${app}/organization`);
      await waitForHydration(page);
      await page.getByRole("button", { name: say("org_create") }).click();
      const create = page.getByRole("dialog", { name: say("org_create_title") });
      await create
        .getByRole("textbox", { name: say("org_name"), exact: true })
        .fill(organizationName);
      await create.getByRole("button", { name: say("org_create") }).click();
      await expect(page.getByRole("heading", { level: 1, name: organizationName })).toBeVisible();
      const organizationId = await freshly(page, async (api) => {
        const list = await api.get(`${app}/api/auth/organization/list`);
        expect(list.status()).toBe(200);
        const mine = (await list.json()) as { id: string; name: string }[];
        return mine.find((organization) => organization.name === organizationName)?.id ?? "";
      });
      expect(organizationId).not.toBe("");
      // The organization's key, made on its dashboard (the auth endpoint makes personal ones).
      await page.goto(`${app}/dashboard`);
      await waitForHydration(page);
      await page
        .getByRole("region", { name: say("keys_heading"), exact: true })
        .getByRole("button", { name: say("keys_create") })
        .click();
      const shown = page.getByRole("dialog", { name: say("keys_modal_title") });
      const organizationKey = (
        (await shown.getByLabel(say("keys_full_key")).textContent()) ?? ""
      ).trim();
      await shown.getByRole("button", { name: say("common_done") }).click();
      await expect(shown).toBeHidden();
      await page.goto(`${app}/subscriptions`);
      await waitForHydration(page);
      const teamOffer = page.getByRole("article", { name: "Team" });
      await teamOffer.getByRole("textbox", { name: say("billing_seats_label") }).fill("3");
      await startCheckout(
        page,
        "Team",
        MAILBOX_TWIN_URL,
        say("pricing_subscribe_to", { plan: "Team" }),
      );
      await payWith(page, PAYING_CARD);
      await page.waitForURL(/\/success\?checkout_id=[^&]+$/);
      const team = await subscriptionAtTwin(
        page,
        MAILBOX_TWIN_URL,
        (c) => c.external_id === `org_${organizationId}`,
      );
      expect(team.seats).toBe(3);
      const teamCharge = money(chargedAtTwin(team));
      const seats = formatNumber(3, locale);
      await expect(main).toContainText(teamCharge);
      await expect(main).toContainText(seats);

      await page.goto(`${app}/subscriptions`);
      const teamCard = page.getByRole("region", { name: "Team", exact: true });
      await expect(teamCard).toContainText(teamCharge);
      await expect(teamCard).toContainText(day(team.current_period_end ?? ""));
      await page.goto(`${app}/dashboard`);
      await expect(plan).toContainText(teamCharge);
      await expect(plan).toContainText(seats);
      const [teamOverRest] = await restSubscriptions(page, organizationKey);
      expect(teamOverRest).toMatchObject({
        name: "Team",
        price: decimal(chargedAtTwin(team)),
        seats: 3,
      });

      // The admin console, read by an admin in the same language and zone.
      const admin = await newIsolatedPage({ locale: person.browser, timezoneId });
      await signInOverHttp(admin, moneyAdminEmail(locale), { open: null });
      await admin.goto(`${app}/admin/subscriptions`);
      await waitForHydration(admin);
      const rows = admin.getByRole("row");
      const proRow = rows.filter({ hasText: email });
      await expect(proRow).toContainText(proCharge);
      await expect(proRow).toContainText("LAUNCH20");
      const teamRow = rows.filter({ hasText: organizationName });
      await expect(teamRow).toContainText(teamCharge);
      await expect(teamRow).toContainText(day(team.current_period_end ?? ""));
    });
  });
}
