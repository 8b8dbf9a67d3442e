import type { getSessionFromCtx } from "better-auth/api";
import type { AuthPath } from "./endpoints.server";

/**
 * Better Auth's hook context as the product's rules read it: the call's path, input and request.
 * The path is typed, so comparing it with a path no endpoint has does not compile.
 */
export type HookContext = Omit<Parameters<typeof getSessionFromCtx>[0], "path"> & {
  path: AuthPath;
  body?: unknown;
  query?: unknown;
  request?: Request;
};
