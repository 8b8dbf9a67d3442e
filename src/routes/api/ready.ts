import { createFileRoute } from "@tanstack/react-router";
import { checkReadiness } from "~/server/app/readiness.server";

/**
 * Readiness, for a load balancer's probe: 200 once the database answers, every migration is
 * applied and Better Auth answers; 503 with the reason while the server starts, while the
 * database or Better Auth does not answer (within 2 s, never longer), and while the server stops
 * (src/server/app/lifecycle.nitro.ts).
 */
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
