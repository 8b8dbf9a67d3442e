import { createFileRoute } from "@tanstack/react-router";
import { devMailboxMessages } from "~/server/dev/dev-tools.server";

export const Route = createFileRoute("/dev/mailbox/messages")({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const messages = await devMailboxMessages(request);
        if (!messages) {
          return Response.json({ code: "NOT_FOUND", message: "Not found" }, { status: 404 });
        }
        return Response.json(
          messages.map(({ id, to, subject, text, html, createdAt }) => ({
            id,
            to,
            subject,
            text,
            html,
            createdAt,
          })),
          { headers: { "cache-control": "no-store" } },
        );
      },
    },
  },
});
