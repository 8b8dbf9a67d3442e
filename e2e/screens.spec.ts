import { expect, failedLoad, test, waitForHydration } from "./support/fixtures";

test.describe("generic screens", () => {
  test("an unknown path shows the not-found screen; Go home leads to /", async ({
    page,
    expectConsoleErrors,
  }) => {
    // The document itself is answered with 404, which the browser logs.
    expectConsoleErrors(failedLoad(404, "/no-such-page/anywhere"));
    const response = await page.goto("/no-such-page/anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
    await expect(
      page.getByText("The page you are looking for does not exist", { exact: true }),
    ).toBeVisible();
    const home = page.getByRole("link", { name: "Go home" });
    await expect(home).toHaveAttribute("href", "/");

    await waitForHydration(page);
    await home.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  test("the error screen shows the message and a Try again button", async ({
    page,
    expectConsoleErrors,
  }) => {
    // /dev/error throws on purpose; React and the router report that throw on the console.
    expectConsoleErrors(/This page fails on purpose to show the error screen\./);
    await page.goto("/dev/error");
    await expect(
      page.getByRole("heading", { name: "Something went wrong", level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByText("This page fails on purpose to show the error screen.", { exact: true }),
    ).toBeVisible();
    const retry = page.getByRole("button", { name: "Try again" });
    await expect(retry).toBeVisible();

    // Trying again re-runs the page, which fails again: the screen stays, nothing crashes.
    await waitForHydration(page);
    await retry.click();
    await expect(
      page.getByRole("heading", { name: "Something went wrong", level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
