import type { Page } from "@playwright/test";
import { expect, signInOverHttp, test, uniqueEmail, waitForHydration } from "./support/fixtures";
import { MAILBOX_APP_URL } from "./support/servers";

// A checkout whose server-function call is answered by something between the browser and the
// server (a proxy): the toast says what it can (spec §8, §7's last line), never a script error.

/** Responds to the checkout's server-function call (the one that sends a plan's slug) with `response`. */
async function respondToCheckoutWith(
  page: Page,
  response: { status: number; contentType: string; body: string },
): Promise<void> {
  await page.route("**/_serverFn/**", async (route) => {
    const request = route.request();
    if (request.method() === "POST" && request.postData()?.includes("slug")) {
      await route.fulfill(response);
    } else {
      await route.continue();
    }
  });
}

async function subscribeAndReadToast(page: Page, message: string): Promise<void> {
  // The previous case's toast closes by itself first, so the one read is this case's.
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
  await page.getByRole("button", { name: "Subscribe to Pro", exact: true }).click();
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect(toast.getByText("Error", { exact: true })).toBeVisible();
  await expect(toast).not.toContainText(/destructure|undefined|TypeError/);
  await expect(page).toHaveURL(`${MAILBOX_APP_URL}/subscriptions`);
  await expect(page.getByRole("button", { name: "Subscribe to Pro", exact: true })).toBeEnabled();
}

test("a checkout failure from a proxy shows the server's text or the spec's fallback, never a script error", async ({
  page,
  expectConsoleErrors,
}) => {
  // A sign-in and three checkouts: more than one step's time on a busy machine.
  test.slow();
  expectConsoleErrors(/status of 50[02] \(.*\) @ https?:\/\/[^/\s]+\/_serverFn\//);
  await signInOverHttp(page, uniqueEmail("e2e-checkout-proxy"), { open: null });
  await page.goto(`${MAILBOX_APP_URL}/subscriptions`);
  await waitForHydration(page);

  // A 500 whose JSON says nothing: TanStack's client took it for the function's value.
  await respondToCheckoutWith(page, { status: 500, contentType: "application/json", body: "{}" });
  await subscribeAndReadToast(page, "Failed to create checkout session");
  await page.unrouteAll();

  await respondToCheckoutWith(page, {
    status: 502,
    contentType: "text/plain",
    body: "The gateway could not reach the application.",
  });
  await subscribeAndReadToast(page, "The gateway could not reach the application.");
  await page.unrouteAll();

  // A proxy's error page is markup, not a sentence: the fallback instead.
  await respondToCheckoutWith(page, {
    status: 502,
    contentType: "text/html",
    body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
  });
  await subscribeAndReadToast(page, "Failed to create checkout session");
});
