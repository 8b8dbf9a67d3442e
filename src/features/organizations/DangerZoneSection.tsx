import { Alert, Button, Divider, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { Dialog, useDialogOnUse } from "~/features/billing/confirm-dialog";
import { notifyError, notifySuccess } from "~/features/settings/notify";
import { Section } from "~/features/settings/Section";
import { askToConfirm } from "~/features/shell/confirm";
import { DialogActions } from "~/features/shell/DialogActions";
import { errorMessage } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import type { OrganizationView } from "./access";
import { answerOf } from "./auth-calls";
import { useWorkspaceRefresh } from "./workspace-hooks";

type Organization = OrganizationView["organization"];

/** Leave the organization; delete it (owners only). */
export function DangerZoneSection({ settings }: { settings: OrganizationView }) {
  const { organization, may } = settings;
  return (
    <Section id="danger-zone" title="Danger zone">
      <Leave organization={organization} />
      {may.delete && (
        <>
          <Divider />
          <Delete organization={organization} />
        </>
      )}
    </Section>
  );
}

function Leave({ organization }: { organization: Organization }) {
  const refresh = useWorkspaceRefresh();
  const router = useRouter();
  const leave = useMutation({
    mutationFn: async () =>
      answerOf((await loadAuthClient()).organization.leave({ organizationId: organization.id })),
    onSuccess: async () => {
      notifySuccess("You left the organization", "You are back in your personal workspace.");
      await refresh();
      await router.navigate({ to: "/dashboard" });
    },
    onError: (error) => notifyError(error, "You are still a member"),
  });
  const ask = () =>
    void askToConfirm({
      title: `Leave ${organization.name}?`,
      body: (
        <Text size="sm">
          You lose access to its members, teams, plan and API key at once. To come back, someone has
          to invite you again.
        </Text>
      ),
      confirmLabel: "Leave organization",
      cancelLabel: "Stay",
      onConfirm: () => leave.mutateAsync(),
    });
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} size="h5">
        Leave the organization
      </Title>
      <Text size="sm">
        Your account stays; only your membership ends. The last owner cannot leave: hand the
        organization over first.
      </Text>
      <Button variant="light" color="ember" onClick={ask}>
        Leave organization…
      </Button>
    </Stack>
  );
}

function Delete({ organization }: { organization: Organization }) {
  // The dialog (Mantine's modal) loads on its first use.
  const { opened, used, open, close } = useDialogOnUse();
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} size="h5">
        Delete the organization
      </Title>
      <Text size="sm">
        Ends its subscriptions, revokes its API key and removes its members, teams and invitations.
        This cannot be undone.
      </Text>
      {/* Quiet until chosen: the dialog asks again, in red. */}
      <Button variant="light" color="red" onClick={open}>
        Delete organization…
      </Button>
      {used && (
        <Suspense fallback={null}>
          <Dialog opened={opened} onClose={close} title={`Delete ${organization.name}?`}>
            {opened && <DeleteDialog organization={organization} onDone={close} />}
          </Dialog>
        </Suspense>
      )}
    </Stack>
  );
}

function DeleteDialog({
  organization,
  onDone,
}: {
  organization: Organization;
  onDone: () => void;
}) {
  const refresh = useWorkspaceRefresh();
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const confirmed = typed.trim() === organization.name;
  const remove = useMutation({
    // The organization shown here is the session's active one: Better Auth makes the personal
    // workspace active as it deletes it.
    mutationFn: async () =>
      answerOf((await loadAuthClient()).organization.delete({ organizationId: organization.id })),
    onSuccess: async () => {
      onDone();
      notifySuccess(
        "Organization deleted",
        `${organization.name} and everything in it are gone. You are in your personal workspace.`,
      );
      await refresh();
      await router.navigate({ to: "/dashboard" });
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed) remove.mutate();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          <strong>{organization.name}</strong> is deleted for everyone: its subscriptions end at the
          payment provider, its API key stops working, and its members, teams and invitations are
          removed.
        </Text>
        {remove.isError && (
          <Alert color="ember" title="Not deleted" role="alert">
            {errorMessage(remove.error)}
          </Alert>
        )}
        <TextInput
          label={`Type ${organization.name} to confirm`}
          autoComplete="off"
          data-autofocus
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <DialogActions
          actLabel="Delete organization"
          color="red"
          disabled={!confirmed}
          loading={remove.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
