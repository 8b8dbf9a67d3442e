import Bowser from "bowser";
import { and, eq, inArray } from "drizzle-orm";
import { account, subscription } from "~/db/schema";
import { compactIp } from "~/lib/ip-address";
import { PASSWORD_LIMITS } from "~/lib/password-policy";
import { CANCELLABLE } from "~/lib/subscription-status";
import type { Runtime } from "~/server/app/runtime.server";
import { liveSessionsOf, sessionHandle } from "~/server/auth/own-sessions.server";
import type { ClientSession } from "~/server/auth/session.server";

/**
 * A sign-in method the user can link. The generic OIDC provider registers itself among Better
 * Auth's social providers, so all of them link through /link-social and sign in through
 * /sign-in/social by id.
 */
export interface LinkableProvider {
  id: string;
  name: string;
}

export interface AccountSettings {
  hasPassword: boolean;
  providers: LinkableProvider[];
  passwordMinLength: number;
  passwordMaxLength: number;
  /** Seconds a session stays fresh for sensitive calls (0: always fresh). */
  freshAge: number;
  changeEmailEnabled: boolean;
  deleteAccountEnabled: boolean;
  /** The names of the personal plans still running (set to end or not): deleting ends them. */
  runningPlans: string[];
}

export function linkableProviders(env: Runtime["env"]): LinkableProvider[] {
  return [
    ...(env.github ? [{ id: "github", name: "GitHub" }] : []),
    ...(env.google ? [{ id: "google", name: "Google" }] : []),
    ...(env.oidc ? [{ id: env.oidc.providerId, name: env.oidc.name }] : []),
  ];
}

export async function accountSettings(
  { env, database }: Pick<Runtime, "env" | "database">,
  userId: string,
): Promise<AccountSettings> {
  const [credential, running] = await Promise.all([
    database.db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
      .limit(1),
    database.db
      .select({ name: subscription.name })
      .from(subscription)
      .where(
        and(
          eq(subscription.userId, userId),
          inArray(subscription.status, [...CANCELLABLE, "cancelled"]),
        ),
      ),
  ]);
  const providers = linkableProviders(env);
  return {
    hasPassword: credential.length > 0,
    providers,
    ...PASSWORD_LIMITS,
    freshAge: env.freshAge,
    changeEmailEnabled: env.changeEmailEnabled,
    deleteAccountEnabled: env.deleteAccountEnabled,
    runningPlans: running.map((plan) => plan.name),
  };
}

export interface SessionSummary {
  id: string;
  /** What /revoke-session takes to end this session: opaque, never the session's token. */
  handle: string;
  current: boolean;
  browser: string;
  os: string;
  ipAddress: string | null;
  createdAt: Date;
  lastActiveAt: Date;
}

export function describeAgent(userAgent: string | null): { browser: string; os: string } {
  if (!userAgent) return { browser: "Unknown browser", os: "Unknown system" };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split(".")[0]]
    .filter(Boolean)
    .join(" ");
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(" ");
  return { browser: browser || "Unknown browser", os: os || "Unknown system" };
}

/**
 * The user's live sessions, newest activity first, without their tokens: each carries the
 * handle /revoke-session takes (own-sessions.server.ts, the rule /list-sessions answers by).
 */
export async function listSessions(
  { database, env }: Pick<Runtime, "database" | "env">,
  current: ClientSession,
): Promise<SessionSummary[]> {
  const rows = await liveSessionsOf(database.db, current.user.id);
  return rows.map((row) => ({
    id: row.id,
    handle: sessionHandle(env.authSecret, row.id),
    current: row.id === current.session.id,
    ...describeAgent(row.userAgent),
    ipAddress: compactIp(row.ipAddress),
    createdAt: row.createdAt,
    lastActiveAt: row.updatedAt,
  }));
}
