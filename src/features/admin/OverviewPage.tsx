import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useId } from "react";
import { decimalFromCents, formatMoney } from "~/config/plans";
import { OVERVIEW_DAYS } from "~/lib/admin-billing";
import { formatShortDay } from "~/lib/dates";
import type { DailyCount } from "~/server/admin/billing-overview.server";
import { billingOverviewQuery } from "./billing-queries";
import { ChartCard } from "./ChartCard";

const number = (value: number) => value.toLocaleString("en-GB");

/** "1 sign-in" / "12 sign-ins". */
function counted(value: number, one: string, many: string): string {
  return `${number(value)} ${value === 1 ? one : many}`;
}

function Figure({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  const labelId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={labelId}>
      <Stack gap={4}>
        <Title order={2} size="sm" fw={600} c="dimmed" id={labelId}>
          {label}
        </Title>
        <Text fz={28} fw={700} lh={1.2}>
          {value}
        </Text>
        {children && (
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

const daily = (days: DailyCount[]) =>
  days.map((day) => ({ label: formatShortDay(day.day), count: day.count }));

const total = (days: DailyCount[]) => days.reduce((sum, day) => sum + day.count, 0);

/** /admin: the console's first screen, the numbers an operator looks at first (ADR 037). */
export function OverviewPage() {
  const { data } = useSuspenseQuery(billingOverviewQuery);
  const money = (cents: number) => formatMoney(decimalFromCents(cents), data.currency);
  const signIns = total(data.signInsPerDay);
  const apiCalls = total(data.apiCallsPerDay);
  const webhookDays = data.webhooks.perDay.map(({ day, ...states }) => ({
    label: formatShortDay(day),
    ...states,
  }));
  const webhooks = webhookDays.reduce(
    (sum, day) => sum + day.applied + day.ignored + day.failed + day.pending,
    0,
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Figure label="Users" value={number(data.users.total)}>
          {number(data.users.newIn7Days)} new in 7 days, {number(data.users.newIn30Days)} in 30
        </Figure>
        <Figure label="Active subscriptions" value={number(data.activeSubscriptions)}>
          Paid, in a trial, behind on payment, or ending at period end
        </Figure>
        <Figure label="Monthly recurring revenue" value={money(data.monthlyRecurringCents)}>
          At the prices Polar reported; a yearly price counts as a twelfth
        </Figure>
        <Figure label="Failed webhooks" value={number(data.webhooks.failed)}>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/admin/webhooks" search={{ state: "failed" }} {...props} />
            )}
          >
            Open the failed events
          </Anchor>
        </Figure>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title="Active subscriptions by plan"
          summary={
            data.plans.length === 0
              ? "No active subscriptions."
              : data.plans
                  .map((plan) => `${plan.name}: ${number(plan.active)}`)
                  .join(", ")
                  .concat(".")
          }
          labelHeading="Plan"
          rows={data.plans.map((plan) => ({ label: plan.name, active: plan.active }))}
          series={[{ name: "active", label: "Active", color: "pine.6" }]}
        />
        <ChartCard
          title="Monthly recurring revenue by plan"
          summary={`${money(data.monthlyRecurringCents)} a month from paid subscriptions that renew; trials and subscriptions set to end are left out.`}
          labelHeading="Plan"
          rows={data.plans.map((plan) => ({ label: plan.name, monthly: plan.monthlyCents }))}
          series={[{ name: "monthly", label: "Per month", color: "glacier.6" }]}
          format={money}
        />
        <ChartCard
          title="Sign-ins per day"
          summary={`${counted(signIns, "sign-in", "sign-ins")} in the last ${OVERVIEW_DAYS} days (UTC).`}
          labelHeading="Day"
          rows={daily(data.signInsPerDay)}
          series={[{ name: "count", label: "Sign-ins", color: "pine.6" }]}
        />
        <ChartCard
          title="API calls per day"
          summary={`${counted(apiCalls, "call", "calls")} with API keys in the last ${OVERVIEW_DAYS} days (UTC).`}
          labelHeading="Day"
          rows={daily(data.apiCallsPerDay)}
          series={[{ name: "count", label: "Calls", color: "timber.6" }]}
        />
        <ChartCard
          title="Webhook events per day"
          summary={`${counted(webhooks, "event", "events")} from Polar in the last ${OVERVIEW_DAYS} days (UTC); ${counted(data.webhooks.failed, "event has", "events have")} failed and not been applied since.`}
          labelHeading="Day"
          rows={webhookDays}
          stacked
          series={[
            { name: "applied", label: "Applied", color: "pine.6" },
            { name: "ignored", label: "Ignored", color: "slate.5" },
            { name: "pending", label: "Pending", color: "timber.5" },
            { name: "failed", label: "Failed", color: "ember.6" },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
