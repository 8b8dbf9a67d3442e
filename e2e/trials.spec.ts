import type { Page } from "@playwright/test";
import {
  chargedAtTwin,
  dollars,
  endTrialAtTwin,
  failedServerFn,
  payWith,
  startCheckout,
  subscriptionAtTwin,
} from "./support/billing";
import {
  axeViolations,
  expect,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { MAILBOX_APP_URL, MAILBOX_TWIN_URL } from "./support/servers";

// A Pro trial with a discount code on the local Polar twin (ADR 052): a code of the wrong shape
// and an expired one are refused beside the field before the person leaves the product; a valid
// one reaches the twin's checkout, which shows the discounted price and the trial; /subscriptions
// then says when the trial ends and what happens next.

function codeField(page: Page) {
  return page.getByRole("textbox", { name: "Discount code" });
}

test("a Pro trial with a discount code; a wrong or expired code is refused in the form", async ({
  page,
  expectConsoleErrors,
}) => {
  // The expired code's error: the browser logs the server function's 422.
  expectConsoleErrors(failedServerFn(422));
  const email = uniqueEmail("e2e-trial");
  await signInOverHttp(page, email, { open: null });
  await page.goto(`${MAILBOX_APP_URL}/subscriptions`);
  await waitForHydration(page);
  const plans = page.getByRole("region", { name: "Plans", exact: true });
  const proCard = plans.getByRole("article", { name: "Pro", exact: true });
  const trialOffer = proCard.getByText("14-day free trial: nothing is charged until it ends.");
  await expect(trialOffer).toBeVisible();
  // The personal workspace is not sold a plan priced per seat: its card says where it is.
  const teamCard = plans.getByRole("article", { name: "Team", exact: true });
  await expect(
    teamCard.getByText(/^For an organization, which pays .* to choose Team\.$/),
  ).toBeVisible();
  await expect(teamCard.getByRole("button")).toHaveCount(0);

  // A code of the wrong shape is refused in the page, with no call made.
  await codeField(page).fill("launch 20!");
  await page.getByRole("button", { name: "Subscribe to Pro", exact: true }).click();
  await expect(
    page.getByText("A discount code is 1 to 64 letters, digits, hyphens or underscores"),
  ).toBeVisible();
  await expect(codeField(page)).toHaveAttribute("aria-invalid", "true");

  // An expired one is refused by the server, beside the field, and the person stays.
  await codeField(page).fill("EXPIRED10");
  await page.getByRole("button", { name: "Subscribe to Pro", exact: true }).click();
  await expect(page.getByText("The discount code EXPIRED10 has expired.")).toBeVisible();
  await expect(page).toHaveURL(`${MAILBOX_APP_URL}/subscriptions`);
  expect(await axeViolations(page)).toEqual([]);

  // A valid one: the twin's checkout shows the discounted price and the trial.
  await codeField(page).fill("LAUNCH20");
  await startCheckout(page, "Pro", MAILBOX_TWIN_URL);
  await expect(page.getByText("$23.20 / month")).toBeVisible();
  await expect(page.getByText(/^Discount LAUNCH20 applied/)).toBeVisible();
  await expect(page.getByText(/^Free trial: 14-day trial, nothing charged today/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await payWith(page, "");
  await page.waitForURL(/\/success\?checkout_id=[^&]+$/);

  // What the twin bills, not the catalogue: 20% off Pro's amount, from the trial's end on.
  const billed = await subscriptionAtTwin(page, MAILBOX_TWIN_URL, (c) => c.email === email);
  const charged = `${dollars(chargedAtTwin(billed))} / month`;
  const discount = `LAUNCH20: 20% off every charge (regular price ${dollars(billed.amount)} / month)`;
  expect(billed.discount?.code).toBe("LAUNCH20");
  await expect(
    page.getByRole("heading", { name: "Your trial has started", level: 1 }),
  ).toBeVisible();
  const started = page.getByText(/^Your Pro trial runs until /);
  await expect(started).toHaveText(
    /^Your Pro trial runs until (\d{1,2} \w+ \d{4})\. Nothing is charged today; from \1 you are charged (.+)\.$/,
  );
  await expect(started).toContainText(`you are charged ${charged}.`);
  await expect(page.getByText(discount)).toBeVisible();

  await page.goto(`${MAILBOX_APP_URL}/subscriptions`);
  await waitForHydration(page);
  const card = page.getByRole("region", { name: "Pro", exact: true });
  await expect(card.getByText("Trial", { exact: true })).toBeVisible();
  const ends = card.getByText(/^Trial · ends on \d{1,2} \w+ \d{4}$/);
  await expect(ends).toBeVisible();
  const date = ((await ends.textContent()) ?? "").replace("Trial · ends on ", "");
  await expect(
    card.getByText(
      `From ${date} you are charged ${charged}. Without a payment method by then, the subscription ends on ${date} and nothing is charged.`,
    ),
  ).toBeVisible();
  await expect(card.getByText(charged, { exact: true })).toBeVisible();
  await expect(card.getByText(discount)).toBeVisible();

  // Cancelled in its trial: still a trial, never charged, and it can be resumed.
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByText(
      `Your Pro trial runs until ${date}; then the subscription ends and nothing is charged.`,
      { exact: false },
    ),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Trial, cancelled", { exact: true })).toBeVisible();
  await expect(
    card.getByText(`The subscription ends with the trial on ${date}, and nothing is charged.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(card.getByText(/^Ends on /)).toHaveCount(0);
  await card.getByRole("button", { name: "Resume" }).click();
  await expect(card.getByText("Trial", { exact: true })).toBeVisible();

  // The trial ends with no card: the workspace has had its trial, so Pro's card offers none.
  await endTrialAtTwin(page, MAILBOX_TWIN_URL, (customer) => customer.email === email);
  await expect(async () => {
    await page.reload();
    await expect(card.getByText("Expired", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(proCard).toBeVisible();
  await expect(trialOffer).toHaveCount(0);
});
