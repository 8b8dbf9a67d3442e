import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Suspense } from "react";
import { ApiKeyCard } from "~/features/api-keys/ApiKeyCard";
import { UsageChart } from "~/features/api-keys/UsageChart";
import { CurrentPlan, PlanSkeleton } from "~/features/billing/CurrentPlan";
import { ROLE_LABELS } from "~/features/organizations/access";
import { workspacesQuery } from "~/features/organizations/queries";
import type { ClientUser } from "~/server/auth/session.server";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

export function DashboardScreen({ user }: { user: ClientUser }) {
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const { active } = workspaces;
  const organization = active.kind === "organization" ? active.organization : null;
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>Welcome{user.name ? `, ${user.name}` : ""}</Title>
        <Text c="dimmed">You are signed in as {user.email}.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Workspace
            </Title>
            {active.kind === "organization" ? (
              <>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {active.organization.name}
                  </Text>
                  <Badge color="slate" variant="light">
                    {ROLE_LABELS[active.role]}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  Its plan and API key are shared with its members.
                </Text>
                <Anchor component={Link} to="/organization" size="sm">
                  Organization settings
                </Anchor>
              </>
            ) : (
              <>
                <Text fw={600}>Personal</Text>
                <Text size="sm" c="dimmed">
                  Only you work here. An organization lets people work together.
                </Text>
                <Anchor component={Link} to="/organization" size="sm">
                  Organizations
                </Anchor>
              </>
            )}
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Your account
            </Title>
            <Group gap="xs">
              <Text fw={600}>{user.email}</Text>
              <Badge color={user.emailVerified ? "pine" : "timber"} variant="light">
                {user.emailVerified ? "Verified" : "Not verified"}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Member since {dateFormat.format(new Date(user.createdAt))}
            </Text>
            <Anchor component={Link} to="/settings" size="sm">
              Manage your account
            </Anchor>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Subscriptions
            </Title>
            {/* Streamed after the rest of the page (the loader does not wait for it). */}
            <Suspense fallback={<PlanSkeleton />}>
              <CurrentPlan organizationName={organization?.name} />
            </Suspense>
          </Stack>
        </Card>
      </SimpleGrid>
      <ApiKeyCard />
      <UsageChart />
    </Stack>
  );
}
