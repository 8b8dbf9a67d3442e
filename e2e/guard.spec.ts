import type { Route } from "@playwright/test";
import { expect, signIn, test, uniqueEmail, waitForHydration } from "./support/fixtures";

test.describe("route guard and redirects", () => {
  for (const path of ["/dashboard", "/settings", "/subscriptions", "/success"]) {
    test(`anonymous ${path} goes to /login with the redirect`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByRole("button", { name: "Send sign-in link" })).toBeVisible();
    });
  }

  test("signing in after the guard returns to the requested page", async ({ page }) => {
    await page.goto("/settings");
    await expect(page).toHaveURL("/login?redirect=%2Fsettings");
    const { link } = await signIn(page, uniqueEmail(), { fromCurrentPage: true });
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/settings");
    await expect(page).toHaveURL("/settings");
    await expect(page.getByRole("link", { name: "Settings", exact: true }).first()).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  for (const hostile of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
    test(`a hostile redirect ${JSON.stringify(hostile)} lands on /dashboard`, async ({ page }) => {
      const email = uniqueEmail();
      const { link } = await signIn(page, email, { redirect: hostile });
      expect(new URL(link).searchParams.get("callbackURL")).toBe("/dashboard");
      await expect(page).toHaveURL("/dashboard");
      await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    });
  }

  test("/signup redirects to /login", async ({ page }) => {
    await page.goto("/signup");
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("button", { name: "Send sign-in link" })).toBeVisible();
  });

  test("the landing page's Sign in button opens /login", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByLabel("Email address")).toBeVisible();
  });

  test("a signed-in visitor on /login is sent to /dashboard", async ({ page }) => {
    const email = uniqueEmail();
    await signIn(page, email);
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/login");
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  });

  test("the header navigation moves between the signed-in pages", async ({ page }) => {
    await signIn(page, uniqueEmail());
    await expect(page).toHaveURL("/dashboard");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await nav.getByRole("link", { name: "Subscriptions" }).click();
    await expect(page).toHaveURL("/subscriptions");
    await nav.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL("/settings");
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
  });

  test("signing out from the account menu ends on /login and closes the session", async ({
    page,
  }) => {
    await signIn(page, uniqueEmail());
    await expect(page).toHaveURL("/dashboard");
    await waitForHydration(page);
    // A navigation's reads still on their way when Sign out is chosen: the session ends after
    // their answers, and no read is sent after it (one would be answered 401).
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/_serverFn\//, async (route) => {
      if (holding) held.push(route);
      else await route.continue();
    });
    const events: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/sign-out")) events.push("sign-out");
    });
    page.on("response", (response) => {
      if (response.url().includes("/_serverFn/")) events.push(`read ${response.status()}`);
    });
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await nav.getByRole("link", { name: "Subscriptions" }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    holding = false;
    for (const route of held) await route.continue();
    await expect(page).toHaveURL("/login");
    expect(events.filter((event) => event !== "read 200")).toEqual(["sign-out"]);
    await expect(page.getByRole("button", { name: "Send sign-in link" })).toBeVisible();

    await page.goto("/dashboard");
    await expect(page).toHaveURL("/login?redirect=%2Fdashboard");
  });
});
