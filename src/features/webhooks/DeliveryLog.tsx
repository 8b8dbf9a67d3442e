import { Badge, Button, Code, Group, NativeSelect, SimpleGrid, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { errorMessage } from "~/lib/errors";
import { Detail } from "~/ui/Detail";
import { PlainGroup, PlainRow, PlainRows, PlainStack, PlainText } from "~/ui/fast/plain";
import { type WebhookDelivery, webhookDeliveriesQuery } from "./queries";

/** The Standard Webhooks header that names a message: a protocol's word, not translated. */
const ID_HEADER = "webhook-id";

/** A body is shown whole, its long lines wrapped inside the card on a phone. */
const WRAP = { whiteSpace: "pre-wrap", overflowWrap: "anywhere" } as const;

const STATUS = {
  pending: { color: "timber", label: m.webhooks_delivery_pending },
  succeeded: { color: "pine", label: m.webhooks_delivery_succeeded },
  failed: { color: "ember", label: m.webhooks_delivery_failed },
} as const;

/** The time ranges whose failed deliveries can be resent at once: how far back from now. */
export const RESEND_RANGES_MS = {
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
} as const;
export type ResendRange = keyof typeof RESEND_RANGES_MS;

const RESEND_CHOICES = [
  { value: "hour", label: m.webhooks_range_hour },
  { value: "day", label: m.webhooks_range_day },
  { value: "week", label: m.webhooks_range_week },
] as const;

const isResendRange = (value: string): value is ResendRange => value in RESEND_RANGES_MS;

/** A time range and the button that queues again every delivery that failed in it. */
function ResendFailed({
  name,
  busy,
  onResend,
}: {
  /** The button's accessible name: to which endpoint. */
  name: string;
  busy: boolean;
  onResend: (range: ResendRange) => void;
}) {
  const [range, setRange] = useState<ResendRange>("day");
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        size="xs"
        label={m.webhooks_range_label()}
        value={range}
        data={RESEND_CHOICES.map((choice) => ({ value: choice.value, label: choice.label() }))}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isResendRange(chosen)) setRange(chosen);
        }}
      />
      <Button
        variant="default"
        size="xs"
        disabled={busy}
        onClick={() => onResend(range)}
        aria-label={name}
      >
        {m.webhooks_resend()}
      </Button>
    </Group>
  );
}

/**
 * One endpoint's latest deliveries, newest first, each with a Replay button, under a control
 * that resends every failed delivery of a time range (older ones than the log shows too).
 */
export function DeliveryLog({
  id,
  endpointId,
  label,
  resendName,
  busy,
  onReplay,
  onResend,
}: {
  id: string;
  endpointId: string;
  /** The list's name: whose deliveries these are. */
  label: string;
  /** The resend button's name: to which endpoint. */
  resendName: string;
  busy: boolean;
  onReplay: (delivery: WebhookDelivery) => void;
  onResend: (range: ResendRange) => void;
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
    <PlainStack id={id} gap="sm">
      <ResendFailed name={resendName} busy={busy} onResend={onResend} />
      <PlainRows aria-label={label}>
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
                <Exchange delivery={delivery} />
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
    </PlainStack>
  );
}

/** A JSON body laid out to read; as it came when it is not JSON. */
function laidOut(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * What was sent and what came back, folded: the request's `webhook-id` and body (the event,
 * laid out to read) and the last answer's status and body as the endpoint wrote it.
 */
function Exchange({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <details>
      <Text component="summary" size="sm" fw={600} style={{ cursor: "pointer" }}>
        {m.webhooks_exchange()}
      </Text>
      <PlainStack gap="xs" style={{ marginTop: "var(--mantine-spacing-xs)" }}>
        <Detail label={m.webhooks_label_request()}>
          <Code block style={WRAP}>
            {`${ID_HEADER}: ${delivery.messageId}\n\n${laidOut(delivery.requestBody)}`}
          </Code>
        </Detail>
        <Detail label={m.webhooks_label_response_body()}>
          {delivery.responseBody ? (
            <Code block style={WRAP}>
              {delivery.responseBody}
            </Code>
          ) : (
            m.webhooks_no_response_body()
          )}
        </Detail>
      </PlainStack>
    </details>
  );
}
