import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { formatDateTime } from "~/lib/dates";
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
    return new Error("For your security, sign out and sign in again, then add the passkey.");
  }
  return new Error(passkeyFailure(error, "The passkey could not be added."));
}

// The name's dialog loads on its first use: Mantine's modal is a good part of the page's script,
// and the card does not show it before a click.
const NameDialog = lazy(() =>
  import("./PasskeyNameDialog").then((module) => ({ default: module.NameDialog })),
);

export function PasskeysSection() {
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQuery);
  const where = usePasskeysHere();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeySummary | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.account.passkeys });
  const label = (passkey: PasskeySummary) => passkey.name || "Unnamed passkey";

  const add = useMutation({
    mutationFn: async (name: string) => {
      const { data, error } = await (await loadAuthClient()).passkey.addPasskey({ name });
      if (error) throw addError(error);
      return data;
    },
    onSuccess: async (_, name) => {
      setAdding(false);
      notifySuccess("Passkey added", `You can sign in with “${name}” now.`);
      await refresh();
    },
    onError: (error) => notifyError(error),
  });

  const rename = useMutation({
    mutationFn: async (input: { id: string; name: string }) =>
      unwrap((await loadAuthClient()).passkey.updatePasskey(input)),
    onSuccess: async () => {
      setRenaming(null);
      notifySuccess("Passkey renamed", "The new name is saved.");
      await refresh();
    },
    onError: (error) => notifyError(error),
  });

  const remove = useMutation({
    mutationFn: async (id: string) =>
      unwrap((await loadAuthClient()).passkey.deletePasskey({ id })),
    onSuccess: async () => {
      notifySuccess("Passkey deleted", "It can no longer sign in to your account.");
      await refresh();
    },
    onError: (error) => notifyError(error),
  });

  const count = passkeys.data?.length ?? 0;

  return (
    <Section
      id="passkeys"
      title="Passkeys"
      description="Sign in with your device's fingerprint, face or PIN instead of a link by mail."
    >
      {passkeys.isPending ? (
        <Placeholder label="Loading your passkeys…" rows={1} height={48} />
      ) : passkeys.isError ? (
        <Text size="sm" c="ember">
          {passkeys.error.message}
        </Text>
      ) : count === 0 ? (
        <Text size="sm" c="dimmed">
          No passkeys yet.
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
                        Synced
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    Added {passkey.createdAt ? formatDateTime(passkey.createdAt) : "earlier"} ·{" "}
                    {passkey.lastUsedAt
                      ? `last used ${formatDateTime(passkey.lastUsedAt)}`
                      : "not used to sign in yet"}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={`Rename ${label(passkey)}`}
                    onClick={() => setRenaming(passkey)}
                  >
                    Rename
                  </Button>
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={`Delete ${label(passkey)}`}
                    onClick={() =>
                      void askToConfirm({
                        title: "Delete the passkey?",
                        body: (
                          <Text>
                            “{label(passkey)}” will no longer sign in to your account. Remove it
                            from the device too, in its password or passkey settings.
                          </Text>
                        ),
                        confirmLabel: "Delete passkey",
                        onConfirm: () => remove.mutateAsync(passkey.id),
                      })
                    }
                  >
                    Delete
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
          Add a passkey
        </Button>
        {count >= PASSKEY_LIMIT && (
          <Text size="sm" c="dimmed">
            An account holds at most {PASSKEY_LIMIT} passkeys.
          </Text>
        )}
      </Group>
      <Suspense fallback={null}>
        {adding && (
          <NameDialog
            opened
            title="Add a passkey"
            actLabel="Continue"
            initial={defaultPasskeyName(navigator.userAgent)}
            loading={add.isPending}
            onSubmit={(name) => add.mutate(name)}
            onClose={() => setAdding(false)}
          />
        )}
        {renaming && (
          <NameDialog
            opened
            title="Rename the passkey"
            actLabel="Save"
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
