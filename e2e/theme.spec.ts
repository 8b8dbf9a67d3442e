import type { Page } from "@playwright/test";
import { expect, signInOverHttp, test, uniqueEmail, waitForHydration } from "./support/fixtures";

const STORAGE_KEY = "timberline-color-scheme";

const scheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute("data-mantine-color-scheme"));
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

/**
 * Records every value <html data-mantine-color-scheme> takes from the first moment of each
 * document, so a flash of the wrong scheme during load shows up in the list.
 */
async function recordSchemeHistory(page: Page) {
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { __schemes: (string | null)[] }).__schemes = seen;
    const note = (value: string | null) => {
      if (seen[seen.length - 1] !== value) seen.push(value);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes" && record.target === document.documentElement) {
          note(record.oldValue);
        }
      }
      note(document.documentElement?.getAttribute("data-mantine-color-scheme") ?? null);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ["data-mantine-color-scheme"],
    });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __schemes: (string | null)[] }).__schemes.filter((v) => v !== null),
    );
}

function schemeSwitch(page: Page) {
  return page.getByRole("radiogroup", { name: "Colour scheme" });
}

test.describe("colour scheme", () => {
  test.use({ colorScheme: "light" });

  test("is dark by default", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    expect(await scheme(page)).toBe("dark");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(schemeSwitch(page).getByRole("radio", { name: "Dark" })).toBeChecked();
    expect(await stored(page)).toBeNull();
  });

  test("Light persists across a reload without a flash", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await schemeSwitch(page).getByText("Light", { exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
    expect(await stored(page)).toBe("light");

    const history = await recordSchemeHistory(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await scheme(page)).toBe("light");
    await waitForHydration(page);
    await expect(schemeSwitch(page).getByRole("radio", { name: "Light" })).toBeChecked();
    expect(await history()).toEqual(["light"]);
    expect(await stored(page)).toBe("light");
  });

  test("Auto is stored as auto and follows the system", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await schemeSwitch(page).getByText("Auto", { exact: true }).click();
    await expect.poll(() => stored(page)).toBe("auto");
    // The emulated system preference is light.
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");

    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await scheme(page)).toBe("light");
    await waitForHydration(page);
    await expect(schemeSwitch(page).getByRole("radio", { name: "Auto" })).toBeChecked();
  });

  test("the app shell's switch applies to the signed-in pages too", async ({ page }) => {
    await signInOverHttp(page, uniqueEmail());
    await expect(page).toHaveURL("/dashboard");
    await waitForHydration(page);
    await schemeSwitch(page).getByText("Light", { exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await scheme(page)).toBe("light");
    await page.goto("/", { waitUntil: "domcontentloaded" });
    expect(await scheme(page)).toBe("light");
  });
});
