import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { createFileRoute, Link } from "@tanstack/react-router";

export const Route = createFileRoute("/_authenticated/success")({
  component: SuccessRoute,
});

function SuccessRoute() {
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Thank you</Title>
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Text>All done.</Text>
          <Anchor component={Link} to="/subscriptions">
            Go to your subscriptions
          </Anchor>
        </Stack>
      </Card>
    </Stack>
  );
}
