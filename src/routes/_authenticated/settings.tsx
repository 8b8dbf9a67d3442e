import { Card, Stack, Text, Title } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { ColorSchemeSwitch } from "~/features/theme/ColorSchemeSwitch";

export const Route = createFileRoute("/_authenticated/settings")({
  component: SettingsRoute,
});

function SettingsRoute() {
  const { session } = Route.useRouteContext();
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Settings</Title>
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Profile
          </Title>
          <Text>{session.user.name || "No name set"}</Text>
          <Text c="dimmed">{session.user.email}</Text>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h4">
            Appearance
          </Title>
          <Text size="sm" c="dimmed">
            Light, dark, or follow your device. Saved in this browser.
          </Text>
          <ColorSchemeSwitch />
        </Stack>
      </Card>
    </Stack>
  );
}
