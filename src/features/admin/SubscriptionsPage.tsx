import { Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { PLANS } from "~/config/plans";
import { priceLine } from "~/features/billing/format";
import { StatusBadge } from "~/features/billing/StatusBadge";
import { discountLine, periodLine, STATUS_LABELS } from "~/features/billing/subscription-texts";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
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
  const f = useFormat();
  const page = filters.page ?? 1;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="reconcile-heading">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="reconcile-heading">
              {m.admin_reconcile_heading()}
            </Title>
            <Text size="sm" c="dimmed">
              {m.admin_reconcile_text()}
            </Text>
          </div>
          <ReconcileButton target={{ scope: "everyone" }} label={m.admin_reconcile_everyone()} />
          <RecentReconciliations />
        </Stack>
      </Card>
      <Card withBorder padding="lg" component="section" aria-labelledby="subscriptions-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="subscriptions-heading">
            {m.admin_subscriptions()}
          </Title>
          <Group gap="md" align="flex-end">
            <FilterSelect
              label={m.admin_status()}
              anyLabel={m.admin_any_status()}
              value={filters.status}
              choices={SUBSCRIPTION_STATUSES.map((status) => ({
                value: status,
                label: STATUS_LABELS[status],
              }))}
              onChange={(status) => onFilters({ ...filters, page: undefined, status })}
            />
            <FilterSelect
              label={m.admin_plan()}
              anyLabel={m.admin_any_plan()}
              value={filters.plan}
              choices={PLANS.map((plan) => ({ value: plan.slug, label: plan.name }))}
              onChange={(plan) => onFilters({ ...filters, page: undefined, plan })}
            />
          </Group>
          <ConsoleTable
            query={list}
            items={(data) => data.subscriptions}
            label={m.admin_subscriptions()}
            columns={[
              m.admin_owner(),
              m.admin_plan(),
              m.admin_status(),
              m.admin_period(),
              m.admin_since(),
              m.admin_reconcile(),
            ]}
            loading={m.admin_loading_subscriptions()}
            empty={m.admin_no_subscriptions()}
            pages={{
              page,
              total: (data) => data.total,
              counted: (count) => m.admin_count_subscriptions({ count, shown: f.number(count) }),
              onPage: (next) => onFilters({ ...filters, page: next }),
            }}
          >
            {(row) => (
              <Table.Tr key={row.id} data-subscription-id={row.id}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  <Stack gap={2} align="flex-start">
                    <span>{row.holder.name}</span>
                    <Badge color="slate" variant="light" size="sm">
                      {row.holder.kind === "user" ? m.admin_holder_personal() : m.org_title()}
                    </Badge>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <span>{row.name}</span>
                    <Text size="xs" c="dimmed">
                      {priceLine(f, row.price, row.billingCycle, row.currency)}
                    </Text>
                    {row.seats !== null && (
                      <Text size="xs" c="dimmed">
                        {m.billing_seat_count({ count: row.seats })}
                      </Text>
                    )}
                    {row.discount && (
                      <Text size="xs" c="dimmed">
                        {discountLine(f, row)}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <StatusBadge subscription={row} />
                </Table.Td>
                <Table.Td>{periodLine(row.currentPeriodStart, row.currentPeriodEnd, f)}</Table.Td>
                <Table.Td>{f.dateTime(row.createdAt)}</Table.Td>
                <Table.Td>
                  <ReconcileButton
                    size="xs"
                    target={{
                      scope: "customer",
                      owner: { kind: row.holder.kind, id: row.holder.id },
                    }}
                    label={m.admin_reconcile()}
                    aria-label={m.admin_reconcile_label({ name: row.holder.name })}
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
