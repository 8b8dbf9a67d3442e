import { Badge, Button, Card, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { REPLAYABLE_STATES, WEBHOOK_STATES, type WebhookState } from "~/lib/admin-billing";
import { queryKeys } from "~/lib/query-keys";
import { replayWebhookEvent } from "~/server/admin/billing.functions";
import { notifyError, notifySuccess } from "~/ui/notify";
import { type WebhookFilters, webhookInboxQuery } from "./billing-queries";
import { ConsoleTable } from "./ConsoleTable";
import { FilterSelect } from "./FilterSelect";
import { inboxNote, WEBHOOK_STATE_LABELS } from "./webhook-words";

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
  const f = useFormat();
  const inbox = useQuery(webhookInboxQuery(filters));
  const replay = useMutation({
    mutationFn: (eventId: string) => replayWebhookEvent({ data: { eventId } }),
    onSuccess: (result) => {
      if (result.state === "applied") notifySuccess(m.admin_replayed(), m.admin_replayed_applied());
      else if (result.state === "ignored") {
        notifySuccess(
          m.admin_replayed(),
          m.admin_replayed_ignored({ reason: inboxNote("ignored", result.error) ?? "" }),
        );
      } else {
        notifyError(
          new Error(result.error ?? m.admin_replay_failed_again()),
          m.admin_replay_failed(),
        );
      }
    },
    onError: (error) => notifyError(error, m.admin_replay_error()),
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
            {m.admin_webhook_inbox()}
          </Title>
          <Text size="sm" c="dimmed">
            {m.admin_webhook_inbox_text()}
          </Text>
        </div>
        <FilterSelect
          label={m.admin_state()}
          anyLabel={m.admin_any_state()}
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
          label={m.admin_webhook_events()}
          columns={[
            m.admin_received(),
            m.admin_event(),
            m.admin_state(),
            m.admin_attempts(),
            m.admin_note(),
            m.admin_replay(),
          ]}
          loading={m.admin_loading_inbox()}
          empty={m.admin_no_events()}
          pages={{
            page: filters.page ?? 1,
            total: (data) => data.total,
            counted: (count) => m.admin_count_events({ count, shown: f.number(count) }),
            onPage: (next) => onFilters({ ...filters, page: next }),
          }}
        >
          {(event) => (
            <Table.Tr key={event.id} data-event-id={event.id}>
              <Table.Td>{f.dateTime(event.receivedAt)}</Table.Td>
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
              <Table.Td>{f.number(event.attempts)}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                {inboxNote(event.state, event.lastError)}
              </Table.Td>
              <Table.Td>
                {REPLAYABLE_STATES.includes(event.state) && (
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={m.admin_replay_label({ type: event.type, id: event.id })}
                    loading={replay.isPending && replay.variables === event.id}
                    onClick={() => replay.mutate(event.id)}
                  >
                    {m.admin_replay()}
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
