import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { apikey, invitation, member, organization, team, teamMember, user } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { type OrganizationRole, ROLE_RANK } from "~/lib/organization-access";
import { emitEvent } from "~/server/webhooks/outbox.server";
import {
  pendingInvitationsOf,
  type Workspace,
  WorkspaceError,
} from "~/server/workspaces/workspace.server";

// The organization rules Better Auth's plugin has no endpoint for: handing ownership over in one
// step, and what leaving means for the organization's key. Its own endpoints (members,
// invitations, teams) keep their rules in the plugin and in
// src/server/auth/organization-rules.server.ts.

const OWNER_ONLY = words(m.error_transfer_owner_only, {});

/**
 * Deletes the organization keys that `userId` was shown (made or regenerated) and answers their
 * ids, so the caller can forget them in the REST API's cache: someone who leaves keeps no
 * working secret of the organization's.
 */
export async function revokeKeysShownTo(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<string[]> {
  const owner = { kind: "organization", id: organizationId } as const;
  const gone = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(apikey)
      .where(and(eq(apikey.organizationId, organizationId), eq(apikey.mintedBy, userId)))
      .returning({ id: apikey.id, name: apikey.name, start: apikey.start });
    for (const key of deleted) {
      await emitEvent({ db: tx }, owner, "api_key.deleted", { workspace: owner, ...key });
    }
    return deleted;
  });
  return gone.map((row) => row.id);
}

/**
 * Makes another member an owner and the caller an admin, in one transaction: the organization
 * always has an owner, and two owners handing over at once cannot both step down.
 */
export async function transferOwnership(
  db: Database,
  workspace: Workspace,
  memberId: string,
): Promise<void> {
  if (workspace.kind !== "organization" || workspace.role !== "owner") {
    throw new WorkspaceError("ROLE_NOT_ALLOWED", OWNER_ONLY);
  }
  const organizationId = workspace.owner.id;
  await db.transaction(async (tx) => {
    // Both rows locked in one statement, in id order: two owners handing over to each other at
    // once wait for one another instead of deadlocking, and the second finds itself an admin.
    const rows = await tx
      .select({ id: member.id, userId: member.userId, role: member.role })
      .from(member)
      .where(
        and(
          eq(member.organizationId, organizationId),
          or(eq(member.id, memberId), eq(member.userId, workspace.userId)),
        ),
      )
      .orderBy(asc(member.id))
      .for("update");
    const target = rows.find((row) => row.id === memberId);
    const self = rows.find((row) => row.userId === workspace.userId);
    if (!target) throw new WorkspaceError("MEMBER_NOT_FOUND", words(m.error_member_not_found, {}));
    if (target.userId === workspace.userId) {
      throw new WorkspaceError("TRANSFER_TO_SELF", words(m.error_transfer_to_self, {}));
    }
    if (self?.role !== "owner") {
      throw new WorkspaceError("ROLE_NOT_ALLOWED", OWNER_ONLY);
    }
    await tx.update(member).set({ role: "owner" }).where(eq(member.id, target.id));
    await tx.update(member).set({ role: "admin" }).where(eq(member.id, self.id));
  });
}

export interface OrganizationMemberView {
  id: string;
  userId: string;
  name: string;
  email: string;
  image: string | null;
  role: OrganizationRole;
  createdAt: Date;
}

/** The organization's members, owners first, then by when they joined. */
export async function listMembers(
  db: Database,
  organizationId: string,
): Promise<OrganizationMemberView[]> {
  const rows = await db
    .select({
      id: member.id,
      userId: member.userId,
      name: user.name,
      email: user.email,
      image: user.image,
      role: member.role,
      createdAt: member.createdAt,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, organizationId))
    .orderBy(asc(member.createdAt));
  return rows.sort((a, b) => ROLE_RANK[b.role] - ROLE_RANK[a.role]);
}

/**
 * The organizations `userId` is the only owner of: their account cannot go while one remains,
 * or the organization (and whatever it pays for) would be left with nobody to run it.
 */
export async function organizationsOwnedAlone(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(
      and(
        eq(member.userId, userId),
        eq(member.role, "owner"),
        sql`not exists (select 1 from ${member} as other where other.organization_id = ${member.organizationId} and other.role = 'owner' and other.user_id <> ${userId})`,
      ),
    )
    .orderBy(asc(organization.name));
  return rows.map((row) => row.name);
}

/** The organization's teams by name, each with the user ids of its members. */
export async function listTeams(db: Database, organizationId: string) {
  const rows = await db
    .select({ id: team.id, name: team.name, userId: teamMember.userId })
    .from(team)
    .leftJoin(teamMember, eq(teamMember.teamId, team.id))
    .where(eq(team.organizationId, organizationId))
    .orderBy(asc(team.name), asc(team.createdAt), asc(teamMember.createdAt));
  const teams = new Map<string, { id: string; name: string; memberUserIds: string[] }>();
  for (const row of rows) {
    const found = teams.get(row.id) ?? { id: row.id, name: row.name, memberUserIds: [] };
    if (row.userId) found.memberUserIds.push(row.userId);
    teams.set(row.id, found);
  }
  return [...teams.values()];
}

/**
 * Invitations still waiting for a response, newest first, with who sent them. Like Better Auth's
 * own list, invitations to be an owner are shown to owners only.
 */
export async function listPendingInvitations(
  db: Database,
  organizationId: string,
  ownerView: boolean,
) {
  return db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      createdAt: invitation.createdAt,
      inviter: user.name,
      inviterEmail: user.email,
    })
    .from(invitation)
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(
      and(
        pendingInvitationsOf(organizationId),
        ...(ownerView ? [] : [ne(invitation.role, "owner")]),
      ),
    )
    .orderBy(desc(invitation.createdAt));
}
