import { type APIError, getSessionFromCtx } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { type ActivityLog, type EventOrigin, originOf } from "~/server/account/activity.server";
import type { BackgroundTasks } from "~/server/platform/background.server";
import { callState } from "~/server/platform/request-context.server";
import type { AuthPath } from "./endpoints.server";
import type { HookContext } from "./hook-context.server";
import { rulePlugin } from "./rule-plugin.server";
import { SIGN_IN_METHODS } from "./sign-in-outcome.server";
import { challengedUser, codeCheckOf, secondStepPending } from "./two-factor.server";

// What the auth endpoints write on the account's timeline (ADR 026): the event each call makes, read
// from the call and its response in Better Auth's hooks and database hooks.

/** Where a call came from: the browser's request, or the headers a server function passed. */
export function originOfCall(ctx: HookContext): EventOrigin {
  return originOf(ctx.request?.headers ?? (ctx as { headers?: Headers }).headers);
}

/** Calls that record one event for their caller when they succeed. */
const CALLER_EVENTS = {
  "/sign-out": "sign_out",
  "/revoke-session": "session_revoked",
  "/revoke-other-sessions": "other_sessions_revoked",
  "/revoke-sessions": "all_sessions_revoked",
  "/change-password": "password_changed",
  "/change-email": "email_change_requested",
  "/unlink-account": "provider_unlinked",
  "/api-key/delete": "api_key_deleted",
  "/delete-user": "account_deletion_requested",
  "/two-factor/disable": "two_factor_disabled",
  "/two-factor/generate-backup-codes": "backup_codes_regenerated",
} as const satisfies Partial<Record<AuthPath, string>>;

export interface ActivityHookDependencies {
  activity: ActivityLog;
  /** Work done after the response, so that its timing says nothing. */
  background: BackgroundTasks;
  db: Database;
  /** A sign-in provider's name as people know it ("GitHub"), from its id. */
  providerName(id: string): string;
}

export function activityHooks({
  activity,
  background,
  db,
  providerName,
}: ActivityHookDependencies) {
  /** Who was signed in when a call that ends their session began, keyed by the request. */
  const endingSessionOf = callState<string>("ending session");

  /** The provider of the account an /unlink-account call names, read before the row goes. */
  const unlinkingOf = callState<string>("unlinked provider");

  /** The user each request made, if it made one: a provider's first sign-in makes both rows. */
  const usersMadeBy = callState<string>("user made");

  async function rememberUnlinkedProvider(ctx: HookContext): Promise<void> {
    const accountId = (ctx.body as { accountId?: unknown } | undefined)?.accountId;
    if (!ctx.request || typeof accountId !== "string") return;
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    const [row] = await db
      .select({ providerId: schema.account.providerId })
      .from(schema.account)
      .where(and(eq(schema.account.id, accountId), eq(schema.account.userId, session.user.id)));
    if (row) unlinkingOf.set(ctx.request, row.providerId);
  }

  /** Before /sign-out and /revoke-sessions: the session is gone by the time the call answers. */
  async function rememberEndingSession(ctx: HookContext): Promise<void> {
    if (!ctx.request) return;
    const session = await getSessionFromCtx(ctx);
    if (session) endingSessionOf.set(ctx.request, session.user.id);
  }

  /** The signed-in caller of a call that has answered, read as the call itself read it. */
  async function callerAfter(ctx: HookContext): Promise<string | undefined> {
    // A call that replaces the caller's session (turning two-factor off) names them in the new one.
    const known =
      ctx.context.session?.user.id ??
      ctx.context.newSession?.user.id ??
      (ctx.request && endingSessionOf.get(ctx.request));
    if (known) return known;
    return (await getSessionFromCtx(ctx).catch(() => null))?.user.id;
  }

  /**
   * After a sign-in endpoint: the sign-in on the timeline (ADR 026), once its second step (if it
   * has one) has passed: with two-factor on, it is recorded when the code passes.
   */
  function signIn(method: (typeof SIGN_IN_METHODS)[keyof typeof SIGN_IN_METHODS]) {
    return async function recordSignIn(ctx: HookContext): Promise<void> {
      const newSession = ctx.context.newSession;
      if (!newSession || (await secondStepPending(ctx))) return;
      // The provider callback's path is the pattern; the provider is the call's own parameter.
      const provider = (ctx as { params?: { id?: unknown } }).params?.id;
      const detail: Record<string, string> | undefined =
        method !== "social"
          ? { method }
          : typeof provider === "string"
            ? { method, provider: providerName(provider) }
            : undefined;
      if (detail) await activity.record(newSession.user.id, "sign_in", originOfCall(ctx), detail);
    };
  }

  /**
   * After a refused password sign-in for an address that has an account: recorded after the
   * response, so that the response's timing says nothing about which addresses do.
   */
  function recordWrongPassword(ctx: HookContext): void {
    const returned = (ctx.context as { returned?: unknown }).returned;
    if (!(returned instanceof Error) || (returned as APIError).statusCode !== 401) return;
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email === "string")
      background.run(recordFailedSignIn(ctx, email, originOfCall(ctx)));
  }

  /** After a call that records one event for its caller when it succeeds. */
  function callerEvent(kind: (typeof CALLER_EVENTS)[keyof typeof CALLER_EVENTS]) {
    return async function recordCallerEvent(ctx: HookContext): Promise<void> {
      const returned = (ctx.context as { returned?: unknown }).returned;
      if (returned instanceof Error) return;
      // Deleted at once: nothing is left to record it on.
      if (kind === "account_deletion_requested") {
        if ((returned as { message?: unknown } | undefined)?.message !== "Verification email sent")
          return;
      }
      const userId = await callerAfter(ctx);
      if (!userId) return;
      const unlinked = unlinkingOf.get(ctx.request);
      const detail: Record<string, string> =
        kind === "provider_unlinked" && unlinked ? { provider: providerName(unlinked) } : {};
      await activity.record(userId, kind, originOfCall(ctx), detail);
    };
  }

  /**
   * After a two-factor code check: a sign-in's second step (signed in, with a backup code spent,
   * or a wrong code recorded after the response), or the first code that turns two-factor on.
   */
  function codeCheck(backup: boolean) {
    return async function recordCodeCheck(ctx: HookContext): Promise<void> {
      const check = codeCheckOf(ctx.request);
      if (!check) return;
      const returned = (ctx.context as { returned?: unknown }).returned;
      const rejected = returned instanceof Error ? (returned as APIError) : undefined;
      const origin = originOfCall(ctx);
      if (check.mode === "signed-in") {
        if (!rejected && !check.enabled && !backup) {
          await activity.record(check.userId, "two_factor_enabled", origin);
        }
        return;
      }
      const newSession = ctx.context.newSession;
      if (!rejected && newSession) {
        const userId = newSession.user.id;
        await activity.record(userId, "sign_in", origin, {
          method: backup ? "backup-code" : "authenticator-app",
        });
        if (backup) await activity.record(userId, "backup_code_used", origin);
        return;
      }
      if (rejected?.statusCode === 401) {
        const userId = await challengedUser(ctx);
        if (userId) background.run(activity.record(userId, "two_factor_failed", origin));
      }
    };
  }

  async function recordFailedSignIn(ctx: HookContext, email: string, origin: EventOrigin) {
    const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
    if (found) await activity.record(found.user.id, "sign_in_failed", origin);
  }

  /**
   * An account row joined a user. A password's (Better Auth's /set-password is server-only and
   * has no hooks, so this is where every endpoint that sets a first password meets), or a
   * provider's: linked, unless it came with the user (a sign-up through the provider), which
   * the timeline shows as the sign-in it was.
   */
  async function recordNewAccountRow(
    row: { userId: string; providerId: string },
    request: Request | undefined,
    headers: Headers | undefined,
  ): Promise<void> {
    if (row.providerId === "credential") {
      await activity.record(row.userId, "password_set", originOf(headers));
      return;
    }
    if (usersMadeBy.get(request) === row.userId) return;
    await activity.record(row.userId, "provider_linked", originOf(headers), {
      provider: providerName(row.providerId),
    });
  }

  function userCreated(userId: string, request: Request | undefined): void {
    usersMadeBy.set(request, userId);
  }

  return {
    recordNewAccountRow,
    userCreated,
    /** Before the calls that remove something: it is read while it is still there. */
    reads: rulePlugin({
      id: "activity-reads",
      before: {
        "/sign-out": rememberEndingSession,
        "/revoke-sessions": rememberEndingSession,
        "/unlink-account": rememberUnlinkedProvider,
      },
    }),
    /** After a call: the event it made on the caller's timeline (ADR 026). */
    records: rulePlugin({
      id: "activity",
      after: {
        ...Object.fromEntries(
          Object.entries(SIGN_IN_METHODS).map(([path, method]) => [path, signIn(method)]),
        ),
        "/sign-in/email": [signIn("password"), recordWrongPassword],
        "/two-factor/verify-totp": codeCheck(false),
        "/two-factor/verify-backup-code": codeCheck(true),
        ...Object.fromEntries(
          Object.entries(CALLER_EVENTS).map(([path, kind]) => [path, callerEvent(kind)]),
        ),
      },
    }),
  };
}
