import { Badge, Button, Card, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  inboxNote,
  REPLAYABLE_STATES,
  WEBHOOK_STATE_LABELS,
  WEBHOOK_STATES,
  type WebhookState,
} from "~/lib/admin-billing";
import { formatDateTime } from "~/lib/dates";
import { queryKeys } from "~/lib/query-keys";
import { replayWebhookEvent } from "~/server/admin/billing.functions";
import { notifyError, notifySuccess } from "~/ui/notify";
import { type WebhookFilters, webhookInboxQuery } from "./billing-queries";
import { ConsoleTable } from "./ConsoleTable";
import { FilterSelect } from "./FilterSelect";

const STATE_COLORS: Record<WebhookState, string> = {
  pending: "timber",
  applied: "pine",
  ignored: "slate",
  failed: "ember",
};

/** /admin/webhooks: Polar's events as the inbox holds them, and replay (ADR 037). */
export function WebhooksPage({
  filters,
  onFilters,
}: {
  filters: WebhookFilters;
  onFilters: (filters: WebhookFilters) => void;
}) {
  const queryClient = useQueryClient();
  const inbox = useQuery(webhookInboxQuery(filters));
  const replay = useMutation({
    mutationFn: (eventId: string) => replayWebhookEvent({ data: { eventId } }),
    onSuccess: (result) => {
      if (result.state === "applied") notifySuccess("Event replayed", "It was applied.");
      else if (result.state === "ignored") {
        notifySuccess("Event replayed", `It was ignored: ${inboxNote("ignored", result.error)}.`);
      } else notifyError(new Error(result.error ?? "It failed again."), "The replay failed");
    },
    onError: (error) => notifyError(error, "Could not replay the event"),
    onSettled: () => {
      for (const queryKey of [
        queryKeys.adminBilling.anyWebhooks,
        queryKeys.adminBilling.overview,
        queryKeys.adminBilling.anySubscriptions,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="inbox-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="inbox-heading">
            Webhook inbox
          </Title>
          <Text size="sm" c="dimmed">
            Every signed event Polar sent, once by its id. A failed event is retried with each
            scheduled reconciliation, up to 20 attempts; Replay applies a failed or ignored one
            again now, exactly as a delivery would.
          </Text>
        </div>
        <FilterSelect
          label="State"
          anyLabel="Any state"
          value={filters.state}
          choices={WEBHOOK_STATES.map((state) => ({
            value: state,
            label: WEBHOOK_STATE_LABELS[state],
          }))}
          onChange={(state) => onFilters({ page: undefined, state })}
        />
        <ConsoleTable
          query={inbox}
          items={(data) => data.events}
          label="Webhook events"
          columns={["Received", "Event", "State", "Attempts", "Note", "Replay"]}
          loading="Loading the inbox…"
          empty="No events match."
          pages={{
            page: filters.page ?? 1,
            total: (data) => data.total,
            noun: ["event", "events"],
            onPage: (next) => onFilters({ ...filters, page: next }),
          }}
        >
          {(event) => (
            <Table.Tr key={event.id} data-event-id={event.id}>
              <Table.Td>{formatDateTime(event.receivedAt)}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                <Stack gap={2}>
                  <span>{event.type}</span>
                  {event.customerEmail && (
                    <Text size="xs" c="dimmed">
                      {event.customerEmail}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" ff="monospace">
                    {event.id}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge color={STATE_COLORS[event.state]} variant="light">
                  {WEBHOOK_STATE_LABELS[event.state]}
                </Badge>
              </Table.Td>
              <Table.Td>{event.attempts}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                {inboxNote(event.state, event.lastError)}
              </Table.Td>
              <Table.Td>
                {REPLAYABLE_STATES.includes(event.state) && (
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Replay ${event.type} ${event.id}`}
                    loading={replay.isPending && replay.variables === event.id}
                    onClick={() => replay.mutate(event.id)}
                  >
                    Replay
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          )}
        </ConsoleTable>
      </Stack>
    </Card>
  );
}
