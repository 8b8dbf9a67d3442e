import { isRedirect } from "@tanstack/react-router";
import { createCsrfMiddleware, createMiddleware } from "@tanstack/react-start";
import { errorFromResponse } from "~/lib/errors";
import {
  errorResponseInLanguage,
  markFunctionReached,
  plainClientResult,
  respondToServerFnRequest,
  unstorableDataResponse,
} from "./function-errors.server";

// Registered for every server function in src/start.ts.

/**
 * On the server, an error or a failed validator becomes a JSON 4xx answer (thrown as a Response,
 * so TanStack sends it as it is). On the client, and in server rendering, that response becomes an
 * Error again whose message is the server's, so screens and toasts read it like any error.
 */
export const functionErrors = createMiddleware({ type: "function" })
  .client(async ({ next }) => {
    try {
      return await next();
    } catch (error) {
      if (error instanceof Response && !isRedirect(error)) throw await errorFromResponse(error);
      throw error;
    }
  })
  .server(async ({ next, method, data }) => {
    markFunctionReached();
    const unstorable = unstorableDataResponse(data, method);
    if (unstorable) throw unstorable;
    try {
      return plainClientResult(await next());
    } catch (error) {
      throw (await errorResponseInLanguage(error, method)) ?? error;
    }
  });

/** Around each `/_serverFn/` request: unknown ids, unreadable payloads and plain-text errors. */
export const serverFnRequests = createMiddleware().server(({ request, handlerType, next }) =>
  handlerType === "serverFn" ? respondToServerFnRequest(request, next) : next(),
);

/**
 * TanStack's own cross-site check for server functions (it stops applying once a start instance
 * exists, so it is registered here), answering in JSON like every other error.
 */
export const serverFnCsrf = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === "serverFn",
  // Written out, not errorResponse: this option ships to the browser bundle too, where the
  // build refuses imports from *.server.ts.
  failureResponse: () =>
    Response.json(
      { code: "FORBIDDEN", message: "Cross-site calls to server functions are refused." },
      { status: 403, headers: { "cache-control": "no-store", "x-tss-raw": "thrown" } },
    ),
});
