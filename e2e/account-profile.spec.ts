import { readFileSync } from "node:fs";
import { appUrl, expect, failedLoad, test } from "./support/fixtures";
import {
  expectNotification,
  goToSettingsPage,
  openSettings,
  SETTINGS_PATHS,
  section,
} from "./support/settings";

const app = appUrl("smtp");

test.describe("profile (app B)", () => {
  test.use({ signInAs: { via: "smtp", prefix: "profile", open: null } });

  test("the profile: name and picture are saved and shown", async ({
    page,
    signedIn,
    expectConsoleErrors,
  }) => {
    await openSettings(page, signedIn.app);
    // An avatar host on the internet, answered by the test (this machine has no internet).
    const avatar = "https://avatars.example.com/ada.svg";
    await page.route(avatar, (route) =>
      route.fulfill({
        contentType: "image/svg+xml",
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#2f6f4f"/></svg>',
      }),
    );
    const card = section(page, "Profile");
    const save = () => card.getByRole("button", { name: "Save profile" }).click();
    // The same rules as the server's: a name of 1 to 100 characters, an https:// avatar.
    await card.getByLabel("Name").fill("n".repeat(101));
    await save();
    await expect(card.getByText("Use at most 100 characters")).toBeVisible();
    await card.getByLabel("Name").fill("Ada Lovelace");
    for (const wrong of ["not a url", `${app}/favicon.svg`]) {
      await card.getByLabel("Avatar image URL").fill(wrong);
      await save();
      await expect(card.getByText("Enter an https:// address, or leave it empty")).toBeVisible();
    }
    await card.getByLabel("Avatar image URL").fill(avatar);
    await save();
    await expectNotification(page, "Profile saved");
    await page.goto(`${app}/dashboard`);
    await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeVisible();
    // The header's account button shows the picture, and the initials when it fails to load.
    const account = page.getByRole("button", { name: "AL, account menu" });
    await expect(account.locator("img")).toHaveAttribute("src", avatar);
    await page.route(avatar, (route) => route.abort());
    expectConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
    await page.reload();
    await expect(account.locator("img")).toHaveCount(0);
    await expect(account).toHaveText("AL");
    await openSettings(page, app);
    await expect(section(page, "Profile").getByLabel("Name")).toHaveValue("Ada Lovelace");
  });

  test("settings is a short page per topic, each with its own address and title", async ({
    page,
    signedIn,
  }) => {
    await openSettings(page, signedIn.app);
    const nav = page.getByRole("navigation", { name: "Settings" });
    await expect(nav.getByRole("link")).toHaveText([
      "Profile",
      "Security",
      "Sessions",
      "Activity",
      "Linked accounts",
      "API",
      "Billing",
      "Danger zone",
    ]);
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page).toHaveTitle("Profile · Settings · Timberline");
    // Only the profile, language and time zone, and the way to one's data are on the first
    // page; nothing destructive is.
    await expect(page.getByRole("region")).toHaveText([
      /^Profile/,
      /^Language and time zone/,
      /^Your data/,
    ]);
    await expect(page.getByRole("button", { name: /Delete/ })).toHaveCount(0);

    const regions: Record<string, string[]> = {
      Security: ["Email", "Password", "Passkeys", "Two-factor authentication"],
      Sessions: ["Sessions"],
      Activity: ["Activity"],
      "Linked accounts": ["Linked accounts"],
      API: ["API key"],
      Billing: ["Billing"],
      "Danger zone": ["Delete account"],
    };
    for (const [index, [label, names]] of Object.entries(regions).entries()) {
      await goToSettingsPage(page, label);
      await expect(page).toHaveURL(`${app}${SETTINGS_PATHS[index + 1]}`);
      await expect(page).toHaveTitle(`${label} · Settings · Timberline`);
      for (const name of names) await expect(section(page, name)).toBeVisible();
      await expect(page.getByRole("region")).toHaveCount(names.length);
    }
    // The plan, or the way to one, on Billing.
    await goToSettingsPage(page, "Billing");
    await expect(section(page, "Billing").getByText("You have no plan yet.")).toBeVisible();

    // Back returns to the page before, by its address.
    await page.goBack();
    await expect(page).toHaveURL(`${app}/settings/danger-zone`);
    await expect(section(page, "Delete account")).toBeVisible();
  });

  test("Download my data saves one JSON file of the account; a second within the minute is refused in words", async ({
    page,
    signedIn,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedLoad(429, "/api/account/export"));
    const { email } = signedIn;
    await openSettings(page, app);
    const card = section(page, "Your data");
    const saved = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download my data" }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^timberline-data-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(readFileSync(await download.path(), "utf8"));
    expect(document.user.email).toBe(email);
    expect(document.sessions).toHaveLength(1);
    expect(JSON.stringify(document)).not.toMatch(/"token"/);
    await expectNotification(page, "Your data is downloaded");

    await card.getByRole("button", { name: "Download my data" }).click();
    await expectNotification(page, /You downloaded your data a moment ago\. Try again in /);
  });
});
