import { useMounted } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId } from "react";
import { useLocale } from "~/i18n/current-locale";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { withElement } from "~/i18n/with-element";
import {
  PlainCard,
  PlainGroup,
  PlainStack,
  PlainText,
  PlainTitle,
  TextLink,
} from "~/ui/fast/plain";
import { PlainBadge, PlainSkeleton } from "~/ui/fast/plain-content";
import { apiKeyPlanQuery, apiKeyUsageQuery, periodUsageQuery } from "./queries";

// The chart library is most of the dashboard's JavaScript and draws only in the browser, after
// the page is shown: it loads then, with its styles, behind the skeleton.
const BarChart = lazy(() => import("./bar-chart").then((module) => ({ default: module.BarChart })));

type Format = ReturnType<typeof useFormat>;

// Where the period's last day goes in the sentence, shown as a <time> element.
const DAY = "\u0000day\u0000";

/** "1 call" / "12 calls". */
function callCount(f: Format, calls: number): string {
  return m.keys_call_count({ count: calls, calls: f.number(calls) });
}

/** "12,000 of 100,000 calls included this period", and the overage billed when there is one. */
function periodSentence(
  f: Format,
  period: {
    used: number;
    included: number;
    end: string;
    overage: { calls: number; amount: number };
  },
) {
  const over = period.overage.calls;
  const sentence = m.keys_period({
    used: callCount(f, period.used),
    included: f.number(period.included),
    day: DAY,
  });
  return (
    <>
      {withElement(sentence, DAY, <time dateTime={period.end}>{f.shortDate(period.end)}</time>)}
      {over > 0 &&
        ` ${m.keys_period_over({ calls: callCount(f, over), amount: f.currency(period.overage.amount, "usd") })}`}
    </>
  );
}

/**
 * The start of today's UTC day: calls are counted by UTC day (the period's boundaries are UTC),
 * so the chart says when such a day starts where the person is.
 */
function utcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Calls with the user's API keys per day over the last 30 days. */
export function UsageChart() {
  const headingId = useId();
  const descriptionId = useId();
  const f = useFormat();
  // The chart measures its container, which only exists in the browser.
  const mounted = useMounted();
  const plan = useQuery(apiKeyPlanQuery(useLocale()));
  const locked = plan.data?.usageHistorySentence ?? null;
  // Usage history is a plan feature (ADR 055): asked for only where the plan includes it.
  const usage = useQuery({ ...apiKeyUsageQuery, enabled: plan.data?.usageHistory === true });
  const period = useQuery(periodUsageQuery);
  const days = usage.data ?? [];
  const total = days.reduce((sum, day) => sum + day.calls, 0);

  return (
    <PlainCard padding="lg" component="section" aria-labelledby={headingId}>
      <PlainStack gap="md">
        <div>
          <PlainGroup justify="space-between" align="flex-start">
            <PlainTitle order={2} size="h4" id={headingId}>
              {m.keys_usage_heading()}
            </PlainTitle>
            {locked && <PlainBadge color="slate">{m.keys_locked()}</PlainBadge>}
          </PlainGroup>
          <PlainText size="sm" c="dimmed" id={descriptionId}>
            {locked ? (
              <>
                {locked}{" "}
                <TextLink to="/subscriptions" size="sm">
                  {m.billing_see_the_plans()}
                </TextLink>
              </>
            ) : plan.isError ? (
              m.keys_usage_failed({ reason: plan.error.message })
            ) : plan.isPending || usage.isPending ? (
              m.keys_usage_loading()
            ) : usage.isError ? (
              m.keys_usage_failed({ reason: usage.error.message })
            ) : total === 0 ? (
              m.keys_usage_none()
            ) : (
              m.keys_usage_total({ calls: callCount(f, total) })
            )}
          </PlainText>
          {period.isPending ? (
            // The sentence's line, held while it loads: what follows does not move when it comes.
            <PlainSkeleton height="calc(var(--mantine-font-size-sm) * var(--mantine-line-height-sm))" />
          ) : (
            period.isSuccess && (
              <PlainText size="sm" c="dimmed">
                {periodSentence(f, period.data)}
              </PlainText>
            )
          )}
          {usage.isSuccess && total > 0 && f.timeZone !== "UTC" && (
            <PlainText size="sm" c="dimmed">
              {m.keys_usage_days_utc({ time: f.time(utcMidnight()) })}
            </PlainText>
          )}
        </div>
        {usage.isSuccess && total > 0 && (
          <figure
            style={{ margin: 0 }}
            aria-labelledby={headingId}
            aria-describedby={descriptionId}
          >
            {mounted ? (
              <Suspense fallback={<PlainSkeleton height={220} />}>
                <BarChart
                  h={220}
                  data={days.map((day) => ({ ...day, label: f.shortDay(day.day) }))}
                  dataKey="label"
                  series={[{ name: "calls", label: m.keys_chart_series(), color: "pine.6" }]}
                  tickLine="y"
                  gridAxis="y"
                  valueFormatter={f.number}
                  yAxisProps={{ allowDecimals: false }}
                  // The chart is a Tab stop (the arrow keys then move from day to day): named.
                  barChartProps={{ title: m.keys_chart_name() }}
                />
              </Suspense>
            ) : (
              <PlainSkeleton height={220} />
            )}
          </figure>
        )}
      </PlainStack>
    </PlainCard>
  );
}
