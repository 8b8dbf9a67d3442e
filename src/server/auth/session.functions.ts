import { createMiddleware, createServerFn } from "@tanstack/react-start";
import { readSession, requireSession } from "./session.server";

/** Puts the signed-in session into the context, or answers 401 before the handler runs. */
export const authenticated = createMiddleware({ type: "function" }).server(async ({ next }) => {
  const session = await requireSession();
  return next({ context: { session } });
});

/** The current session (user and session summary), or null when signed out. */
export const getSessionFn = createServerFn({ method: "GET" }).handler(() => readSession());

/**
 * The signed-in user (spec §7), or a 401 for a signed-out call. No screen needs it (they read
 * getSessionFn); it is served for scripts and clients that follow the spec.
 * @public
 */
export const getCurrentUser = createServerFn({ method: "GET" }).handler(
  async () => (await requireSession()).user,
);

/** Whether the request is signed in, with the user when it is; never fails for a signed-out call. */
export const checkAuthStatus = createServerFn({ method: "GET" }).handler(async () => {
  const session = await readSession();
  return { authenticated: session !== null, user: session?.user ?? null };
});
