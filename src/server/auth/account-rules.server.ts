import { APIError, getSessionFromCtx } from "better-auth/api";
import { expireCookie } from "better-auth/cookies";
import { generateRandomString, verifyJWT } from "better-auth/crypto";
import { eq, like, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { verification } from "~/db/schema";
import { headersLocale } from "~/i18n/locale";
import type { ActivityLog } from "~/server/account/activity.server";
import type { MailContent } from "~/server/mail/message";
import { emailChangedNoticeMail } from "~/server/mail/templates/account";
import { callState } from "~/server/platform/request-context.server";
import { originOfCall } from "./activity-hooks.server";
import { authError, betterAuthError } from "./auth-errors.server";
import type { HookContext } from "./hook-context.server";
import { replaceBody, rulePlugin } from "./rule-plugin.server";

// The account rules the spec sets where Better Auth's defaults differ, as hooks around its
// endpoints: `accountRules` at the end of this file is the plugin createAuth lists.

export const EMAIL_TOKEN_TTL_SECONDS = 60 * 60;
const COULDNT_UPDATE = "COULDNT_UPDATE_YOUR_EMAIL";
const couldntUpdate = () => authError(COULDNT_UPDATE, "Couldn't update your email");
export const DELETE_ACCOUNT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

// The address a user had when a call that may change it began, keyed by the request.
const emailBefore = callState<{ userId: string; email: string }>("email before");

/** Before /change-email: refuse an address another account holds, with the spec's message. */
async function changeEmailGuard(ctx: HookContext): Promise<void> {
  // Disabled: Better Auth answers "Change email is disabled" whatever the address.
  if (!ctx.context.options.user?.changeEmail?.enabled) return;
  const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
  const session = await getSessionFromCtx(ctx);
  if (!session || typeof newEmail !== "string") return;
  emailBefore.set(ctx.request, { userId: session.user.id, email: session.user.email });
  const holder = await ctx.context.internalAdapter.findUserByEmail(newEmail.trim().toLowerCase());
  if (holder && holder.user.id !== session.user.id) {
    throw couldntUpdate();
  }
}

/**
 * Before /verify-email: remember the address, when the link is one that changes it; and when
 * another account took the new address since the link was sent, say so instead of failing on
 * the unique address. Only a token this app signed is read: reading an unchecked one would let
 * anyone ask "does an account hold this address?" by forging a token and watching which error
 * comes back. A token that fails Better Auth's own check (HS256 with the app's secret) is left
 * for Better Auth to reject with its own message.
 */
async function rememberEmailBeforeVerify(ctx: HookContext) {
  const token = (ctx.query as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string" || !ctx.request) return;
  // Only a token this app signed is read (a forged one must not reveal whether an address has an
  // account); one that fails Better Auth's own check is left for Better Auth to reject.
  const claims = await verifyJWT<{ userId?: unknown; updateTo?: unknown }>(
    token,
    ctx.context.secret,
  );
  if (!claims) return;
  if (typeof claims.userId !== "string" || typeof claims.updateTo !== "string") return;
  const user = await ctx.context.internalAdapter.findUserById(claims.userId);
  if (!user) return;
  emailBefore.set(ctx.request, { userId: user.id, email: user.email });
  const holder = await ctx.context.internalAdapter.findUserByEmail(claims.updateTo);
  if (!holder || holder.user.id === user.id) return;
  const callbackURL = (ctx.query as { callbackURL?: unknown }).callbackURL;
  if (typeof callbackURL !== "string") throw couldntUpdate();
  const target = new URL(callbackURL, ctx.context.baseURL);
  target.searchParams.set("error", COULDNT_UPDATE);
  throw new APIError("FOUND", undefined, { location: target.toString() });
}

/**
 * After any call: when it changed the user's address, tell the old address. Returns the user's
 * id when the address changed.
 */
async function emailChangeNotices(
  ctx: HookContext & { context: { options: { appName?: string } } },
  send: (to: string, content: MailContent) => Promise<void>,
  notMeLink: (userId: string) => Promise<string>,
): Promise<string | undefined> {
  const before = emailBefore.get(ctx.request);
  if (!before) return undefined;
  const user = await ctx.context.internalAdapter.findUserById(before.userId);
  if (!user || user.email === before.email) return undefined;
  // The change has happened; a notice that cannot be sent must not turn it into an error.
  await notMeLink(user.id)
    .then((notMeUrl) =>
      send(
        before.email,
        emailChangedNoticeMail({
          appName: ctx.context.options.appName ?? "",
          newEmail: user.email,
          notMeUrl,
          // The account's language, else the asking request's (ADR 062).
          locale: headersLocale(ctx.request?.headers, (user as { locale?: string | null }).locale),
        }),
      ),
    )
    .catch((error: unknown) => {
      ctx.context.logger.error("The email-changed notice could not be sent", error);
    });
  return user.id;
}

/** Whether the session was made within the freshness window (AUTH_FRESH_AGE; 0 turns it off). */
function isFresh(ctx: HookContext, session: { createdAt: Date | string }): boolean {
  const freshAge = ctx.context.sessionConfig.freshAge * 1000;
  return freshAge === 0 || Date.now() - new Date(session.createdAt).getTime() < freshAge;
}

/**
 * Before /link-social: only a fresh session may add a way in. A linked account outlives
 * "sign out everywhere", so a stolen session must not be able to plant one.
 */
async function linkNeedsFreshSession(ctx: HookContext): Promise<void> {
  const session = await getSessionFromCtx(ctx);
  // Without a session Better Auth answers 401 itself.
  if (session && !isFresh(ctx, session.session)) {
    throw betterAuthError("SESSION_NOT_FRESH");
  }
}

/**
 * Before /delete-user: three ways to delete, as the spec lists them.
 * - `{ password }`: checked here, then deleted at once;
 * - `{ freshSession: true }`: deleted at once if the session is fresh, else
 *   "Session expired. Re-authenticate to perform this action.";
 * - neither: Better Auth mails a deletion link (24 h) that deletes on /delete-user/callback.
 * The first two mint the same single-use token the mailed link carries and hand it to Better
 * Auth's token path, so every deletion runs through one code path.
 */
async function deleteAccountModes(ctx: HookContext) {
  const body = (ctx.body ?? {}) as { password?: unknown; token?: unknown; freshSession?: unknown };
  if (body.token !== undefined) return;
  const byPassword = typeof body.password === "string";
  const byFreshSession = body.freshSession === true;
  if (!byPassword && !byFreshSession) return;
  if (!ctx.context.options.user?.deleteUser?.enabled) return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return;

  if (byPassword) {
    const password = body.password as string;
    const max = ctx.context.password.config.maxPasswordLength;
    if (password.length > max) throw betterAuthError("PASSWORD_TOO_LONG");
    const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
    if (!account?.password) {
      throw betterAuthError("CREDENTIAL_ACCOUNT_NOT_FOUND");
    }
    if (!(await ctx.context.password.verify({ hash: account.password, password }))) {
      throw betterAuthError("INVALID_PASSWORD");
    }
  } else if (!isFresh(ctx, session.session)) {
    throw betterAuthError("SESSION_EXPIRED");
  }
  const token = generateRandomString(32, "0-9", "a-z");
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: `delete-account-${token}`,
    value: session.user.id,
    expiresAt: new Date(Date.now() + DELETE_ACCOUNT_TOKEN_TTL_SECONDS * 1000),
  });
  return replaceBody(ctx, { ...body, token });
}

/**
 * After a deletion: the rows that do not cascade from the user. Verification values hold the
 * user's id (deletion, password reset) or address (magic links). Sessions, accounts, API keys
 * and subscriptions cascade through their foreign keys.
 */
export async function removeLeftovers(
  db: Database,
  user: { id: string; email: string },
): Promise<void> {
  const literal = user.email.replace(/[\\%_]/g, (c) => `\\${c}`);
  await db
    .delete(verification)
    .where(or(eq(verification.value, user.id), like(verification.value, `%"email":"${literal}"%`)));
}

export interface AccountRuleDeps {
  send: (to: string, content: MailContent) => Promise<void>;
  activity: Pick<ActivityLog, "record" | "notMeLink">;
}

/** The account endpoints' rules: address changes, deletion modes, fresh sessions for linking. */
export function accountRules({ send, activity }: AccountRuleDeps) {
  /** After a call that may change the address: the old address is told, and the timeline. */
  async function noticeChangedEmail(ctx: HookContext): Promise<void> {
    const changedEmailOf = await emailChangeNotices(ctx, send, (userId) =>
      activity.notMeLink(userId),
    );
    if (changedEmailOf) await activity.record(changedEmailOf, "email_changed", originOfCall(ctx));
  }
  return rulePlugin({
    id: "accounts",
    before: {
      "/change-email": changeEmailGuard,
      "/verify-email": rememberEmailBeforeVerify,
      "/delete-user": deleteAccountModes,
      "/link-social": linkNeedsFreshSession,
    },
    after: {
      "/verify-email": [dropSessionCopy, noticeChangedEmail],
      "/reset-password": dropSessionCopyAfterReset,
      "/change-email": noticeChangedEmail,
    },
  });
}

/**
 * A verified address is not written into the signed session copy (Better Auth does that only
 * with auto sign-in): dropping the copy makes the next read ask the database.
 */
function dropSessionCopy(ctx: HookContext): void {
  expireCookie(ctx, ctx.context.authCookies.sessionData);
}

/**
 * A reset ends every session of the user, this browser's too: its signed copy would still let a
 * page load through for up to a second, and its reads then answer 401.
 */
function dropSessionCopyAfterReset(ctx: HookContext): void {
  if ((ctx.context as { returned?: unknown }).returned instanceof Error) return;
  expireCookie(ctx, ctx.context.authCookies.sessionData);
}
