import { createFileRoute } from "@tanstack/react-router";
import { exportResponse } from "~/server/account/export-route.server";
import { getRuntime } from "~/server/app/runtime.server";

// "Download my data": the signed-in person's data as one JSON attachment.
export const Route = createFileRoute("/api/account/export")({
  server: {
    // Every method, so none falls through to the page router: anything but GET is a 405.
    handlers: { ANY: async ({ request }) => exportResponse(await getRuntime(), request) },
  },
});
