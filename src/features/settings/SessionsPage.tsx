import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { loadAuthClient } from "~/lib/load-auth-client";
import { queryKeys } from "~/lib/query-keys";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Placeholder } from "~/ui/Placeholder";
import { Section } from "~/ui/Section";
import { networkLabel } from "./format";
import { sessionsQuery, unwrap } from "./queries";

export function SessionsPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessions = useQuery(sessionsQuery);
  const format = useFormat();
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
    onSuccess: () =>
      notifySuccess(m.settings_sessions_revoked_title(), m.settings_sessions_revoked_text()),
    onError: (error, _id, context) => {
      queryClient.setQueryData(sessionsQuery.queryKey, context?.before);
      notifyError(error, m.settings_sessions_not_revoked_title());
    },
    onSettled: refresh,
  });

  const revokeOthers = useMutation({
    mutationFn: async () => unwrap((await loadAuthClient()).revokeOtherSessions()),
    onSuccess: async () => {
      notifySuccess(
        m.settings_sessions_others_done_title(),
        m.settings_sessions_others_done_text(),
      );
      await refresh();
    },
    onError: (error) => notifyError(error, m.settings_sessions_not_signed_out_title()),
  });

  const revokeAll = useMutation({
    mutationFn: async () => unwrap((await loadAuthClient()).revokeSessions()),
    onSuccess: async () => {
      notifySuccess(m.settings_sessions_all_done_title(), m.settings_sessions_all_done_text());
      // Straight to /login, then forget what the signed-in pages read (as the account menu's
      // sign-out): checking this page first would send the browser to /login?redirect=here.
      await navigate({ to: "/login" });
      queryClient.clear();
    },
    onError: (error) => notifyError(error, m.settings_sessions_not_signed_out_title()),
  });

  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <Section
      id="sessions"
      title={m.settings_sessions_title()}
      description={m.settings_sessions_description()}
    >
      {sessions.isPending ? (
        <Placeholder label={m.settings_sessions_loading()} rows={2} height={48} />
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
              aria-label={
                session.current
                  ? m.settings_sessions_device_this(session)
                  : m.settings_sessions_device(session)
              }
              data-session-id={session.id}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{m.settings_sessions_device(session)}</Text>
                    {session.current && (
                      <Badge color="pine" variant="light">
                        {m.settings_sessions_this_device()}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {m.settings_sessions_details({
                      network: networkLabel(session.ipAddress),
                      signedIn: format.dateTime(session.createdAt),
                      lastActive: format.dateTime(session.lastActiveAt),
                    })}
                  </Text>
                </Stack>
                {!session.current && (
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={m.settings_sessions_revoke_label({
                      ...session,
                      network: networkLabel(session.ipAddress),
                    })}
                    loading={revoke.isPending && revoke.variables?.id === session.id}
                    onClick={() => revoke.mutate(session)}
                  >
                    {m.settings_sessions_revoke()}
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
          {m.settings_sessions_sign_out_others()}
        </Button>
        <Button
          variant="light"
          color="ember"
          loading={revokeAll.isPending}
          onClick={() => revokeAll.mutate()}
        >
          {m.settings_sessions_sign_out_everywhere()}
        </Button>
      </Group>
    </Section>
  );
}
