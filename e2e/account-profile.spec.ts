import { appUrl, expect, signIn, test, uniqueEmail } from "./support/fixtures";
import { expectNotification, openSettings, section } from "./support/settings";

const app = appUrl("smtp");

test.describe("profile (app B)", () => {
  test("the profile: name and picture are saved and shown", async ({ page }) => {
    const email = uniqueEmail("profile");
    await signIn(page, email, { via: "smtp" });
    await openSettings(page, app);
    const card = section(page, "Profile");
    await card.getByLabel("Name").fill("Ada Lovelace");
    await card.getByLabel("Avatar image URL").fill("not a url");
    await card.getByRole("button", { name: "Save profile" }).click();
    await expect(card.getByText("Enter an http:// or https:// address")).toBeVisible();
    await card.getByLabel("Avatar image URL").fill(`${app}/favicon.svg`);
    await card.getByRole("button", { name: "Save profile" }).click();
    await expectNotification(page, "Profile saved");
    await page.goto(`${app}/dashboard`);
    await expect(page.getByRole("heading", { name: "Welcome, Ada Lovelace" })).toBeVisible();
    await openSettings(page, app);
    await expect(section(page, "Profile").getByLabel("Name")).toHaveValue("Ada Lovelace");
  });
});
