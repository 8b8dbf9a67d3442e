import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { PAYING_CARD, payWith, startCheckout } from "./support/billing";
import {
  expect,
  failedLoad,
  signInOverHttp,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { MAILBOX_APP_URL, MAILBOX_TWIN_URL } from "./support/servers";

// The API-key screens on app A: the key card (dashboard and settings), the one-time key modal,
// the usage chart and the API docs page with its "Try it" forms, against the real REST API.

const app = MAILBOX_APP_URL;
/** The browser's log line for a server function answered with `status`. */
const failedServerFn = (status: number) =>
  new RegExp(`status of ${status} \\(.*\\) @ https?://[^/\\s]+/_serverFn/`);

function keyCard(page: Page) {
  return page.getByRole("region", { name: "API key", exact: true });
}

/** The full key from the one-time modal, after checking the modal's warning. */
async function keyFromModal(page: Page): Promise<string> {
  // By its title: the confirmation before a regenerate may still be fading out beside it.
  const dialog = page.getByRole("dialog", { name: /^Your (new )?API key$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("This key will not be shown again.")).toBeVisible();
  const key = ((await dialog.getByLabel("Your full API key").textContent()) ?? "").trim();
  expect(key).toMatch(/^tl_[A-Za-z0-9_-]{20,}$/);
  return key;
}

async function closeModal(page: Page): Promise<void> {
  await page
    .getByRole("dialog", { name: /^Your (new )?API key$/ })
    .getByRole("button", { name: "Done" })
    .click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

async function callMe(page: Page, key: string) {
  return page.request.get(`${app}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } });
}

/** The card shows `start…end` of this key, and the key itself appears nowhere. */
async function expectMasked(page: Page, key: string): Promise<void> {
  const masked = (
    (await keyCard(page).getByLabel("API key (shortened)").textContent()) ?? ""
  ).trim();
  const [start = "", end = ""] = masked.split("…");
  expect(start).toMatch(/^tl_/);
  expect(key.startsWith(start)).toBe(true);
  expect(end).toHaveLength(4);
  expect(key.endsWith(end)).toBe(true);
  await expect(page.locator("body")).not.toContainText(key);
  expect(await page.content()).not.toContain(key);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(key);
}

test.describe("API keys", () => {
  test("create, use, regenerate, usage chart and API docs", async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    test.setTimeout(90_000);
    // "Try it" with a bad key: the browser logs the 401 of the fetch.
    expectConsoleErrors(failedLoad(401, "/api/v1/me"));
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app });
    const email = uniqueEmail("e2e-apikey");
    await signInOverHttp(page, email);
    await expect(page).toHaveURL(`${app}/dashboard`);
    await waitForHydration(page);

    // No key yet: the explanation and the button; the usage history is locked on the free plan.
    const card = keyCard(page);
    await expect(card.getByText("You have no API key yet.")).toBeVisible();
    const chart = page.getByRole("region", { name: "API calls, last 30 days" });
    await expect(chart.getByText("Locked", { exact: true })).toBeVisible();
    await expect(
      chart.getByText("Usage history is not in the Free plan; Pro has it.", { exact: false }),
    ).toBeVisible();

    // Create: the key once, in the modal, with the toast.
    await card.getByRole("button", { name: "Create API key" }).click();
    const first = await keyFromModal(page);
    await expect(page.getByText("API Key Created", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Make sure to save your API key - you won't see it again!", { exact: true }),
    ).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Copy key" }).click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await closeModal(page);

    // The card: status, masked key, dates.
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByText("Never", { exact: true })).toBeVisible();
    // Made without a choice on the Free plan, the key lasts the plan's longest: a year (ADR 084).
    const inAYear = new Date(Date.now() + 365 * 86_400_000).getFullYear();
    await expect(card.getByText(new RegExp(`\\b${inAYear}\\b`)).first()).toBeVisible();
    await expectMasked(page, first);

    // The key works on the REST API.
    const me = await callMe(page, first);
    expect(me.status()).toBe(200);
    expect((await me.json()).user.email).toBe(email);

    // Regenerate, after the confirmation: a new key, the old one refused at once. The question
    // (loaded on its first use) gives focus back to the button that asked it when cancelled.
    const regenerate = card.getByRole("button", { name: "Regenerate" });
    await regenerate.click();
    const confirm = page.getByRole("dialog");
    await expect(confirm.getByText("The current key stops working at once")).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(regenerate).toBeFocused();
    await regenerate.click();
    await expect(confirm.getByText("The current key stops working at once")).toBeVisible();
    await confirm.getByRole("button", { name: "Regenerate" }).click();
    const second = await keyFromModal(page);
    expect(second).not.toBe(first);
    await expect(page.getByText("API Key Regenerated", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Make sure to save your new API key - you won't see it again!", {
        exact: true,
      }),
    ).toBeVisible();
    await closeModal(page);
    await expectMasked(page, second);

    expect((await callMe(page, first)).status()).toBe(401);
    for (let i = 0; i < 3; i++) expect((await callMe(page, second)).status()).toBe(200);
    const subscriptions = await page.request.get(`${app}/api/v1/subscriptions?limit=5`, {
      headers: { "x-api-key": second },
    });
    expect(subscriptions.status()).toBe(200);
    // Usage is written every 5 s: the free plan's period line counts the calls once it has been,
    // against the plan's included calls (ADR 053).
    const period = page.getByText(
      /^This period: [1-9][\d,]* calls? of 1,000 included, until \d{1,2} \w+\.$/,
    );
    await expect(async () => {
      await page.reload();
      await waitForHydration(page);
      await expect(period).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // The REST API refuses the usage history on the free plan too, naming the plan with it.
    const usage = await page.request.get(`${app}/api/v1/key/usage`, {
      headers: { "x-api-key": second },
    });
    expect(usage.status()).toBe(403);
    expect((await usage.json()).code).toBe("FEATURE_NOT_IN_PLAN");

    // Settings shows the same card.
    await page.goto(`${app}/settings/api`);
    await expectMasked(page, second);

    // The docs page, reached from the navigation.
    await page.goto(`${app}/dashboard`);
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "API", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${app}/api-docs`);
    const getMe = page.getByRole("region", { name: "GET /me", exact: true });
    const getSubscriptions = page.getByRole("region", { name: "GET /subscriptions", exact: true });
    // The document is rendered in deferred slices after its chunk arrives: on a busy two-core
    // machine that takes longer than one expectation's default.
    await expect(getMe).toBeVisible({ timeout: 30_000 });
    await expect(getSubscriptions).toBeVisible();
    await expect(getSubscriptions.getByRole("cell", { name: "Only this status" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Subscription", exact: true })).toBeVisible();
    await waitForHydration(page);

    // Every operation and schema the served document holds has its card: the page follows the
    // document as the API grows.
    const served = await (await page.request.get(`${app}/api/v1/openapi.json`)).json();
    for (const [path, item] of Object.entries<Record<string, unknown>>(served.paths)) {
      for (const method of Object.keys(item).filter((key) => key !== "parameters")) {
        const name = `${method.toUpperCase()} ${path}`;
        await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
        await expect(
          page.getByRole("form", {
            name: `Try ${method.toUpperCase()} /api/v1${path}`,
            exact: true,
          }),
        ).toBeVisible();
      }
    }
    for (const name of Object.keys(served.components.schemas)) {
      await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
    }

    // On a phone the wide tables scroll sideways in their own box, by keyboard too.
    await page.setViewportSize({ width: 390, height: 844 });
    const responses = getMe.getByRole("group", { name: "Responses, scrolls sideways" });
    await responses.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => responses.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The key is typed once for the page, and every "Try it" sends it.
    const keyField = page.getByLabel("API key", { exact: true });
    await keyField.fill(second);
    await getMe.getByRole("button", { name: "Send" }).click();
    await expect(getMe.getByText(/^Status 200/)).toBeVisible();
    await expect(getMe.getByLabel("Response body")).toContainText(email);
    expect(page.url()).not.toContain(second);

    // In the other header the document names, with a query parameter.
    await page.getByLabel("Sent as").selectOption("x-api-key");
    await getSubscriptions.getByLabel("limit").fill("5");
    await getSubscriptions.getByRole("button", { name: "Send" }).click();
    await expect(getSubscriptions.getByText(/^Status 200/)).toBeVisible();
    await expect(getSubscriptions.getByLabel("Response body")).toContainText('"data": []');

    await keyField.fill(`tl_${randomBytes(30).toString("hex")}`);
    await getMe.getByRole("button", { name: "Send" }).click();
    await expect(getMe.getByText(/^Status 401/)).toBeVisible();
    await expect(getMe.getByLabel("Response body")).toContainText('"code": "API_KEY_INVALID"');
  });

  test("a create that the server refuses shows the failure toast", async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedServerFn(402));
    await signInOverHttp(page, uniqueEmail("e2e-apikey-409"));
    await expect(page).toHaveURL(`${app}/dashboard`);
    await waitForHydration(page);
    await expect(keyCard(page).getByText("You have no API key yet.")).toBeVisible();

    // A second tab creates the key while the first still shows the empty state.
    const other = await context.newPage();
    await other.goto(`${app}/dashboard`);
    await waitForHydration(other);
    await keyCard(other).getByRole("button", { name: "Create API key" }).click();
    const key = await keyFromModal(other);
    await closeModal(other);
    await other.close();

    await keyCard(page).getByRole("button", { name: "Create API key" }).click();
    await expect(page.getByText("Failed to create API key", { exact: true })).toBeVisible();
    await expect(
      page.getByText(/The Free plan allows 1 API key; Starter allows 3\./).first(),
    ).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
    // The list is fetched again: the card now shows the key the other tab created.
    await expectMasked(page, key);
  });

  test("on Pro: named keys listed, one revoked, the usage history shown", async ({ page }) => {
    test.setTimeout(120_000);
    await signInOverHttp(page, uniqueEmail("e2e-apikey-pro"));
    await expect(page).toHaveURL(`${app}/dashboard`);
    await page.goto(`${app}/subscriptions`);
    await waitForHydration(page);
    await startCheckout(page, "Pro", MAILBOX_TWIN_URL);
    await payWith(page, PAYING_CARD);
    await page.waitForURL(/\/success\?checkout_id=[^&]+$/);

    // The webhook may land a moment after the return: the card lists keys once it has.
    const keys = page.getByRole("region", { name: "API keys", exact: true });
    await expect(async () => {
      await page.goto(`${app}/settings/api`);
      await expect(keys).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await waitForHydration(page);
    await expect(keys.getByText("0 of 10 in the Pro plan.", { exact: false })).toBeVisible();

    const made: string[] = [];
    for (const name of ["CI", "Staging"]) {
      await keys.getByLabel("Name of the new key").fill(name);
      await keys.getByRole("button", { name: "Create API key" }).click();
      made.push(await keyFromModal(page));
      await closeModal(page);
      await expect(keys.getByText(name, { exact: true })).toBeVisible();
    }
    const list = keys.getByRole("list", { name: "API keys" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(keys.getByText("2 of 10 in the Pro plan.", { exact: false })).toBeVisible();

    await keys.getByRole("button", { name: "Revoke CI" }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke CI?" });
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(keys.getByText("Staging", { exact: true })).toBeVisible();
    expect((await callMe(page, made[0] as string)).status()).toBe(401);
    expect((await callMe(page, made[1] as string)).status()).toBe(200);

    // Roll Staging with an hour's overlap: a new key shown once, both listed, both working.
    await keys.getByRole("button", { name: "Roll Staging" }).click();
    const roll = page.getByRole("dialog", { name: "Roll Staging?" });
    await roll.getByLabel("The old key keeps working").selectOption("1h");
    await roll.getByRole("button", { name: "Roll" }).click();
    const rolled = await keyFromModal(page);
    await closeModal(page);
    await expect(page.getByText("API Key Rolled", { exact: true })).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    expect((await callMe(page, made[1] as string)).status()).toBe(200);
    expect((await callMe(page, rolled)).status()).toBe(200);

    // An agent connects to /mcp with the new key: listed under it, and revoked with it.
    const connected = await page.request.post(`${app}/mcp`, {
      headers: { authorization: `Bearer ${rolled}`, accept: "application/json, text/event-stream" },
      data: {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: {
          protocolVersion: "2025-11-25",
          capabilities: {},
          clientInfo: { name: "E2E agent", version: "2.1" },
        },
      },
    });
    expect(connected.status()).toBe(200);
    await page.reload();
    await waitForHydration(page);
    const agents = page.getByRole("region", { name: "Connected agents" });
    await expect(agents.getByText("E2E agent 2.1", { exact: true })).toBeVisible();
    await agents.getByRole("button", { name: "Revoke E2E agent" }).click();
    await page
      .getByRole("dialog", { name: "Revoke E2E agent?" })
      .getByRole("button", { name: "Revoke" })
      .click();
    await expect(agents.getByText(/^No agent has connected yet\./)).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    expect((await callMe(page, rolled)).status()).toBe(401);

    // Usage is written every 5 s: the dashboard counts the calls once it has been.
    const total = page.getByText(/^[1-9][\d,]* calls? in the last 30 days\.$/);
    await expect(async () => {
      await page.goto(`${app}/dashboard`);
      await waitForHydration(page);
      await expect(total).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const usage = page.getByRole("region", { name: "API calls, last 30 days" });
    await expect(usage.locator(".recharts-bar-rectangle path").first()).toBeVisible();
    // The chart is a Tab stop, so it has a name.
    const chart = usage.locator("svg.recharts-surface");
    await chart.focus();
    await expect(chart).toBeFocused();
    await expect(chart).toHaveAccessibleName(/^API calls per day, last 30 days/);
  });
});
