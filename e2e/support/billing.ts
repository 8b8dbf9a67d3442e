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
  const subscription = await subscriptionAtTwin(page, twin, matches);
  const ended = await page.request.post(`${twin}/_twin/end-trial`, {
    data: { subscription_id: subscription.id },
  });
  expect(ended.ok()).toBe(true);
}

/** A subscription as the twin holds it, in Polar's shape: what it bills. */
export interface TwinSubscription {
  id: string;
  amount: number;
  currency: string;
  trial_end: string | null;
  current_period_end: string | null;
  seats: number | null;
  discount: { code: string | null; basis_points?: number; amount?: number } | null;
  customer: { external_id: string | null; email: string | null };
}

/** The twin's subscription whose customer `matches` (by its external id or address). */
export async function subscriptionAtTwin(
  page: Page,
  twin: string,
  matches: (customer: TwinSubscription["customer"]) => boolean,
): Promise<TwinSubscription> {
  const state = await (await page.request.get(`${twin}/_twin/state`)).json();
  const found = (state.subscriptions as TwinSubscription[]).find((item) => matches(item.customer));
  if (!found) throw new Error("the twin holds no such subscription");
  return found;
}

/** What the twin charges a period for `subscription`, in cents: its amount less the discount. */
export function chargedAtTwin({ amount, discount }: TwinSubscription): number {
  if (!discount) return amount;
  const off =
    discount.basis_points !== undefined
      ? Math.round((amount * discount.basis_points) / 10_000)
      : (discount.amount ?? 0);
  return amount - Math.min(off, amount);
}

/** What the twin's latest order for `subscriptionId` charged (its net amount), in cents. */
export async function lastOrderAtTwin(
  page: Page,
  twin: string,
  subscriptionId: string,
): Promise<number> {
  const state = await (await page.request.get(`${twin}/_twin/state`)).json();
  const orders = (state.orders as { subscription_id: string | null; net_amount: number }[]).filter(
    (order) => order.subscription_id === subscriptionId,
  );
  const last = orders.at(-1);
  if (!last) throw new Error("the twin holds no order for that subscription");
  return last.net_amount;
}

/** The amount in cents an English sentence states after `about`: "about $11.61" → 1161. */
export function centsAfterAbout(text: string): number {
  const found = /about \$(\d+)\.(\d{2})/.exec(text);
  if (!found) throw new Error(`no "about $…" in: ${text}`);
  return Number(found[1]) * 100 + Number(found[2]);
}

/** "$23.20", as the English pages write an amount in cents. */
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
