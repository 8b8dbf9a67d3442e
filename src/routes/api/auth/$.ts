import { createFileRoute } from "@tanstack/react-router";
import { getRuntime } from "~/server/app/runtime.server";
import { handleAuthRequest } from "~/server/auth/auth-handler.server";

const handle = async ({ request }: { request: Request }) =>
  handleAuthRequest(await getRuntime(), request);

export const Route = createFileRoute("/api/auth/$")({
  server: {
    handlers: {
      GET: handle,
      POST: handle,
      // Without this, other methods would fall through to the page router and get HTML.
      ANY: () =>
        Response.json(
          { code: "METHOD_NOT_ALLOWED", message: "Only GET and POST are supported here." },
          { status: 405, headers: { allow: "GET, POST", "cache-control": "no-store" } },
        ),
    },
  },
});
