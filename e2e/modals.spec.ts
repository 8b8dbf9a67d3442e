import type { Locator, Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { E2E_ADMIN_EMAIL, MAILBOX_APP_URL } from "./support/servers";
import { expectNotification, openSettings, section } from "./support/settings";

// The modal area (ADR 043): one ModalsProvider for the whole app, loaded once the page is
// interactive. Its modals fade in 200 ms, close on Escape and on a click outside, stack over
// the dialog that opened them, and leave axe nothing to report.

/** A click on the overlay, outside every dialog: the page's top-left corner. */
async function clickOutside(page: Page): Promise<void> {
  await page.mouse.click(4, 4);
}

/** The spec's transition: the dialog's own element fades over 200 ms. */
async function expectSpecTransition(dialog: Locator): Promise<void> {
  await expect
    .poll(() => dialog.evaluate((element) => getComputedStyle(element).transitionDuration))
    .toBe("0.2s");
}

test.describe("the modal area", () => {
  // Sign-ins and a built server on two busy cores: past the 30 s a single screen is given.
  test.describe.configure({ timeout: 90_000 });

  test("a public page has it: Escape and a click outside close its modal, axe finds nothing", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Mantine's `modals.open` is this window event; the area listens once it has loaded.
    const open = () =>
      page.evaluate(() =>
        window.dispatchEvent(
          new CustomEvent("mantine-modals:openModal", {
            detail: { modalId: `m${Date.now()}`, title: "A content modal", children: "Hello." },
          }),
        ),
      );
    const dialog = page.getByRole("dialog", { name: "A content modal" });
    await expect(async () => {
      await open();
      await expect(dialog).toBeVisible({ timeout: 500 });
    }).toPass();
    await expectSpecTransition(dialog);
    // Its title bar is no second banner, its close button has a name.
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await open();
    await expect(dialog).toBeVisible();
    await clickOutside(page);
    await expect(dialog).toBeHidden();
  });

  test("the product's confirm: Escape, a click outside and its cancel leave things as they are; its confirm acts", async ({
    page,
  }) => {
    await signInOverHttp(page, uniqueEmail("modal-confirm"));
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForHydration(page);
    const card = page.getByRole("region", { name: "API key", exact: true });
    await card.getByRole("button", { name: "Create API key" }).click();
    const keyDialog = page.getByRole("dialog", { name: /^Your (new )?API key$/ });
    const first = ((await keyDialog.getByLabel("Your full API key").textContent()) ?? "").trim();
    await keyDialog.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const regenerate = card.getByRole("button", { name: "Regenerate" });
    const question = page.getByRole("dialog", { name: "Regenerate your API key?" });
    await regenerate.click();
    await expect(question).toBeVisible();
    await expectSpecTransition(question);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(question).toBeHidden();
    await expect(regenerate).toBeFocused();

    await regenerate.click();
    await expect(question).toBeVisible();
    await clickOutside(page);
    await expect(question).toBeHidden();

    await regenerate.click();
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toBeHidden();
    await expect(keyDialog).toBeHidden();

    await regenerate.click();
    await question.getByRole("button", { name: "Regenerate" }).click();
    await expect(keyDialog).toBeVisible();
    const second = ((await keyDialog.getByLabel("Your full API key").textContent()) ?? "").trim();
    expect(second).toMatch(/^tl_/);
    expect(second).not.toBe(first);
  });

  test("a question stacks over the dialog that asked it, and Escape closes only the question", async ({
    page,
  }) => {
    await signInOverHttp(page, uniqueEmail("modal-stack"), { open: null });
    await openSettings(page, MAILBOX_APP_URL, "security");
    const card = section(page, "Two-factor authentication");
    await card.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const setup = page.getByRole("dialog", { name: "Set up two-factor authentication" });
    await expect(setup.getByLabel("Setup key")).toBeVisible();
    const question = page.getByRole("dialog", {
      name: "Stop setting up two-factor authentication?",
    });

    // Escape on the setup asks; Escape on the question closes it alone.
    await page.keyboard.press("Escape");
    await expect(question).toBeVisible();
    await expect(setup).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(question).toBeHidden();
    await expect(setup).toBeVisible();
    await expect(setup.getByLabel("Code from the app")).toBeFocused();

    // A click outside closes the question alone as well.
    await setup.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toBeVisible();
    await clickOutside(page);
    await expect(question).toBeHidden();
    await expect(setup).toBeVisible();

    // Its cancel keeps the setup; its confirm ends it.
    await setup.getByRole("button", { name: "Cancel" }).click();
    await question.getByRole("button", { name: "Continue setup" }).click();
    await expect(question).toBeHidden();
    await expect(setup).toBeVisible();
    await setup.getByRole("button", { name: "Cancel" }).click();
    await question.getByRole("button", { name: "Stop setup" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      card.getByRole("button", { name: "Set up two-factor authentication" }),
    ).toBeVisible();
  });

  test("a registered context modal: the console's typed confirmation", async ({
    page,
    newIsolatedPage,
  }) => {
    const someone = uniqueEmail("modal-context");
    await signInOverHttp(await newIsolatedPage(), someone, { open: null });
    await signInOverHttp(page, E2E_ADMIN_EMAIL, { open: null });
    await page.goto("/admin/users");
    await waitForHydration(page);
    await page.getByLabel("Address or name").fill(someone);
    await page.getByRole("button", { name: "Search" }).click();
    await page
      .getByRole("table", { name: "Accounts" })
      .getByRole("link", { name: someone })
      .click();
    await expect(page.getByRole("heading", { level: 2, name: someone })).toBeVisible();
    await waitForHydration(page);

    const ask = page.getByRole("region", { name: "Actions" }).getByRole("button", {
      name: "Sign out everywhere…",
    });
    const dialog = page.getByRole("dialog", { name: "Sign out everywhere?" });
    await ask.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await ask.click();
    await expect(dialog).toBeVisible();
    await clickOutside(page);
    await expect(dialog).toBeHidden();

    // Each opening starts empty; the action waits for the address.
    await ask.click();
    const field = dialog.getByLabel(`Type ${someone} to confirm`);
    await expect(field).toHaveValue("");
    const act = dialog.getByRole("button", { name: "Sign out everywhere", exact: true });
    await expect(act).toBeDisabled();
    await field.fill(someone);
    await act.click();
    await expectNotification(page, "Signed out");
    await expect(dialog).toBeHidden();
  });
});
