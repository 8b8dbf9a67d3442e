import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { expect, signInOverHttp, test, uniqueEmail, waitForHydration } from "./support/fixtures";
import { expectAccessible } from "./support/looks";

// The webhooks card of /settings/api on app A (ADR 083): an endpoint on a receiver in this
// test's process (app A allows loopback addresses outside production) is added, its secret
// shown once, a test event sent, its delivery read in the card's log with its request and
// response, and a time range's failed deliveries resent (none here), at two widths.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A customer's endpoint on 127.0.0.1 that answers 200 and keeps what it was sent. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // Long enough that it must wrap on a phone rather than widen the page.
    url: `http://127.0.0.1:${port}/hooks/${"timberline-e2e-receiver-".repeat(5)}end`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("webhooks: add an endpoint, see its secret once, send a test event, read the log", async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInOverHttp(page, uniqueEmail("e2e-webhooks"), { open: "/settings/api" });
    const card = page.getByRole("region", { name: "Webhooks" });
    await expect(card.getByText("No endpoints yet.")).toBeVisible();
    await waitForHydration(page);

    // Nothing ticked: the form says what is missing and asks nothing of the server.
    await card.getByLabel("Endpoint URL").fill(receiver.url);
    await card.getByRole("button", { name: "Add endpoint" }).click();
    await expect(card.getByText("Choose at least one event type.")).toBeVisible();

    await card.getByLabel("Description (optional)").fill("Orders service");
    await card.getByRole("checkbox", { name: "member.added" }).check();
    await card.getByRole("checkbox", { name: "subscription.created" }).check();
    await card.getByRole("button", { name: "Add endpoint" }).click();

    const secretBox = card
      .getByRole("alert", { name: `Signing secret of ${receiver.url}` })
      .getByLabel("The new signing secret");
    await expect(secretBox).toHaveText(/^whsec_[A-Za-z0-9+/=]+$/);
    const secret = ((await secretBox.textContent()) ?? "").trim();
    await expect(card.getByText(/it will not be shown again/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, "the webhooks card with a new secret, 390 px");
    await card.getByRole("button", { name: "Done" }).click();
    await expect(secretBox).toBeHidden();
    await expect(page.locator("body")).not.toContainText(secret);

    const endpoints = card.getByRole("list", { name: "Webhook endpoints" });
    await expect(endpoints.getByText(receiver.url)).toBeVisible();
    await expect(endpoints.getByText("Orders service")).toBeVisible();
    await expect(endpoints.getByText("Enabled", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: `Send test event to ${receiver.url}` }).click();
    await expect(page.getByText("Test event queued", { exact: false })).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    const [request] = receiver.received as [Received];
    const event = new Webhook(secret).verify(request.body, {
      "webhook-id": String(request.headers["webhook-id"]),
      "webhook-timestamp": String(request.headers["webhook-timestamp"]),
      "webhook-signature": String(request.headers["webhook-signature"]),
    }) as { type: string };
    expect(event.type).toBe("webhook.test");

    const toggle = card.getByRole("button", {
      name: `Deliveries to ${receiver.url}`,
      exact: true,
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const log = card.getByRole("list", { name: `Deliveries to ${receiver.url}` });
    await expect(log.getByRole("listitem")).toHaveCount(1);
    await expect(log.getByText("webhook.test", { exact: true })).toBeVisible();
    await expect(log.getByText("Succeeded")).toBeVisible({ timeout: 10_000 });
    await expect(log.getByText("200", { exact: true })).toBeVisible();
    await expect(log.getByRole("button", { name: /^Replay webhook\.test of / })).toBeVisible();
    // What was sent and what came back: the request's id and body, the receiver's answer.
    await log.getByText("Request and response").click();
    await expect(log.getByText(`webhook-id: ${request.headers["webhook-id"]}`)).toBeVisible();
    await expect(log.getByText('"type": "webhook.test"')).toBeVisible();
    await expect(log.getByText("ok", { exact: true })).toBeVisible();
    // Nothing failed: resending a range's failures queues none, and says so.
    await card.getByLabel("Time range").selectOption({ label: "Last hour" });
    await card.getByRole("button", { name: `Resend failed deliveries to ${receiver.url}` }).click();
    await expect(
      page.getByText("No delivery failed in that time: nothing to resend."),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, "the webhooks card with its log, 1280 px");
  } finally {
    await receiver.close();
  }
});
