import { createFileRoute } from "@tanstack/react-router";
import { getRuntime } from "~/server/app/runtime.server";
import { handlePolarWebhook, webhookMethodNotAllowed } from "~/server/billing/webhooks.server";

/** Polar's signed events (or the local twin's, signed the same way). */
export const Route = createFileRoute("/api/webhooks/polar")({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const { billing } = await getRuntime();
        return handlePolarWebhook(billing, billing.webhookSecret, request);
      },
      // Without this, other methods would fall through to the page router and get HTML.
      ANY: webhookMethodNotAllowed,
    },
  },
});
