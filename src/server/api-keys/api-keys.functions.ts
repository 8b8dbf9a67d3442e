import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { requestOrigin } from "~/server/account/request-origin.server";
import { authenticated } from "~/server/auth/session.functions";
import { refuseWhileImpersonating } from "~/server/auth/session.server";
import { getRuntime, type Runtime } from "~/server/platform/runtime.server";
import { resolveWorkspace, type Workspace } from "~/server/workspaces/workspace.server";
import { createKey, regenerateKey, workspaceKeys, workspaceUsage } from "./api-keys.server";

// The key of the workspace the session works in: the user's personal key, or the active
// organization's, under the caller's role there (api-keys.server.ts checks it).

/** Runs `work` in the caller's workspace; a key refusal (an AppError) answers with its code. */
async function inWorkspace<T>(
  session: Parameters<typeof resolveWorkspace>[1],
  work: (runtime: Runtime, workspace: Workspace) => Promise<T>,
): Promise<T> {
  const runtime = await getRuntime();
  return work(runtime, await resolveWorkspace(runtime.database.db, session));
}

/** The workspace's API key, without the key itself (query key ["apiKeys","list"]). */
export const getUserApiKeys = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => inWorkspace(context.session, workspaceKeys));

/**
 * Creates the workspace's key; the answer holds the full key, shown once. An admin acting as the
 * user gets no key (ADR 036).
 */
export const createUserApiKey = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    refuseWhileImpersonating(context.session);
    return inWorkspace(context.session, (runtime, workspace) =>
      createKey(runtime, workspace, requestOrigin(runtime)),
    );
  });

/**
 * Replaces the workspace's key `keyId` with a new one, shown once; the old one stops working.
 * Refused to an admin acting as the user, like creating one.
 */
export const regenerateUserApiKey = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ keyId: z.string().min(1).max(200) }))
  .handler(async ({ context, data }) => {
    refuseWhileImpersonating(context.session);
    return inWorkspace(context.session, (runtime, workspace) =>
      regenerateKey(runtime, workspace, data.keyId, requestOrigin(runtime)),
    );
  });

/** Calls per day with the workspace's key over the last 30 days. */
export const getApiKeyUsage = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => inWorkspace(context.session, workspaceUsage));
