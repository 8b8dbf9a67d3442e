import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { HookContext } from "./hook-context.server";

/**
 * One of the product's rules at Better Auth's endpoints, in the shape of Better Auth's own plugin
 * hooks (the two-factor plugin's idiom): `matcher` picks the calls, `handler` runs for them.
 *
 * A before handler may throw an APIError (the call is refused), return a response (it answers
 * instead of the endpoint), or return nothing. Better Auth hands each hook a shallow copy of the
 * call, so a rule that changes the input changes it in place (`replaceBody`), where every later
 * rule and the endpoint read it.
 */
export interface RuleHook {
  /** A cheap test of the call, usually its path: a throw here answers 500. */
  matcher: (ctx: HookContext) => boolean;
  handler: (ctx: HookContext) => Promise<unknown> | unknown;
}

export interface AuthRule {
  /** Unique among the plugins; Better Auth names the hook's trace span after it. */
  id: string;
  before?: readonly RuleHook[];
  after?: readonly RuleHook[];
}

/**
 * A rule as a local Better Auth plugin. Better Auth runs plugin hooks in the order of the
 * `plugins` list, so the list in createAuth is the order of the rules (ADR 047).
 */
export function rulePlugin(rule: AuthRule): BetterAuthPlugin {
  // Better Auth types the hook's path as a string; every endpoint of this configuration has an
  // AuthPath (tests/auth/auth-endpoints.test.ts holds the list), so the rules may read it as one.
  const hook = ({ matcher, handler }: RuleHook) => ({
    // Server-only endpoints without a path (Better Auth's set-password) are the server's own
    // calls, which no rule is about.
    matcher: (ctx: { path?: unknown }) =>
      typeof ctx.path === "string" && matcher(ctx as unknown as HookContext),
    handler: createAuthMiddleware(async (ctx) => handler(ctx as unknown as HookContext)),
  });
  return {
    id: `rule-${rule.id}`,
    hooks: { before: rule.before?.map(hook) ?? [], after: rule.after?.map(hook) ?? [] },
  };
}

/** A matcher for a list of paths. */
export function pathIn(...paths: readonly HookContext["path"][]): RuleHook["matcher"] {
  const set = new Set<string>(paths);
  return (ctx) => set.has(ctx.path);
}

/** Every call. */
export const everyCall: RuleHook["matcher"] = () => true;

/**
 * Replaces the call's JSON body for every later rule and for the endpoint. Better Auth merges a
 * hook's returned body into the one sent, so a renamed field would survive a returned context: the
 * body is changed in place instead. A call sent without a body gets one through the context.
 */
export function replaceBody(ctx: HookContext, next: Record<string, unknown>) {
  const body = ctx.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { context: { body: next } };
  }
  const kept = body as Record<string, unknown>;
  for (const key of Object.keys(kept)) if (!(key in next)) delete kept[key];
  Object.assign(kept, next);
  return undefined;
}
