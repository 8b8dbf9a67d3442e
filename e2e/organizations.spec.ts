import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { PAYING_CARD, payWith, startCheckout } from "./support/billing";
import {
  appUrl,
  expect,
  followMagicLink,
  requestMagicLink,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { linkIn, smtpSink } from "./support/mail";
import { SMTP_TWIN_URL } from "./support/servers";
import { expectNotification, section } from "./support/settings";

// Organizations through app B: the mails (invitations, sign-in links) go over real SMTP to the
// sink. Two browsers, the owner's and the invitee's, each with its own session.

const app = appUrl("smtp");
const invitationLink = `${app}/invitations/`;

/** The browser's log line for a refused call to one of Better Auth's organization endpoints. */
const refusedEndpoint = (status: number, endpoint: string) =>
  new RegExp(
    `status of ${status} \\(.*\\) @ https?://[^/\\s]+/api/auth/organization/${endpoint}\\?`,
  );

/** Opens /organization, or one of its section pages ("/members"), straight from the address. */
async function openOrganization(page: Page, sectionPath = ""): Promise<void> {
  await page.goto(`${app}/organization${sectionPath}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForHydration(page);
}

/** The links to the organization's section pages, under its name. */
function sectionLinks(page: Page) {
  return page.getByRole("navigation", { name: "Organization settings" });
}

/** Goes to a section page by its link, as a person does, and returns the section. */
async function goToSection(page: Page, name: string) {
  await sectionLinks(page).getByRole("link", { name, exact: true }).click();
  await expect(sectionLinks(page).getByRole("link", { name, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  return section(page, name);
}

/** The workspace menu's button in the header (the narrow layout has its own in the panel). */
function switcher(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^Workspace: / });
}

/** Creates an organization from the workspace menu; it becomes the active workspace. */
async function createOrganization(page: Page, name: string): Promise<void> {
  await page.goto(`${app}/dashboard`);
  await waitForHydration(page);
  await switcher(page).click();
  await page.getByRole("menuitem", { name: "Create organization" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an organization" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  // The short name follows the name until someone edits it.
  await expect(dialog.getByRole("textbox", { name: "Short name" })).toHaveValue(
    name.toLowerCase().replaceAll(" ", "-"),
  );
  await dialog.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL(`${app}/organization`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(switcher(page)).toHaveAccessibleName(`Workspace: ${name}`);
}

/** Invites an address from /organization/invitations and returns the invitation mail's link. */
async function invite(page: Page, email: string, role = "Member"): Promise<string> {
  const seen = await smtpSink.ids(email);
  await openOrganization(page, "/invitations");
  const invitations = section(page, "Invitations");
  await invitations.getByRole("textbox", { name: "Email address" }).fill(email);
  await invitations.getByRole("combobox", { name: "Role" }).selectOption({ label: role });
  await invitations.getByRole("button", { name: "Send invitation" }).click();
  await expectNotification(page, `We mailed ${email} an invitation`);
  await expect(invitations.getByRole("listitem", { name: email })).toBeVisible();
  // The form is empty again, for the next invitation.
  await expect(invitations.getByRole("textbox", { name: "Email address" })).toHaveValue("");
  await expect(invitations.getByRole("combobox", { name: "Role" })).toHaveValue("member");
  const mail = await smtpSink.waitForNew(email, seen);
  expect(mail.subject).toMatch(/invited you to .* on /);
  return linkIn(mail, invitationLink);
}

test.describe("organizations (app B, SMTP)", () => {
  test("create, subscribe, invite, accept by a new address, see the plan and not cancel it, change the role, the admin invites, the owner removes a member who is refused at once", async ({
    page,
    newIsolatedPage,
  }) => {
    test.setTimeout(120_000);
    const organization = `Acme ${randomUUID().slice(0, 8)}`;
    const ownerEmail = uniqueEmail("owner");
    const inviteeEmail = uniqueEmail("invitee");
    const thirdEmail = uniqueEmail("third");

    await signInOverHttp(page, ownerEmail, { via: "smtp" });
    await expect(page).toHaveURL(`${app}/dashboard`);
    await createOrganization(page, organization);
    // The active workspace is kept on the session: a reload still shows it.
    await page.reload();
    await expect(switcher(page)).toHaveAccessibleName(`Workspace: ${organization}`);
    await expect(page.getByText("Your role: Owner")).toBeVisible();

    // The owner buys a plan while the organization is active: it is the organization's.
    await page.goto(`${app}/subscriptions`);
    await expect(page.getByText(`${organization} has no subscription yet`)).toBeVisible();
    await waitForHydration(page);
    await startCheckout(page, "Starter", SMTP_TWIN_URL);
    await payWith(page, PAYING_CARD);
    await expect(page.getByRole("heading", { name: "Payment successful", level: 1 })).toBeVisible({
      timeout: 15_000,
    });

    // An address is asked for, in the server's words, before anything is sent.
    await openOrganization(page, "/invitations");
    const invitations = section(page, "Invitations");
    await invitations.getByRole("button", { name: "Send invitation" }).click();
    await expect(invitations.getByText("Enter an email address")).toBeVisible();
    await invitations.getByRole("textbox", { name: "Email address" }).fill("not an address");
    await expect(invitations.getByText("Enter an email address")).toBeHidden();
    await invitations.getByRole("button", { name: "Send invitation" }).click();
    await expect(invitations.getByText("Enter a valid email address")).toBeVisible();

    const link = await invite(page, inviteeEmail);

    // The invitee is signed out: the page explains and signs them in by link, then brings them
    // back to the invitation.
    const invitee = await newIsolatedPage();
    await invitee.goto(link);
    await expect(
      invitee.getByRole("heading", { level: 1, name: `Join ${organization}` }),
    ).toBeVisible();
    const signInLink = await requestMagicLink(invitee, inviteeEmail, {
      via: "smtp",
      fromCurrentPage: true,
    });
    await followMagicLink(invitee, signInLink.link);
    await expect(invitee).toHaveURL(link);
    await expect(
      invitee.getByRole("heading", { level: 1, name: `Join ${organization}` }),
    ).toBeVisible();
    await expect(invitee.getByText(`${ownerEmail} invited you to join`)).toBeVisible();
    await waitForHydration(invitee);
    await invitee.getByRole("button", { name: "Accept invitation" }).click();
    await expect(invitee).toHaveURL(`${app}/organization`);
    await expect(invitee.getByRole("heading", { level: 1, name: organization })).toBeVisible();
    await expect(invitee.getByText("Your role: Member")).toBeVisible();
    await expect(switcher(invitee)).toHaveAccessibleName(`Workspace: ${organization}`);
    // A member may not invite, nor make the organization's key: neither is offered.
    await waitForHydration(invitee);
    await expect(sectionLinks(invitee).getByRole("link", { name: "Invitations" })).toHaveCount(0);
    await goToSection(invitee, "API key");
    await expect(invitee).toHaveURL(`${app}/organization/api-key`);
    // The Starter plan allows three keys, so the card is the list's, "API keys" (ADR 055).
    const key = section(invitee, "API keys");
    await expect(
      key.getByText("Only the organization's owners and admins can manage its API key."),
    ).toBeVisible();
    await expect(key.getByRole("button", { name: "Create API key" })).toHaveCount(0);

    // A member sees the organization's plan and cannot cancel it or open the billing portal.
    await invitee.goto(`${app}/subscriptions`);
    const plan = section(invitee, "Starter");
    await expect(plan.getByText("Active", { exact: true })).toBeVisible();
    await expect(plan.getByText("$9.00 / month", { exact: true })).toBeVisible();
    await expect(
      invitee.getByText("Only the organization's owners can manage its billing."),
    ).toBeVisible();
    await expect(plan.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
    await expect(invitee.getByRole("button", { name: "Manage billing" })).toHaveCount(0);
    // No plan cards to someone without billing: who to ask instead.
    await expect(
      invitee.getByText(`Only an owner of ${organization} can choose or change its plan: ask`),
    ).toBeVisible();
    await expect(invitee.getByRole("article")).toHaveCount(0);
    await expect(invitee.getByRole("button", { name: /^Switch to / })).toHaveCount(0);

    // The owner makes the invitee an admin.
    await openOrganization(page);
    const members = await goToSection(page, "Members");
    await expect(members.getByRole("listitem", { name: inviteeEmail })).toBeVisible();
    await members
      .getByRole("combobox", { name: `Role of ${inviteeEmail}` })
      .selectOption({ label: "Admin" });
    await expectNotification(page, `${inviteeEmail} is now an admin.`);

    // The admin invites a third address: the link to the invitations is there now.
    await openOrganization(invitee);
    await expect(invitee.getByText("Your role: Admin")).toBeVisible();
    await expect(sectionLinks(invitee).getByRole("link", { name: "Invitations" })).toBeVisible();
    await invite(invitee, thirdEmail);

    // The owner removes the admin, who is refused at once: the next load of /organization is
    // their personal workspace's.
    await openOrganization(page, "/invitations");
    await expect(
      section(page, "Invitations").getByRole("listitem", { name: thirdEmail }),
    ).toBeVisible();
    await goToSection(page, "Members");
    await members.getByRole("button", { name: `Remove ${inviteeEmail}`, exact: true }).click();
    await page
      .getByRole("dialog", { name: `Remove ${inviteeEmail}?` })
      .getByRole("button", { name: "Remove member" })
      .click();
    await expectNotification(page, `${inviteeEmail} no longer has access to ${organization}.`);
    await expect(members.getByRole("listitem", { name: inviteeEmail })).toHaveCount(0);

    await invitee.goto(`${app}/organization`);
    await expect(invitee.getByRole("heading", { level: 1, name: "Organization" })).toBeVisible();
    await expect(invitee.getByText("You are working in your personal workspace.")).toBeVisible();
    await expect(invitee.getByRole("heading", { name: organization })).toHaveCount(0);
    await expect(switcher(invitee)).toHaveAccessibleName("Workspace: Personal");
  });

  test("switching to the personal workspace and back holds across reloads; the dashboard names it", async ({
    page,
  }) => {
    const organization = `Switch ${randomUUID().slice(0, 8)}`;
    await signInOverHttp(page, uniqueEmail("switch"), { via: "smtp", open: null });
    await createOrganization(page, organization);

    await page.goto(`${app}/dashboard`);
    await waitForHydration(page);
    await expect(page.getByText("Its plan and API key are shared with its members.")).toBeVisible();
    await switcher(page).click();
    await page.getByRole("menuitem", { name: "Personal" }).click();
    await expectNotification(page, "You are working in Personal.");
    await expect(switcher(page)).toHaveAccessibleName("Workspace: Personal");
    await page.reload();
    await expect(switcher(page)).toHaveAccessibleName("Workspace: Personal");
    await expect(page.getByText("Only you work here.")).toBeVisible();

    await waitForHydration(page);
    await switcher(page).click();
    await page.getByRole("menuitem", { name: new RegExp(organization) }).click();
    await expect(switcher(page)).toHaveAccessibleName(`Workspace: ${organization}`);
    await page.reload();
    await expect(switcher(page)).toHaveAccessibleName(`Workspace: ${organization}`);
    await expect(page.getByText("Its plan and API key are shared with its members.")).toBeVisible();
  });

  test("an invitation opened by another address, or used already, says so", async ({
    page,
    newIsolatedPage,
    expectConsoleErrors,
  }) => {
    // Better Auth refuses the invitation to anyone else (403) and a used one (400); the
    // browser logs each refused call.
    expectConsoleErrors(
      refusedEndpoint(403, "get-invitation"),
      refusedEndpoint(400, "get-invitation"),
    );
    const organization = `Gamma ${randomUUID().slice(0, 8)}`;
    const inviteeEmail = uniqueEmail("invited");
    const strangerEmail = uniqueEmail("stranger");
    await signInOverHttp(page, uniqueEmail("gamma-owner"), { via: "smtp", open: null });
    await createOrganization(page, organization);
    const link = await invite(page, inviteeEmail);

    const stranger = await newIsolatedPage();
    await signInOverHttp(stranger, strangerEmail, { via: "smtp", open: null });
    await stranger.goto(link);
    await expect(
      stranger.getByRole("heading", { level: 1, name: "This invitation is for another address" }),
    ).toBeVisible();
    await expect(
      stranger.getByText(
        "This invitation is for another address. Sign in with the address it was sent to.",
      ),
    ).toBeVisible();
    await expect(stranger.getByText(`You are signed in as ${strangerEmail}.`)).toBeVisible();

    // Signing out on the page offers the sign-in for the invited address.
    await waitForHydration(stranger);
    await stranger.getByRole("button", { name: "Sign out and use another address" }).click();
    await expect(stranger.getByRole("textbox", { name: "Email address" })).toHaveValue(
      inviteeEmail,
    );

    // The invitee finds the invitation on /organization too, accepts it, and the same link then
    // says it was used.
    const invitee = await newIsolatedPage();
    await signInOverHttp(invitee, inviteeEmail, { via: "smtp", open: null });
    await openOrganization(invitee);
    await section(invitee, "Invitations for you")
      .getByRole("link", { name: `Open the invitation to ${organization}` })
      .click();
    await expect(invitee).toHaveURL(link);
    await expect(
      invitee.getByRole("heading", { level: 1, name: `Join ${organization}` }),
    ).toBeVisible();
    await waitForHydration(invitee);
    await invitee.getByRole("button", { name: "Accept invitation" }).click();
    await expect(invitee).toHaveURL(`${app}/organization`);
    await invitee.goto(link);
    await expect(
      invitee.getByRole("heading", {
        level: 1,
        name: "This invitation has expired or was already used",
      }),
    ).toBeVisible();
  });
});
