import {
  appUrl,
  expect,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { expectNotification, openSettings, section } from "./support/settings";

const app = appUrl("smtp");

test.describe("account activity (app B)", () => {
  test("what the person did is on Settings → Activity, newest first, filtered by kind", async ({
    page,
    newIsolatedPage,
  }) => {
    const email = uniqueEmail("activity");
    await signInOverHttp(page, email, { via: "smtp" });
    await expect(page).toHaveURL(`${app}/dashboard`);
    await waitForHydration(page);

    // One: an API key.
    const keyCard = page.getByRole("region", { name: "API key", exact: true });
    await keyCard.getByRole("button", { name: "Create API key" }).click();
    const dialog = page.getByRole("dialog", { name: /^Your (new )?API key$/ });
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    // Two: sign out another session.
    const other = await newIsolatedPage();
    await signInOverHttp(other, email, { via: "smtp", open: null });
    await openSettings(page, app, "sessions");
    await section(page, "Sessions")
      .getByRole("button", { name: "Sign out other sessions" })
      .click();
    await expectNotification(page, "Signed out elsewhere");

    await page.getByRole("link", { name: "Activity", exact: true }).click();
    await expect(page).toHaveURL(`${app}/settings/activity`);
    await expect(page).toHaveTitle(/^Activity · Settings/);
    const card = section(page, "Activity");
    const entries = card.getByRole("listitem");
    await expect(entries.first()).toContainText("Signed out all other sessions");
    await expect(card.getByText("API key created")).toBeVisible();
    await expect(card.getByText("Signed in with an email link")).toHaveCount(2);

    await card.getByText("API key", { exact: true }).click();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText("API key created");
    await card.getByText("Sign-ins", { exact: true }).click();
    await expect(card.getByText("API key created")).toHaveCount(0);
    await expect(card.getByText("Signed out all other sessions")).toBeVisible();
  });
});
