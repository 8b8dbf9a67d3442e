import { createStart } from "@tanstack/react-start";
import { serverFnFetch } from "~/lib/errors";
import {
  functionErrors,
  serverFnCsrf,
  serverFnRequests,
} from "~/server/http/function-errors.functions";

/** Middleware for every request and every server function (TanStack Start's start instance). */
export const startInstance = createStart(() => ({
  requestMiddleware: [serverFnRequests, serverFnCsrf],
  functionMiddleware: [functionErrors],
  // A failure from something between browser and server (a proxy) throws, not "succeeds".
  serverFns: { fetch: serverFnFetch },
}));
