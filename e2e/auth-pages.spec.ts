import { expect, test } from "./support/fixtures";

test.describe("pages served by the auth service", () => {
  test("GET /api/auth/ok answers exactly {ok:true}", async ({ request }) => {
    const response = await request.get("/api/auth/ok");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toEqual({ ok: true });
  });

  test("the error page shows the code escaped and runs no script from it", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const code = "<script>alert(1)</script>";
    const response = await page.goto(`/api/auth/error?error=${encodeURIComponent(code)}`);
    expect(response?.headers()["content-type"]).toContain("text/html");
    expect(await response?.text()).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");

    await expect(page.getByRole("heading", { name: "Authentication error" })).toBeVisible();
    await expect(page.locator("code")).toHaveText(code);
    await expect(page.locator("script")).toHaveCount(0);
    const back = page.getByRole("link", { name: "Return to Application" });
    await expect(back).toHaveAttribute("href", "/");
    expect(dialogs).toEqual([]);

    await back.click();
    await expect(page).toHaveURL("/");
    expect(dialogs).toEqual([]);
  });

  test("the error page without a code shows Unknown", async ({ page }) => {
    await page.goto("/api/auth/error");
    await expect(page.getByRole("heading", { name: "Authentication error" })).toBeVisible();
    await expect(page.locator("code")).toHaveText("Unknown");
    await expect(page.getByRole("link", { name: "Return to Application" })).toHaveAttribute(
      "href",
      "/",
    );
  });
});
