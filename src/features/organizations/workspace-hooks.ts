import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { loadAuthClient } from "~/lib/load-auth-client";
import { queryKeys } from "~/lib/query-keys";
import { sentence } from "~/lib/sentence";
import { notifyError, notifySuccess } from "~/ui/notify";
import { responseOf } from "./auth-calls";

/**
 * After the active workspace changed (switched, created, left, deleted, joined): what the
 * previous one showed (its plan, its key, its members) must not show in the new one, so queries
 * no screen shows are dropped, the shown ones fetched again, and the routes load again.
 */
export function useWorkspaceRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    queryClient.removeQueries({ type: "inactive" });
    await queryClient.invalidateQueries();
    await router.invalidate();
  }, [queryClient, router]);
}

/**
 * Reads the organization's members, teams and invitations again after a change to any of them
 * (a role change also changes what the pages offer, so the workspace is read again too).
 */
export function useRefreshOrganizationSettings(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.organization.people }),
      queryClient.invalidateQueries({ queryKey: queryKeys.organization.invitations }),
      queryClient.invalidateQueries({ queryKey: queryKeys.workspaces }),
      // The plan's count of people (ADR 045).
      queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions.entitlements }),
      queryClient.invalidateQueries({ queryKey: queryKeys.organization.seats }),
    ]);
  }, [queryClient]);
}

export interface WorkspaceTarget {
  /** The organization's id, or null for the personal workspace. */
  id: string | null;
  name: string;
}

/** Makes a workspace the session's active one (it stays so across reloads). */
export function useSwitchWorkspace() {
  const refresh = useWorkspaceRefresh();
  return useMutation({
    mutationFn: async (target: WorkspaceTarget) => {
      const authClient = await loadAuthClient();
      return responseOf(authClient.organization.setActive({ organizationId: target.id }));
    },
    onSuccess: async (_, target) => {
      await refresh();
      notifySuccess(
        m.org_workspace_switched(),
        sentence(m.org_workspace_switched_text({ name: target.name })),
      );
    },
    onError: (error) => notifyError(error, m.org_not_switched()),
  });
}
