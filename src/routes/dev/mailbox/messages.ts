import { createFileRoute } from "@tanstack/react-router";
import { devMailboxMessages } from "~/server/dev/dev-tools.server";

export const Route = createFileRoute("/dev/mailbox/messages")({
  server: {
    handlers: {
      // ?to=<address>: one recipient's mails, as the SMTP sink's /messages?to= answers.
      GET: async ({ request }) => {
        const to = new URL(request.url).searchParams.get("to") ?? undefined;
        const messages = await devMailboxMessages(request, to);
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
