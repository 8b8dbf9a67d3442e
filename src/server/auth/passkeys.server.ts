import { passkey as passkeyPlugin } from "@better-auth/passkey";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { passkey } from "~/db/schema";
import type { Env } from "~/env.server";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { PASSKEY_LIMIT, type PasskeySummary } from "~/lib/passkeys";
import type { ActivityLog } from "~/server/account/activity.server";
import { callState } from "~/server/platform/call-state.server";
import { originOfCall } from "./activity-hooks.server";
import { refusal } from "./call-language.server";
import type { AuthPath } from "./endpoints.server";
import type { HookContext as BaseHookContext } from "./hook-context.server";
import { rulePlugin } from "./rule-plugin.server";

// The product's rules around Better Auth's passkey plugin (ADR 027), called from the hooks in
// auth.server.ts. The plugin checks the WebAuthn ceremony itself; these add what it leaves open:
// a cap per account, "not found" for someone else's passkey, user verification, a last-used date.

type HookContext = BaseHookContext & { json: (value: unknown) => unknown };

const NOT_FOUND = { code: "PASSKEY_NOT_FOUND", message: "Passkey not found" };
const LIMIT_REACHED = {
  code: "PASSKEY_LIMIT_REACHED",
  message: words(m.error_passkey_limit, { count: PASSKEY_LIMIT }),
};
const NOT_VERIFIED = {
  code: "USER_NOT_VERIFIED",
  message: words(m.error_passkey_not_verified, {}),
};

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
    if (!verified) throw await refusal("BAD_REQUEST", NOT_VERIFIED);
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

const isPasskeyPath = (path: AuthPath) => path.startsWith("/passkey/");

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

/**
 * Before a passkey endpoint. Calls without a session are left to the plugin, which refuses them
 * (401) in its own words. Returns a response when the product answers instead of the plugin.
 */
async function checkPasskeyCall(ctx: HookContext, db: Database): Promise<unknown> {
  const registering =
    ctx.path === "/passkey/generate-register-options" ||
    ctx.path === "/passkey/verify-registration";
  const owned = ctx.path === "/passkey/update-passkey" || ctx.path === "/passkey/delete-passkey";
  const listing = ctx.path === "/passkey/list-user-passkeys";
  if (!registering && !owned && !listing) return undefined;
  const session = await getSessionFromCtx(ctx);
  if (!session) return undefined;
  const userId = session.user.id;

  if (listing) return ctx.json(await passkeysOf(db, userId));
  if (registering) {
    // Checked when the ceremony starts and again when it ends: a challenge fetched at 9 cannot
    // add a passkey after others were added meanwhile.
    const [row] = await db.select({ n: count() }).from(passkey).where(eq(passkey.userId, userId));
    if ((row?.n ?? 0) >= PASSKEY_LIMIT) throw await refusal("CONFLICT", LIMIT_REACHED);
    return undefined;
  }
  // The plugin answers 401 for another's passkey and 404 for none: the difference would tell
  // a stranger which ids exist. Both are "not found" here.
  const id = (ctx.body as { id?: unknown } | undefined)?.id;
  if (typeof id !== "string") return undefined;
  const [mine] = await db
    .select({ id: passkey.id, name: passkey.name })
    .from(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)));
  if (!mine) throw APIError.fromStatus("NOT_FOUND", NOT_FOUND);
  if (ctx.path === "/passkey/delete-passkey")
    removing.set(ctx.request, { userId, name: mine.name });
  return undefined;
}

/**
 * After a passkey endpoint: a sign-in stamps the passkey's last use. Answers the event a passkey
 * added or removed makes on its owner's timeline. (A registration the plugin could not verify
 * is answered 400 by the auth handler: an after-hook cannot change a response's status.)
 */
async function afterPasskeyCall(ctx: HookContext, db: Database): Promise<PasskeyEvent | undefined> {
  const returned = (ctx.context as { returned?: unknown }).returned;
  const failed = returned instanceof Error;
  if (ctx.path === "/passkey/verify-registration" && !failed) {
    const added = returned as { userId?: unknown; name?: unknown } | undefined;
    if (typeof added?.userId === "string") {
      const detail: Record<string, string> =
        typeof added.name === "string" && added.name ? { name: added.name } : {};
      return { userId: added.userId, kind: "passkey_added", detail };
    }
  }
  if (ctx.path === "/passkey/delete-passkey" && !failed) {
    const gone = removing.get(ctx.request);
    if (gone) {
      return {
        userId: gone.userId,
        kind: "passkey_removed",
        detail: gone.name ? { name: gone.name } : {},
      };
    }
  }
  if (ctx.path === "/passkey/verify-authentication" && !failed) {
    const credentialId = (ctx.body as { response?: { id?: unknown } } | undefined)?.response?.id;
    if (typeof credentialId === "string") {
      await db
        .update(passkey)
        .set({ lastUsedAt: new Date() })
        .where(eq(passkey.credentialID, credentialId));
    }
  }
}

/**
 * The passkey endpoints' rules: the product's limit and list, another's passkey "not found",
 * and what a passkey added or removed writes on its owner's timeline.
 */
export function passkeyRules(db: Database, activity: Pick<ActivityLog, "record">) {
  const matcher = (ctx: BaseHookContext) => isPasskeyPath(ctx.path);
  return rulePlugin({
    id: "passkeys",
    before: [{ matcher, handler: (ctx) => checkPasskeyCall(ctx as HookContext, db) }],
    after: [
      {
        matcher,
        handler: async (ctx) => {
          const event = await afterPasskeyCall(ctx as HookContext, db);
          if (event)
            await activity.record(event.userId, event.kind, originOfCall(ctx), event.detail);
        },
      },
    ],
  });
}
