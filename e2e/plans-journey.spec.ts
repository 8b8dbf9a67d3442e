import type { APIResponse, Page } from "@playwright/test";
import { endTrialAtTwin, payWith, startCheckout } from "./support/billing";
import {
  appUrl,
  axeViolations,
  expect,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { MAILBOX_TWIN_URL } from "./support/servers";

// Issue 32's journey in one browser (ADRs 045, 052, 053, 055): a free key meets the free plan's
// limit, a Pro trial bought with a discount code lifts it at once, calls over what Pro includes
// reach the twin's upcoming invoice as a metered line, and the trial's end without a card keeps
// the second key but refuses a third.

const app = appUrl("mailbox");
/** The local twin's token (src/env.server.ts): the test feeds its meter as another system would. */
const TWIN_TOKEN = "polar_twin_local";

function callMe(page: Page, key: string): Promise<APIResponse> {
  return page.request.get(`${app}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } });
}

async function createKey(page: Page): Promise<APIResponse> {
  return page.request.post(`${app}/api/auth/api-key/create`, {
    data: {},
    headers: { origin: app },
  });
}

async function entitlements(page: Page, key: string) {
  const response = await page.request.get(`${app}/api/v1/entitlements`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

async function upcomingInvoice(page: Page, userId: string) {
  const response = await page.request.get(
    `${MAILBOX_TWIN_URL}/_twin/upcoming-invoice?external_customer_id=${userId}`,
  );
  return response.ok() ? response.json() : null;
}

test("free limit, a Pro trial with a code, metered overage, and the trial's end keeping the keys", async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000);
  await signInOverHttp(page, uniqueEmail("e2e-journey"));

  const first = await createKey(page);
  expect(first.status()).toBe(200);
  const key = (await first.json()).key as string;
  const me = await callMe(page, key);
  expect(me.status()).toBe(200);
  const userId = (await me.json()).user.id as string;

  // The free plan's 60 calls a minute: the call after them is refused, naming the plans.
  let refused: APIResponse | undefined;
  for (let call = 0; call < 80 && !refused; call++) {
    const response = await callMe(page, key);
    if (response.status() === 429) refused = response;
    else expect(response.status()).toBe(200);
  }
  expect(refused, "no 429 within 80 calls").toBeDefined();
  expect((await refused?.json())?.message).toContain("The Free plan allows 60");

  // Pro, as a trial, with a discount code on the twin's checkout.
  await page.goto(`${app}/subscriptions`);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Discount code" }).fill("LAUNCH20");
  await startCheckout(page, "Pro", MAILBOX_TWIN_URL);
  await expect(page.getByText(/^Discount LAUNCH20 applied/)).toBeVisible();
  await payWith(page, "");
  await page.waitForURL(/\/success\?checkout_id=[^&]+$/);

  // The limit rises as soon as the webhook lands, within the same minute's window.
  await expect.poll(async () => (await callMe(page, key)).status(), { timeout: 20_000 }).toBe(200);
  expect((await entitlements(page, key)).plan.slug).toBe("pro");
  const second = await createKey(page);
  expect(second.status()).toBe(200);
  const secondKey = (await second.json()).key as string;

  // Another system has reported Pro's included million calls; the product's own calls go over.
  const ingested = await page.request.post(`${MAILBOX_TWIN_URL}/v1/events/ingest`, {
    headers: { authorization: `Bearer ${TWIN_TOKEN}` },
    data: {
      events: [
        {
          name: "api_call",
          external_customer_id: userId,
          external_id: `journey-${userId}`,
          metadata: { calls: 1_000_000 },
        },
      ],
    },
  });
  expect(ingested.ok()).toBe(true);
  // A fresh client: the page's pool holds connections idle for longer than the server's 5 s
  // keep-alive, and one closed just as it is reused is a reset that no browser would show.
  const burst = await playwright.request.newContext({
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  for (let batch = 0; batch < 20; batch++) {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => burst.get(`${app}/api/v1/me`)),
    );
    for (const result of responses) expect(result.status()).toBe(200);
  }
  await burst.dispose();
  // The outbox is sent every 5 s: the metered line appears once the calls have reached Polar.
  await expect
    .poll(async () => (await upcomingInvoice(page, userId))?.meter?.overage ?? 0, {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(1_000);
  const invoice = await upcomingInvoice(page, userId);
  const metered = invoice.lines.find((line: { metered: boolean }) => line.metered);
  expect(metered.amount).toBeGreaterThanOrEqual(50);

  // The trial ends with no card: back on the free plan, both keys kept, a third refused.
  await endTrialAtTwin(page, MAILBOX_TWIN_URL, (customer) => customer.external_id === userId);
  await expect
    .poll(async () => (await entitlements(page, secondKey)).plan.slug, { timeout: 20_000 })
    .toBe("free");
  const report = await entitlements(page, secondKey);
  expect(report.usage.apiKeys).toBe(2);
  expect(report.limits.apiKeys).toBe(1);
  const third = await createKey(page);
  expect(third.status()).toBe(402);
  const body = await third.json();
  expect(body.code).toBe("PLAN_LIMIT_REACHED");
  expect(body.message).toContain("The Free plan allows 1 API key");

  await page.goto(`${app}/subscriptions`);
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
});
