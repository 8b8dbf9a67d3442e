import { createFileRoute } from "@tanstack/react-router";
import { handleAuthRequest } from "~/server/auth/auth-handler.server";
import { getRuntime } from "~/server/runtime.server";

const handle = async ({ request }: { request: Request }) =>
  handleAuthRequest(await getRuntime(), request);

export const Route = createFileRoute("/api/auth/$")({
  server: {
    handlers: {
      GET: handle,
      POST: handle,
    },
  },
});
