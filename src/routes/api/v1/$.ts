import { createFileRoute } from "@tanstack/react-router";
import { handleApiRequest } from "~/server/api/v1/handler.server";
import { getRuntime } from "~/server/runtime.server";

const handle = async ({ request }: { request: Request }) =>
  handleApiRequest(await getRuntime(), request);

export const Route = createFileRoute("/api/v1/$")({
  server: {
    // Every method, so none falls through to the page router's HTML: the API answers 405 itself.
    handlers: { ANY: handle },
  },
});
