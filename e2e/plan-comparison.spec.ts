import { expect, test, waitForHydration } from "./support/fixtures";
import { MAILBOX_APP_URL } from "./support/servers";

// The landing page's comparison of the plans (ADR 055): a real table from the catalogue, that a
// phone scrolls sideways by keyboard.

test("the landing page compares the plans in a table, on a phone too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${MAILBOX_APP_URL}/`);
  await waitForHydration(page);
  const table = page.getByRole("table", { name: "Compare the plans" });
  await expect(table).toBeVisible();
  for (const plan of ["Free", "Starter", "Pro", "Pro (yearly)", "Team"]) {
    await expect(table.getByRole("columnheader", { name: plan, exact: true })).toBeVisible();
  }
  const keys = table.getByRole("row", { name: /^API keys/ });
  await expect(keys.getByRole("rowheader", { name: "API keys" })).toBeVisible();
  await expect(keys.getByRole("cell")).toHaveText(["1", "3", "10", "10", "10"]);
  const people = table.getByRole("row", { name: /^People in an organization/ });
  await expect(people.getByRole("cell")).toHaveText([
    "5",
    "10",
    "50",
    "50",
    "The seats bought (2 to 1,000)",
  ]);
  const history = table.getByRole("row", { name: /^Usage history/ });
  await expect(history.getByRole("cell")).toHaveText([
    "Not included",
    "Not included",
    "Included",
    "Included",
    "Included",
  ]);
  // Team's column is out of view at this width: the page says the table goes on.
  const hint = page.getByText("Swipe the table sideways to see every plan.");
  await expect(hint).toBeVisible();
  const region = page.getByRole("region", { name: "Compare the plans" });
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  // Wide enough for every column, there is nothing to swipe.
  await page.setViewportSize({ width: 1280, height: 844 });
  await expect(hint).toBeHidden();
});
