import handler, { createServerEntry } from "@tanstack/react-start/server-entry";
import { compressResponse } from "~/server/http/compression.server";
import { getRuntime } from "~/server/runtime.server";

// Start-up work happens when the server loads, not on the first request: the environment is
// validated (a bad one stops the process with the list of problems), the database opened and
// migrated, and the services in use printed.
getRuntime().catch((error: unknown) => {
  console.error("Start-up failed:", error);
  process.exit(1);
});

export default createServerEntry({
  async fetch(request) {
    return compressResponse(request, await handler.fetch(request));
  },
});
