import { passkey as passkeyPlugin } from "@better-auth/passkey";
import { getSessionFromCtx } from "better-auth/api";
import { and, count, desc, eq } from "drizzle-orm";
import { type Database, rowsWithin } from "~/db/client.server";
import { passkey } from "~/db/schema";
import type { Env } from "~/env.server";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { PASSKEY_LIMIT, type PasskeySummary } from "~/lib/passkeys";
import type { ActivityLog } from "~/server/account/activity.server";
import { callState } from "~/server/platform/request-context.server";
import { originOfCall } from "./activity-hooks.server";
import { authError, authRefusal } from "./auth-errors.server";
import type { HookContext as BaseHookContext } from "./hook-context.server";
import { rulePlugin } from "./rule-plugin.server";

// The product's rules around Better Auth's passkey plugin (ADR 027), called from the hooks in
// auth.server.ts. The plugin checks the WebAuthn ceremony itself; these add what it leaves open:
// a cap per account, "not found" for someone else's passkey, user verification, a last-used date.

type HookContext = BaseHookContext & { json: (value: unknown) => unknown };

const LIMIT_REACHED = words(m.error_passkey_limit, { count: PASSKEY_LIMIT });
const NOT_VERIFIED = words(m.error_passkey_not_verified, {});

/**
 * The plugin, for this app's address only: the relying party is APP_URL's host and the only
 * origin it accepts is APP_URL's, whatever Origin header a request carries. Passkeys are
 * discoverable so that the sign-in screen needs no address, and the authenticator must verify
 * its user (PIN or biometrics) at registration and at every sign-in, which makes a passkey a
 * second factor in one step.
 */
export function passkeys(env: Env) {
  const app = new URL(env.appUrl);
  const mustVerifyUser = async (verified: boolean) => {
    if (!verified) throw await authRefusal("USER_NOT_VERIFIED", NOT_VERIFIED);
  };
  return passkeyPlugin({
    rpID: app.hostname,
    rpName: env.appName,
    origin: app.origin,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    registration: {
      afterVerification: async ({ verification }) => {
        await mustVerifyUser(verification.registrationInfo?.userVerified === true);
      },
    },
    authentication: {
      afterVerification: async ({ verification }) => {
        await mustVerifyUser(verification.authenticationInfo.userVerified);
      },
    },
  });
}

/** The passkey a deletion is about to remove, read before it goes, for the timeline. */
const removing = callState<{ userId: string; name: string | null }>("passkey removed");

/** What a passkey endpoint did, for the account's timeline (ADR 026). */
interface PasskeyEvent {
  userId: string;
  kind: "passkey_added" | "passkey_removed";
  detail: Record<string, string>;
}

/** The caller's passkeys as the settings list them, newest first. */
async function passkeysOf(db: Database, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .select({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
      deviceType: passkey.deviceType,
      backedUp: passkey.backedUp,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(desc(passkey.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Before /passkey/list-user-passkeys: the product's list answers instead of the plugin's. */
async function listPasskeys(ctx: HookContext, db: Database): Promise<unknown> {
  // Calls without a session are left to the plugin, which refuses them (401) in its own words.
  const session = await getSessionFromCtx(ctx);
  if (!session) return undefined;
  return ctx.json(await passkeysOf(db, session.user.id));
}

/**
 * Before a registration's start and its end: the product's limit, checked at both, so a
 * challenge fetched at 9 cannot add a passkey after others were added meanwhile.
 */
async function refuseBeyondLimit(ctx: BaseHookContext, db: Database): Promise<void> {
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const [row] = await db
    .select({ n: count() })
    .from(passkey)
    .where(eq(passkey.userId, session.user.id));
  if ((row?.n ?? 0) >= PASSKEY_LIMIT)
    throw await authRefusal("PASSKEY_LIMIT_REACHED", LIMIT_REACHED);
}

/**
 * After a registration is written: the cap counted again, as invitations are (ADR 054), so that
 * registrations racing for the last place cannot pass it together. The last of them to count
 * sees them all; one over the cap is withdrawn and refused (a queue might have let it in).
 */
async function withdrawBeyondLimit(
  db: Database,
  added: { id: string; userId: string },
): Promise<void> {
  if (await rowsWithin(db, passkey, eq(passkey.userId, added.userId), PASSKEY_LIMIT)) return;
  await db.delete(passkey).where(eq(passkey.id, added.id));
  throw await authRefusal("PASSKEY_LIMIT_REACHED", LIMIT_REACHED);
}

/**
 * Before a change to one passkey: the plugin answers 401 for another's passkey and 404 for none,
 * a difference that would tell a stranger which ids exist. Both are "not found" here. Answers the
 * caller's passkey, for a deletion to remember.
 */
async function refuseOthersPasskey(ctx: BaseHookContext, db: Database) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return undefined;
  const id = (ctx.body as { id?: unknown } | undefined)?.id;
  if (typeof id !== "string") return undefined;
  const userId = session.user.id;
  const [mine] = await db
    .select({ id: passkey.id, name: passkey.name })
    .from(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)));
  if (!mine) throw authError("PASSKEY_NOT_FOUND", "Passkey not found");
  return { userId, name: mine.name };
}

const failedCall = (ctx: BaseHookContext) =>
  (ctx.context as { returned?: unknown }).returned instanceof Error;

/** The passkey a registration wrote, as the plugin answered it; undefined when it failed. */
function registered(ctx: BaseHookContext) {
  if (failedCall(ctx)) return undefined;
  return (ctx.context as { returned?: unknown }).returned as
    | { id?: unknown; userId?: unknown; name?: unknown }
    | undefined;
}

/**
 * The passkey endpoints' rules: the product's limit and list, another's passkey "not found",
 * and what a passkey added or removed writes on its owner's timeline. (A registration the plugin
 * could not verify is answered 400 by the auth handler: an after-hook cannot change a status.)
 */
export function passkeyRules(db: Database, activity: Pick<ActivityLog, "record">) {
  const record = (ctx: BaseHookContext, event: PasskeyEvent) =>
    activity.record(event.userId, event.kind, originOfCall(ctx), event.detail);
  async function limitPasskeys(ctx: BaseHookContext) {
    await refuseBeyondLimit(ctx, db);
  }
  async function ownPasskeyOnly(ctx: BaseHookContext) {
    await refuseOthersPasskey(ctx, db);
  }
  return rulePlugin({
    id: "passkeys",
    before: {
      "/passkey/generate-register-options": limitPasskeys,
      "/passkey/verify-registration": limitPasskeys,
      "/passkey/update-passkey": ownPasskeyOnly,
      "/passkey/delete-passkey": async function rememberRemovedPasskey(ctx) {
        const mine = await refuseOthersPasskey(ctx, db);
        if (mine) removing.set(ctx.request, mine);
      },
      "/passkey/list-user-passkeys": function listOwnPasskeys(ctx) {
        return listPasskeys(ctx as HookContext, db);
      },
    },
    after: {
      "/passkey/verify-registration": [
        async function withdrawPasskeyBeyondLimit(ctx) {
          const added = registered(ctx);
          if (typeof added?.id !== "string" || typeof added.userId !== "string") return;
          await withdrawBeyondLimit(db, { id: added.id, userId: added.userId });
        },
        async function recordPasskeyAdded(ctx) {
          const added = registered(ctx);
          if (typeof added?.userId !== "string") return;
          const detail: Record<string, string> =
            typeof added.name === "string" && added.name ? { name: added.name } : {};
          await record(ctx, { userId: added.userId, kind: "passkey_added", detail });
        },
      ],
      "/passkey/delete-passkey": async function recordPasskeyRemoved(ctx) {
        const gone = removing.get(ctx.request);
        if (failedCall(ctx) || !gone) return;
        const detail: Record<string, string> = gone.name ? { name: gone.name } : {};
        await record(ctx, { userId: gone.userId, kind: "passkey_removed", detail });
      },
      "/passkey/verify-authentication": async function stampPasskeyUse(ctx) {
        const body = ctx.body as { response?: { id?: unknown } } | undefined;
        const credentialId = body?.response?.id;
        if (failedCall(ctx) || typeof credentialId !== "string") return;
        await db
          .update(passkey)
          .set({ lastUsedAt: new Date() })
          .where(eq(passkey.credentialID, credentialId));
      },
    },
  });
}
