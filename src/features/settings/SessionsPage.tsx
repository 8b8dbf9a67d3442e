import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { formatDateTime } from "~/lib/dates";
import { loadAuthClient } from "~/lib/load-auth-client";
import { queryKeys } from "~/lib/query-keys";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Placeholder } from "~/ui/Placeholder";
import { Section } from "~/ui/Section";
import { networkLabel } from "./format";
import { sessionsQuery, unwrap } from "./queries";

export function SessionsPage() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const sessions = useQuery(sessionsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions });

  // Optimistic: the row goes at once, and comes back if the server refuses. The session is named
  // by its handle, through the endpoint Better Auth's own client uses.
  const revoke = useMutation({
    mutationFn: async ({ handle }: { id: string; handle: string }) =>
      unwrap((await loadAuthClient()).revokeSession({ token: handle })),
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.account.sessions });
      const before = queryClient.getQueryData(sessionsQuery.queryKey);
      queryClient.setQueryData(sessionsQuery.queryKey, (list) =>
        list?.filter((session) => session.id !== id),
      );
      return { before };
    },
    onSuccess: () => notifySuccess("Session revoked", "That device is signed out."),
    onError: (error, _id, context) => {
      queryClient.setQueryData(sessionsQuery.queryKey, context?.before);
      notifyError(error);
    },
    onSettled: refresh,
  });

  const revokeOthers = useMutation({
    mutationFn: async () => unwrap((await loadAuthClient()).revokeOtherSessions()),
    onSuccess: async () => {
      notifySuccess("Signed out elsewhere", "Every other session is signed out.");
      await refresh();
    },
    onError: (error) => notifyError(error),
  });

  const revokeAll = useMutation({
    mutationFn: async () => unwrap((await loadAuthClient()).revokeSessions()),
    onSuccess: async () => {
      notifySuccess("Signed out everywhere", "Every session, this one included, is signed out.");
      queryClient.clear();
      await router.invalidate();
      await navigate({ to: "/login" });
    },
    onError: (error) => notifyError(error),
  });

  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <Section id="sessions" title="Sessions" description="Where your account is signed in.">
      {sessions.isPending ? (
        <Placeholder label="Loading your sessions…" rows={2} height={48} />
      ) : sessions.isError ? (
        <Text size="sm" c="ember">
          {sessions.error.message}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {sessions.data.map((session) => (
            <Paper
              key={session.id}
              component="li"
              withBorder
              p="sm"
              aria-label={`${session.browser} on ${session.os}${session.current ? " (this device)" : ""}`}
              data-session-id={session.id}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>
                      {session.browser} on {session.os}
                    </Text>
                    {session.current && (
                      <Badge color="pine" variant="light">
                        This device
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    From {networkLabel(session.ipAddress)} · signed in{" "}
                    {formatDateTime(session.createdAt)} · last active{" "}
                    {formatDateTime(session.lastActiveAt)}
                  </Text>
                </Stack>
                {!session.current && (
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={`Revoke ${session.browser} on ${session.os}, from ${networkLabel(session.ipAddress)}`}
                    loading={revoke.isPending && revoke.variables?.id === session.id}
                    onClick={() => revoke.mutate(session)}
                  >
                    Revoke
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group gap="xs">
        <Button
          variant="default"
          disabled={others === 0}
          loading={revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          Sign out other sessions
        </Button>
        <Button
          variant="light"
          color="ember"
          loading={revokeAll.isPending}
          onClick={() => revokeAll.mutate()}
        >
          Sign out everywhere
        </Button>
      </Group>
    </Section>
  );
}
