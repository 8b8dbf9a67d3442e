import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useId } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { OVERVIEW_DAYS } from "~/lib/admin-billing";
import type { DailyCount } from "~/server/admin/billing-overview.server";
import { billingOverviewQuery } from "./billing-queries";
import { ChartCard } from "./ChartCard";

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

/** A UTC day (`YYYY-MM-DD`) as a chart's axis writes it: "3 Mar", "3. März". */
function useShortDay(): (day: string) => string {
  const { locale } = useFormat();
  const format = new Intl.DateTimeFormat(locale.startsWith("en") ? "en-GB" : locale, {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}

const total = (days: DailyCount[]) => days.reduce((sum, day) => sum + day.count, 0);

/** /admin: the console's first screen, the numbers an operator looks at first (ADR 037). */
export function OverviewPage() {
  const { data } = useSuspenseQuery(billingOverviewQuery);
  const f = useFormat();
  const number = f.number;
  const shortDay = useShortDay();
  const daily = (days: DailyCount[]) =>
    days.map((day) => ({ label: shortDay(day.day), count: day.count }));
  const money = (cents: number) => f.currency(cents, data.currency);
  const days = OVERVIEW_DAYS;
  const signIns = total(data.signInsPerDay);
  const apiCalls = total(data.apiCallsPerDay);
  const webhookDays = data.webhooks.perDay.map(({ day, ...states }) => ({
    label: shortDay(day),
    ...states,
  }));
  const webhooks = webhookDays.reduce(
    (sum, day) => sum + day.applied + day.ignored + day.failed + day.pending,
    0,
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Figure label={m.admin_users()} value={number(data.users.total)}>
          {m.admin_overview_new_users({
            week: number(data.users.newIn7Days),
            month: number(data.users.newIn30Days),
          })}
        </Figure>
        <Figure label={m.admin_active_subscriptions()} value={number(data.activeSubscriptions)}>
          {m.admin_active_subscriptions_help()}
        </Figure>
        <Figure label={m.admin_mrr()} value={money(data.monthlyRecurringCents)}>
          {m.admin_mrr_help()}
        </Figure>
        <Figure label={m.admin_failed_webhooks()} value={number(data.webhooks.failed)}>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/admin/webhooks" search={{ state: "failed" }} {...props} />
            )}
          >
            {m.admin_open_failed_events()}
          </Anchor>
        </Figure>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title={m.admin_subscriptions_by_plan()}
          summary={
            data.plans.length === 0
              ? m.admin_no_active_subscriptions()
              : data.plans
                  .map((plan) => `${plan.name}: ${number(plan.active)}`)
                  .join(", ")
                  .concat(".")
          }
          labelHeading={m.admin_plan()}
          rows={data.plans.map((plan) => ({ label: plan.name, active: plan.active }))}
          series={[{ name: "active", label: m.admin_active(), color: "pine.6" }]}
        />
        <ChartCard
          title={m.admin_mrr_by_plan()}
          summary={m.admin_mrr_summary({ amount: money(data.monthlyRecurringCents) })}
          labelHeading={m.admin_plan()}
          rows={data.plans.map((plan) => ({ label: plan.name, monthly: plan.monthlyCents }))}
          series={[{ name: "monthly", label: m.admin_per_month(), color: "glacier.6" }]}
          format={money}
        />
        <ChartCard
          title={m.admin_sign_ins_per_day()}
          summary={m.admin_sign_ins_summary({ count: signIns, shown: number(signIns), days })}
          labelHeading={m.admin_day()}
          rows={daily(data.signInsPerDay)}
          series={[{ name: "count", label: m.admin_sign_ins(), color: "pine.6" }]}
        />
        <ChartCard
          title={m.admin_api_calls_per_day()}
          summary={m.admin_api_calls_summary({ count: apiCalls, shown: number(apiCalls), days })}
          labelHeading={m.admin_day()}
          rows={daily(data.apiCallsPerDay)}
          series={[{ name: "count", label: m.admin_calls(), color: "timber.6" }]}
        />
        <ChartCard
          title={m.admin_webhooks_per_day()}
          summary={`${m.admin_webhooks_summary({ count: webhooks, shown: number(webhooks), days })} ${m.admin_webhooks_failed_summary({ count: data.webhooks.failed, shown: number(data.webhooks.failed) })}`}
          labelHeading={m.admin_day()}
          rows={webhookDays}
          stacked
          series={[
            { name: "applied", label: m.admin_state_applied(), color: "pine.6" },
            { name: "ignored", label: m.admin_state_ignored(), color: "slate.5" },
            { name: "pending", label: m.admin_state_pending(), color: "timber.5" },
            { name: "failed", label: m.admin_state_failed(), color: "ember.6" },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
