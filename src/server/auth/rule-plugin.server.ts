import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { AuthPath } from "./endpoints.server";
import type { HookContext } from "./hook-context.server";

/**
 * One step of a rule, run for the calls its table names. It may throw an APIError (the call is
 * refused), return a response (it answers instead of the endpoint), or return nothing. Better
 * Auth hands each hook a shallow copy of the call, so a step that changes the input changes it in
 * place (`replaceBody`), where every later step and the endpoint read it. A named function: the
 * rule listing (tests/auth/auth-rules.test.ts) names every step by it.
 */
export type RuleStep = (ctx: HookContext) => Promise<unknown> | unknown;

/** Every call, whatever its path. */
export const EVERY_CALL = "*";

/**
 * The steps of one phase, by the path they serve, each path's steps in the order they run.
 * `EVERY_CALL` names steps that run for every call, in their place among the table's keys.
 */
export type RuleTable = {
  readonly [P in AuthPath | typeof EVERY_CALL]?: RuleStep | readonly RuleStep[];
};

export interface AuthRule {
  /** Unique among the plugins; Better Auth names the hook's trace span after it. */
  id: string;
  before?: RuleTable;
  after?: RuleTable;
}

/** The same step at each of `paths`, in their order: a table to spread into a rule's phase. */
export function onEach(paths: Iterable<AuthPath>, step: RuleStep): RuleTable {
  return Object.fromEntries([...paths].map((path) => [path, step]));
}

/** One step as the listing shows it. */
export interface ListedStep {
  rule: string;
  phase: "before" | "after";
  path: AuthPath | typeof EVERY_CALL;
  step: string;
}

/** A rule's plugin, with what it runs where, for the listing. */
export type RulePlugin = BetterAuthPlugin & { steps: readonly ListedStep[] };

/** The table's entries in key order, one per step, each with the path it serves. */
function entriesOf(table: RuleTable | undefined) {
  return Object.entries(table ?? {}).flatMap(([path, steps]) =>
    (Array.isArray(steps) ? steps : [steps]).map((step: RuleStep) => ({
      path: path as AuthPath | typeof EVERY_CALL,
      step,
    })),
  );
}

/**
 * A rule as a local Better Auth plugin: one hook per step, its matcher built from the step's key,
 * so no step dispatches on the path again. Better Auth runs plugin hooks in the order of the
 * `plugins` list, and a plugin's hooks in their order, so the list in createAuth is the order of
 * the rules (ADR 047) and a table's order is the order of its steps for a path.
 */
export function rulePlugin(rule: AuthRule): RulePlugin {
  const steps: ListedStep[] = [];
  const hooks = (phase: ListedStep["phase"]) =>
    entriesOf(rule[phase]).map(({ path, step }) => {
      if (!step.name || step.name.startsWith("/") || step.name === EVERY_CALL) {
        throw new Error(`Rule "${rule.id}" has an unnamed ${phase} step at ${path}.`);
      }
      steps.push({ rule: rule.id, phase, path, step: step.name });
      return {
        // Server-only endpoints without a path (Better Auth's set-password) are the server's own
        // calls, which no rule is about. Every other path of this configuration is an AuthPath.
        matcher: (ctx: { path?: unknown }) =>
          typeof ctx.path === "string" && (path === EVERY_CALL || ctx.path === path),
        handler: createAuthMiddleware(async (ctx) => step(ctx as unknown as HookContext)),
      };
    });
  const before = hooks("before");
  const after = hooks("after");
  return { id: `rule-${rule.id}`, hooks: { before, after }, steps };
}

/**
 * The steps that run for `path`, in the order Better Auth runs them: every plugin's before steps
 * in list order, then every plugin's after steps.
 */
export function stepsFor(plugins: readonly unknown[], path: AuthPath): ListedStep[] {
  const listed = plugins.flatMap(
    (plugin) =>
      (plugin as Partial<RulePlugin>).steps?.filter(
        (s) => s.path === path || s.path === EVERY_CALL,
      ) ?? [],
  );
  return [
    ...listed.filter((s) => s.phase === "before"),
    ...listed.filter((s) => s.phase === "after"),
  ];
}

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
