import { apiKey } from "@better-auth/api-key";
import { BASE_ERROR_CODES, betterAuth, type SecondaryStorage } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { expireCookie } from "better-auth/cookies";
import { genericOAuth, magicLink, organization } from "better-auth/plugins";
import { tanstackStartCookies } from "better-auth/tanstack-start";
import { and, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { Env } from "~/env.server";
import { ac, can, roles } from "~/lib/organization-access";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-policy";
import { confirmationLinkFor } from "~/lib/sign-in-link";
import { waitInWords } from "~/lib/wait-in-words";
import { type ActivityLog, type EventOrigin, originOf } from "~/server/account/activity.server";
import { API_KEY_PREFIX, ApiKeyError, KEY_CONFIG } from "~/server/api-keys/api-keys.server";
import type { BackgroundTasks } from "~/server/background.server";
import { codeForStatus } from "~/server/http/function-errors.server";
import { betterAuthLogger, logEvent } from "~/server/http/request-log.server";
import type { MailContent } from "~/server/mail/message";
import {
  changeEmailConfirmationMail,
  deleteAccountMail,
  resetPasswordMail,
  verifyEmailMail,
} from "~/server/mail/templates/account";
import { invitationMail } from "~/server/mail/templates/invitation";
import { magicLinkMail } from "~/server/mail/templates/magic-link";
import { MailDeliveryError, type Mailer } from "~/server/mail/transport.server";
import { organizationsOwnedAlone } from "~/server/organizations/organizations.server";
import type { RateLimitRule, RateLimitStore } from "~/server/rate-limit.server";
import { forgetVerifications, type RedisClient } from "~/server/redis.server";
import { membershipOf } from "~/server/workspaces/workspace.server";
import {
  changeEmailGuard,
  DELETE_ACCOUNT_TOKEN_TTL_SECONDS,
  deleteAccountModes,
  EMAIL_TOKEN_TTL_SECONDS,
  emailChangeNotices,
  linkNeedsFreshSession,
  refuseClientIdToken,
  rememberEmailBeforeVerify,
  removeLeftovers,
  revokeOwnSessionOnly,
} from "./account-rules.server";
import { CLIENT_IP_HEADER } from "./client-ip.server";
import { doorOf, storableUser } from "./doors.server";
import {
  MailAllowance,
  type MailKind,
  networkOf,
  PER_IP_PATHS,
  passwordChangeCounter,
  passwordSignInCounter,
} from "./limits.server";
import { afterPasskeyDoor, passkeyRules, passkeys } from "./passkeys.server";
import { hashPassword, verifyPassword } from "./password.server";
import { magicLinkIdentifier } from "./sign-in-link.server";
import {
  afterTwoFactorDoor,
  challengedUser,
  codeCheckOf,
  isRedirectingSignIn,
  needsSecondStep,
  redirectToSecondStep,
  twoFactorPlugin,
  twoFactorRules,
} from "./two-factor.server";

export const MAGIC_LINK_TTL_SECONDS = 5 * 60;
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;

/** How long the link in each kind of mail stays valid. */
const LINK_LIFETIMES: Record<MailKind, number> = {
  "magic-link": MAGIC_LINK_TTL_SECONDS,
  "reset-password": RESET_PASSWORD_TTL_SECONDS,
  "verify-email": EMAIL_TOKEN_TTL_SECONDS,
  "change-email": EMAIL_TOKEN_TTL_SECONDS,
  "delete-account": DELETE_ACCOUNT_TOKEN_TTL_SECONDS,
  invitation: 0,
};

/** What every API key configuration shares (the plugin's view of the product's keys). */
const API_KEY_OPTIONS = {
  defaultPrefix: API_KEY_PREFIX,
  startingCharactersConfig: {
    shouldStore: true,
    charactersLength: API_KEY_PREFIX.length + 4,
  },
  // The plugin's stock per-key limit (10 requests a day) suits no API; limits belong to the
  // REST API's own verification path, which does not go through the plugin.
  rateLimit: { enabled: false },
};

/** Calls that change the active organization without sending a new signed session copy. */
const ORGANIZATION_SWITCHES = new Set([
  "/organization/create",
  "/organization/accept-invitation",
  "/organization/leave",
  "/organization/remove-member",
  "/organization/delete",
]);

/** Calls that read the caller's own state; Better Auth's limiter leaves them alone. */
const UNLIMITED_READS = ["/ok", "/get-session", "/list-accounts"];

/** What the /api-key/create and /api-key/delete doors need of the product's key rules. */
export interface ApiKeyDoors {
  /** The personal key, made exactly as the screens make it; refuses a second one. */
  create(userId: string, origin: EventOrigin): Promise<Record<string, unknown>>;
  /** Forgets a deleted key at once (the REST API's cache, the dashboard's). */
  deleted(keyId: string, userId: string | undefined): void;
}

/** What the organization doors need of the rest of the product (billing, keys, caches). */
export interface OrganizationEvents {
  /** Before an organization is deleted: its subscriptions end at the provider; a throw stops it. */
  beforeDeleted(organizationId: string): Promise<void>;
  /** After it is deleted: what this process caches about it (its key, its plan) is forgotten. */
  deleted(organizationId: string): void;
  /**
   * A member left, was removed, or lost the right to manage keys: an organization key they were
   * shown stops working.
   */
  lostKeyAccess(organizationId: string, userId: string): Promise<void>;
}

/** Organizations a user may belong to at once (Better Auth counts memberships). */
export const ORGANIZATION_LIMIT = 50;
/** Members an organization may have, and pending invitations it may hold. */
export const MEMBERSHIP_LIMIT = 100;

export interface AuthDependencies {
  env: Env;
  db: Database;
  mailer: Mailer;
  /** Where the per-address and per-user counts are kept (the database, or Redis). */
  rateLimits: RateLimitStore;
  /** Mails sent after the answer; the process waits for them before it stops. */
  background: BackgroundTasks;
  /** The product's API key rules, behind Better Auth's api-key doors. */
  apiKeys: ApiKeyDoors;
  /** The account's timeline (ADR 026): every door records what it did there. */
  activity: ActivityLog;
  /** With REDIS_URL: Better Auth's secondary storage, and the client behind it. */
  redis?: { client: RedisClient; storage: SecondaryStorage };
  /** The organization doors' effects on billing and keys. */
  organizations?: OrganizationEvents;
  /** Drops what this process caches about a deleted user (the REST API's key and answers). */
  onUserDeleted?: (userId: string) => void;
  /** Runs before a user is deleted (billing closes the Polar customer); a throw stops the deletion. */
  beforeUserDeleted?: (userId: string) => Promise<void>;
}

type HookContext = Parameters<typeof changeEmailGuard>[0];

/** A refusal the client shows as it is, with the standard Retry-After header. */
function tooManyRequests(message: string, retryAfter: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_REQUESTS", message: `${message} Try again in ${waitInWords(retryAfter)}.` },
    { "Retry-After": String(retryAfter) },
  );
}

const MAIL_REFUSAL = "Too many emails were sent to this address.";
/** Calls that mail the caller's own address after the answer. */
const OWN_MAIL_PATHS = new Set(["/change-email", "/send-verification-email", "/delete-user"]);
const LINK_REFUSAL = "Too many sign-in links were sent to this address.";

/** Zod's issues in Better Auth's own form ("[body.name] message; …"). */
function describeIssues(where: "body" | "query", error: z.ZodError): string {
  return error.issues
    .map((issue) => `[${[where, ...issue.path.map(String)].join(".")}] ${issue.message}`)
    .join("; ");
}

/**
 * The product's shape for the door's input (doors.server.ts), before Better Auth sees it: a
 * failure is 400 VALIDATION_ERROR; a success hands on the parsed value (a trimmed name, say).
 * Calls with no door (the server-only ones) are the product's own and pass.
 */
function checkDoorInput(ctx: HookContext): { body?: unknown; query?: unknown } | undefined {
  const door = doorOf(ctx.path);
  if (!door) return undefined;
  const where = door.body ? "body" : door.query ? "query" : undefined;
  if (!where) return undefined;
  const schema = (door.body ?? door.query) as z.ZodType;
  const parsed = schema.safeParse((where === "body" ? ctx.body : ctx.query) ?? {});
  if (!parsed.success) {
    throw APIError.fromStatus("BAD_REQUEST", {
      code: "VALIDATION_ERROR",
      message: describeIssues(where, parsed.error),
    });
  }
  return { [where]: parsed.data };
}

export function createAuth({
  env,
  db,
  mailer,
  rateLimits,
  background,
  apiKeys,
  activity,
  redis,
  onUserDeleted,
  beforeUserDeleted,
  organizations,
}: AuthDependencies) {
  const appName = env.appName;
  const oidc = env.oidc;
  const limits = env.authLimits;
  const trustedProviders = [...(env.github ? ["github"] : []), ...(env.google ? ["google"] : [])];
  const allowance = new MailAllowance(rateLimits, limits, {
    ...LINK_LIFETIMES,
    invitation: env.invitationTtlSeconds,
  });

  /** Counts one hit; refuses with `refusal` once the counter is spent. */
  async function limit(counter: { key: string; rule: RateLimitRule }, refusal: string) {
    const decision = await rateLimits.consume(counter.key, counter.rule);
    if (!decision.allowed) throw tooManyRequests(refusal, decision.retryAfter);
  }

  /**
   * A mail sent after the answer (Better Auth hands it to `advanced.backgroundTasks`): counted
   * against the address just before it goes, and dropped when the address's allowance is spent.
   * Nobody waits for it, so a failure is logged here and not rethrown.
   */
  async function mailLater(
    kind: MailKind,
    to: string,
    request: Request | undefined,
    content: MailContent,
  ): Promise<void> {
    const taken = await allowance.take(kind, to, networkOf(request?.headers));
    if (!taken.allowed) {
      logEvent("info", "Mail not sent: the address's allowance is spent", { kind });
      return;
    }
    try {
      await mailer.send({ to, ...content });
    } catch (error) {
      await taken.giveBack();
      // The SMTP mailer has said why already; anything else is said here.
      if (!(error instanceof MailDeliveryError)) logEvent("warn", "Mail not sent", { kind, error });
    }
  }

  /**
   * Before a signed-in call that mails the caller's own addresses later: says 429 when an
   * allowance is already spent, counting nothing (the mail counts when it is sent). Calls made
   * signed out get no such answer, since it would tell whether mail went to an account.
   */
  async function checkOwnMailAllowance(ctx: HookContext): Promise<void> {
    if (!OWN_MAIL_PATHS.has(ctx.path)) return;
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    const network = networkOf(ctx.request?.headers);
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const checks: [MailKind, string][] = [];
    if (ctx.path === "/change-email" && env.changeEmailEnabled) {
      checks.push(["change-email", session.user.email]);
    }
    if (ctx.path === "/send-verification-email" && typeof body.email === "string") {
      if (body.email.toLowerCase() === session.user.email)
        checks.push(["verify-email", body.email]);
    }
    if (ctx.path === "/delete-user" && env.deleteAccountEnabled) {
      const byLink = body.password === undefined && body.freshSession === undefined;
      if (byLink && body.token === undefined) checks.push(["delete-account", session.user.email]);
    }
    for (const [kind, address] of checks) {
      const decision = await allowance.check(kind, address, network);
      if (!decision.allowed) throw tooManyRequests(MAIL_REFUSAL, decision.retryAfter);
    }
  }

  /** The plugin's code checks, for the product's rule that turning two-factor off takes a code. */
  const late: { verifyCode?: (code: string, headers: Headers) => Promise<void> } = {};
  const twoFactorDeps = {
    rateLimits,
    rule: { window: limits.window, max: limits.passwordPerUser },
    verifyCode: (code: string, headers: Headers) => {
      if (!late.verifyCode) throw new Error("The auth instance is not ready");
      return late.verifyCode(code, headers);
    },
    tooManyRequests,
  };

  const providerIds = new Set([...trustedProviders, ...(oidc ? [oidc.providerId] : [])]);

  /**
   * A provider the product does not offer is answered as Better Auth answers it ("Provider not
   * found"), before Better Auth logs the caller's mistake as an error of the server's.
   */
  function refuseUnknownProvider(ctx: HookContext): void {
    const provider = (ctx.body as { provider?: unknown } | undefined)?.provider;
    if (typeof provider === "string" && !providerIds.has(provider)) {
      throw APIError.from("NOT_FOUND", BASE_ERROR_CODES.PROVIDER_NOT_FOUND);
    }
  }

  /** Password guesses per address and per user, whoever asks and from wherever. */
  async function passwordLimits(ctx: HookContext): Promise<void> {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (ctx.path === "/sign-in/email" && typeof body.email === "string") {
      await limit(
        passwordSignInCounter(limits, body.email),
        "Too many sign-in attempts for this address.",
      );
    }
    if (ctx.path === "/change-password") {
      const session = await getSessionFromCtx(ctx);
      if (session) {
        await limit(
          passwordChangeCounter(limits, "change-password", session.user.id),
          "Too many attempts.",
        );
      }
    }
  }

  /**
   * POST /api-key/create: the one personal key, made by the product's own rule (the screens'
   * server function calls the same), in the plugin's answer shape.
   */
  async function createKeyAtDoor(ctx: HookContext) {
    const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
    if (!session) {
      throw APIError.fromStatus("UNAUTHORIZED", {
        code: "UNAUTHORIZED",
        message: "You need to sign in to do that.",
      });
    }
    try {
      return ctx.json(await apiKeys.create(session.user.id, originOf(ctx.request?.headers)));
    } catch (error) {
      if (error instanceof ApiKeyError) {
        throw APIError.fromStatus(error.status === 409 ? "CONFLICT" : "NOT_FOUND", {
          code: codeForStatus(error.status),
          message: error.message,
        });
      }
      throw error;
    }
  }

  /**
   * The organization doors' rules that Better Auth's plugin leaves open: an invitation mail is
   * counted against the address like every other mail (refused before the invitation is made
   * when the allowance is spent), only a pending invitation can be cancelled, and a slug taken
   * already is said so (the plugin would answer "Organization already exists").
   */
  async function organizationRules(ctx: HookContext): Promise<void> {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (ctx.path === "/organization/invite-member" && typeof body.email === "string") {
      await invitationRules(ctx, body.email, body.resend === true);
    }
    if (ctx.path === "/organization/cancel-invitation" && typeof body.invitationId === "string") {
      await cancellationRules(ctx, body.invitationId);
    }
    if (ctx.path === "/organization/accept-invitation" && typeof body.invitationId === "string") {
      await refuseJoiningTwice(ctx, body.invitationId);
    }
    if (ctx.path === "/organization/set-active") await refuseOutsiders(ctx, body);
    if (ctx.path === "/organization/get-full-organization") {
      await refuseOutsiders(ctx, (ctx.query ?? {}) as Record<string, unknown>);
    }
    if (ctx.path === "/organization/remove-member") await removalRules(ctx, body);
    const slug =
      ctx.path === "/organization/create"
        ? body.slug
        : ctx.path === "/organization/update"
          ? (body.data as { slug?: unknown } | undefined)?.slug
          : undefined;
    if (typeof slug === "string") {
      const [taken] = await db
        .select({ id: schema.organization.id })
        .from(schema.organization)
        .where(eq(schema.organization.slug, slug));
      const self =
        ctx.path === "/organization/update"
          ? (await callerIn(ctx, body.organizationId))?.organizationId
          : undefined;
      if (taken && (ctx.path === "/organization/create" || taken.id !== self)) {
        throw APIError.fromStatus("BAD_REQUEST", {
          code: "ORGANIZATION_SLUG_ALREADY_TAKEN",
          message: "That short name is taken. Choose another.",
        });
      }
    }
  }

  /**
   * An account cannot go while it is the only owner of an organization: the organization (and
   * what it pays for) would be left with nobody to run it. Checked when the deletion is asked
   * for, so no link is mailed in vain, and again when it happens, whichever door leads there.
   */
  async function refuseWhileOwningAlone(userId: string): Promise<void> {
    const ownedAlone = await organizationsOwnedAlone(db, userId);
    if (ownedAlone.length === 0) return;
    throw APIError.fromStatus("CONFLICT", {
      code: "CONFLICT",
      message: `You are the only owner of ${ownedAlone.join(", ")}. Hand it over to another member or delete it first.`,
    });
  }

  /** The caller's session and their membership of the organization a call names (or the active one). */
  async function callerIn(ctx: HookContext, organizationId: unknown) {
    const session = await getSessionFromCtx(ctx);
    const active = (session?.session as { activeOrganizationId?: unknown } | undefined)
      ?.activeOrganizationId;
    const id = organizationId ?? active;
    if (!session || typeof id !== "string") return undefined;
    const membership = await membershipOf(db, id, session.user.id);
    return { session, organizationId: id, role: membership?.role };
  }

  /**
   * Inviting: only for those who may (the plugin refuses the rest, and they learn nothing here
   * about the address's mail allowance or the members); counted against the address's mail
   * allowance like every mail; and someone who is a member or invited already is said so in the
   * product's words, with what to do instead.
   */
  async function invitationRules(ctx: HookContext, email: string, resend: boolean): Promise<void> {
    const caller = await callerIn(ctx, (ctx.body as { organizationId?: unknown }).organizationId);
    if (!caller || !can(caller.role, { invitation: ["create"] })) return;
    const { organizationId } = caller;
    const decision = await allowance.check("invitation", email, networkOf(ctx.request?.headers));
    if (!decision.allowed) throw tooManyRequests(MAIL_REFUSAL, decision.retryAfter);
    if (resend) return;
    const address = email.toLowerCase();
    const [joined] = await db
      .select({ id: schema.member.id })
      .from(schema.member)
      .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
      .where(and(eq(schema.member.organizationId, organizationId), eq(schema.user.email, address)));
    if (joined) {
      throw APIError.fromStatus("BAD_REQUEST", {
        code: "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
        message: `${address} is a member of this organization already.`,
      });
    }
    const [pending] = await db
      .select({ id: schema.invitation.id })
      .from(schema.invitation)
      .where(
        and(
          eq(schema.invitation.organizationId, organizationId),
          eq(schema.invitation.email, address),
          eq(schema.invitation.status, "pending"),
          gt(schema.invitation.expiresAt, new Date()),
        ),
      );
    if (pending) {
      throw APIError.fromStatus("BAD_REQUEST", {
        code: "USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION",
        message: `${address} is invited already. Resend the invitation from the pending list if it went missing.`,
      });
    }
  }

  /**
   * Revoking an invitation: only a pending one, and an invitation to be an owner only by an
   * owner (an admin neither grants nor takes anything of an owner's).
   */
  async function cancellationRules(ctx: HookContext, invitationId: string): Promise<void> {
    const [found] = await db
      .select({
        status: schema.invitation.status,
        role: schema.invitation.role,
        organizationId: schema.invitation.organizationId,
      })
      .from(schema.invitation)
      .where(eq(schema.invitation.id, invitationId));
    if (!found) return;
    const caller = await callerIn(ctx, found.organizationId);
    if (!caller?.role) return;
    if (found.role === "owner" && caller.role !== "owner") {
      throw APIError.fromStatus("FORBIDDEN", {
        code: "YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION",
        message: "Only an owner can revoke an invitation to be an owner.",
      });
    }
    if (found.status !== "pending") {
      throw APIError.fromStatus("BAD_REQUEST", {
        code: "INVITATION_NOT_PENDING",
        message: `This invitation was ${found.status} already.`,
      });
    }
  }

  /**
   * Naming an organization one is not a member of is refused before the plugin sees it: the
   * plugin refuses too, but first clears the caller's active organization, a write that a
   * refused call must not make (and a way for a page to throw a member out of their workspace).
   */
  async function refuseOutsiders(ctx: HookContext, input: Record<string, unknown>): Promise<void> {
    const { organizationId, organizationSlug } = input;
    if (typeof organizationId !== "string" && typeof organizationSlug !== "string") return;
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    const [found] = await db
      .select({ id: schema.organization.id })
      .from(schema.organization)
      .where(
        typeof organizationId === "string"
          ? eq(schema.organization.id, organizationId)
          : eq(schema.organization.slug, organizationSlug as string),
      );
    if (!found) {
      throw APIError.fromStatus("BAD_REQUEST", {
        code: "ORGANIZATION_NOT_FOUND",
        message: "Organization not found",
      });
    }
    if (!(await membershipOf(db, found.id, session.user.id))) {
      throw APIError.fromStatus("FORBIDDEN", {
        code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
        message: "User is not a member of the organization",
      });
    }
  }

  /**
   * Accepting an invitation to an organization one belongs to already is said so: the plugin
   * would insert a second membership, which the database refuses (a 500, and the invitation
   * back to pending).
   */
  async function refuseJoiningTwice(ctx: HookContext, invitationId: string): Promise<void> {
    const [found] = await db
      .select({ organizationId: schema.invitation.organizationId })
      .from(schema.invitation)
      .where(eq(schema.invitation.id, invitationId));
    if (!found) return;
    const caller = await callerIn(ctx, found.organizationId);
    if (caller?.role) {
      throw APIError.fromStatus("BAD_REQUEST", {
        code: "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
        message: "You are a member of this organization already.",
      });
    }
  }

  /**
   * Removing a member: a role without the permission is refused 403 (the plugin answers 401, as
   * if the caller were signed out), and only an owner removes an owner (the plugin would say
   * "You cannot leave the organization as the only owner" to an admin).
   */
  async function removalRules(ctx: HookContext, body: Record<string, unknown>): Promise<void> {
    const target = body.memberIdOrEmail;
    if (typeof target !== "string") return;
    const caller = await callerIn(ctx, body.organizationId);
    if (!caller?.role) return;
    const { organizationId, role } = caller;
    const refuse = (message: string) =>
      APIError.fromStatus("FORBIDDEN", {
        code: "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER",
        message,
      });
    if (!can(role, { member: ["delete"] })) {
      throw refuse("You are not allowed to delete this member");
    }
    const [removed] = await db
      .select({ role: schema.member.role })
      .from(schema.member)
      .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
      .where(
        and(
          eq(schema.member.organizationId, organizationId),
          target.includes("@")
            ? eq(schema.user.email, target.toLowerCase())
            : eq(schema.member.id, target),
        ),
      );
    if (removed?.role === "owner" && role !== "owner") {
      throw refuse("Only an owner can remove an owner.");
    }
  }

  /** Who was signed in when a call that ends their session began, keyed by the request. */
  const endingSessionOf = new WeakMap<Request, string>();

  /** The provider of the account an /unlink-account call names, read before the row goes. */
  const unlinkingOf = new WeakMap<Request, string>();

  async function rememberUnlinkedProvider(ctx: HookContext): Promise<void> {
    const accountId = (ctx.body as { accountId?: unknown } | undefined)?.accountId;
    if (ctx.path !== "/unlink-account" || !ctx.request || typeof accountId !== "string") return;
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
    if (ctx.path !== "/sign-out" && ctx.path !== "/revoke-sessions") return;
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

  /** Where a call came from: the browser's request, or the headers a server function passed. */
  function originOfCall(ctx: HookContext): EventOrigin {
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
  } as const;

  /** How each door that makes a session signs in, for the timeline. */
  function signInMethod(path: string, params?: unknown): Record<string, string> | undefined {
    if (path === "/sign-in/email") return { method: "password" };
    if (path === "/magic-link/verify") return { method: "magic-link" };
    if (path === "/passkey/verify-authentication") return { method: "passkey" };
    if (!/^\/(?:oauth2\/)?callback\/:id$/.test(path)) return undefined;
    // The endpoint's path is the pattern; the provider is the call's own parameter.
    const provider = (params as { id?: unknown } | undefined)?.id;
    return typeof provider === "string"
      ? { method: "social", provider: providerName(provider) }
      : undefined;
  }

  function providerName(id: string): string {
    if (id === "github") return "GitHub";
    if (id === "google") return "Google";
    return oidc && id === oidc.providerId ? oidc.name : id;
  }

  /**
   * After every call: the event it makes on the caller's timeline (ADR 026). A refused call
   * records nothing, except a wrong password for an address that has an account, recorded
   * after the answer so that the answer's timing says nothing about which addresses do.
   */
  async function recordActivity(ctx: HookContext, secondStepPending: boolean): Promise<void> {
    const returned = (ctx.context as { returned?: unknown }).returned;
    const refused = returned instanceof Error;
    const newSession = ctx.context.newSession;
    const method = signInMethod(ctx.path, (ctx as { params?: unknown }).params);
    if (method && newSession) {
      // Not signed in yet: the sign-in is recorded when its second step passes.
      if (!secondStepPending)
        await activity.record(newSession.user.id, "sign_in", originOfCall(ctx), method);
      return;
    }
    if (await recordCodeCheck(ctx, refused ? (returned as APIError) : undefined)) return;
    if (ctx.path === "/sign-in/email" && refused && (returned as APIError).statusCode === 401) {
      const email = (ctx.body as { email?: unknown } | undefined)?.email;
      const origin = originOfCall(ctx);
      if (typeof email === "string") background.run(recordFailedSignIn(ctx, email, origin));
      return;
    }
    if (refused || !Object.hasOwn(CALLER_EVENTS, ctx.path)) return;
    const kind = CALLER_EVENTS[ctx.path as keyof typeof CALLER_EVENTS];
    // Deleted at once: nothing is left to record it on.
    if (kind === "account_deletion_requested") {
      if ((returned as { message?: unknown } | undefined)?.message !== "Verification email sent")
        return;
    }
    const userId = await callerAfter(ctx);
    if (!userId) return;
    const unlinked = ctx.request && unlinkingOf.get(ctx.request);
    const detail: Record<string, string> =
      kind === "provider_unlinked" && unlinked ? { provider: providerName(unlinked) } : {};
    await activity.record(userId, kind, originOfCall(ctx), detail);
  }

  /**
   * A two-factor code check: a sign-in's second step (signed in, with a backup code spent, or a
   * wrong code recorded after the answer), or the first code that turns two-factor on. True when
   * the call was one.
   */
  async function recordCodeCheck(
    ctx: HookContext,
    refusal: APIError | undefined,
  ): Promise<boolean> {
    const check = codeCheckOf(ctx.request);
    if (!check) return false;
    const origin = originOfCall(ctx);
    const backup = ctx.path === "/two-factor/verify-backup-code";
    if (check.mode === "signed-in") {
      if (!refusal && !check.enabled && !backup) {
        await activity.record(check.userId, "two_factor_enabled", origin);
      }
      return true;
    }
    const newSession = ctx.context.newSession;
    if (!refusal && newSession) {
      const userId = newSession.user.id;
      await activity.record(userId, "sign_in", origin, {
        method: backup ? "backup-code" : "authenticator-app",
      });
      if (backup) await activity.record(userId, "backup_code_used", origin);
      return true;
    }
    if (refusal?.statusCode === 401) {
      const userId = await challengedUser(ctx);
      if (userId) background.run(activity.record(userId, "two_factor_failed", origin));
    }
    return true;
  }

  async function recordFailedSignIn(ctx: HookContext, email: string, origin: EventOrigin) {
    const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
    if (found) await activity.record(found.user.id, "sign_in_failed", origin);
  }

  /**
   * An account row joined a user. A password's (Better Auth's /set-password is server-only and
   * has no hooks, so this is where every door that sets a first password meets), or a
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
    if (request && usersMadeBy.get(request) === row.userId) return;
    await activity.record(row.userId, "provider_linked", originOf(headers), {
      provider: providerName(row.providerId),
    });
  }

  /** The user each request made, if it made one: a provider's first sign-in makes both rows. */
  const usersMadeBy = new WeakMap<Request, string>();

  /** The product's rules for single calls, run before Better Auth handles them. */
  async function pathRules(ctx: HookContext) {
    await passwordLimits(ctx);
    await rememberEndingSession(ctx);
    await rememberUnlinkedProvider(ctx);
    await checkOwnMailAllowance(ctx);
    if (ctx.path.startsWith("/organization/")) await organizationRules(ctx);
    if (ctx.path === "/delete-user" && env.deleteAccountEnabled) {
      const session = await getSessionFromCtx(ctx);
      if (session) await refuseWhileOwningAlone(session.user.id);
    }
    if (ctx.path === "/sign-in/social" || ctx.path === "/link-social") {
      refuseClientIdToken(ctx);
      refuseUnknownProvider(ctx);
    }
    return accountRules(ctx);
  }

  async function accountRules(ctx: HookContext) {
    if (ctx.path === "/change-email") return changeEmailGuard(ctx);
    if (ctx.path === "/verify-email") return rememberEmailBeforeVerify(ctx);
    if (ctx.path === "/delete-user") return deleteAccountModes(ctx);
    if (ctx.path === "/revoke-session") return revokeOwnSessionOnly(ctx);
    if (ctx.path === "/link-social") return linkNeedsFreshSession(ctx);
  }

  const auth = betterAuth({
    appName,
    // Better Auth's warnings and errors as the app's own events: JSON lines with the request id.
    logger: betterAuthLogger,
    baseURL: env.appUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [env.appUrl],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    // With REDIS_URL, Better Auth keeps its per-client rate limits in Redis. It would also move
    // sessions and verification values there, out of PostgreSQL; `storeSessionInDatabase` and
    // `verification.storeInDatabase` keep them in PostgreSQL too (Redis holds a short-lived
    // copy, see betterAuthStorage), so sessions stay listable and revocable by the product's
    // own queries, deletion finds every row, single-use tokens are still consumed atomically
    // from the database, and sessions survive a Redis outage. Without Redis the option changes
    // nothing.
    ...(redis && { secondaryStorage: redis.storage }),
    verification: {
      ...(redis && { storeInDatabase: true }),
      // Reset and deletion links are kept as hashes, as magic links are (storeToken below):
      // someone who can read the table cannot use them. OAuth state needs no hashing: it signs
      // nobody in without the provider's answer.
      storeIdentifier: {
        default: "plain",
        overrides: { "reset-password:": "hashed", "delete-account-": "hashed" },
      },
    },
    session: {
      storeSessionInDatabase: true,
      freshAge: env.freshAge,
      // A signed copy of the session and user in a short-lived cookie: reads within its life
      // need no database. Better Auth's sensitive calls skip it, and so do the product's
      // server functions that change data (session.server.ts).
      cookieCache: { enabled: env.sessionCacheSeconds > 0, maxAge: env.sessionCacheSeconds },
    },
    emailAndPassword: {
      // Passwords are optional extras for magic-link accounts: set in the settings, never by
      // a sign-up form.
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }, request) {
        await activity.record(user.id, "password_reset", originOf(request?.headers));
      },
      async sendResetPassword({ user, url }, request) {
        await mailLater("reset-password", user.email, request, resetPasswordMail({ appName, url }));
      },
    },
    emailVerification: {
      expiresIn: EMAIL_TOKEN_TTL_SECONDS,
      async sendVerificationEmail({ user, url }, request) {
        await mailLater("verify-email", user.email, request, verifyEmailMail({ appName, url }));
      },
    },
    user: {
      changeEmail: {
        enabled: env.changeEmailEnabled,
        updateEmailWithoutVerification: true,
        async sendChangeEmailConfirmation({ user, newEmail, url }, request) {
          // To the old address, which is the one to warn if the change was not its owner's.
          const notMeUrl = await activity.notMeLink(user.id);
          await mailLater(
            "change-email",
            user.email,
            request,
            changeEmailConfirmationMail({ appName, url, newEmail, notMeUrl }),
          );
        },
      },
      deleteUser: {
        enabled: env.deleteAccountEnabled,
        deleteTokenExpiresIn: DELETE_ACCOUNT_TOKEN_TTL_SECONDS,
        async sendDeleteAccountVerification({ user, url }, request) {
          await mailLater(
            "delete-account",
            user.email,
            request,
            deleteAccountMail({ appName, url }),
          );
        },
        async beforeDelete(user) {
          await refuseWhileOwningAlone(user.id);
          try {
            await beforeUserDeleted?.(user.id);
          } catch (error) {
            console.warn(`Closing the billing account failed: ${(error as Error)?.message}`);
            throw new APIError("SERVICE_UNAVAILABLE", {
              message:
                "Your subscriptions could not be cancelled at the payment provider, so the account was not deleted. Please try again.",
            });
          }
        },
        async afterDelete(user) {
          await removeLeftovers(db, user);
          if (redis) await forgetVerifications(redis.client, user);
          onUserDeleted?.(user.id);
        },
      },
    },
    // AUTH_ALLOW_SIGNUP=false closes every way in for a new address, not only magic links.
    socialProviders: {
      ...(env.github && { github: { ...env.github, disableSignUp: !env.allowSignUp } }),
      ...(env.google && { google: { ...env.google, disableSignUp: !env.allowSignUp } }),
    },
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders,
        allowDifferentEmails: env.allowDifferentEmails,
      },
    },
    rateLimit: {
      enabled: true,
      storage: redis ? "secondary-storage" : "database",
      modelName: "rateLimit",
      // Any other call, per client IP (Better Auth's window of 10 seconds).
      window: 10,
      max: limits.otherPerIp,
      customRules: {
        ...Object.fromEntries(
          PER_IP_PATHS.map((path) => [path, { window: limits.window, max: limits.perIp }]),
        ),
        // Reads that pages and clients make on every load: counting them would cost two
        // database round trips per call (the limiter reads and writes its row) to guard
        // calls that send nothing and change nothing.
        ...Object.fromEntries(UNLIMITED_READS.map((path) => [path, false as const])),
      },
    },
    advanced: {
      // The route handler writes the connection's address (or, behind a trusted proxy, the
      // forwarded one) into this header, replacing anything the client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips origin and callback checks when NODE_ENV=test; the tests must see
      // the production behaviour.
      disableOriginCheck: false,
      // The session and its user in one query: Drizzle relations in src/db/schema/relations.ts.
      database: { joins: true },
      // Mails that go only where an account exists (a reset link, say) are sent after the
      // answer, so the answer takes as long for an address nobody holds.
      backgroundTasks: { handler: background.run },
    },
    databaseHooks: {
      user: {
        // Whatever door makes a user (a magic link's name, a provider's profile), it is stored
        // within the product's rules, like a name set in the settings.
        create: {
          before: async (user) => {
            const data = storableUser(user);
            return data && { data };
          },
          after: async (user, ctx) => {
            if (ctx?.request) usersMadeBy.set(ctx.request, user.id);
          },
        },
      },
      account: {
        create: {
          after: async (row, ctx) => {
            await recordNewAccountRow(row, ctx?.request, ctx?.request?.headers ?? ctx?.headers);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A call that changes something reads its session from the database, never from the
        // cookie cache: a session revoked a moment ago can read for at most
        // AUTH_SESSION_CACHE_SECONDS, but it can change nothing. The guards below see the
        // flag too, and the endpoint gets it through the returned context.
        const changes = ctx.request !== undefined && ctx.request.method !== "GET";
        if (changes) ctx.query = { ...ctx.query, disableCookieCache: true };
        // The door's shape first: the rules below read a body the product accepts.
        const input = checkDoorInput(ctx);
        if (input?.body !== undefined) ctx.body = input.body;
        if (ctx.path === "/api-key/create") return createKeyAtDoor(ctx);
        const answered = await passkeyRules(ctx, db);
        if (answered !== undefined) return answered;
        await twoFactorRules(ctx, twoFactorDeps);
        const own = await pathRules(ctx);
        return {
          context: {
            ...(input?.body !== undefined && { body: ctx.body }),
            ...(changes && { query: ctx.query }),
            ...own?.context,
          },
        };
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A verified address is not written into the signed session copy (Better Auth does that
        // only with auto sign-in), so the copy, set moments ago by the change, would show the
        // page "Not verified" for its last second: dropping it makes the next read ask the
        // database.
        if (ctx.path === "/verify-email") expireCookie(ctx, ctx.context.authCookies.sessionData);
        if (ctx.path === "/api-key/delete") {
          const keyId = (ctx.body as { keyId?: unknown } | undefined)?.keyId;
          if (typeof keyId === "string") apiKeys.deleted(keyId, ctx.context.session?.user.id);
        }
        if (ORGANIZATION_SWITCHES.has(ctx.path)) {
          // These change the session's active organization without a new signed copy: the old
          // copy would show the previous workspace for its last second.
          expireCookie(ctx, ctx.context.authCookies.sessionData);
        }
        if (ctx.path === "/organization/leave" && organizations) {
          // The answer is the member row that went. The caller's session is not on this
          // context: the endpoint's session middleware gave it to the endpoint only.
          const left = ctx.context.returned as { organizationId?: unknown; userId?: unknown };
          const { organizationId, userId } = left instanceof Error ? {} : (left ?? {});
          if (typeof organizationId === "string" && typeof userId === "string") {
            await organizations.lostKeyAccess(organizationId, userId);
          }
        }
        const passkeyEvent = await afterPasskeyDoor(ctx, db);
        if (passkeyEvent) {
          const { userId, kind, detail } = passkeyEvent;
          await activity.record(userId, kind, originOfCall(ctx), detail);
        }
        const changedEmailOf = await emailChangeNotices(
          ctx,
          (to, content) => mailer.send({ to, ...content }),
          (userId) => activity.notMeLink(userId),
        );
        if (changedEmailOf)
          await activity.record(changedEmailOf, "email_changed", originOfCall(ctx));
        const secondStep = await needsSecondStep(ctx);
        await recordActivity(ctx, secondStep);
        // Both may answer instead of the endpoint, so they come last.
        await afterTwoFactorDoor(ctx, db, twoFactorDeps);
        if (secondStep && isRedirectingSignIn(ctx.path))
          await redirectToSecondStep(ctx, env.appUrl);
      }),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: "hashed",
        disableSignUp: !env.allowSignUp,
        // Per client IP: the customRules above.
        rateLimit: { window: limits.window, max: limits.perIp },
        async sendMagicLink({ email, url, token }, ctx) {
          // Nothing half-done: no live token for a link nobody received, and no allowance
          // spent on it (the per-IP limit still counted the try).
          const dropToken = () =>
            ctx?.context.internalAdapter.deleteVerificationByIdentifier(magicLinkIdentifier(token));
          const taken = await allowance.take("magic-link", email, networkOf(ctx?.request?.headers));
          if (!taken.allowed) {
            await dropToken();
            throw tooManyRequests(LINK_REFUSAL, taken.retryAfter);
          }
          try {
            await mailer.send({
              to: email,
              ...magicLinkMail({
                appName,
                // The page that asks before spending the token: a mail scanner's GET of the
                // link signs nobody in (ADR 023).
                url: confirmationLinkFor(url, env.appUrl),
                expiresInMinutes: MAGIC_LINK_TTL_SECONDS / 60,
              }),
            });
          } catch (error) {
            await Promise.allSettled([dropToken(), taken.giveBack()]);
            throw error;
          }
        },
      }),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: oidc.providerId,
                  discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  scopes: ["openid", "email", "profile", "offline_access"],
                  pkce: true,
                  disableSignUp: !env.allowSignUp,
                },
              ],
            }),
          ]
        : []),
      // One configuration per kind of key owner, so the plugin reads the product's rows right:
      // "default" keys belong to a user, "organization" keys to an organization (api-keys.server
      // makes both). Its doors stay the personal key's: /api-key/create is the product's own
      // (createKeyAtDoor), and /api-key/delete, with no configId in its body, finds only
      // "default" keys, so an organization's key is not found there.
      apiKey([
        { configId: KEY_CONFIG.user, ...API_KEY_OPTIONS },
        { configId: KEY_CONFIG.organization, references: "organization", ...API_KEY_OPTIONS },
      ]),
      organization({
        ac,
        roles,
        creatorRole: "owner",
        organizationLimit: ORGANIZATION_LIMIT,
        membershipLimit: MEMBERSHIP_LIMIT,
        invitationLimit: MEMBERSHIP_LIMIT,
        invitationExpiresIn: env.invitationTtlSeconds,
        // An invitation is bound to its address: only someone who proved they read that inbox
        // (a magic link does) may accept it.
        requireEmailVerificationOnInvitation: true,
        teams: {
          enabled: true,
          // Teams are made by people, not one per organization by default.
          defaultTeam: { enabled: false },
          allowRemovingAllTeams: true,
          maximumTeams: 50,
        },
        async sendInvitationEmail({ id, email, organization: org, inviter, role }, request) {
          const inviterName = inviter.user.name || inviter.user.email;
          await mailLater(
            "invitation",
            email,
            request,
            invitationMail({
              appName,
              url: `${env.appUrl}/invitations/${encodeURIComponent(id)}`,
              organizationName: org.name,
              inviter: inviterName,
              role,
              expiresInHours: Math.round(env.invitationTtlSeconds / 3600),
            }),
          );
        },
        organizationHooks: {
          async beforeDeleteOrganization({ organization: org }) {
            try {
              await organizations?.beforeDeleted(org.id);
            } catch (error) {
              console.warn(
                `Closing the organization's billing failed: ${(error as Error)?.message}`,
              );
              throw new APIError("SERVICE_UNAVAILABLE", {
                code: "SERVICE_UNAVAILABLE",
                message:
                  "The organization's subscriptions could not be cancelled at the payment provider, so it was not deleted. Please try again.",
              });
            }
          },
          async afterDeleteOrganization({ organization: org }) {
            organizations?.deleted(org.id);
          },
          async afterRemoveMember({ member, organization: org }) {
            await organizations?.lostKeyAccess(org.id, member.userId);
          },
          async afterUpdateMemberRole({ member, organization: org }) {
            if (!can(member.role, { apiKey: ["create"] })) {
              await organizations?.lostKeyAccess(org.id, member.userId);
            }
          },
        },
      }),
      passkeys(env),
      twoFactorPlugin(appName),
      // Must stay last: it copies the cookies set by the calls above onto TanStack's response.
      tanstackStartCookies(),
    ],
  });
  late.verifyCode = async (code, headers) => {
    // Six digits come from the authenticator app; anything else the door let in is a backup code.
    if (/^\d{6}$/.test(code)) await auth.api.verifyTOTP({ body: { code }, headers });
    // Signed in, the plugin checks (and spends) the code without making a session.
    else await auth.api.verifyBackupCode({ body: { code }, headers });
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
