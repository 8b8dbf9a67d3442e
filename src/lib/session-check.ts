/**
 * The session, for a route's guard. The server function's module is imported when a guard
 * first runs rather than with the route tree: a page rendered on the server hydrates with its
 * guard's result, so the browser needs the client's RPC and serializer only on a navigation.
 */
export async function readSessionForGuard() {
  const { getSessionFn } = await import("~/server/auth/session.functions");
  return getSessionFn();
}
