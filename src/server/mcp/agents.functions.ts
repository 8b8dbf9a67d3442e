import { createServerFn } from "@tanstack/react-start";
import { getRuntime } from "~/server/app/runtime.server";
import { authenticated } from "~/server/auth/session.functions";
import { resolveWorkspace } from "~/server/workspaces/workspace.server";
import { workspaceAgents } from "./agents.server";

/**
 * The AI agents connected to /mcp with the active workspace's keys (query key
 * ["apiKeys","agents"]). One is revoked by deleting its key: `revokeUserApiKey`.
 */
export const getConnectedAgents = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const { database } = await getRuntime();
    return workspaceAgents(database.db, await resolveWorkspace(database.db, context.session));
  });
