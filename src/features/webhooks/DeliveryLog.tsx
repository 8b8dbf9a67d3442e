import { Badge, Button, Code, SimpleGrid } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { errorMessage } from "~/lib/errors";
import { Detail } from "~/ui/Detail";
import { PlainGroup, PlainRow, PlainRows, PlainStack, PlainText } from "~/ui/fast/plain";
import { type WebhookDelivery, webhookDeliveriesQuery } from "./queries";

const STATUS = {
  pending: { color: "timber", label: m.webhooks_delivery_pending },
  succeeded: { color: "pine", label: m.webhooks_delivery_succeeded },
  failed: { color: "ember", label: m.webhooks_delivery_failed },
} as const;

/** One endpoint's latest deliveries, newest first, each with a Replay button. */
export function DeliveryLog({
  id,
  endpointId,
  label,
  busy,
  onReplay,
}: {
  id: string;
  endpointId: string;
  /** The list's name: whose deliveries these are. */
  label: string;
  busy: boolean;
  onReplay: (delivery: WebhookDelivery) => void;
}) {
  const f = useFormat();
  const { data: deliveries, error } = useQuery(webhookDeliveriesQuery(endpointId));
  if (error) {
    return (
      <PlainText id={id} size="sm" role="alert">
        {m.webhooks_deliveries_failed({ reason: errorMessage(error) })}
      </PlainText>
    );
  }
  if (!deliveries) {
    return (
      <PlainText id={id} size="sm" c="dimmed">
        {m.webhooks_deliveries_loading()}
      </PlainText>
    );
  }
  if (deliveries.length === 0) {
    return (
      <PlainText id={id} size="sm" c="dimmed">
        {m.webhooks_deliveries_none()}
      </PlainText>
    );
  }
  return (
    <PlainRows id={id} aria-label={label}>
      {deliveries.map((delivery) => {
        const time = delivery.lastAttemptAt ?? delivery.createdAt;
        const status = STATUS[delivery.status];
        return (
          <PlainRow key={delivery.id} space="xs">
            <PlainStack gap="xs">
              <PlainGroup justify="space-between" gap="xs">
                <Code>{delivery.eventType}</Code>
                <Badge color={status.color} variant="light">
                  {status.label()}
                </Badge>
              </PlainGroup>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                <Detail label={m.webhooks_label_response()}>
                  {delivery.responseStatus ?? delivery.error ?? m.webhooks_no_response()}
                </Detail>
                <Detail label={m.webhooks_label_duration()}>
                  {delivery.durationMs === null
                    ? m.webhooks_no_response()
                    : m.webhooks_duration_ms({ duration: f.number(delivery.durationMs) })}
                </Detail>
                <Detail label={m.webhooks_label_time()}>
                  <time dateTime={time}>{f.dateTime(time)}</time>
                </Detail>
                <Detail label={m.webhooks_label_attempts()}>{f.number(delivery.attempts)}</Detail>
              </SimpleGrid>
              <PlainGroup>
                <Button
                  variant="default"
                  size="xs"
                  disabled={busy}
                  onClick={() => onReplay(delivery)}
                  aria-label={m.webhooks_replay_named({
                    event: delivery.eventType,
                    time: f.dateTime(time),
                  })}
                >
                  {m.webhooks_replay()}
                </Button>
              </PlainGroup>
            </PlainStack>
          </PlainRow>
        );
      })}
    </PlainRows>
  );
}
