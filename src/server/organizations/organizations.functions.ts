import { createServerFn } from "@tanstack/react-start";
import { and, asc, desc, eq, gt, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { invitation, team, teamMember, user } from "~/db/schema";
import { authenticated } from "~/server/auth/session.functions";
import { getRuntime } from "~/server/runtime.server";
import { requirePermission, resolveWorkspace } from "~/server/workspaces/workspace.server";
import { listMembers, listMemberships, transferOwnership } from "./organizations.server";

// Reads for the workspace switcher and the organization's pages (what a role may do there is
// worked out from getWorkspaces' role with the shared table, src/lib/organization-access.ts), and
// the one organization action Better Auth has no endpoint for. Members, invitations and teams
// change through Better Auth's organization endpoints (its client), under the rules in
// src/server/auth.

const database = async () => (await getRuntime()).database.db;

/** The workspace the session works in and every organization the user belongs to. */
export const getWorkspaces = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const db = await database();
    const workspace = await resolveWorkspace(db, context.session);
    return {
      active:
        workspace.kind === "organization"
          ? {
              kind: "organization" as const,
              organization: workspace.organization,
              role: workspace.role,
            }
          : { kind: "personal" as const },
      organizations: await listMemberships(db, context.session.user.id),
    };
  });

/** The organization's teams by name, each with the user ids of its members. */
async function listTeams(db: Database, organizationId: string) {
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
 * Invitations still waiting for an answer, newest first, with who sent them. Like Better Auth's
 * own list, invitations to be an owner are shown to owners only.
 */
async function listPendingInvitations(db: Database, organizationId: string, ownerView: boolean) {
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
        eq(invitation.organizationId, organizationId),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, new Date()),
        ...(ownerView ? [] : [ne(invitation.role, "owner")]),
      ),
    )
    .orderBy(desc(invitation.createdAt));
}

/**
 * The active organization's members, and its teams with their members' user ids (the Members
 * and Teams pages each show both). Null in the personal workspace.
 */
export const getOrganizationPeople = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const db = await database();
    const workspace = await resolveWorkspace(db, context.session);
    if (workspace.kind !== "organization") return null;
    const [members, teams] = await Promise.all([
      listMembers(db, workspace.owner.id),
      listTeams(db, workspace.owner.id),
    ]);
    return { members, teams };
  });

/**
 * The active organization's pending invitations, for those who may invite (others are refused
 * with 403, as Better Auth's own list is). Null in the personal workspace.
 */
export const getOrganizationInvitations = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const db = await database();
    const workspace = await resolveWorkspace(db, context.session);
    if (workspace.kind !== "organization") return null;
    requirePermission(workspace, { invitation: ["create"] });
    return listPendingInvitations(db, workspace.owner.id, workspace.role === "owner");
  });

/** Hands the active organization to another member: they become an owner, the caller an admin. */
export const transferOrganizationOwnership = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.strictObject({ memberId: z.string().min(1).max(200) }))
  .handler(async ({ context, data }) => {
    const db = await database();
    await transferOwnership(db, await resolveWorkspace(db, context.session), data.memberId);
    return { transferred: true };
  });
