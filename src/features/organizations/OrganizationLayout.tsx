import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Outlet } from "@tanstack/react-router";
import type { ComponentType } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { initialsOf } from "~/lib/initials";
import { PlainAvatar } from "~/ui/fast/plain-controls";
import { type SectionLink, SectionNav } from "~/ui/SectionNav";
import { type OrganizationView, organizationViewOf, ROLE_LABELS } from "./access";
import { NoOrganizationPage } from "./NoOrganizationPage";
import { type OrganizationPeople, organizationPeopleQuery, workspacesQuery } from "./queries";

const authenticated = getRouteApi("/_authenticated");

/**
 * The active organization as the signed-in user sees it, from the workspace the shell already
 * loaded (no call of its own); null in the personal workspace.
 */
function useOrganizationView(): OrganizationView | null {
  const { session } = authenticated.useRouteContext();
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  return organizationViewOf(workspaces, session.user.id);
}

/** For the section pages, which render only inside OrganizationLayout's organization branch. */
export function useActiveOrganization(): OrganizationView {
  const view = useOrganizationView();
  if (!view) throw new Error("an organization page rendered in the personal workspace");
  return view;
}

/** The Members and Teams pages: a section that shows the members and teams (loaded by its route). */
export function PeoplePage({
  Section,
}: {
  Section: ComponentType<{ settings: OrganizationView & OrganizationPeople }>;
}) {
  const view = useActiveOrganization();
  const { data: people } = useSuspenseQuery(organizationPeopleQuery);
  // Null only when the workspace changed under the page; the layout then shows the new one.
  if (!people) return null;
  return <Section settings={{ ...view, ...people }} />;
}

/**
 * /organization/*: the active organization's settings, a short page per section with links to
 * them at the top; only the sections the caller's role can use are linked. Each page loads only
 * its own data. In the personal workspace, what to do next instead.
 */
export function OrganizationLayout() {
  const view = useOrganizationView();
  if (!view) return <NoOrganizationPage />;
  const { organization, role, may } = view;
  const sections: SectionLink[] = [
    { to: "/organization", label: m.org_general() },
    { to: "/organization/members", label: m.org_members() },
    ...(may.invite
      ? [{ to: "/organization/invitations", label: m.org_invitations() } as const]
      : []),
    { to: "/organization/teams", label: m.org_teams() },
    { to: "/organization/billing", label: m.org_billing() },
    { to: "/organization/api-key", label: m.org_api_key() },
    { to: "/organization/danger-zone", label: m.org_danger_zone() },
  ];
  return (
    <Stack gap="lg" py="md">
      <Group gap="md" wrap="nowrap">
        <PlainAvatar src={organization.logo} alt="" size="lg" radius="md" color="pine">
          {initialsOf(organization.name)}
        </PlainAvatar>
        <div style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {organization.name}
          </Title>
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              {m.org_settings()}
            </Text>
            <Badge variant="light" color="slate">
              {m.org_your_role({ role: ROLE_LABELS[role] })}
            </Badge>
          </Group>
        </div>
      </Group>
      <SectionNav label={m.org_settings()} sections={sections} />
      <Outlet />
    </Stack>
  );
}
