import { createFileRoute } from "@tanstack/react-router";
import { renderAuthErrorPage } from "~/server/auth/error-page.server";

export const Route = createFileRoute("/api/auth/error")({
  server: {
    handlers: {
      GET: ({ request }) => renderAuthErrorPage(new URL(request.url).searchParams.get("error")),
    },
  },
});
