import { m } from "~/i18n/paraglide/messages.js";
import {
  allows,
  ORGANIZATION_ROLES,
  type OrganizationRole,
  ROLE_RANK,
} from "~/lib/organization-roles";
import { slugFromName } from "~/lib/validation";
import type { ActiveOrganization, Workspaces } from "./queries";

// What the organization screens offer, worked out from the same table the server checks
// (src/lib/organization-roles.ts), read without Better Auth's access control. The screens only
// hide what the server would refuse anyway.

// Getters, so that each read is in the page's language while `ROLE_LABELS[role]` stays the
// one way every screen names a role.
export const ROLE_LABELS: Record<OrganizationRole, string> = {
  get owner() {
    return m.org_role_owner();
  },
  get admin() {
    return m.org_role_admin();
  },
  get member() {
    return m.org_role_member();
  },
};

/** A role as a sentence names it: "an admin", "a member" in English. */
export function roleWithArticle(role: OrganizationRole): string {
  return m.org_role_with_article({ role });
}

/** The roles someone with `role` may give, by inviting or changing a member: none above their own. */
export function assignableRoles(role: OrganizationRole): OrganizationRole[] {
  return ORGANIZATION_ROLES.filter((candidate) => ROLE_RANK[candidate] <= ROLE_RANK[role]).sort(
    (a, b) => ROLE_RANK[a] - ROLE_RANK[b],
  );
}

export interface Viewer {
  userId: string;
  role: OrganizationRole;
}

export interface MemberActions {
  /** The roles the viewer may switch this member to (their current one included), or none. */
  roles: OrganizationRole[];
  remove: boolean;
  /** Hand the organization over to this member (owners only). */
  makeOwner: boolean;
}

/**
 * What the viewer may do to one member: owners act on anyone else; admins on admins and
 * members, never on owners; members on nobody. Nobody acts on themselves here (leaving is its
 * own action, and the last owner cannot step down).
 */
export function memberActions(viewer: Viewer, target: Viewer): MemberActions {
  const self = viewer.userId === target.userId;
  const manages = allows(viewer.role, { member: ["update", "delete"] });
  if (self || !manages || ROLE_RANK[target.role] > ROLE_RANK[viewer.role]) {
    return { roles: [], remove: false, makeOwner: false };
  }
  return {
    roles: assignableRoles(viewer.role),
    remove: true,
    makeOwner: viewer.role === "owner" && target.role !== "owner",
  };
}

/** The active workspace as getWorkspaces answers it, as far as permissions go. */
export type ActiveWorkspace =
  | { kind: "personal" }
  | { kind: "organization"; role: OrganizationRole };

/** Whether the caller may subscribe, cancel, resume or open the portal in the active workspace. */
export function mayManageBilling(active: ActiveWorkspace): boolean {
  return active.kind === "personal" || allows(active.role, { billing: ["manage"] });
}

/** Whether the caller may create or regenerate the active workspace's API key. */
export function mayManageKey(active: ActiveWorkspace): boolean {
  return active.kind === "personal" || allows(active.role, { apiKey: ["create", "update"] });
}

/** Whether the caller may see and change the active workspace's webhook endpoints. */
export function mayManageWebhooks(active: ActiveWorkspace): boolean {
  return active.kind === "personal" || allows(active.role, { webhook: ["manage"] });
}

/** What the organization's pages offer a role (the server checks the same table on every call). */
export function permissionsOf(role: OrganizationRole) {
  return {
    update: allows(role, { organization: ["update"] }),
    delete: allows(role, { organization: ["delete"] }),
    invite: allows(role, { invitation: ["create"] }),
    manageTeams: allows(role, { team: ["create"] }),
    manageBilling: allows(role, { billing: ["manage"] }),
  };
}

/** The active organization as its pages see it: who is looking, in which role, allowed what. */
export interface OrganizationView {
  organization: ActiveOrganization["organization"];
  role: OrganizationRole;
  userId: string;
  may: ReturnType<typeof permissionsOf>;
}

/** The organization view of the active workspace, or null in the personal workspace. */
export function organizationViewOf(
  workspaces: Workspaces,
  userId: string,
): OrganizationView | null {
  const { active } = workspaces;
  if (active.kind !== "organization") return null;
  return {
    organization: active.organization,
    role: active.role,
    userId,
    may: permissionsOf(active.role),
  };
}

// The server's errors (src/server/workspaces/workspace.server.ts), said before anyone tries.
export const BILLING_REFUSAL = "Only the organization's owners can manage its billing.";
export const KEY_REFUSAL = "Only the organization's owners and admins can manage its API key.";

/**
 * The short name to show after the name changed: the suggestion for the new name while the
 * short name is still the suggestion for the old one, else what the person typed.
 */
export function suggestedSlug(previousName: string, slug: string, name: string): string {
  return slug === slugFromName(previousName) ? slugFromName(name) : slug;
}

/** The invitations still open: pending, and not expired at `now`. */
export function openInvitations<T extends { status: string; expiresAt: Date | string }>(
  invitations: T[],
  now: Date,
): T[] {
  return invitations.filter(
    (invitation) =>
      invitation.status === "pending" && new Date(invitation.expiresAt).getTime() > now.getTime(),
  );
}

export type InvitationProblem = "gone" | "wrong-address" | "unverified" | "failed";

/** What the invitation page says for each problem, in the page's language. */
export function invitationProblemText(problem: InvitationProblem): {
  title: string;
  message: string;
} {
  switch (problem) {
    case "gone":
      return { title: m.invitation_gone_title(), message: m.invitation_gone_text() };
    case "wrong-address":
      return {
        title: m.invitation_wrong_address_title(),
        message: m.invitation_wrong_address_text(),
      };
    case "unverified":
      return { title: m.invitation_unverified_title(), message: m.invitation_unverified_text() };
    case "failed":
      return { title: m.invitation_failed_title(), message: m.invitation_failed_text() };
  }
}

/**
 * Which of the invitation page's states an error of Better Auth's invitation endpoints means. A
 * link whose id is not even an id's shape (cut short or garbled in the mail) is as gone as one
 * nobody can use any more.
 */
export function invitationProblem(error: { status?: number; code?: string }): InvitationProblem {
  if (error.code === "INVITATION_NOT_FOUND" || error.code === "VALIDATION_ERROR") return "gone";
  if (error.code === "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION") return "wrong-address";
  if (error.code?.startsWith("EMAIL_VERIFICATION_REQUIRED")) return "unverified";
  return "failed";
}
