import { notFound } from "@tanstack/react-router";
import { createServerFn } from "@tanstack/react-start";
import { getRequest } from "@tanstack/react-start/server";
import { z } from "zod";
import { devMailboxMessages, devToolsServe, devWebhookDeliveries } from "./dev-tools.server";

// Dev-only pages: in production mode they answer "not found" unless ALLOW_LOCAL_SERVICES is set,
// and in every mode to a request addressed to another host than this machine or APP_URL's.

/** How many mails the dev mailbox's page shows at once: the page stays a page, not a scroll. */
export const DEV_MAIL_PAGE_SIZE = 10;

/**
 * One page of the dev mailbox, newest first, of the mails whose recipient contains `to` (any
 * case) when given; `total` counts the mails that match.
 */
export const listDevMail = createServerFn({ method: "GET" })
  .validator(
    z
      .strictObject({
        to: z.string().trim().max(320).optional(),
        page: z.number().int().min(1).max(100_000).optional(),
      })
      .optional(),
  )
  .handler(async ({ data }) => {
    const messages = await devMailboxMessages(getRequest());
    if (!messages) throw notFound();
    const to = data?.to?.toLowerCase();
    const matching = to
      ? messages.filter((message) => message.to.toLowerCase().includes(to))
      : messages;
    const start = ((data?.page ?? 1) - 1) * DEV_MAIL_PAGE_SIZE;
    return {
      mails: matching.slice(start, start + DEV_MAIL_PAGE_SIZE),
      total: matching.length,
    };
  });

export const assertDevTools = createServerFn({ method: "GET" }).handler(async () => {
  if (!(await devToolsServe(getRequest()))) throw notFound();
  return true;
});

/** The latest webhook deliveries the local instance made, for the dev page (ADR 083). */
export const listDevWebhookDeliveries = createServerFn({ method: "GET" }).handler(async () => {
  const deliveries = await devWebhookDeliveries(getRequest());
  if (!deliveries) throw notFound();
  return deliveries;
});
