import { createServerFn } from "@tanstack/react-start";
import { getRuntime } from "~/server/app/runtime.server";
import { authenticated } from "~/server/auth/session.functions";
import { requirePermission, resolveWorkspace } from "~/server/workspaces/workspace.server";

/** This period's API calls against what the workspace's plan includes (ADR 053). */
export const getPeriodUsage = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const runtime = await getRuntime();
    const workspace = await resolveWorkspace(runtime.database.db, context.session);
    requirePermission(workspace, { apiKey: ["read"] });
    return runtime.metering.periodUsage(workspace.owner);
  });
