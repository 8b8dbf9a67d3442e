import { createHmac, timingSafeEqual } from "node:crypto";
import { getSessionFromCtx } from "better-auth/api";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { session } from "~/db/schema";
import { authError } from "./auth-errors.server";
import type { HookContext } from "./hook-context.server";
import { replaceBody, rulePlugin } from "./rule-plugin.server";

// A user's own sessions, for the two endpoints that list them (Better Auth's /list-sessions,
// the settings' getMySessions) and the one that revokes one (/revoke-session). A session's
// token signs its holder in, so no response carries it: each session is named by a handle, an
// HMAC of its id under the app's secret, which revokes it for its owner and does nothing else.

export type SessionRow = typeof session.$inferSelect;

/** The opaque handle of a session: stable, unguessable, and useless to sign in with. */
export function sessionHandle(secret: string, sessionId: string): string {
  return createHmac("sha256", secret).update(`session-handle:${sessionId}`).digest("base64url");
}

/** The user's live sessions, most recently active first. */
export function liveSessionsOf(db: Database, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The user's own session that `handleOrToken` names, by its handle or its own token (the
 * cookie's, which its holder has anyway), or null: another user's session is never found.
 */
export async function ownSessionNamed(
  db: Database,
  secret: string,
  userId: string,
  handleOrToken: string,
): Promise<SessionRow | null> {
  const rows = await liveSessionsOf(db, userId);
  return (
    rows.find(
      (row) => same(sessionHandle(secret, row.id), handleOrToken) || same(row.token, handleOrToken),
    ) ?? null
  );
}

/** A session as Better Auth's /list-sessions answers it, with the handle in place of the token. */
function listedSession(secret: string, row: SessionRow) {
  return {
    id: row.id,
    userId: row.userId,
    token: sessionHandle(secret, row.id),
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    activeOrganizationId: row.activeOrganizationId,
    impersonatedBy: row.impersonatedBy,
  };
}

type JsonHookContext = HookContext & { json: (value: unknown) => unknown };

/** Before /list-sessions: the list is answered here, with handles in place of tokens. */
async function listOwnSessions(ctx: JsonHookContext, db: Database) {
  const current = await getSessionFromCtx(ctx);
  // Without a session Better Auth answers 401 itself.
  if (!current) return undefined;
  const rows = await liveSessionsOf(db, current.user.id);
  return ctx.json(rows.map((row) => listedSession(ctx.context.secret, row)));
}

/**
 * Before /revoke-session: a handle or token that names none of the caller's own sessions is
 * refused as not found (Better Auth would answer `{ status: true }` and revoke nothing), so
 * nobody learns whether another's exists.
 */
async function revokeOwnSessionOnly(ctx: HookContext, db: Database) {
  const current = await getSessionFromCtx(ctx);
  if (!current) return undefined;
  const named = (ctx.body as { token?: unknown } | undefined)?.token;
  if (typeof named !== "string") return undefined;
  const found = await ownSessionNamed(db, ctx.context.secret, current.user.id, named);
  if (!found) {
    throw authError("SESSION_NOT_FOUND", "Session not found");
  }
  return replaceBody(ctx, { token: found.token });
}

/** The caller's own sessions only, listed and revoked by opaque handles. */
export function ownSessionRules(db: Database) {
  return rulePlugin({
    id: "own-sessions",
    before: {
      "/list-sessions": function listSessions(ctx) {
        return listOwnSessions(ctx as JsonHookContext, db);
      },
      "/revoke-session": function revokeSession(ctx) {
        return revokeOwnSessionOnly(ctx, db);
      },
    },
  });
}
