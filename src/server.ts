import handler, { createServerEntry } from "@tanstack/react-start/server-entry";
import { compressResponse } from "~/server/http/compression.server";
import { withSecurityHeaders } from "~/server/http/security-headers.server";
import { getRuntime } from "~/server/runtime.server";

/** Whether APP_URL is HTTPS: then browsers are told to keep to it (HSTS). */
let secureOrigin = false;

// Start-up work happens when the server loads, not on the first request: the environment is
// validated (a bad one stops the process with the list of problems), the database opened and
// migrated, and the services in use printed.
getRuntime()
  .then(({ env }) => {
    secureOrigin = env.appUrl.startsWith("https://");
  })
  .catch((error: unknown) => {
    console.error("Start-up failed:", error);
    process.exit(1);
  });

export default createServerEntry({
  async fetch(request) {
    const response = await handler.fetch(request);
    return compressResponse(request, withSecurityHeaders(response, secureOrigin));
  },
});
