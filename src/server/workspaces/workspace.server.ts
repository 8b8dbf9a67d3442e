import { and, asc, eq, gt, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invitation, member, organization } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import { AppError, type ErrorCode } from "~/lib/app-error";
import { can, type OrganizationRole, type Permission } from "~/lib/organization-access";

// The workspace a request acts in (DESIGN.md "Workspaces"): the user's personal one, or an
// organization they are a member of. What owns a subscription or an API key is its owner: the
// same two kinds. Resolved once per request from the session's active organization (or, on the
// REST API, from the key), and the membership is read from the database every time: the
// session's active organization is only a hint, which a removal or a deletion makes stale.

export type Owner = { kind: "user"; id: string } | { kind: "organization"; id: string };

/** The organization's invitations still open: pending and not expired (each keeps a place). */
export function pendingInvitationsOf(organizationId: string): SQL {
  return and(
    eq(invitation.organizationId, organizationId),
    eq(invitation.status, "pending"),
    gt(invitation.expiresAt, new Date()),
  ) as SQL;
}

/** Withdraws an invitation written beyond a limit: cancelled, it keeps no place (ADR 054). */
export async function withdrawInvitation(db: Database, invitationId: string): Promise<void> {
  await db.update(invitation).set({ status: "canceled" }).where(eq(invitation.id, invitationId));
}

interface OrganizationSummary {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  /** The language of its invitation mails; null: the inviter's. */
  locale?: string | null;
}

export type Workspace =
  | { kind: "personal"; owner: Owner & { kind: "user" }; userId: string }
  | {
      kind: "organization";
      owner: Owner & { kind: "organization" };
      userId: string;
      role: OrganizationRole;
      organization: OrganizationSummary;
    };

type WorkspaceCode = Extract<
  ErrorCode,
  | "ROLE_NOT_ALLOWED"
  | "KEY_HOLDER_NOT_A_MEMBER"
  | "NOT_A_MEMBER"
  | "MEMBER_NOT_FOUND"
  | "TRANSFER_TO_SELF"
>;

/**
 * An error of an action the caller's role does not allow (403), or of something outside their
 * workspace (404): server functions and the REST API answer it as any AppError.
 */
export class WorkspaceError extends AppError {
  constructor(code: WorkspaceCode, message: string | Words) {
    super(code, message);
    this.name = "WorkspaceError";
  }
}

/** The caller's membership of one organization, with the organization, or undefined. */
export async function membershipOf(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select({
      role: member.role,
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      logo: organization.logo,
      locale: organization.locale,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    .limit(1);
  if (!row) return undefined;
  const { role, ...summary } = row;
  return { role, organization: summary };
}

/** The organizations a user belongs to, with their role in each, by name. */
export async function listMemberships(db: Database, userId: string) {
  return db
    .select({
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      logo: organization.logo,
      locale: organization.locale,
      role: member.role,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.name));
}

type Membership = Awaited<ReturnType<typeof listMemberships>>[number];

type SessionOfCall = { user: { id: string }; session: { activeOrganizationId: string | null } };

/**
 * Reads per session object. A page load's reads share one session object (session.server.ts
 * reads it once per GET), and so do the GETs answered from one entry of the session cache, at
 * most AUTH_SESSION_CACHE_SECONDS and never across a change (ADR 078): the shell's switcher, the
 * loaders and the key card resolve the workspace, and read the user's memberships, once between
 * them. A call that changes something reads a session of its own.
 */
const resolved = new WeakMap<SessionOfCall, Promise<Workspace>>();
const memberships = new WeakMap<SessionOfCall, Promise<Membership[]>>();

/** `read()` once per session object; a failed read is tried again by the next call. */
function oncePerSession<T>(
  reads: WeakMap<SessionOfCall, Promise<T>>,
  session: SessionOfCall,
  read: () => Promise<T>,
): Promise<T> {
  let result = reads.get(session);
  if (!result) {
    result = read();
    reads.set(session, result);
    result.catch(() => reads.delete(session));
  }
  return result;
}

/** The organizations the session's user belongs to (the workspace switcher's list), by name. */
export function membershipsOfSession(db: Database, session: SessionOfCall): Promise<Membership[]> {
  return oncePerSession(memberships, session, () => listMemberships(db, session.user.id));
}

/**
 * The workspace of a signed-in session: its active organization while the user is still a
 * member of it, else their personal one.
 */
export function resolveWorkspace(db: Database, session: SessionOfCall): Promise<Workspace> {
  return oncePerSession(resolved, session, () => lookUpWorkspace(db, session));
}

/**
 * The active organization's membership is found among all of the user's (one query the
 * workspace switcher needs anyway), rather than read on its own.
 */
async function lookUpWorkspace(db: Database, session: SessionOfCall): Promise<Workspace> {
  const userId = session.user.id;
  const organizationId = session.session.activeOrganizationId;
  if (organizationId) {
    const found = (await membershipsOfSession(db, session)).find(
      (membership) => membership.id === organizationId,
    );
    if (found) {
      const { role, ...organization } = found;
      return {
        kind: "organization",
        owner: { kind: "organization", id: organizationId },
        userId,
        role,
        organization,
      };
    }
  }
  return personalWorkspace(userId);
}

/** The user's own workspace, where they may do everything. */
export function personalWorkspace(userId: string): Workspace {
  return { kind: "personal", owner: { kind: "user", id: userId }, userId };
}

/** Whether the caller may do this in the workspace: everything in their own, by role elsewhere. */
function allows(workspace: Workspace, permission: Permission): boolean {
  return workspace.kind === "personal" || can(workspace.role, permission);
}

/** What each product permission lets a role do, in the words an error uses. */
const ROLE_MESSAGES: Record<string, Words> = {
  billing: words(m.api_error_role_billing, {}),
  apiKey: words(m.api_error_role_api_key, {}),
  invitation: words(m.api_error_role_invitation, {}),
  webhook: words(m.api_error_role_webhook, {}),
};

/** Throws 403 with the product's words unless the caller's role allows `permission`. */
export function requirePermission(workspace: Workspace, permission: Permission): void {
  if (allows(workspace, permission)) return;
  const resource = Object.keys(permission)[0] ?? "organization";
  throw new WorkspaceError(
    "ROLE_NOT_ALLOWED",
    ROLE_MESSAGES[resource] ?? words(m.api_error_role_other, {}),
  );
}

/** A string naming the owner, for caches and logs. */
export function ownerKey(owner: Owner): string {
  return `${owner.kind}:${owner.id}`;
}

/**
 * The owner's customer id at Polar (its external id): a user's id as before, and `org_<id>` for
 * an organization. Better Auth's ids are letters and digits only, so the two never collide and
 * the kind reads from the id alone (ADR 020).
 */
export function polarExternalId(owner: Owner): string {
  return owner.kind === "user" ? owner.id : `org_${owner.id}`;
}

/** The owner a Polar customer's external id names, or null for one the product never made. */
export function ownerOfExternalId(externalId: string | null | undefined): Owner | null {
  if (!externalId) return null;
  if (!externalId.startsWith("org_")) return { kind: "user", id: externalId };
  const organizationId = externalId.slice("org_".length);
  return organizationId ? { kind: "organization", id: organizationId } : null;
}
