import { Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatPrice, PLANS } from "~/config/plans";
import { periodLine, STATUS_LABELS } from "~/features/billing/format";
import { StatusBadge } from "~/features/billing/StatusBadge";
import { formatDateTime } from "~/lib/dates";
import { SUBSCRIPTION_STATUSES } from "~/lib/subscription-status";
import { consoleSubscriptionsQuery, type SubscriptionFilters } from "./billing-queries";
import { ConsoleTable } from "./ConsoleTable";
import { FilterSelect } from "./FilterSelect";
import { RecentReconciliations, ReconcileButton } from "./Reconcile";

/** /admin/subscriptions: every workspace's subscriptions, and "reconcile now" (ADR 037). */
export function SubscriptionsPage({
  filters,
  onFilters,
}: {
  filters: SubscriptionFilters;
  onFilters: (filters: SubscriptionFilters) => void;
}) {
  const list = useQuery(consoleSubscriptionsQuery(filters));
  const page = filters.page ?? 1;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="reconcile-heading">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="reconcile-heading">
              Reconcile with Polar
            </Title>
            <Text size="sm" c="dimmed">
              Re-reads subscriptions from Polar and corrects what a lost webhook left behind, for
              every customer with a subscription that is not over, or for one customer from its row
              below. The server does it a customer at a time; the progress shows here.
            </Text>
          </div>
          <ReconcileButton target={{ scope: "everyone" }} label="Reconcile everyone now" />
          <RecentReconciliations />
        </Stack>
      </Card>
      <Card withBorder padding="lg" component="section" aria-labelledby="subscriptions-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="subscriptions-heading">
            Subscriptions
          </Title>
          <Group gap="md" align="flex-end">
            <FilterSelect
              label="Status"
              anyLabel="Any status"
              value={filters.status}
              choices={SUBSCRIPTION_STATUSES.map((status) => ({
                value: status,
                label: STATUS_LABELS[status],
              }))}
              onChange={(status) => onFilters({ ...filters, page: undefined, status })}
            />
            <FilterSelect
              label="Plan"
              anyLabel="Any plan"
              value={filters.plan}
              choices={PLANS.map((plan) => ({ value: plan.slug, label: plan.name }))}
              onChange={(plan) => onFilters({ ...filters, page: undefined, plan })}
            />
          </Group>
          <ConsoleTable
            query={list}
            items={(data) => data.subscriptions}
            label="Subscriptions"
            columns={["Owner", "Plan", "Status", "Period", "Since", "Reconcile"]}
            loading="Loading the subscriptions…"
            empty="No subscriptions match."
            pages={{
              page,
              total: (data) => data.total,
              noun: ["subscription", "subscriptions"],
              onPage: (next) => onFilters({ ...filters, page: next }),
            }}
          >
            {(row) => (
              <Table.Tr key={row.id} data-subscription-id={row.id}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  <Stack gap={2} align="flex-start">
                    <span>{row.holder.name}</span>
                    <Badge color="slate" variant="light" size="sm">
                      {row.holder.kind === "user" ? "Personal" : "Organization"}
                    </Badge>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <span>{row.name}</span>
                    <Text size="xs" c="dimmed">
                      {formatPrice(row.price, row.billingCycle)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <StatusBadge subscription={row} />
                </Table.Td>
                <Table.Td>{periodLine(row.currentPeriodStart, row.currentPeriodEnd)}</Table.Td>
                <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
                <Table.Td>
                  <ReconcileButton
                    size="xs"
                    target={{
                      scope: "customer",
                      owner: { kind: row.holder.kind, id: row.holder.id },
                    }}
                    label="Reconcile"
                    aria-label={`Reconcile ${row.holder.name}`}
                  />
                </Table.Td>
              </Table.Tr>
            )}
          </ConsoleTable>
        </Stack>
      </Card>
    </Stack>
  );
}
