import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { DECLINED_CARD, PAYING_CARD, payWith, startCheckout, twinFavicon } from "./support/billing";
import { expect, signIn, test, uniqueEmail, waitForHydration } from "./support/fixtures";
import { MAILBOX_APP_URL, MAILBOX_TWIN_URL, SMTP_APP_URL, SMTP_TWIN_URL } from "./support/servers";
import { expectNotification } from "./support/settings";

// Subscriptions on the local Polar twin: the pricing cards, the twin's hosted checkout page with
// its test cards, /success, cancel and resume, and the provider being down. The provider-down
// test runs on app B, so taking its twin down cannot disturb the checkouts on app A.

const PROVIDER_DOWN = "The payment provider is not available right now. Please try again.";

/** The browser's log line for a server function answered with `status`. */
const failedServerFn = (status: number) =>
  new RegExp(`status of ${status} \\(.*\\) @ https?://[^/\\s]+/_serverFn/`);

/** Opens /subscriptions and waits until it is interactive. */
async function openSubscriptions(page: Page, app: string): Promise<void> {
  await page.goto(`${app}/subscriptions`);
  await expect(page.getByRole("heading", { name: "Subscriptions", level: 1 })).toBeVisible();
  await waitForHydration(page);
}

/** One subscription's card on /subscriptions, found by the plan's name. */
function subscriptionCard(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

async function setTwinDown(page: Page, twin: string, down: boolean): Promise<void> {
  const response = await page.request.post(`${twin}/_twin/down`, { data: { down } });
  expect(response.status()).toBe(200);
}

test.describe("Subscriptions", () => {
  test("subscribe on the checkout page, see it on /success, cancel and resume", async ({
    page,
    newIsolatedPage,
    expectConsoleErrors,
  }) => {
    test.setTimeout(90_000);
    expectConsoleErrors(twinFavicon(MAILBOX_TWIN_URL));
    await signIn(page, uniqueEmail("e2e-billing"));
    await expect(page).toHaveURL(`${MAILBOX_APP_URL}/dashboard`);
    await expect(page.getByText("You have no plan yet.", { exact: true })).toBeVisible();

    // No subscription yet: the empty state, with the plans to pick from.
    await openSubscriptions(page, MAILBOX_APP_URL);
    await expect(page.getByText("You have no subscriptions yet", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Manage billing" })).toHaveCount(0);
    const starterPlan = page.getByRole("article", { name: "Starter", exact: true });
    await expect(starterPlan.getByText("$9.00 / month", { exact: true })).toBeVisible();

    // The twin's hosted page: pay with the test card, come back to /success.
    await startCheckout(page, "Starter", MAILBOX_TWIN_URL);
    await expect(page.getByText("$9.00 / month")).toBeVisible();
    await payWith(page, PAYING_CARD);
    await page.waitForURL(/\/success\?checkout_id=[^&]+$/);
    expect(page.url().startsWith(`${MAILBOX_APP_URL}/success?checkout_id=`)).toBe(true);
    await expect(page.getByRole("heading", { name: "Payment successful", level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByText("You are now subscribed to Starter at $9.00 / month."),
    ).toBeVisible();
    const checkoutId = new URL(page.url()).searchParams.get("checkout_id") ?? "";
    expect(checkoutId).not.toBe("");

    // Someone else's checkout id tells them nothing.
    const stranger = await newIsolatedPage();
    await signIn(stranger, uniqueEmail("e2e-billing-stranger"));
    await stranger.goto(`${MAILBOX_APP_URL}/success?checkout_id=${encodeURIComponent(checkoutId)}`);
    await expect(
      stranger.getByRole("heading", { name: "Checkout not found", level: 1 }),
    ).toBeVisible();
    await expect(stranger.getByText("Starter")).toHaveCount(0);

    // The link leads to the new, active subscription.
    await waitForHydration(page);
    await page.getByRole("link", { name: "View subscriptions" }).click();
    await expect(page).toHaveURL(`${MAILBOX_APP_URL}/subscriptions`);
    const card = subscriptionCard(page, "Starter");
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByText("$9.00 / month", { exact: true })).toBeVisible();
    await expect(card.getByText("1 API key", { exact: true })).toBeVisible();
    await expect(card.getByText(/^\d{1,2} \w+ \d{4} – \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByText("You have no subscriptions yet")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Manage billing" })).toBeVisible();

    // Cancel: the confirmation can be dismissed, then confirmed.
    await card.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("after that it is not renewed")).toBeVisible();
    await dialog.getByRole("button", { name: "Keep subscription" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "Cancel subscription" }).click();
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(dialog).toBeHidden();
    await expectNotification(page, "Subscription cancelled");
    // Paid until the period's end, so still active, with the end and Resume beside it.
    await expect(card.getByText(/^Ends on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByText("Cancelled", { exact: true })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Resume" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);

    // It stays cancelled after a reload: the state is the server's.
    await openSubscriptions(page, MAILBOX_APP_URL);
    await expect(card.getByText(/^Ends on /)).toBeVisible();

    // The dashboard names the plan, its state and when it ends.
    await page.goto(`${MAILBOX_APP_URL}/dashboard`);
    await expect(page.getByText("Starter", { exact: true })).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Ends on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await openSubscriptions(page, MAILBOX_APP_URL);

    // Resume: active again, renewing.
    await card.getByRole("button", { name: "Resume" }).click();
    await expectNotification(page, "Subscription resumed");
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByText(/^Ends on /)).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Resume" })).toHaveCount(0);

    // "Manage billing" opens the provider's customer portal, which lists the subscription.
    await page.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${MAILBOX_TWIN_URL}/portal`));
    await expect(page.getByRole("heading", { name: "Your subscriptions" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Starter", exact: true })).toBeVisible();
  });

  test("a declined card: the checkout page says so and no subscription appears", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(twinFavicon(MAILBOX_TWIN_URL));
    await signIn(page, uniqueEmail("e2e-billing-declined"));
    await openSubscriptions(page, MAILBOX_APP_URL);
    await startCheckout(page, "Pro", MAILBOX_TWIN_URL);
    await payWith(page, DECLINED_CARD);
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    expect(page.url().startsWith(`${MAILBOX_TWIN_URL}/checkout/`)).toBe(true);

    await openSubscriptions(page, MAILBOX_APP_URL);
    await expect(page.getByText("You have no subscriptions yet", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Pro", exact: true })).toHaveCount(0);
  });

  test("provider down: subscribing shows the error toast and stays on the page", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedServerFn(502), twinFavicon(SMTP_TWIN_URL));
    await signIn(page, uniqueEmail("e2e-billing-down"), { via: "smtp" });
    await openSubscriptions(page, SMTP_APP_URL);
    await setTwinDown(page, SMTP_TWIN_URL, true);
    try {
      await page.getByRole("button", { name: "Subscribe to Pro", exact: true }).click();
      const toast = page.locator(".mantine-Notification-root").filter({ hasText: PROVIDER_DOWN });
      await expect(toast).toBeVisible({ timeout: 15_000 });
      await expect(toast.getByText("Error", { exact: true })).toBeVisible();
      await expect(page).toHaveURL(`${SMTP_APP_URL}/subscriptions`);
      // The button is usable again once the attempt has failed.
      await expect(
        page.getByRole("button", { name: "Subscribe to Pro", exact: true }),
      ).toBeEnabled();
    } finally {
      await setTwinDown(page, SMTP_TWIN_URL, false);
    }

    // Back up: the same button reaches the checkout page.
    await startCheckout(page, "Pro", SMTP_TWIN_URL);
  });

  test("/success without a checkout of the user's says not found", async ({ page }) => {
    await signIn(page, uniqueEmail("e2e-billing-notfound"));
    for (const query of [`?checkout_id=${randomUUID()}`, "?checkout_id=", ""]) {
      await page.goto(`${MAILBOX_APP_URL}/success${query}`);
      await expect(
        page.getByRole("heading", { name: "Checkout not found", level: 1 }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "Payment successful" })).toHaveCount(0);
    }
  });

  test("the plan a visitor picks on the landing page travels through sign-in into its checkout", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(twinFavicon(MAILBOX_TWIN_URL));
    await page.goto(`${MAILBOX_APP_URL}/`);
    await waitForHydration(page);
    const pricing = page.getByRole("region", { name: "Pricing" });
    await expect(pricing.getByRole("article")).toHaveCount(3);
    await pricing.getByRole("link", { name: "Subscribe to Pro", exact: true }).click();
    await expect(page).toHaveURL(
      `${MAILBOX_APP_URL}/login?redirect=${encodeURIComponent("/subscriptions?plan=pro")}`,
    );

    // Signed in from there, the visitor goes on to Pro's checkout without picking it again.
    await signIn(page, uniqueEmail("e2e-billing-landing"), { fromCurrentPage: true });
    await page.waitForURL((url) => url.href.startsWith(`${MAILBOX_TWIN_URL}/checkout/`));
    await expect(page.getByRole("heading", { name: "Pro", level: 1 })).toBeVisible();

    // Back on the plans, the choice is gone from the address: no second checkout starts.
    await page.goBack();
    await expect(page).toHaveURL(`${MAILBOX_APP_URL}/subscriptions`);
    await expect(page.getByText("You have no subscriptions yet", { exact: true })).toBeVisible();
  });
});
