import { Box, Button, Group, Paper, Text } from "@mantine/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { errorMessage } from "~/lib/errors";
import { queryKeys } from "~/lib/query-keys";
import { showToast } from "~/ui/toast";

/**
 * Whether an admin acts as the signed-in user. Read once per page load (the root route's
 * loader): an impersonation starts and stops with a full load, so nothing in between changes it.
 */
export const impersonationQuery = queryOptions({
  queryKey: queryKeys.admin.impersonation,
  // Imported when read: the root route's loader reads it on the server, and the page hydrates
  // with the response, so the browser does not load server functions' client for it.
  queryFn: async () => {
    const { getImpersonation } = await import("~/server/admin/impersonation.functions");
    return getImpersonation();
  },
  staleTime: Number.POSITIVE_INFINITY,
});

const BANNER_HEIGHT = 56;

/** Better Auth's endpoint back to the admin's own session (the only admin endpoint served). */
async function stopImpersonating(): Promise<void> {
  const response = await fetch("/api/auth/admin/stop-impersonating", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || m.admin_impersonation_not_stopped());
  }
}

/**
 * On every page while an admin acts as someone else (ADR 036): who, by whom, and the way back.
 * Fixed to the bottom of the window, above any page's own layout, with a spacer so the page's
 * end can still scroll into view.
 */
export function ImpersonationBanner() {
  const { data } = useQuery(impersonationQuery);
  const [stopping, setStopping] = useState(false);
  const expired = useExpired(data?.expiresAt);
  if (!data || expired) return null;
  const stop = async () => {
    setStopping(true);
    try {
      await stopImpersonating();
      // Back in the admin's own session, every cached response was the other account's.
      window.location.assign("/admin");
    } catch (error) {
      setStopping(false);
      showToast({ color: "ember", title: m.admin_error(), message: errorMessage(error) });
    }
  };
  return (
    <>
      <Box h={BANNER_HEIGHT} />
      <Paper
        component="section"
        aria-label={m.admin_impersonation()}
        radius={0}
        px="md"
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        h={BANNER_HEIGHT}
        bg="timber.9"
        c="white"
        style={{ zIndex: 1000, display: "flex", alignItems: "center" }}
      >
        <Group justify="center" gap="md" w="100%" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {m.admin_impersonation_text({ user: data.userEmail, admin: data.adminEmail })}
          </Text>
          <Button size="xs" variant="white" color="timber.9" loading={stopping} onClick={stop}>
            {m.admin_impersonation_stop()}
          </Button>
        </Group>
      </Paper>
    </>
  );
}

/** True once `expiresAt` has passed: the session ended by itself, and the banner goes with it. */
function useExpired(expiresAt: Date | undefined): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!expiresAt) return;
    const left = new Date(expiresAt).getTime() - Date.now();
    if (left <= 0) {
      setExpired(true);
      return;
    }
    const timer = setTimeout(() => setExpired(true), left);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expired;
}
