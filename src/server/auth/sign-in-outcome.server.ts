import { countSignIn, type SignInMethod } from "~/server/metrics/metrics.server";
import type { AuthPath } from "./endpoints.server";
import type { HookContext } from "./hook-context.server";
import { rulePlugin } from "./rule-plugin.server";
import { codeCheckOf, secondStepPending } from "./two-factor.server";

// Which sign-in a call was and how it ended, for the sign-in metrics: read in Better Auth's
// after-hook, as the timeline reads it (activity-hooks.server.ts).

/** The endpoints that make a session by themselves, and how each signs in. */
export const SIGN_IN_METHODS = {
  "/sign-in/email": "password",
  "/magic-link/verify": "magic-link",
  "/passkey/verify-authentication": "passkey",
  "/callback/:id": "social",
} as const satisfies Partial<Record<AuthPath, Exclude<SignInMethod, "two-factor">>>;

/** Where a refused redirecting sign-in (a link, a provider's response) sends the browser. */
function redirectTarget(error: Error): string | undefined {
  const { statusCode, headers } = error as { statusCode?: unknown; headers?: unknown };
  if (statusCode !== 302 || !(headers instanceof Headers)) return undefined;
  return headers.get("location") ?? undefined;
}

/**
 * After a call: a sign-in it made counts as a success, once its second step (if it has one)
 * has passed too: with two-factor on, the first step counts nothing and the code counts as a
 * "two-factor" sign-in. A sign-in endpoint that answered without a session (a wrong password, a
 * used link, a provider's error) counts as a failure. An endpoint that redirects answers its
 * successes with a redirect too, so a redirect is a failure only when it carries an `error`;
 * the provider callback that links an account to a signed-in user is no sign-in at all.
 * A call refused before the endpoint (a rate limit, a body outside the endpoint's shape) is no sign-in:
 * Better Auth runs no after-hook for it.
 */
function outcomeCounter(method: SignInMethod) {
  return async function countSignInOutcome(ctx: HookContext): Promise<void> {
    // A code check counts only as a sign-in's second step, not as a signed-in caller's check.
    if (method === "two-factor" && codeCheckOf(ctx.request)?.mode !== "sign-in") return;
    if (ctx.context.newSession) {
      if (!(await secondStepPending(ctx))) countSignIn(method, "success");
      return;
    }
    const returned = (ctx.context as { returned?: unknown }).returned;
    if (!(returned instanceof Error)) return;
    const target = redirectTarget(returned);
    if (target === undefined || /[?&]error=/.test(target)) countSignIn(method, "failure");
  };
}

/** After a sign-in endpoint: its outcome on the metrics (ADR 037). */
export const signInOutcomeRules = rulePlugin({
  id: "sign-in-outcome",
  after: {
    ...Object.fromEntries(
      Object.entries(SIGN_IN_METHODS).map(([path, method]) => [path, outcomeCounter(method)]),
    ),
    "/two-factor/verify-totp": outcomeCounter("two-factor"),
    "/two-factor/verify-backup-code": outcomeCounter("two-factor"),
  },
});
