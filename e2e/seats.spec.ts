import type { Page } from "@playwright/test";
import {
  centsAfterAbout,
  chargedAtTwin,
  dollars,
  lastOrderAtTwin,
  PAYING_CARD,
  payWith,
  startCheckout,
  subscriptionAtTwin,
} from "./support/billing";
import {
  appUrl,
  axeViolations,
  expect,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { devMailbox, linkIn } from "./support/mail";
import { MAILBOX_TWIN_URL } from "./support/servers";
import { expectNotification, section } from "./support/settings";

// Seats (ADR 054), two browsers: the owner's organization is on the Team plan with its 2 seats;
// inviting a third person asks the owner to add a seat, which Polar (the twin) bills prorated,
// and the invitation then goes out and the invitee, in a browser of their own, joins.

const app = appUrl("mailbox");

async function sendInvitation(page: Page, email: string): Promise<void> {
  const invitations = section(page, "Invitations");
  await invitations.getByRole("textbox", { name: "Email address" }).fill(email);
  await invitations.getByRole("button", { name: "Send invitation" }).click();
}

test("an organization on a 2-seat plan invites a third member once the owner adds a seat", async ({
  page,
  newIsolatedPage,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail("e2e-seats-owner");
  await signInOverHttp(page, ownerEmail);
  await expect(page).toHaveURL(`${app}/dashboard`);
  await page.waitForLoadState("networkidle");
  const organization = `Seats ${Date.now()}`;
  const created = await page.request.post(`${app}/api/auth/organization/create`, {
    data: { name: organization, slug: `seats-${Date.now()}` },
    headers: { origin: app },
  });
  expect(created.status()).toBe(200);

  await page.goto(`${app}/subscriptions`);
  await waitForHydration(page);
  // The seats and their total before the checkout: one person, so the plan's fewest, 2.
  const team = page.getByRole("article", { name: "Team" });
  const seatCount = team.getByRole("textbox", { name: "Seats" });
  await expect(seatCount).toHaveValue("2");
  await expect(team.getByText("2 seats × $12.00 / month = $24.00 / month")).toBeVisible();
  await seatCount.fill("1");
  await expect(team.getByText("The Team plan holds 2 to 1000 seats.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await seatCount.fill("2");
  await expect(team.getByText("2 seats × $12.00 / month = $24.00 / month")).toBeVisible();
  await startCheckout(page, "Team", MAILBOX_TWIN_URL);
  // Polar's page states the same before Pay.
  await expect(page.getByText("2 seats × $12.00 / month")).toBeVisible();
  await expect(page.getByText("Total: $24.00 / month")).toBeVisible();
  await payWith(page, PAYING_CARD);
  await expect(page.getByRole("heading", { name: "Payment successful", level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  // The seats and the total the twin bills, not the catalogue's price of one seat.
  const { id: organizationId } = await created.json();
  const billed = await subscriptionAtTwin(
    page,
    MAILBOX_TWIN_URL,
    (customer) => customer.external_id === `org_${organizationId}`,
  );
  expect(billed.seats).toBe(2);
  await expect(
    page.getByText(
      `You are now subscribed to Team with 2 seats at ${dollars(chargedAtTwin(billed))} / month.`,
    ),
  ).toBeVisible();

  await page.goto(`${app}/organization/members`);
  await expect(page.getByTestId("seats-line")).toContainText("Seats: 1 / 2");

  // The second seat goes to a pending invitation.
  await page.goto(`${app}/organization/invitations`);
  await waitForHydration(page);
  const second = uniqueEmail("e2e-seats-second");
  await sendInvitation(page, second);
  await expectNotification(page, `We mailed ${second} an invitation`);
  // Seats, not the flat plans' places, and the fix is one more seat, not another plan.
  await expect(
    page.getByText(
      "2 of 2 seats taken, pending invitations included. Every seat is taken: an owner adds one when sending the next invitation.",
    ),
  ).toBeVisible();

  // The third: every seat is taken, so the owner is asked to add one.
  const third = uniqueEmail("e2e-seats-third");
  const seen = await devMailbox.ids(third);
  await sendInvitation(page, third);
  const dialog = page.getByRole("dialog", { name: "Add a seat?" });
  await expect(dialog).toContainText("Every seat is taken (2 of 2)");
  await expect(dialog).toContainText("$12.00 / month");
  // The prorated amount stated before: what the twin's order for the seat charges, within the
  // cent that the seconds between the question and the click can move.
  const stated = centsAfterAbout((await dialog.textContent()) ?? "");
  await dialog.getByRole("button", { name: "Add a seat and invite" }).click();
  await expectNotification(page, `We mailed ${third} an invitation`);
  expect(
    Math.abs(stated - (await lastOrderAtTwin(page, MAILBOX_TWIN_URL, billed.id))),
  ).toBeLessThanOrEqual(1);
  await expect(dialog).toBeHidden();
  await expect(section(page, "Invitations").getByRole("listitem", { name: third })).toBeVisible();
  const link = linkIn(await devMailbox.waitForNew(third, seen), `${app}/invitations/`);

  await page.goto(`${app}/organization/members`);
  await expect(page.getByTestId("seats-line")).toContainText("Seats: 3 / 3");

  // The invitee, in a browser of their own, joins.
  const invitee = await newIsolatedPage();
  await signInOverHttp(invitee, third, { open: null });
  await invitee.goto(link);
  await expect(
    invitee.getByRole("heading", { level: 1, name: `Join ${organization}` }),
  ).toBeVisible();
  await waitForHydration(invitee);
  await invitee.getByRole("button", { name: "Accept invitation" }).click();
  await expect(invitee).toHaveURL(`${app}/organization`);
  await expect(invitee.getByRole("heading", { level: 1, name: organization })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("seats-line")).toContainText("Seats: 3 / 3");
  await expect(page.getByRole("listitem").filter({ hasText: third })).toBeVisible();

  // The owner adds a seat from the member list, then takes it back: credited, prorated.
  await waitForHydration(page);
  const charged = () => lastOrderAtTwin(page, MAILBOX_TWIN_URL, billed.id);
  const added = await changeSeats(page, 4, "Add 1 seat?");
  await expect(page.getByTestId("seats-line")).toContainText("Seats: 3 / 4");
  expect(Math.abs(added - (await charged()))).toBeLessThanOrEqual(1);
  const removed = await changeSeats(page, 3, "Remove 1 seat?");
  await expect(page.getByTestId("seats-line")).toContainText("Seats: 3 / 3");
  await expectNotification(page, /3 seats now\. \$\d+\.\d{2} was credited for the seats removed/);
  expect(Math.abs(removed + (await charged()))).toBeLessThanOrEqual(1);
  await expect(page.getByRole("button", { name: "Change seats" })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
});

/** Changes the seats through the member list's question; answers the amount it stated. */
async function changeSeats(page: Page, seats: number, question: string): Promise<number> {
  await page.getByRole("textbox", { name: "Seats bought" }).fill(String(seats));
  await page.getByRole("button", { name: "Change seats" }).click();
  const dialog = page.getByRole("dialog", { name: question });
  const stated = centsAfterAbout((await dialog.textContent()) ?? "");
  await dialog.getByRole("button", { name: `Change to ${seats} seats` }).click();
  await expect(dialog).toBeHidden();
  return stated;
}
