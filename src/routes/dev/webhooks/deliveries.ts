import { createFileRoute } from "@tanstack/react-router";
import { devWebhookDeliveries } from "~/server/dev/dev-tools.server";

export const Route = createFileRoute("/dev/webhooks/deliveries")({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const deliveries = await devWebhookDeliveries(request);
        if (!deliveries) {
          return Response.json({ code: "NOT_FOUND", message: "Not found" }, { status: 404 });
        }
        return Response.json(deliveries, { headers: { "cache-control": "no-store" } });
      },
    },
  },
});
