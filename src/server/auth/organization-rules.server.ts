import { getSessionFromCtx } from "better-auth/api";
import { expireCookie } from "better-auth/cookies";
import { organization } from "better-auth/plugins";
import type { DBAdapter, DBTransactionAdapter } from "better-auth/types";
import { and, eq } from "drizzle-orm";
import { type Database, rowsWithin, sqlStateOf } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { Env } from "~/env.server";
import { headersLocale, isLocale, type Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import { ac, can, roles } from "~/lib/organization-access";
import type { PlanEntitlements } from "~/server/billing/entitlements.server";
import { refuseBeyondPlan, withdrawBeyondPlan } from "~/server/billing/people-limit.server";
import { invitationMail } from "~/server/mail/templates/invitation";
import { organizationsOwnedAlone } from "~/server/organizations/organizations.server";
import { emitEvent } from "~/server/webhooks/outbox.server";
import type { Owner } from "~/server/workspaces/workspace.server";
import {
  membershipOf,
  pendingInvitationsOf,
  withdrawInvitation,
} from "~/server/workspaces/workspace.server";
import type { AddressLimits } from "./address-limits.server";
import { authRefusal, betterAuthError } from "./auth-errors.server";
import type { AuthPath } from "./endpoints.server";
import type { HookContext } from "./hook-context.server";
import { onEach, type RuleTable, rulePlugin } from "./rule-plugin.server";

// Better Auth's organization plugin held to the product's rules (ADR 020): its configuration,
// the rules its endpoints leave open, and what the rest of the product hears of its changes.

/** An ended invitation's status, said: "This invitation was accepted already." */
const INVITATION_ENDED: Record<string, typeof m.error_org_invitation_accepted> = {
  accepted: m.error_org_invitation_accepted,
  rejected: m.error_org_invitation_rejected,
  canceled: m.error_org_invitation_canceled,
};

/** Names as a list in `locale`: "Acme, Globex" (Arabic separates them with its own comma). */
function nameList(names: readonly string[], locale: Locale): string {
  return names.join(locale === "ar" ? "، " : ", ");
}

/** Organizations a user may belong to at once (Better Auth counts memberships). */
const ORGANIZATION_LIMIT = 50;
/** Members an organization may have, and pending invitations it may hold. */
const MEMBERSHIP_LIMIT = 100;
/** Teams an organization may have. */
const TEAM_LIMIT = 50;

/** Calls that change the active organization without sending a new signed session copy. */
const ORGANIZATION_SWITCHES = new Set<AuthPath>([
  "/organization/create",
  "/organization/accept-invitation",
  "/organization/leave",
  "/organization/remove-member",
  "/organization/delete",
]);

/** What the organization endpoints need of the rest of the product (billing, keys, caches). */
export interface OrganizationEvents {
  /** Before an organization is deleted: its subscriptions end at the provider; a throw stops it. */
  beforeDeleted(organizationId: string): Promise<void>;
  /** After it is deleted: what this process caches about it (its key, its plan) is forgotten. */
  deleted(organizationId: string): void;
  /** A member left or was removed: an organization key they were shown stops working. */
  lostKeyAccess(organizationId: string, userId: string): Promise<void>;
  /**
   * A member's role changed: the organization keys they hold do what the new role allows, at once
   * on this instance and within the key cache's second on the others (ADR 084).
   */
  roleChanged(organizationId: string, userId: string): void;
}

export interface OrganizationPluginDependencies {
  env: Env;
  /** Where the plan's cap on people is counted (ADR 045). */
  db: Database;
  /** The plan behind that cap. */
  entitlements: PlanEntitlements;
  /** Invitation mails count against the invited address like every other mail. */
  limits: AddressLimits;
  events?: OrganizationEvents;
}

const locale = { type: "string", required: false, input: true } as const;

/** The organization `id` as a webhook event's owner: its endpoints are told (ADR 083). */
function inOrganization(id: string): Owner {
  return { kind: "organization", id };
}

/** A member as the `member.*` events describe them. */
function memberEvent(organizationId: string, member: { userId: string; role: string }) {
  return {
    workspace: inOrganization(organizationId),
    userId: member.userId,
    role: member.role,
  };
}

/** An invitation as the `invitation.*` events describe it. */
function invitationEvent(
  organizationId: string,
  invitation: { id: string; email: string; role: string },
) {
  return {
    workspace: inOrganization(organizationId),
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
  };
}

export function organizationPlugin({
  env,
  db,
  entitlements,
  limits,
  events,
}: OrganizationPluginDependencies) {
  return organization({
    ac,
    roles,
    creatorRole: "owner",
    // The language of the organization's invitation mails (issue 33); null: the inviter's.
    schema: { organization: { additionalFields: { locale } } },
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
      maximumTeams: TEAM_LIMIT,
    },
    // The language its invitation mails are in (ADR 062); the edge rule lets a known locale through.
    async sendInvitationEmail({ id, email, organization: org, inviter, role }, request) {
      const inviterName = inviter.user.name || inviter.user.email;
      const locale = await invitationLocale(db, {
        organization: (org as { locale?: string | null }).locale,
        email,
        inviter: (inviter.user as { locale?: string | null }).locale,
        headers: request?.headers,
      });
      await limits.mailLater(
        "invitation",
        email,
        request,
        invitationMail({
          appName: env.appName,
          url: `${env.appUrl}/invitations/${encodeURIComponent(id)}`,
          organizationName: org.name,
          inviter: inviterName,
          role,
          expiresInHours: Math.round(env.invitationTtlSeconds / 3600),
          locale,
        }),
      );
    },
    organizationHooks: {
      // After the plugin's own checks (role, membership, the recipient), only when a person
      // would be added: a new invitation (not a renewed one) or an accepted one.
      async beforeCreateInvitation({ organization: org, inviter }) {
        await refuseBeyondPlan(db, entitlements, org.id, inviter.id);
      },
      // The plugin counts its limits before it writes; racing creates are counted again after
      // it, and what is over is withdrawn with the plugin's own refusal (ADR 020).
      async afterCreateOrganization({ organization: org, user }) {
        const memberships = eq(schema.member.userId, user.id);
        if (await rowsWithin(db, schema.member, memberships, ORGANIZATION_LIMIT)) return;
        await db.delete(schema.organization).where(eq(schema.organization.id, org.id));
        events?.deleted(org.id);
        throw betterAuthError("YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS");
      },
      async afterCreateTeam({ team }) {
        const teams = eq(schema.team.organizationId, team.organizationId);
        if (await rowsWithin(db, schema.team, teams, TEAM_LIMIT)) return;
        await db.delete(schema.team).where(eq(schema.team.id, team.id));
        throw betterAuthError("YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS");
      },
      async afterCreateInvitation({ organization: org, invitation, inviter }) {
        const pending = pendingInvitationsOf(org.id);
        if (!(await rowsWithin(db, schema.invitation, pending, MEMBERSHIP_LIMIT))) {
          await withdrawInvitation(db, invitation.id);
          throw betterAuthError("INVITATION_LIMIT_REACHED");
        }
        await withdrawBeyondPlan(db, entitlements, org.id, invitation.id, inviter.id);
        await emitEvent({ db }, inOrganization(org.id), "invitation.created", {
          ...invitationEvent(org.id, invitation),
          expiresAt: new Date(invitation.expiresAt).toISOString(),
        });
      },
      async afterAcceptInvitation({ organization: org, invitation, member }) {
        const joined = { ...invitationEvent(org.id, invitation), userId: member.userId };
        await emitEvent({ db }, inOrganization(org.id), "invitation.accepted", joined);
        await emitEvent(
          { db },
          inOrganization(org.id),
          "member.added",
          memberEvent(org.id, member),
        );
      },
      async afterAddMember({ member, organization: org }) {
        await emitEvent(
          { db },
          inOrganization(org.id),
          "member.added",
          memberEvent(org.id, member),
        );
      },
      async beforeAcceptInvitation({ organization: org }) {
        await refuseBeyondPlan(db, entitlements, org.id, null);
      },
      async beforeDeleteOrganization({ organization: org }) {
        try {
          await events?.beforeDeleted(org.id);
        } catch (error) {
          console.warn(`Closing the organization's billing failed: ${(error as Error)?.message}`);
          throw await authRefusal("SERVICE_UNAVAILABLE", words(m.error_org_billing_not_closed, {}));
        }
        // One statement, its foreign keys taking the rest: the plugin would remove the members
        // first, which the database refuses for the last owner (ADR 020). Its deletes find nothing.
        await db.delete(schema.organization).where(eq(schema.organization.id, org.id));
      },
      async afterDeleteOrganization({ organization: org }) {
        events?.deleted(org.id);
      },
      async afterRemoveMember({ member, organization: org }) {
        await events?.lostKeyAccess(org.id, member.userId);
        await emitEvent(
          { db },
          inOrganization(org.id),
          "member.removed",
          memberEvent(org.id, member),
        );
      },
      async afterUpdateMemberRole({ member, organization: org, previousRole }) {
        events?.roleChanged(org.id, member.userId);
        const changed = { ...memberEvent(org.id, member), previousRole };
        await emitEvent({ db }, inOrganization(org.id), "member.role_changed", changed);
      },
    },
  });
}

/** The SQLSTATE of migration 0023's refusal: the change would leave an organization no owner. */
const NO_OWNER_LEFT = "TL001";

/**
 * Better Auth's database adapter with the database's owner rule answered as the plugin answers
 * it. The plugin counts owners before it writes; the database counts again as it writes (migration
 * 0023, under a lock on the organization), so of two owners demoting, removing or leaving at once
 * one is refused (ADR 020). That refusal becomes the plugin's own: demoting answers "without an
 * owner", removing and leaving "as the only owner", 400 at every endpoint that gets there.
 */
export function keepingAnOwner<Options, Adapter extends DBAdapter>(
  adapter: (options: Options) => Adapter,
): (options: Options) => Adapter {
  return (options) => {
    const base = adapter(options);
    return {
      ...answeringOwnerRule(base),
      // The plugin removes a member inside a transaction: its adapter answers the rule too.
      transaction: (callback) => base.transaction((trx) => callback(answeringOwnerRule(trx))),
    };
  };
}

/** The adapter's writes with migration 0023's refusal answered as the plugin's (`keepingAnOwner`). */
function answeringOwnerRule<Adapter extends DBTransactionAdapter>(adapter: Adapter): Adapter {
  const refusing =
    <Args extends unknown[], R>(
      write: (...args: Args) => Promise<R>,
      code: Parameters<typeof betterAuthError>[0],
    ) =>
    (...args: Args) =>
      write(...args).catch((error: unknown) => {
        throw sqlStateOf(error) === NO_OWNER_LEFT ? betterAuthError(code) : error;
      });
  const demoting = "YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER";
  const leaving = "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER";
  return {
    ...adapter,
    update: refusing(adapter.update, demoting),
    updateMany: refusing(adapter.updateMany, demoting),
    delete: refusing(adapter.delete, leaving),
    deleteMany: refusing(adapter.deleteMany, leaving),
  };
}

/**
 * An invitation's language (ADR 062): the organization's, else the invitee's stored choice if
 * the address has an account, else the inviter's (their stored choice, else their request's).
 */
async function invitationLocale(
  db: Database,
  sources: {
    organization: string | null | undefined;
    email: string;
    inviter: string | null | undefined;
    headers: Headers | undefined;
  },
): Promise<Locale> {
  if (isLocale(sources.organization)) return sources.organization;
  const [invitee] = await db
    .select({ locale: schema.user.locale })
    .from(schema.user)
    .where(eq(schema.user.email, sources.email.toLowerCase()));
  if (isLocale(invitee?.locale)) return invitee.locale;
  return headersLocale(sources.headers, sources.inviter);
}

/**
 * The rules run before Better Auth handles an organization endpoint, by path (`before`), and the
 * one that keeps an account whose organizations would be left with no owner. They close what
 * Better Auth's plugin leaves open: an invitation mail is counted against the address like every
 * other mail, only a pending invitation can be cancelled, and a slug taken already is said so
 * (the plugin would say "Organization already exists").
 */
export function organizationRules(db: Database, limits: AddressLimits) {
  /** Before /organization/invite-member. */
  async function inviteRules(ctx: HookContext): Promise<void> {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (typeof body.email === "string")
      await invitationRules(ctx, body.email, body.resend === true);
  }

  /** Before /organization/cancel-invitation. */
  async function cancelRules(ctx: HookContext): Promise<void> {
    const { invitationId } = (ctx.body ?? {}) as Record<string, unknown>;
    if (typeof invitationId === "string") await cancellationRules(ctx, invitationId);
  }

  /** Before /organization/accept-invitation. */
  async function acceptRules(ctx: HookContext): Promise<void> {
    const { invitationId } = (ctx.body ?? {}) as Record<string, unknown>;
    if (typeof invitationId === "string") await refuseJoiningTwice(ctx, invitationId);
  }

  /** Before /organization/set-active, which names the organization in its body. */
  async function membersOnly(ctx: HookContext): Promise<void> {
    await refuseOutsiders(ctx, (ctx.body ?? {}) as Record<string, unknown>);
  }

  /** Before /organization/get-full-organization, which names it in its query. */
  async function membersOnlyByQuery(ctx: HookContext): Promise<void> {
    await refuseOutsiders(ctx, (ctx.query ?? {}) as Record<string, unknown>);
  }

  /** Before /organization/remove-member. */
  async function removeRules(ctx: HookContext): Promise<void> {
    await removalRules(ctx, (ctx.body ?? {}) as Record<string, unknown>);
  }

  /** Before /organization/create: a slug another organization has is refused. */
  async function refuseTakenSlug(ctx: HookContext): Promise<void> {
    const { slug } = (ctx.body ?? {}) as Record<string, unknown>;
    if (typeof slug === "string" && (await slugOwner(slug))) throw await slugTaken();
  }

  /** Before /organization/update: the same, unless the organization has the slug itself. */
  async function refuseTakenSlugOnUpdate(ctx: HookContext): Promise<void> {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const slug = (body.data as { slug?: unknown } | undefined)?.slug;
    if (typeof slug !== "string") return;
    const taken = await slugOwner(slug);
    if (!taken) return;
    const self = (await callerIn(ctx, body.organizationId))?.organizationId;
    if (taken !== self) throw await slugTaken();
  }

  async function slugOwner(slug: string): Promise<string | undefined> {
    const [taken] = await db
      .select({ id: schema.organization.id })
      .from(schema.organization)
      .where(eq(schema.organization.slug, slug));
    return taken?.id;
  }

  function slugTaken() {
    return authRefusal("ORGANIZATION_SLUG_ALREADY_TAKEN", words(m.error_org_slug_taken, {}));
  }

  /**
   * An account cannot go while it is the only owner of an organization: the organization (and
   * what it pays for) would be left with nobody to run it. Checked when the deletion is asked
   * for, so no link is mailed in vain, and again when it happens, whichever endpoint leads there.
   */
  async function refuseWhileOwningAlone(userId: string): Promise<void> {
    const ownedAlone = await organizationsOwnedAlone(db, userId);
    if (ownedAlone.length === 0) return;
    throw await authRefusal("ONLY_OWNER_OF_ORGANIZATION", (locale) =>
      m.error_org_only_owner({ organizations: nameList(ownedAlone, locale) }, { locale }),
    );
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
    await limits.checkMailAllowance("invitation", email, ctx.request?.headers);
    if (resend) return;
    const address = email.toLowerCase();
    const [joined] = await db
      .select({ id: schema.member.id })
      .from(schema.member)
      .innerJoin(schema.user, eq(schema.user.id, schema.member.userId))
      .where(and(eq(schema.member.organizationId, organizationId), eq(schema.user.email, address)));
    if (joined) {
      throw await authRefusal(
        "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
        words(m.error_org_already_member_address, { address }),
      );
    }
    const [pending] = await db
      .select({ id: schema.invitation.id })
      .from(schema.invitation)
      .where(and(pendingInvitationsOf(organizationId), eq(schema.invitation.email, address)));
    if (pending) {
      throw await authRefusal(
        "USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION",
        words(m.error_org_already_invited, { address }),
      );
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
      throw await authRefusal(
        "YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION",
        words(m.error_org_owner_revokes_owner_invitation, {}),
      );
    }
    if (found.status !== "pending") {
      const said = INVITATION_ENDED[found.status];
      throw await authRefusal(
        "INVITATION_NOT_PENDING",
        said ? words(said, {}) : `This invitation was ${found.status} already.`,
      );
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
      throw await authRefusal(
        "ORGANIZATION_NOT_FOUND",
        words(m.api_error_organization_not_found, {}),
      );
    }
    if (!(await membershipOf(db, found.id, session.user.id))) {
      throw await authRefusal(
        "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
        words(m.error_org_not_a_member, {}),
      );
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
      throw await authRefusal(
        "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
        words(m.error_org_already_member, {}),
      );
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
    const refuse = (message: Words) =>
      authRefusal("YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER", message);
    if (!can(role, { member: ["delete"] })) {
      throw await refuse(words(m.error_org_not_allowed_to_remove, {}));
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
      throw await refuse(words(m.error_org_owner_removes_owner, {}));
    }
  }

  return {
    before: {
      "/organization/invite-member": inviteRules,
      "/organization/cancel-invitation": cancelRules,
      "/organization/accept-invitation": acceptRules,
      "/organization/set-active": membersOnly,
      "/organization/get-full-organization": membersOnlyByQuery,
      "/organization/remove-member": removeRules,
      "/organization/create": refuseTakenSlug,
      "/organization/update": refuseTakenSlugOnUpdate,
    } satisfies RuleTable,
    refuseWhileOwningAlone,
  };
}

export type OrganizationRules = ReturnType<typeof organizationRules>;

/**
 * After a call that changes the session's active organization without a new signed copy: the
 * old copy would show the previous workspace for its last second.
 */
function dropSessionCopy(ctx: HookContext): void {
  expireCookie(ctx, ctx.context.authCookies.sessionData);
}

/**
 * After /organization/leave: an organization key the member was shown stops working, and the
 * organization's webhook endpoints are told the member went, as on a removal.
 */
function afterLeaving(events: OrganizationEvents, db: Database) {
  return async function endLeaversMembership(ctx: HookContext): Promise<void> {
    // The response is the member row that went. The caller's session is not on this
    // context: the endpoint's session middleware gave it to the endpoint only.
    const left = (ctx.context as { returned?: unknown }).returned as {
      organizationId?: unknown;
      userId?: unknown;
      role?: unknown;
    };
    const { organizationId, userId, role } = left instanceof Error ? {} : (left ?? {});
    if (typeof organizationId !== "string" || typeof userId !== "string") return;
    await events.lostKeyAccess(organizationId, userId);
    if (typeof role === "string") {
      const went = memberEvent(organizationId, { userId, role });
      await emitEvent({ db }, inOrganization(organizationId), "member.removed", went);
    }
  };
}

/**
 * The organization endpoints' rules around Better Auth's plugin, and the one at /delete-user that
 * keeps an account whose organizations would be left with no owner.
 */
export function organizationCallRules(
  rules: OrganizationRules,
  {
    db,
    deleteAccountEnabled,
    events,
  }: { db: Database; deleteAccountEnabled: boolean; events?: OrganizationEvents },
) {
  return rulePlugin({
    id: "organizations",
    before: {
      ...rules.before,
      "/delete-user": async function refuseDeletingSoleOwner(ctx) {
        if (!deleteAccountEnabled) return;
        const session = await getSessionFromCtx(ctx);
        if (session) await rules.refuseWhileOwningAlone(session.user.id);
      },
    },
    after: {
      ...onEach(ORGANIZATION_SWITCHES, dropSessionCopy),
      ...(events && { "/organization/leave": [dropSessionCopy, afterLeaving(events, db)] }),
    },
  });
}
