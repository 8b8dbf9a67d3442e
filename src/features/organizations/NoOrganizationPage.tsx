import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { withElement } from "~/i18n/with-element";
import { useDialogOnUse } from "~/ui/lazy-dialog";
import { Section } from "~/ui/Section";
import { openInvitations, ROLE_LABELS, roleWithArticle } from "./access";
import { myInvitationsQuery } from "./auth-calls";
import { workspacesQuery } from "./queries";
import { useSwitchWorkspace } from "./workspace-hooks";

// As in the header's workspace menu: the form, Better Auth's client and the modal load when
// "Create organization" is first chosen. (One lazy import in each: shared from one module, the
// list of its chunks became a file of its own in every signed-in page's first load.)
const CreateOrganizationModal = lazy(() =>
  import("./CreateOrganizationModal").then((module) => ({
    default: module.CreateOrganizationModal,
  })),
);

/** /organization in the personal workspace: what organizations are, and what to do next. */
export function NoOrganizationPage() {
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const { opened: creating, used: createAsked, open, close } = useDialogOnUse();
  const switchTo = useSwitchWorkspace();

  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{m.org_title()}</Title>
        <Text c="dimmed">{m.org_none_personal()}</Text>
      </div>
      <Card withBorder padding="lg" component="section" aria-labelledby="start-heading">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4" id="start-heading">
            {m.org_none_heading()}
          </Title>
          <Text size="sm">{m.org_none_text()}</Text>
          <Button onClick={open}>{m.org_create()}</Button>
        </Stack>
      </Card>
      {workspaces.organizations.length > 0 && (
        <Section
          id="your-organizations"
          title={m.org_yours()}
          description={m.org_yours_description()}
        >
          <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {workspaces.organizations.map((organization) => (
              <Group key={organization.id} component="li" justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate="end">
                    {organization.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {ROLE_LABELS[organization.role]}
                  </Text>
                </div>
                <Button
                  variant="light"
                  size="xs"
                  aria-label={m.org_switch_to({ name: organization.name })}
                  loading={switchTo.isPending && switchTo.variables?.id === organization.id}
                  onClick={() => switchTo.mutate({ id: organization.id, name: organization.name })}
                >
                  {m.org_switch()}
                </Button>
              </Group>
            ))}
          </Stack>
        </Section>
      )}
      <MyInvitations />
      {createAsked && (
        <Suspense fallback={null}>
          <CreateOrganizationModal opened={creating} onClose={close} />
        </Suspense>
      )}
    </Stack>
  );
}

const ORGANIZATION = "\u0000organization\u0000";

/** Invitations waiting for the signed-in address; nothing when there are none. */
function MyInvitations() {
  const invitations = useQuery(myInvitationsQuery);
  const open = openInvitations(invitations.data ?? [], new Date());
  if (open.length === 0) return null;
  return (
    <Section
      id="my-invitations"
      title={m.org_my_invitations()}
      description={m.org_my_invitations_description()}
    >
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {open.map((invitation) => (
          <Group key={invitation.id} component="li" justify="space-between" wrap="nowrap">
            <Text size="sm">
              {withElement(
                m.org_my_invitation_join({
                  organization: ORGANIZATION,
                  role: roleWithArticle(invitation.role),
                }),
                ORGANIZATION,
                <strong>{invitation.organizationName}</strong>,
              )}
            </Text>
            <Anchor
              size="sm"
              aria-label={m.org_my_invitation_open({ organization: invitation.organizationName })}
              renderRoot={(props) => (
                <Link
                  to="/invitations/$invitationId"
                  params={{ invitationId: invitation.id }}
                  {...props}
                />
              )}
            >
              {m.org_open()}
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}
