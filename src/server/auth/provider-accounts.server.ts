import { APIError, getSessionFromCtx } from "better-auth/api";
import { decryptOAuthToken } from "better-auth/oauth2";
import { authError, betterAuthError } from "./auth-errors.server";
import type { HookContext } from "./hook-context.server";
import { replaceBody, rulePlugin } from "./rule-plugin.server";

// The spec's calls about a linked provider account (§7) in this Better Auth's terms: the spec
// names the account by `providerId` (and, when one provider is linked twice, `accountId`); this
// Better Auth takes only the account's row id. The fields the product refuses from a browser
// are refused with the reason, not as an unknown key. And the answers carry the spec's fields
// beside Better Auth's (`provider`, `status`, `tokenType`, the refresh token and its expiry).

type Selection = { providerId?: string; accountId?: string; userId?: string };

/**
 * A `userId` sent over HTTP: Better Auth would ignore it for a signed-in caller and answer 401
 * without one, so the only thing it could do is mislead; the spec keeps it for server calls.
 */
function refuseClientUserId(ctx: HookContext): void {
  refuseUserIdOverHttp(ctx, ctx.body as Selection | undefined);
}

/** The same, for /account-info, which takes its input as the query. */
function refuseClientUserIdInQuery(ctx: HookContext): void {
  refuseUserIdOverHttp(ctx, ctx.query as Selection | undefined);
}

function refuseUserIdOverHttp(ctx: HookContext, input: Selection | undefined): void {
  if (!ctx.request || input?.userId === undefined) return;
  throw authError(
    "USER_ID_SERVER_ONLY",
    "userId is accepted only in the server's own calls: over HTTP, the session says whose account it is.",
  );
}

/**
 * `{ providerId, accountId? }` becomes the row id of the caller's own account with that
 * provider; `accountId` may be the provider's id of the account or the row id.
 */
async function selectByProvider(ctx: HookContext) {
  const { providerId, accountId, userId: named } = (ctx.body ?? {}) as Selection;
  if (providerId === undefined) return undefined;
  const session = await getSessionFromCtx(ctx);
  const userId = session?.user.id ?? (ctx.request ? undefined : named);
  if (!userId) throw APIError.fromStatus("UNAUTHORIZED");
  const accounts = (await ctx.context.internalAdapter.findAccounts(userId)).filter(
    (row) =>
      row.providerId === providerId &&
      (accountId === undefined || row.accountId === accountId || row.id === accountId),
  );
  const [only, second] = accounts;
  if (!only) throw betterAuthError("ACCOUNT_NOT_FOUND");
  if (second) {
    throw authError(
      "ACCOUNT_AMBIGUOUS",
      `More than one ${providerId} account is linked: name the one you mean with accountId.`,
    );
  }
  return replaceBody(ctx, { accountId: only.id, ...(named !== undefined && { userId: named }) });
}

/**
 * /account-info's `accountId`, the provider's id of the account as /get-access-token takes it,
 * or the row id this Better Auth takes: the caller's own account either way.
 */
async function selectAccountInfo(ctx: HookContext) {
  const query = ctx.query as { accountId?: string } | undefined;
  if (query?.accountId === undefined || !ctx.request) return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const rows = await ctx.context.internalAdapter.findAccounts(session.user.id);
  const wanted = query.accountId;
  const byRow = rows.find((row) => row.id === wanted);
  const byProvider = rows.filter((row) => row.accountId === wanted);
  if (!byRow && byProvider.length > 1) {
    throw authError(
      "ACCOUNT_AMBIGUOUS",
      `More than one linked account has the id ${wanted}: name the one you mean by its row id.`,
    );
  }
  const found = byRow ?? byProvider[0];
  // Changed in place: the endpoint reads the same query object.
  if (found) query.accountId = found.id;
}

type Returned = Record<string, unknown>;

/** A provider-account call's answer, when it answered one (an object, not an error). */
function answered(ctx: HookContext): Returned | undefined {
  const returned = (ctx.context as { returned?: unknown }).returned;
  if (returned instanceof Error || typeof returned !== "object" || returned === null) return;
  return returned as Returned;
}

/**
 * The spec's token answer (§7): `tokenType` (every provider the product offers issues bearer
 * tokens, RFC 6750, and Better Auth stores no other kind).
 */
function refreshTokenInSpecShape(ctx: HookContext) {
  const returned = answered(ctx);
  if (returned) return ctx.json({ tokenType: "Bearer", ...returned });
}

/**
 * The same on /get-access-token, with the stored refresh token and its expiry, which this Better
 * Auth answers only on /refresh-token.
 */
async function accessTokenInSpecShape(ctx: HookContext) {
  const returned = answered(ctx);
  if (!returned) return;
  const answer: Returned = { tokenType: "Bearer", ...returned };
  const { accountId } = (ctx.body ?? {}) as Selection;
  const session = await getSessionFromCtx(ctx);
  const userId = session?.user.id ?? (ctx.body as Selection | undefined)?.userId;
  const row =
    accountId && userId
      ? (await ctx.context.internalAdapter.findAccounts(userId)).find((r) => r.id === accountId)
      : undefined;
  answer.refreshToken = row?.refreshToken
    ? await decryptOAuthToken(row.refreshToken, ctx.context)
    : null;
  answer.refreshTokenExpiresAt = row?.refreshTokenExpiresAt ?? null;
  return ctx.json(answer);
}

/** /list-accounts with the spec's `provider` beside Better Auth's `providerId`. */
function accountsInSpecShape(ctx: HookContext) {
  const returned = answered(ctx);
  if (Array.isArray(returned)) {
    return ctx.json(returned.map((row: Returned) => ({ ...row, provider: row.providerId })));
  }
}

/** /link-social with the spec's `status`. */
function linkInSpecShape(ctx: HookContext) {
  const returned = answered(ctx);
  if (returned && !("status" in returned)) return ctx.json({ ...returned, status: true });
}

/**
 * Before /sign-in/social: the product signs in through the provider's page only. An ID token
 * is what /get-access-token and /refresh-token hand any session, so signing in with one would
 * turn a stolen session that is no longer fresh into a fresh one, or open one that "sign out
 * everywhere" ended. /link-social takes one: it needs a fresh session already.
 */
function refuseIdTokenSignIn(ctx: HookContext): void {
  if ((ctx.body as { idToken?: unknown } | undefined)?.idToken === undefined) return;
  throw authError(
    "ID_TOKEN_SIGN_IN_REFUSED",
    "Signing in with an ID token is not offered, because any session can obtain one: sign in through the provider's page.",
  );
}

/** The rules above, for the calls they concern, and a provider the product does not offer. */
export function providerAccountRules(refuseUnknownProvider: (ctx: HookContext) => void) {
  return rulePlugin({
    id: "provider-accounts",
    before: {
      "/sign-in/social": [refuseUnknownProvider, refuseIdTokenSignIn],
      "/link-social": refuseUnknownProvider,
      "/get-access-token": [refuseClientUserId, selectByProvider],
      "/refresh-token": [refuseClientUserId, selectByProvider],
      "/account-info": [refuseClientUserIdInQuery, selectAccountInfo],
      "/unlink-account": selectByProvider,
    },
    after: {
      "/list-accounts": accountsInSpecShape,
      "/link-social": linkInSpecShape,
      "/get-access-token": accessTokenInSpecShape,
      "/refresh-token": refreshTokenInSpecShape,
    },
  });
}
