import { Card, Stack, Text, Title } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/_authenticated/subscriptions")({
  component: SubscriptionsRoute,
});

function SubscriptionsRoute() {
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Subscriptions</Title>
      <Card withBorder padding="lg">
        <Text>You have no subscriptions yet.</Text>
      </Card>
    </Stack>
  );
}
