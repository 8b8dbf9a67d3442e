import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
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
        <Title order={1}>Organization</Title>
        <Text c="dimmed">You are working in your personal workspace.</Text>
      </div>
      <Card withBorder padding="lg" component="section" aria-labelledby="start-heading">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4" id="start-heading">
            Work together in an organization
          </Title>
          <Text size="sm">
            An organization has its own members and roles, teams, subscription and API key. Create
            one and invite people by email, or accept an invitation someone sent you.
          </Text>
          <Button onClick={open}>Create organization</Button>
        </Stack>
      </Card>
      {workspaces.organizations.length > 0 && (
        <Section
          id="your-organizations"
          title="Your organizations"
          description="Switch to one to see its settings. You can also switch from the workspace menu at the top."
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
                  aria-label={`Switch to ${organization.name}`}
                  loading={switchTo.isPending && switchTo.variables?.id === organization.id}
                  onClick={() => switchTo.mutate({ id: organization.id, name: organization.name })}
                >
                  Switch
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

/** Invitations waiting for the signed-in address; nothing when there are none. */
function MyInvitations() {
  const invitations = useQuery(myInvitationsQuery);
  const open = openInvitations(invitations.data ?? [], new Date());
  if (open.length === 0) return null;
  return (
    <Section
      id="my-invitations"
      title="Invitations for you"
      description="Open one to accept or decline it."
    >
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {open.map((invitation) => (
          <Group key={invitation.id} component="li" justify="space-between" wrap="nowrap">
            <Text size="sm">
              Join <strong>{invitation.organizationName}</strong> as{" "}
              {roleWithArticle(invitation.role)}
            </Text>
            <Anchor
              size="sm"
              aria-label={`Open the invitation to ${invitation.organizationName}`}
              renderRoot={(props) => (
                <Link
                  to="/invitations/$invitationId"
                  params={{ invitationId: invitation.id }}
                  {...props}
                />
              )}
            >
              Open
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}
