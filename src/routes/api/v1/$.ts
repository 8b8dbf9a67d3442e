import { createFileRoute } from "@tanstack/react-router";
import { handleApiRequest } from "~/server/api/v1/handler.server";
import { getRuntime } from "~/server/runtime.server";

const handle = async ({ request }: { request: Request }) =>
  handleApiRequest(await getRuntime(), request);

export const Route = createFileRoute("/api/v1/$")({
  server: {
    handlers: { GET: handle, POST: handle, PUT: handle, PATCH: handle, DELETE: handle },
  },
});
