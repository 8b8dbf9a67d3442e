import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// The local Polar twin's hosted checkout, as the billing specs drive it.

/** The browser's log line for a server function answered with `status`. */
export const failedServerFn = (status: number) =>
  new RegExp(`status of ${status} \\(.*\\) @ https?://[^/\\s]+/_serverFn/`);

export const PAYING_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000 0000 0000 0002";

/**
 * Clicks "Subscribe" on a plan card (`subscribe`: its name in the page's language) and waits for
 * the twin's hosted checkout page.
 */
export async function startCheckout(
  page: Page,
  plan: string,
  twin: string,
  subscribe = `Subscribe to ${plan}`,
): Promise<void> {
  await page.getByRole("button", { name: subscribe, exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(`${twin}/checkout/`));
  await expect(page.getByRole("heading", { name: plan, level: 1 })).toBeVisible();
}

/** Fills the card (empty: none, which only a trial takes) and submits the checkout. */
export async function payWith(page: Page, card: string): Promise<void> {
  await page.getByLabel("Card number").fill(card);
  // A plan with a trial says "Start trial" (ADR 052), every other "Pay".
  await page.getByRole("button", { name: /^(Pay|Start trial)$/ }).click();
}

/**
 * Ends, on the twin's clock, the trial of the subscription whose customer `matches` (by its
 * external id or address): the same as its end date passing (ADR 052).
 */
export async function endTrialAtTwin(
  page: Page,
  twin: string,
  matches: (customer: { external_id: string | null; email: string | null }) => boolean,
): Promise<void> {
  const state = await (await page.request.get(`${twin}/_twin/state`)).json();
  const subscription = state.subscriptions.find(
    (item: { customer: { external_id: string | null; email: string | null } }) =>
      matches(item.customer),
  );
  const ended = await page.request.post(`${twin}/_twin/end-trial`, {
    data: { subscription_id: subscription.id },
  });
  expect(ended.ok()).toBe(true);
}
