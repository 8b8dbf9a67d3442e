import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { ApiKeyCard } from "~/features/api-keys/ApiKeyCard";
import { UsageChart } from "~/features/api-keys/UsageChart";
import type { ClientUser } from "~/server/auth/session.server";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

export function DashboardScreen({ user }: { user: ClientUser }) {
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>Welcome{user.name ? `, ${user.name}` : ""}</Title>
        <Text c="dimmed">You are signed in as {user.email}.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
            <Text size="sm" c="dimmed">
              See your plans and what they include.
            </Text>
            <Anchor component={Link} to="/subscriptions" size="sm">
              View subscriptions
            </Anchor>
          </Stack>
        </Card>
      </SimpleGrid>
      <ApiKeyCard />
      <UsageChart />
    </Stack>
  );
}
