import { createFileRoute } from "@tanstack/react-router";
import { checkReadiness } from "~/server/readiness.server";

/** Readiness: the database answers and every migration is applied. */
export const Route = createFileRoute("/api/ready")({
  server: {
    handlers: {
      GET: async () => {
        const result = await checkReadiness();
        return Response.json(result, {
          status: result.ready ? 200 : 503,
          headers: { "cache-control": "no-store" },
        });
      },
    },
  },
});
