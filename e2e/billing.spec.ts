import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  DECLINED_CARD,
  failedServerFn,
  PAYING_CARD,
  payWith,
  startCheckout,
} from "./support/billing";
import {
  axeViolations,
  expect,
  signIn,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { MAILBOX_APP_URL, MAILBOX_TWIN_URL, SMTP_APP_URL, SMTP_TWIN_URL } from "./support/servers";
import { expectNotification } from "./support/settings";

// Subscriptions on the local Polar twin: the pricing cards, the twin's hosted checkout page with
// its test cards, /success, cancel and resume, changing plans, the twin's customer portal, and
// the provider being down. The twin's pages are not the app's, so the fixture's closing axe check
// does not reach them: the tests check them where they open. The provider-down
// test runs on app B, so taking its twin down cannot disturb the checkouts on app A.

const PROVIDER_DOWN = "The payment provider is not available right now. Please try again.";

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
  test("subscribe on the checkout page, see it on /success, cancel, resume, switch to Pro and manage billing", async ({
    page,
    newIsolatedPage,
  }) => {
    test.setTimeout(120_000);
    await signInOverHttp(page, uniqueEmail("e2e-billing"));
    await expect(page).toHaveURL(`${MAILBOX_APP_URL}/dashboard`);
    await expect(page.getByText("You have no plan yet.", { exact: true })).toBeVisible();

    // No subscription yet: the empty state, with the plans to pick from.
    await openSubscriptions(page, MAILBOX_APP_URL);
    await expect(page.getByText("You have no subscriptions yet", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Manage billing" })).toHaveCount(0);
    const starterPlan = page.getByRole("article", { name: "Starter", exact: true });
    await expect(starterPlan.getByText("$9.00 / month", { exact: true })).toBeVisible();

    // The twin's hosted page, in the product's name, with a way back: pay with the test card,
    // come back to /success.
    await startCheckout(page, "Starter", MAILBOX_TWIN_URL);
    await expect(page.getByText("$9.00 / month")).toBeVisible();
    await expect(page).toHaveTitle("Checkout: Starter · Timberline");
    await expect(page.getByRole("link", { name: "Back to Timberline" })).toHaveAttribute(
      "href",
      `${MAILBOX_APP_URL}/subscriptions`,
    );
    expect(await axeViolations(page)).toEqual([]);
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
    await signInOverHttp(stranger, uniqueEmail("e2e-billing-stranger"), { open: null });
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
    await expect(card.getByText("3 API keys", { exact: true })).toBeVisible();
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
    // Cancelled, as the API says, and paid until the period's end, which is shown beside Resume.
    await expect(card.getByText(/^Ends on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(card.getByText("Active", { exact: true })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Resume" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
    // Set to end, its plan stays as it is until it is resumed.
    const plans = page.getByRole("region", { name: "Change plan" });
    await expect(plans.getByRole("button", { name: /^Switch to / })).toHaveCount(0);
    await expect(
      plans.getByRole("article", { name: "Pro", exact: true }).getByText("Resume to change plans"),
    ).toBeVisible();

    // It stays cancelled after a reload: the state is the server's.
    await openSubscriptions(page, MAILBOX_APP_URL);
    await expect(card.getByText(/^Ends on /)).toBeVisible();

    // The dashboard names the plan, its state and when it ends.
    await page.goto(`${MAILBOX_APP_URL}/dashboard`);
    await expect(page.getByText("Starter", { exact: true })).toBeVisible();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Ends on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await openSubscriptions(page, MAILBOX_APP_URL);

    // Resume: active again, renewing.
    await card.getByRole("button", { name: "Resume" }).click();
    await expectNotification(page, "Subscription resumed");
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByText(/^Ends on /)).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Resume" })).toHaveCount(0);

    // The plans stay on the page: Starter is marked as the current one, the others switch.
    const starterChoice = plans.getByRole("article", { name: "Starter", exact: true });
    await expect(starterChoice).toHaveAttribute("aria-current", "true");
    await expect(starterChoice.getByText("Current plan", { exact: true })).toBeVisible();
    await expect(plans.getByRole("button", { name: "Switch to Starter" })).toHaveCount(0);
    await expect(plans.getByRole("button", { name: "Switch to Pro (yearly)" })).toBeVisible();

    // Starter to Pro: the dialog says how the payment provider bills the change, the toast says
    // what it billed, and the page shows Pro as the plan.
    await plans.getByRole("button", { name: "Switch to Pro", exact: true }).click();
    const upgrade = page.getByRole("dialog", { name: "Upgrade to Pro?" });
    await expect(
      upgrade.getByText("From Starter at $9.00 / month to Pro at $29.00 / month."),
    ).toBeVisible();
    await expect(
      upgrade.getByText(/is invoiced and charged to your card right away/),
    ).toBeVisible();
    await upgrade.getByRole("button", { name: "Keep Starter" }).click();
    await expect(upgrade).toBeHidden();
    await plans.getByRole("button", { name: "Switch to Pro", exact: true }).click();
    await upgrade.getByRole("button", { name: "Switch to Pro" }).click();
    await expect(upgrade).toBeHidden();
    await expectNotification(page, "Switched to Pro");
    await expectNotification(page, /\$\d+\.\d{2} was charged for the rest of this period\./);
    const proCard = subscriptionCard(page, "Pro");
    await expect(proCard.getByText("$29.00 / month", { exact: true })).toBeVisible();
    await expect(proCard.getByText("Active", { exact: true })).toBeVisible();
    await expect(subscriptionCard(page, "Starter")).toHaveCount(0);
    await expect(plans.getByRole("article", { name: "Pro", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(starterChoice).not.toHaveAttribute("aria-current", "true");
    await expect(plans.getByRole("button", { name: "Switch to Starter" })).toBeVisible();

    // "Manage billing" opens the provider's customer portal: the plan, the invoices with the
    // plan change, a new card, and the way back to the app.
    await page.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${MAILBOX_TWIN_URL}/portal`));
    await expect(page).toHaveTitle("Billing · Timberline");
    await expect(page.getByRole("heading", { name: "Your subscriptions" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Pro", exact: true })).toBeVisible();
    const invoices = page.getByRole("region", { name: "Invoices" });
    await expect(invoices.getByRole("cell", { name: "Plan change: Pro" })).toBeVisible();
    await expect(
      invoices.getByRole("cell", { name: "Subscription started: Starter" }),
    ).toBeVisible();
    await expect(invoices.getByRole("cell", { name: "$9.00", exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const cardField = page.getByLabel("New card number");
    await cardField.fill(DECLINED_CARD);
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    await expect(cardField).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    await cardField.fill("5555 5555 5555 4444");
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByText("Card ending in 4444", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.getByRole("link", { name: "Back to Timberline" }).click();
    await expect(page).toHaveURL(`${MAILBOX_APP_URL}/subscriptions`);
    await expect(subscriptionCard(page, "Pro")).toBeVisible();
  });

  test("a declined card: the checkout page says so and no subscription appears", async ({
    page,
  }) => {
    await signInOverHttp(page, uniqueEmail("e2e-billing-declined"), { open: null });
    await openSubscriptions(page, MAILBOX_APP_URL);
    await startCheckout(page, "Pro", MAILBOX_TWIN_URL);
    await payWith(page, DECLINED_CARD);
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    expect(page.url().startsWith(`${MAILBOX_TWIN_URL}/checkout/`)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await openSubscriptions(page, MAILBOX_APP_URL);
    await expect(page.getByText("You have no subscriptions yet", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Pro", exact: true })).toHaveCount(0);
  });

  test("provider down: subscribing shows the error toast and stays on the page", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedServerFn(502));
    await signInOverHttp(page, uniqueEmail("e2e-billing-down"), { via: "smtp", open: null });
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
    await signInOverHttp(page, uniqueEmail("e2e-billing-notfound"));
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
  }) => {
    await page.goto(`${MAILBOX_APP_URL}/`);
    await waitForHydration(page);
    const pricing = page.getByRole("region", { name: "Pricing" });
    await expect(pricing.getByRole("article")).toHaveCount(4); // Starter, Pro, Pro (yearly), Team
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
