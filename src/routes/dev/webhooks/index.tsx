import { Anchor, Badge, Card, Code, Group, Stack, Text } from "@mantine/core";
import { createFileRoute, Link } from "@tanstack/react-router";
import { listDevWebhookDeliveries } from "~/server/dev/dev-tools.functions";
import { DevPage } from "../-dev-page";

export const Route = createFileRoute("/dev/webhooks/")({
  loader: () => listDevWebhookDeliveries(),
  component: DevWebhooksRoute,
});

const timeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "medium" });

const STATUS_COLORS = { pending: "timber", succeeded: "pine", failed: "ember" } as const;

/** The deliveries the local instance made, newest first: the dev mailbox of webhooks. */
function DevWebhooksRoute() {
  const deliveries = Route.useLoaderData();
  return (
    <DevPage
      title="Dev webhooks"
      intro={
        <>
          The latest webhook deliveries this instance made, to every endpoint, newest first. Reload
          to see new ones. As JSON:{" "}
          <Anchor href="/dev/webhooks/deliveries">/dev/webhooks/deliveries</Anchor>. Mails:{" "}
          <Anchor component={Link} to="/dev/mailbox">
            the dev mailbox
          </Anchor>
          .
        </>
      }
    >
      {deliveries.length === 0 ? (
        <Text>
          No deliveries yet. Add an endpoint in the settings' API page and send a test event.
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {deliveries.map((delivery) => (
            <Card key={delivery.id} withBorder component="li">
              <Stack gap={6}>
                <Group justify="space-between" gap="sm">
                  <Text fw={600}>{delivery.eventType}</Text>
                  <Badge color={STATUS_COLORS[delivery.status]} variant="light">
                    {delivery.status}
                  </Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {delivery.url}
                </Text>
                <Text size="sm" c="dimmed">
                  {timeFormat.format(new Date(delivery.createdAt))} · attempts {delivery.attempts}
                  {delivery.responseStatus !== null && ` · answered ${delivery.responseStatus}`}
                  {delivery.durationMs !== null && ` in ${delivery.durationMs} ms`}
                  {delivery.error && ` · ${delivery.error}`}
                </Text>
                <Code block style={{ maxHeight: "12rem", overflow: "auto" }}>
                  {JSON.stringify(JSON.parse(delivery.body), null, 2)}
                </Code>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </DevPage>
  );
}
