import { createMiddleware, createServerFn } from "@tanstack/react-start";
import { requireAdmin } from "./guard.server";

/**
 * Put first on every admin server function: it runs before the function's validator, so
 * anyone but an admin gets the same 404 whatever they send.
 */
export const adminOnly = createMiddleware({ type: "function" }).server(async ({ next }) =>
  next({ context: { admin: await requireAdmin() } }),
);

/** The /admin route guard's question; anyone but an admin gets 404 like every admin function. */
export const checkAdminAccess = createServerFn({ method: "GET" })
  .middleware([adminOnly])
  .handler(({ context }) => ({ email: context.admin.email }));
