import { Alert, Button, Divider, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { type ReactNode, Suspense, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { withElement } from "~/i18n/with-element";
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

const ORGANIZATION = "\u0000organization\u0000";

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
    <Section id="danger-zone" title={m.org_danger_zone()}>
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
    <Part title={m.org_leave_title()}>
      <Text size="sm">
        {alone
          ? m.org_only_member({ organization: organization.name })
          : m.org_only_owner({ organization: organization.name })}
      </Text>
      {alone ? (
        <Button component={Link} to="/organization/invitations" variant="default">
          {m.org_invite_someone()}
        </Button>
      ) : (
        <Button component={Link} to="/organization/members" variant="default">
          {m.org_hand_over_on_members()}
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
      notifySuccess(m.org_left(), m.org_left_text());
      await refresh();
      await router.navigate({ to: "/dashboard" });
    },
    onError: (error) => notifyError(error, m.org_still_member()),
  });
  const ask = () =>
    void askToConfirm({
      title: m.org_leave_confirm_title({ organization: organization.name }),
      body: <Text size="sm">{m.org_leave_confirm_text()}</Text>,
      confirmLabel: m.org_leave(),
      cancelLabel: m.org_stay(),
      onConfirm: () => leave.mutateAsync(),
    });
  return (
    <Part title={m.org_leave_title()}>
      <Text size="sm">{m.org_leave_text()}</Text>
      <DangerButton onClick={ask}>{m.org_leave_ellipsis()}</DangerButton>
    </Part>
  );
}

function Delete({ organization }: { organization: Organization }) {
  // The dialog (Mantine's modal) loads on its first use.
  const { opened, used, open, close } = useDialogOnUse();
  return (
    <Part title={m.org_delete_title()}>
      <Text size="sm">{m.org_delete_text()}</Text>
      <DangerButton onClick={open}>{m.org_delete_ellipsis()}</DangerButton>
      {used && (
        <Suspense fallback={null}>
          <Dialog
            opened={opened}
            onClose={close}
            title={m.org_delete_confirm_title({ organization: organization.name })}
          >
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
      notifySuccess(m.org_deleted(), m.org_deleted_text({ organization: organization.name }));
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
          {withElement(
            m.org_delete_confirm_text({ organization: ORGANIZATION }),
            ORGANIZATION,
            <strong>{organization.name}</strong>,
          )}
        </Text>
        {remove.isError && (
          <Alert color="ember" title={m.org_not_deleted()} role="alert">
            {errorMessage(remove.error)}
          </Alert>
        )}
        <TextInput
          label={m.org_delete_type_to_confirm({ organization: organization.name })}
          autoComplete="off"
          data-autofocus
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <DialogActions
          actLabel={m.org_delete()}
          danger
          disabled={!confirmed}
          loading={remove.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
