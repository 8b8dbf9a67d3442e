import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { getRuntime } from "~/server/app/runtime.server";
import { authenticated } from "~/server/auth/session.functions";
import {
  membershipsOfSession,
  requirePermission,
  resolveWorkspace,
} from "~/server/workspaces/workspace.server";
import {
  listMembers,
  listPendingInvitations,
  listTeams,
  transferOwnership,
} from "./organizations.server";

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
    // One query between them: the active organization is found among the memberships.
    const [workspace, organizations] = await Promise.all([
      resolveWorkspace(db, context.session),
      membershipsOfSession(db, context.session),
    ]);
    return {
      active:
        workspace.kind === "organization"
          ? {
              kind: "organization" as const,
              organization: workspace.organization,
              role: workspace.role,
            }
          : { kind: "personal" as const },
      organizations,
    };
  });

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
    const runtime = await getRuntime();
    const workspace = await resolveWorkspace(runtime.database.db, context.session);
    await transferOwnership(runtime.database.db, workspace, data.memberId);
    // Now an admin: the keys they hold lose what only owners may do, here at once (ADR 084).
    runtime.apiKeys.verifier.forgetMintedBy(workspace.userId);
    return { transferred: true };
  });
