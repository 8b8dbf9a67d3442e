import type { getSessionFromCtx } from "better-auth/api";

/** Better Auth's hook context as the product's rules read it: the call's path, input and request. */
export type HookContext = Parameters<typeof getSessionFromCtx>[0] & {
  path: string;
  body?: unknown;
  query?: unknown;
  request?: Request;
};
