import type { Page, Route } from "@playwright/test";
import {
  expect,
  magicLinkFrom,
  pressSignIn,
  requestMagicLink,
  signIn,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { devMailbox } from "./support/mail";
import { MAILBOX_APP_URL } from "./support/servers";
import { openSettings, section } from "./support/settings";

// The forms a newcomer meets before the dashboard: what is typed before the page's scripts run,
// the same forms with no script at all, a link opened in another tab, the password form's way to
// a reset, where passkeys are offered, and what an invitation's page says before sign-in.

/** Holds back every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/**/*.js", async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** A Better Auth call with the page's cookies, as its own script makes it. */
async function authCall(page: Page, path: string, data: object) {
  const response = await page.request.post(`${MAILBOX_APP_URL}/api/auth${path}`, {
    data,
    headers: { origin: MAILBOX_APP_URL },
  });
  expect(response.status(), path).toBe(200);
  return response.json();
}

test.describe("before and without the page's scripts", () => {
  test("a name typed on /welcome before the scripts run is the name saved", async ({ page }) => {
    const { link } = await requestMagicLink(page, uniqueEmail("e2e-early-name"));
    await page.goto(link);
    const release = await holdScripts(page);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/welcome\?/, { waitUntil: "commit" });
    const name = page.getByLabel("What should we call you?");
    await name.fill("Early Bird");
    await release();
    await waitForHydration(page);
    await expect(name).toHaveValue("Early Bird");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome, Early Bird" }),
    ).toBeVisible();
  });

  test("an address typed and sent before the scripts run sends the link", async ({ page }) => {
    const email = uniqueEmail("e2e-early-send");
    const release = await holdScripts(page);
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await release();
    const mail = await devMailbox.waitForNew(email, new Set());
    expect(magicLinkFrom(mail.text ?? "")).toContain("/login/confirm?");
  });

  test("a team's name typed before the scripts run is the name the team gets", async ({ page }) => {
    await signIn(page, uniqueEmail("e2e-early-team"));
    await authCall(page, "/organization/create", {
      name: `Early ${Date.now()}`,
      slug: `early-${Date.now()}`,
    });
    const release = await holdScripts(page);
    await page.goto("/organization/teams", { waitUntil: "commit" });
    const name = page.getByLabel("New team's name");
    await name.fill("Night Shift");
    await release();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create team" }).click();
    await expect(page.getByText("Night Shift is ready for members.")).toBeVisible();
  });

  test("sign-in, the link's page and the welcome step work with no JavaScript", async ({
    newIsolatedPage,
  }) => {
    // Three pages' round trips and the closing axe check of a page without script.
    test.slow();
    const page = await newIsolatedPage({ javaScriptEnabled: false });
    const email = uniqueEmail("e2e-no-script");
    await page.goto(`${MAILBOX_APP_URL}/login?redirect=%2Fsettings`);
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByText("Enter your email address", { exact: true })).toBeVisible();

    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    const mail = await devMailbox.waitForNew(email, new Set());

    await page.goto(magicLinkFrom(mail.text ?? ""));
    await pressSignIn(page);
    await expect(page).toHaveURL(/\/welcome\?redirect=%2Fsettings$/);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter your name", { exact: true })).toBeVisible();
    await page.getByLabel("What should we call you?").fill("Plain Form");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(`${MAILBOX_APP_URL}/settings`);
    await expect(section(page, "Profile").getByLabel("Name")).toHaveValue("Plain Form");
    // axe runs as a script: the page without script is closed before the closing check.
    await page.close();
  });
});

test("a link opened in a second tab signs the first tab in too, on to where it was going", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("e2e-other-tab");
  const { link } = await requestMagicLink(page, email, { redirect: "/settings" });
  const second = await context.newPage();
  await second.goto(link);
  await waitForHydration(second);
  await pressSignIn(second);
  await expect(page).toHaveURL(`${MAILBOX_APP_URL}/settings`);
  await expect(section(page, "Profile")).toBeVisible();
  await second.close();
});

test("a link's button pressed before its page's scripts run signs the first tab in too", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("e2e-other-tab-early");
  const { link } = await requestMagicLink(page, email, { redirect: "/settings" });
  const second = await context.newPage();
  const release = await holdScripts(second);
  await second.goto(link, { waitUntil: "commit" });
  await second.getByRole("button", { name: "Sign in", exact: true }).click();
  await second.waitForURL(/\/welcome\?/, { waitUntil: "commit" });
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
  await release();
  await waitForHydration(second);
  await expect(page).toHaveURL(`${MAILBOX_APP_URL}/settings`);
  await second.close();
});

test("the password form offers a reset link by mail for the address typed", async ({ page }) => {
  const email = uniqueEmail("e2e-forgot");
  await signIn(page, email);
  // Off the dashboard first: its calls still under way would be refused 401 once signed out.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Sign in with a password instead" }).click();
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page.getByText("Enter your email address", { exact: true })).toBeVisible();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
});

test("passkeys are not offered on an IP-address host, where the browser refuses them", async ({
  page,
}) => {
  await page.goto("/login");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Send sign-in link" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);

  await signIn(page, uniqueEmail("e2e-passkey-ip"));
  await openSettings(page, MAILBOX_APP_URL, "security");
  const card = section(page, "Passkeys");
  await expect(
    card.getByText(/Passkeys cannot be used while the app is served at an IP address/),
  ).toBeVisible();
  await expect(card.getByRole("button", { name: "Add a passkey" })).toBeDisabled();
});

test("an invitation's page names the organization and the inviter and fills in the address", async ({
  page,
  newIsolatedPage,
}) => {
  const organization = `Newcomers ${Date.now()}`;
  const invitee = uniqueEmail("e2e-invitee");
  await signIn(page, uniqueEmail("e2e-inviter"));
  const call = (path: string, data: object) => authCall(page, path, data);
  await call("/update-user", { name: "Ada Inviter" });
  const created = await call("/organization/create", {
    name: organization,
    slug: `newcomers-${Date.now()}`,
  });
  const invitation = await call("/organization/invite-member", {
    email: invitee,
    role: "member",
    organizationId: created.id,
  });
  const link = `${MAILBOX_APP_URL}/invitations/${invitation.id}`;

  const guest = await newIsolatedPage();
  await guest.goto(link);
  await expect(
    guest.getByRole("heading", { level: 1, name: `Join ${organization}` }),
  ).toBeVisible();
  await expect(guest.getByText(`Ada Inviter invited you to join ${organization}`)).toBeVisible();
  await expect(guest.getByLabel("Email address")).toHaveValue(invitee);
  await expect(guest.getByText(/Someone invited/)).toHaveCount(0);

  await signIn(guest, invitee, { redirect: `/invitations/${invitation.id}` });
  await expect(guest).toHaveURL(link);
  await expect(guest.getByText(/^Ada Inviter invited you to join/)).toBeVisible();
});
