import { PAYING_CARD, payWith, startCheckout } from "./support/billing";
import { appCDatabase, userIdByEmail } from "./support/db";
import {
  axeViolations,
  expect,
  failedLoad,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { PG_APP_ADMIN_EMAIL, PG_APP_URL, PG_TWIN_URL } from "./support/servers";

// The admin console's billing (ADR 037) on app C, whose ADMIN_EMAILS names PG_APP_ADMIN_EMAIL and
// whose PostgreSQL the test reads and writes: the overview's charts, the webhook inbox and a
// replay, and "reconcile everyone" with its progress. The fixture runs axe on every page left
// open; the test runs it too on each page it passes through.

test.describe("Admin console: billing", () => {
  test("an admin sees the overview, replays a failed webhook and reconciles everyone", async ({
    page,
    newIsolatedPage,
  }) => {
    test.setTimeout(120_000);

    // A customer subscribes on the twin's checkout page.
    const customer = await newIsolatedPage();
    const customerEmail = uniqueEmail("e2e-console-customer");
    await signInOverHttp(customer, customerEmail, { via: "postgres", open: null });
    await customer.goto(`${PG_APP_URL}/subscriptions`);
    await waitForHydration(customer);
    await startCheckout(customer, "Starter", PG_TWIN_URL);
    await payWith(customer, PAYING_CARD);
    await expect(customer.getByRole("heading", { name: "Payment successful" })).toBeVisible({
      timeout: 15_000,
    });

    // Its first event failed to apply, as often as the retry tries (so it waits for a person),
    // and its row is missing: what the console is for.
    const customerId = await userIdByEmail(customerEmail);
    const sql = appCDatabase();
    // The checkout's page says "Payment successful" before the twin's webhook has necessarily
    // reached the app: wait for the event to be in the inbox before making it a failed one.
    await expect
      .poll(
        async () =>
          (
            await sql`select id from webhook_event
              where type = 'subscription.created'
                and payload->'data'->'customer'->>'external_id' = ${customerId}`
          ).length,
        { timeout: 15_000 },
      )
      .toBe(1);
    const [failed] = await sql<{ id: string }[]>`
      update webhook_event set processed_at = null, attempts = 20,
        last_error = 'connection reset during the e2e test'
      where id = (
        select id from webhook_event
        where type = 'subscription.created'
          and payload->'data'->'customer'->>'external_id' = ${customerId}
        limit 1)
      returning id`;
    expect(failed?.id).toBeDefined();
    await sql`delete from subscription where user_id = ${customerId}`;

    // The overview: numbers and charts.
    await signInOverHttp(page, PG_APP_ADMIN_EMAIL, { via: "postgres", open: null });
    await page.goto(`${PG_APP_URL}/admin`);
    await expect(page.getByRole("heading", { name: "Admin console", level: 1 })).toBeVisible();
    await waitForHydration(page);
    // The daily charts always have their 30 days; the plans' have a bar per plan in use.
    for (const chart of ["Sign-ins per day", "API calls per day", "Webhook events per day"]) {
      const card = page.getByRole("region", { name: chart });
      await expect(card.locator(".recharts-surface").first()).toBeVisible();
    }
    const failedFigure = page.getByRole("region", { name: "Failed webhooks" });
    await expect(failedFigure.getByText(/^\d+$/)).not.toHaveText("0");
    const signIns = page.getByRole("region", { name: "Sign-ins per day" });
    await signIns.getByText("Figures").click();
    await expect(signIns.getByRole("table", { name: "Sign-ins per day" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The inbox, failed events only: replay the one that failed.
    await failedFigure.getByRole("link", { name: "Open the failed events" }).click();
    await expect(page).toHaveURL(`${PG_APP_URL}/admin/webhooks?state=failed`);
    const consoleNav = page.getByRole("navigation", { name: "Admin console" });
    await expect(consoleNav.getByRole("link", { name: "Webhooks" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const row = page.locator(`tr[data-event-id="${failed?.id}"]`);
    await expect(row.getByText("connection reset during the e2e test")).toBeVisible();
    await expect(row.getByText("Failed", { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole("button", { name: /^Replay / }).click();
    await expect(page.getByText("Event replayed")).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByLabel("State").selectOption("applied");
    await expect(page).toHaveURL(`${PG_APP_URL}/admin/webhooks?state=applied`);
    await expect(row.getByText("Applied", { exact: true })).toBeVisible();
    const [replayed] = await sql<{ user_id: string }[]>`
      select user_id from subscription where user_id = ${customerId}`;
    expect(replayed?.user_id).toBe(customerId);

    // Reconcile everyone: the progress runs to its total.
    await consoleNav.getByRole("link", { name: "Subscriptions" }).click();
    await expect(page).toHaveURL(`${PG_APP_URL}/admin/subscriptions`);
    const subscriptions = page.getByRole("table", { name: "Subscriptions" });
    await expect(
      subscriptions.getByRole("cell", { name: `${customerEmail} Personal`, exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Reconcile everyone now" }).click();
    const progress = page.getByRole("progressbar", { name: "Reconciling Everyone" });
    await expect(progress).toBeVisible();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /^Done: (\d+) of \1 customers? re-read from Polar\.$/ }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(progress).toHaveJSProperty("position", 1);
    const recent = page.getByRole("table", { name: "Recent reconciliations" });
    await expect(recent.getByRole("row").nth(1)).toContainText("Finished");
    await expect(recent.getByRole("row").nth(1)).toContainText(PG_APP_ADMIN_EMAIL);
    expect(await axeViolations(page)).toEqual([]);

    // Back on the overview, the customer's plan is counted and drawn again.
    await consoleNav.getByRole("link", { name: "Overview" }).click();
    for (const chart of ["Active subscriptions by plan", "Monthly recurring revenue by plan"]) {
      const card = page.getByRole("region", { name: chart });
      await expect(card.getByText(/Starter/).first()).toBeVisible();
      await expect(card.locator(".recharts-surface").first()).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test("anyone but an admin finds nothing at the console's billing pages", async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedLoad(404, "/admin/webhooks"));
    await signInOverHttp(page, uniqueEmail("e2e-console-user"), { via: "postgres", open: null });
    await page.goto(`${PG_APP_URL}/admin/webhooks`);
    await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
    await expect(page.getByText("Webhook inbox")).toHaveCount(0);
  });
});
