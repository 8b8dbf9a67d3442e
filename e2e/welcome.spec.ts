import {
  axeViolations,
  expect,
  followMagicLink,
  requestMagicLink,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { openSettings, section } from "./support/settings";

// A new account's first sign-in stops at the welcome step, which asks for a name on the way to
// where the person was going; an account that has signed in before goes straight there.

test.describe("the welcome step", () => {
  test("a saved name is how the dashboard greets; an empty one gets the settings' message", async ({
    page,
  }) => {
    const email = uniqueEmail("e2e-welcome");
    const { link } = await requestMagicLink(page, email);
    await followMagicLink(page, link, { welcome: "stay" });
    await expect(page).toHaveURL(/\/welcome\?redirect=%2Fdashboard$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome to Timberline" }),
    ).toBeVisible();
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);

    const name = page.getByLabel("What should we call you?");
    await expect(name).toHaveValue("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter your name", { exact: true })).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/welcome\?/);

    await name.fill("  Ada Lovelace ");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome, Ada Lovelace" }),
    ).toBeVisible();
    // The account menu's avatar takes its initials from the name now, not from the address.
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveText("AL");

    await openSettings(page, new URL(page.url()).origin);
    await expect(section(page, "Profile").getByLabel("Name")).toHaveValue("Ada Lovelace");
  });

  test("skipping goes on to where the person was going, and the greeting stays plain", async ({
    page,
  }) => {
    const email = uniqueEmail("e2e-welcome");
    const { link } = await requestMagicLink(page, email, { redirect: "/settings" });
    await followMagicLink(page, link, { welcome: "stay" });
    await expect(page).toHaveURL(/\/welcome\?redirect=%2Fsettings$/);
    await page.getByRole("link", { name: "Skip for now" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(section(page, "Profile").getByLabel("Name")).toHaveValue("");

    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome", exact: true }),
    ).toBeVisible();
  });

  test("an account that has signed in before is not asked again", async ({
    page,
    newIsolatedPage,
  }) => {
    const email = uniqueEmail("e2e-welcome");
    const first = await requestMagicLink(page, email);
    await followMagicLink(page, first.link);
    await expect(page).toHaveURL(/\/dashboard$/);

    const other = await newIsolatedPage();
    const second = await requestMagicLink(other, email);
    await followMagicLink(other, second.link, { welcome: "stay" });
    await expect(other).toHaveURL(/\/dashboard$/);
  });
});
