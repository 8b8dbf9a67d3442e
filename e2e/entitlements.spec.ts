import {
  appUrl,
  expect,
  failedLoad,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { expectNotification, section } from "./support/settings";

// A plan's entitlements as a person meets them (ADR 045): /subscriptions says what the free plan
// includes and what is used of it, and an organization on the free plan is refused a sixth
// person with the sentence that names the plan allowing more.

const app = appUrl("mailbox");

test("the free plan's limits are shown, and an organization's sixth person is refused with the plan named", async ({
  page,
  expectConsoleErrors,
}) => {
  // The refused invitation: the browser logs the 402 of Better Auth's endpoint.
  expectConsoleErrors(failedLoad(402, "/api/auth/organization/invite-member"));
  await signInOverHttp(page, uniqueEmail("e2e-plan"));
  await expect(page).toHaveURL(`${app}/dashboard`);

  await page.goto(`${app}/subscriptions`);
  const included = page.getByRole("region", { name: "What the Free plan includes" });
  await expect(
    included.getByRole("row", { name: /API calls this period 0 of 1,000/ }),
  ).toBeVisible();
  await expect(
    included.getByRole("row", { name: "API calls a minute, per workspace 60" }),
  ).toBeVisible();
  // A person's own workspace has no people to count.
  await expect(included.getByRole("row", { name: /^People/ })).toHaveCount(0);

  // An organization, made through Better Auth's endpoint as the workspace menu does, once the
  // page's calls are done (a session read under way could answer after the creation).
  await page.waitForLoadState("networkidle");
  const created = await page.request.post(`${app}/api/auth/organization/create`, {
    data: { name: "Plan Test", slug: `plan-test-${Date.now()}` },
    headers: { origin: app },
  });
  expect(created.status()).toBe(200);

  await page.goto(`${app}/organization/invitations`);
  await waitForHydration(page);
  const invitations = section(page, "Invitations");
  await expect(
    invitations.getByText("1 of 5 places taken on the Free plan, pending invitations included."),
  ).toBeVisible();
  const address = invitations.getByRole("textbox", { name: "Email address" });
  for (let i = 0; i < 4; i++) {
    const email = uniqueEmail("e2e-plan-invitee");
    await address.fill(email);
    await invitations.getByRole("button", { name: "Send invitation" }).click();
    await expect(invitations.getByRole("listitem", { name: email })).toBeVisible();
  }
  // Said before anyone types a sixth address, and then refused by the server all the same.
  await expect(
    invitations.getByText(/^5 of 5 places taken on the Free plan.* No place is left/),
  ).toBeVisible();
  await address.fill(uniqueEmail("e2e-plan-sixth"));
  await invitations.getByRole("button", { name: "Send invitation" }).click();
  await expectNotification(
    page,
    "This organization has no place left for another invitation. The Free plan allows 5 people in an organization, pending invitations included; Starter allows 10.",
  );

  await page.goto(`${app}/subscriptions`);
  const organizationPlan = page.getByRole("region", { name: "What the Free plan includes" });
  await expect(
    organizationPlan.getByRole("row", { name: "People, pending invitations included 5 of 5" }),
  ).toBeVisible();
});
