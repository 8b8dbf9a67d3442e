import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { can } from "~/lib/organization-access";
import { authenticated } from "~/server/auth/session.functions";
import { getRuntime } from "~/server/runtime.server";
import { resolveWorkspace } from "~/server/workspaces/workspace.server";
import { listMembers, listMemberships, transferOwnership } from "./organizations.server";

// Reads for the workspace switcher and the organization settings, and the one organization
// action Better Auth has no endpoint for. Members, invitations and teams change through Better
// Auth's organization endpoints (its client), under the rules in src/server/auth.

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

/** The active organization's settings: its members, and what the caller's role lets them do. */
export const getOrganizationSettings = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const db = await database();
    const workspace = await resolveWorkspace(db, context.session);
    if (workspace.kind !== "organization") return null;
    const { role } = workspace;
    return {
      organization: workspace.organization,
      role,
      userId: workspace.userId,
      members: await listMembers(db, workspace.owner.id),
      may: {
        update: can(role, { organization: ["update"] }),
        delete: can(role, { organization: ["delete"] }),
        invite: can(role, { invitation: ["create"] }),
        manageMembers: can(role, { member: ["update"] }),
        manageTeams: can(role, { team: ["create"] }),
        manageBilling: can(role, { billing: ["manage"] }),
        manageKey: can(role, { apiKey: ["create"] }),
      },
    };
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
