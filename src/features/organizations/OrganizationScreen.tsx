import { Anchor, Avatar, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { useSuspenseQuery } from "@tanstack/react-query";
import { ApiKeyCard } from "~/features/api-keys/ApiKeyCard";
import { ROLE_LABELS } from "./access";
import { BillingSection } from "./BillingSection";
import { DangerZoneSection } from "./DangerZoneSection";
import { GeneralSection } from "./GeneralSection";
import { InvitationsSection } from "./InvitationsSection";
import { MembersSection } from "./MembersSection";
import { NoOrganizationScreen } from "./NoOrganizationScreen";
import { organizationSettingsQuery } from "./queries";
import { TeamsSection } from "./TeamsSection";

/**
 * /organization: the active organization's settings, one short section each, with links to
 * them at the top; only the sections the caller's role can use. In the personal workspace, what
 * to do next instead.
 */
export function OrganizationScreen() {
  const { data: settings } = useSuspenseQuery(organizationSettingsQuery);
  // The server renders the first screen (the header, its links and General); the sections below
  // it render once the page runs. They are most of the page's rendering work, and nobody uses
  // them before the page is interactive anyway (bench/README.md: SSR /organization).
  const mounted = useMounted();
  if (!settings) return <NoOrganizationScreen />;
  const { organization, role, may } = settings;
  const sections = [
    { id: "general", label: "General" },
    { id: "members", label: "Members" },
    ...(may.invite ? [{ id: "invitations", label: "Invitations" }] : []),
    { id: "teams", label: "Teams" },
    { id: "billing", label: "Billing" },
    { id: "api-key", label: "API key" },
    { id: "danger-zone", label: "Danger zone" },
  ];
  return (
    <Stack gap="lg" py="md">
      <Group gap="md" wrap="nowrap">
        <Avatar src={organization.logo} alt="" size="lg" radius="md" color="pine">
          {organization.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {organization.name}
          </Title>
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              Organization settings
            </Text>
            <Badge variant="light" color="slate">
              Your role: {ROLE_LABELS[role]}
            </Badge>
          </Group>
        </div>
      </Group>
      <Group component="nav" aria-label="Organization settings" gap="md">
        {sections.map((section) => (
          <Anchor key={section.id} href={`#${section.id}`} size="sm" fw={600}>
            {section.label}
          </Anchor>
        ))}
      </Group>
      <GeneralSection settings={settings} />
      {mounted && (
        <>
          <MembersSection settings={settings} />
          {may.invite && <InvitationsSection settings={settings} />}
          <TeamsSection settings={settings} />
          <BillingSection settings={settings} />
          <div id="api-key">
            <ApiKeyCard />
          </div>
          <DangerZoneSection settings={settings} />
        </>
      )}
    </Stack>
  );
}
