import { Alert, Button, Divider, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { type ReactNode, Suspense, useState } from "react";
import { errorMessage } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import { askToConfirm } from "~/ui/confirm";
import { DialogActions } from "~/ui/DialogActions";
import { DangerButton } from "~/ui/danger";
import { Dialog, useDialogOnUse } from "~/ui/lazy-dialog";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import type { OrganizationView } from "./access";
import { responseOf } from "./auth-calls";
import type { OrganizationPeople } from "./queries";
import { useWorkspaceRefresh } from "./workspace-hooks";

type Organization = OrganizationView["organization"];

/**
 * Leave the organization; delete it (owners only). The only owner is told before asking that
 * they cannot leave (Better Auth's /organization/leave refuses it too), and what to do instead.
 */
export function DangerZoneSection({
  settings,
}: {
  settings: OrganizationView & OrganizationPeople;
}) {
  const { organization, may, members } = settings;
  const onlyOwner =
    settings.role === "owner" && members.filter((member) => member.role === "owner").length === 1;
  return (
    <Section id="danger-zone" title="Danger zone">
      {onlyOwner ? (
        <OnlyOwner organization={organization} alone={members.length === 1} />
      ) : (
        <Leave organization={organization} />
      )}
      {may.delete && (
        <>
          <Divider />
          <Delete organization={organization} />
        </>
      )}
    </Section>
  );
}

/** One of the zone's parts: its heading, then what it says and offers. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** In place of "Leave organization": why it cannot be done, and the two ways out. */
function OnlyOwner({ organization, alone }: { organization: Organization; alone: boolean }) {
  return (
    <Part title="Leave the organization">
      <Text size="sm">
        {alone
          ? `You are the only member of ${organization.name}, so you cannot leave it: delete it below instead, or invite someone and make them an owner first.`
          : `You are the only owner of ${organization.name}, so you cannot leave it yet. Hand it over first (Make owner, on the Members page), or delete it below.`}
      </Text>
      {alone ? (
        <Button component={Link} to="/organization/invitations" variant="default">
          Invite someone
        </Button>
      ) : (
        <Button component={Link} to="/organization/members" variant="default">
          Hand over on the Members page
        </Button>
      )}
    </Part>
  );
}

function Leave({ organization }: { organization: Organization }) {
  const refresh = useWorkspaceRefresh();
  const router = useRouter();
  const leave = useMutation({
    mutationFn: async () =>
      responseOf((await loadAuthClient()).organization.leave({ organizationId: organization.id })),
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
    <Part title="Leave the organization">
      <Text size="sm">Your account stays; only your membership ends.</Text>
      <DangerButton onClick={ask}>Leave organization…</DangerButton>
    </Part>
  );
}

function Delete({ organization }: { organization: Organization }) {
  // The dialog (Mantine's modal) loads on its first use.
  const { opened, used, open, close } = useDialogOnUse();
  return (
    <Part title="Delete the organization">
      <Text size="sm">
        Ends its subscriptions, revokes its API key and removes its members, teams and invitations.
        This cannot be undone.
      </Text>
      <DangerButton onClick={open}>Delete organization…</DangerButton>
      {used && (
        <Suspense fallback={null}>
          <Dialog opened={opened} onClose={close} title={`Delete ${organization.name}?`}>
            {opened && <DeleteDialog organization={organization} onDone={close} />}
          </Dialog>
        </Suspense>
      )}
    </Part>
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
      responseOf((await loadAuthClient()).organization.delete({ organizationId: organization.id })),
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
          danger
          disabled={!confirmed}
          loading={remove.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
