import { appUrl, expect, signIn, test, uniqueEmail } from "./support/fixtures";
import { expectNotification, openSettings, section } from "./support/settings";

const app = appUrl("smtp");

test.describe("profile (app B)", () => {
  test("the profile: name and picture are saved and shown", async ({ page }) => {
    const email = uniqueEmail("profile");
    await signIn(page, email, { via: "smtp" });
    await openSettings(page, app);
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
    await openSettings(page, app);
    await expect(section(page, "Profile").getByLabel("Name")).toHaveValue("Ada Lovelace");
  });
});
