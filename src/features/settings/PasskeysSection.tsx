import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { WordedError } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import {
  defaultPasskeyName,
  PASSKEY_LIMIT,
  type PasskeySummary,
  passkeyFailure,
  passkeysUnavailableHere,
} from "~/lib/passkeys";
import { usePasskeysHere } from "~/lib/passkeys-here";
import { queryKeys } from "~/lib/query-keys";
import { askToConfirm } from "~/ui/confirm";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Placeholder } from "~/ui/Placeholder";
import { Section } from "~/ui/Section";
import { passkeysQuery, unwrap } from "./queries";

/** The plugin's errors, in the words the settings use. */
function addError(error: { code?: string; message?: string }): Error {
  if (error.code === "SESSION_NOT_FRESH") {
    return new WordedError(m.passkey_session_not_fresh(), 403, error.code);
  }
  return new WordedError(passkeyFailure(error, m.passkey_add_failed()), 0, error.code ?? "UNKNOWN");
}

// The name's dialog loads on its first use: Mantine's modal is a good part of the page's script,
// and the card does not show it before a click.
const NameDialog = lazy(() =>
  import("./PasskeyNameDialog").then((module) => ({ default: module.NameDialog })),
);

export function PasskeysSection() {
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQuery);
  const format = useFormat();
  const where = usePasskeysHere();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeySummary | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.account.passkeys });
  const label = (passkey: PasskeySummary) => passkey.name || m.passkey_unnamed();

  const add = useMutation({
    mutationFn: async (name: string) => {
      const { data, error } = await (await loadAuthClient()).passkey.addPasskey({ name });
      if (error) throw addError(error);
      return data;
    },
    onSuccess: async (_, name) => {
      setAdding(false);
      notifySuccess(m.passkey_added_title(), m.passkey_added_text({ name }));
      await refresh();
    },
    onError: (error) => notifyError(error, m.passkey_not_added_title()),
  });

  const rename = useMutation({
    mutationFn: async (input: { id: string; name: string }) =>
      unwrap((await loadAuthClient()).passkey.updatePasskey(input)),
    onSuccess: async () => {
      setRenaming(null);
      notifySuccess(m.passkey_renamed_title(), m.passkey_renamed_text());
      await refresh();
    },
    onError: (error) => notifyError(error, m.passkey_not_renamed_title()),
  });

  const remove = useMutation({
    mutationFn: async (id: string) =>
      unwrap((await loadAuthClient()).passkey.deletePasskey({ id })),
    onSuccess: async () => {
      notifySuccess(m.passkey_deleted_title(), m.passkey_deleted_text());
      await refresh();
    },
    onError: (error) => notifyError(error, m.passkey_not_deleted_title()),
  });

  const count = passkeys.data?.length ?? 0;

  return (
    <Section id="passkeys" title={m.passkey_title()} description={m.passkey_description()}>
      {passkeys.isPending ? (
        <Placeholder label={m.passkey_loading()} rows={1} height={48} />
      ) : passkeys.isError ? (
        <Text size="sm" c="ember">
          {passkeys.error.message}
        </Text>
      ) : count === 0 ? (
        <Text size="sm" c="dimmed">
          {m.passkey_none()}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {passkeys.data.map((passkey) => (
            <Paper
              key={passkey.id}
              component="li"
              withBorder
              p="sm"
              aria-label={label(passkey)}
              data-passkey-id={passkey.id}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{label(passkey)}</Text>
                    {passkey.deviceType === "multiDevice" && (
                      <Badge color="pine" variant="light">
                        {m.passkey_synced()}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {passkey.createdAt
                      ? m.passkey_added_on({ date: format.dateTime(passkey.createdAt) })
                      : m.passkey_added_earlier()}{" "}
                    ·{" "}
                    {passkey.lastUsedAt
                      ? m.passkey_last_used({ date: format.dateTime(passkey.lastUsedAt) })
                      : m.passkey_not_used()}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={m.passkey_rename_label({ name: label(passkey) })}
                    onClick={() => setRenaming(passkey)}
                  >
                    {m.passkey_rename()}
                  </Button>
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={m.passkey_delete_label({ name: label(passkey) })}
                    onClick={() =>
                      void askToConfirm({
                        title: m.passkey_delete_title(),
                        body: <Text>{m.passkey_delete_text({ name: label(passkey) })}</Text>,
                        confirmLabel: m.passkey_delete_confirm(),
                        onConfirm: () => remove.mutateAsync(passkey.id),
                      })
                    }
                  >
                    {m.common_delete()}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {!where.here && where.rpId && (
        <Text size="sm" c="dimmed">
          {passkeysUnavailableHere(where.rpId)}
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant="default"
          disabled={!passkeys.isSuccess || count >= PASSKEY_LIMIT || !where.here}
          onClick={() => setAdding(true)}
        >
          {m.passkey_add()}
        </Button>
        {count >= PASSKEY_LIMIT && (
          <Text size="sm" c="dimmed">
            {m.passkey_limit({ limit: PASSKEY_LIMIT })}
          </Text>
        )}
      </Group>
      <Suspense fallback={null}>
        {adding && (
          <NameDialog
            opened
            title={m.passkey_add()}
            actLabel={m.common_continue()}
            initial={defaultPasskeyName(navigator.userAgent)}
            loading={add.isPending}
            onSubmit={(name) => add.mutate(name)}
            onClose={() => setAdding(false)}
          />
        )}
        {renaming && (
          <NameDialog
            opened
            title={m.passkey_rename_title()}
            actLabel={m.common_save()}
            initial={renaming.name ?? ""}
            loading={rename.isPending}
            onSubmit={(name) => rename.mutate({ id: renaming.id, name })}
            onClose={() => setRenaming(null)}
          />
        )}
      </Suspense>
    </Section>
  );
}
