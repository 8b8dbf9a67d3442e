import type { z } from "zod";
import { authError } from "./auth-errors.server";
import { endpointOf } from "./endpoints.server";
import type { HookContext } from "./hook-context.server";
import { EVERY_CALL, replaceBody, rulePlugin } from "./rule-plugin.server";

/** Zod's issues in Better Auth's own form ("[body.name] message; …"). */
function describeIssues(where: "body" | "query", error: z.ZodError): string {
  return error.issues
    .map((issue) => `[${[where, ...issue.path.map(String)].join(".")}] ${issue.message}`)
    .join("; ");
}

/**
 * The product's shape for the endpoint's input, before Better Auth sees it: a failure is 400
 * VALIDATION_ERROR; a success hands on the parsed value (a trimmed name, say).
 * Calls with no endpoint (the server-only ones) are the product's own and pass.
 */
function checkEndpointInput(ctx: HookContext): { body?: unknown; query?: unknown } | undefined {
  const endpoint = endpointOf(ctx.path);
  if (!endpoint) return undefined;
  const where = endpoint.body ? "body" : endpoint.query ? "query" : undefined;
  if (!where) return undefined;
  const schema = (endpoint.body ?? endpoint.query) as z.ZodType;
  const parsed = schema.safeParse((where === "body" ? ctx.body : ctx.query) ?? {});
  if (!parsed.success) {
    throw authError("VALIDATION_ERROR", describeIssues(where, parsed.error));
  }
  return { [where]: parsed.data };
}

/**
 * The first of the product's rules, before every call: the endpoint's input shape (400
 * VALIDATION_ERROR), so every later rule reads a body the product accepts. A call that changes
 * something reads its session from the database, never from the cookie cache: a session revoked
 * a moment ago can read for at most AUTH_SESSION_CACHE_SECONDS, but it can change nothing.
 */
export const endpointInputRules = rulePlugin({
  id: "endpoint-input",
  before: {
    [EVERY_CALL]: function shapeInput(ctx) {
      const changes = ctx.request !== undefined && ctx.request.method !== "GET";
      const context: Record<string, unknown> = {};
      // In place, so the later rules' session reads see the flag too (the router always
      // gives an HTTP call a query object).
      if (changes && typeof ctx.query === "object" && ctx.query !== null)
        (ctx.query as Record<string, unknown>).disableCookieCache = true;
      else if (changes) context.query = { disableCookieCache: true };
      const input = checkEndpointInput(ctx);
      if (input?.body !== undefined)
        Object.assign(context, replaceBody(ctx, input.body as Record<string, unknown>)?.context);
      return Object.keys(context).length > 0 ? { context } : undefined;
    },
  },
});
