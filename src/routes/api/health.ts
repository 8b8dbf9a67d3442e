import { createFileRoute } from "@tanstack/react-router";

/** Liveness: the process answers. (Readiness, with the database, is /api/ready.) */
export const Route = createFileRoute("/api/health")({
  server: {
    handlers: {
      GET: () => Response.json({ ok: true }, { headers: { "cache-control": "no-store" } }),
    },
  },
});
