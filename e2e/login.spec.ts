import { expect, failedLoad, test, uniqueEmail, waitForHydration } from "./support/fixtures";
import { devMailbox } from "./support/mail";

test.describe("sign-in form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/login");
    await waitForHydration(page);
  });

  test("an empty address shows the inline message and sends nothing", async ({ page }) => {
    const sends: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-in/magic-link")) sends.push(request.url());
    });
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByText("Enter your email address", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toHaveCount(0);
    expect(sends).toEqual([]);
  });

  test("a malformed address shows the inline message and sends nothing", async ({ page }) => {
    const sends: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-in/magic-link")) sends.push(request.url());
    });
    const malformed = `not-an-email-${Date.now()}`;
    await page.getByLabel("Email address").fill(malformed);
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(
      page.getByText("Enter a valid email address, like name@example.com", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toHaveCount(0);
    expect(sends).toEqual([]);
    expect(await devMailbox.list(malformed)).toEqual([]);
  });

  test("tabbing through says nothing and moves nothing; a send checks, the next keystroke clears", async ({
    page,
  }) => {
    const field = page.getByLabel("Email address");
    // The page's one field has the focus from the start, with a ring that shows it.
    await expect(field).toBeFocused();
    const ring = await field.evaluate((input) => getComputedStyle(input).outlineWidth);
    expect(Number.parseFloat(ring)).toBeGreaterThanOrEqual(2);
    const card = page.locator("main .mantine-Card-root");
    const top = (await card.boundingBox())?.y;
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter your email address", { exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByText("Enter your email address", { exact: true })).toBeVisible();
    // The message grows the card downwards: its top stays where it was.
    expect((await card.boundingBox())?.y).toBe(top);
    await field.pressSequentially("name");
    await expect(page.getByText("Enter your email address", { exact: true })).toHaveCount(0);
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the fourth link to one address within the window is refused", async ({
    page,
    expectConsoleErrors,
  }) => {
    // The browser logs the refused call (HTTP 429) as a failed resource load.
    expectConsoleErrors(failedLoad(429, "/api/auth/sign-in/magic-link"));
    const email = uniqueEmail();
    const responses: number[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/api/auth/sign-in/magic-link"))
        responses.push(response.status());
    });

    for (let attempt = 1; attempt <= 3; attempt++) {
      await page.getByLabel("Email address").fill(email);
      await page.getByRole("button", { name: "Send sign-in link" }).click();
      await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
      await page.getByRole("link", { name: "Use a different address" }).click();
    }
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByRole("alert")).toContainText("Too many sign-in links");
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toHaveCount(0);

    expect(responses).toEqual([200, 200, 200, 429]);
    expect(await devMailbox.list(email)).toHaveLength(3);
  });

  test("a link error is in the page the server sends", async ({ request }) => {
    const response = await request.get("/login?error=INVALID_TOKEN");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("invalid, already used or expired");
  });

  test("a link error in the query is shown as an alert", async ({ page }) => {
    await page.goto("/login?error=INVALID_TOKEN");
    await expect(page.getByRole("alert")).toContainText("That link did not work");
    await expect(page.getByRole("alert")).toContainText("invalid, already used or expired");
  });
});
