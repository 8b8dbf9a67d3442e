import { Badge, Skeleton } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId } from "react";
import { formatShortDay } from "~/lib/dates";
import {
  PlainCard,
  PlainGroup,
  PlainStack,
  PlainText,
  PlainTitle,
  TextLink,
} from "~/ui/fast/plain";
import { apiKeyPlanQuery, apiKeyUsageQuery, periodUsageQuery } from "./queries";

// The chart library is most of the dashboard's JavaScript and draws only in the browser, after
// the page is shown: it loads then, with its styles, behind the skeleton.
const BarChart = lazy(() => import("./bar-chart").then((module) => ({ default: module.BarChart })));

const CHART_NAME = "API calls per day, last 30 days: the arrow keys move from day to day";

/** "1 call" / "12 calls". */
function callCount(calls: number): string {
  return `${calls.toLocaleString("en-GB")} ${calls === 1 ? "call" : "calls"}`;
}

/** "12,000 of 100,000 calls included this period", and the overage billed when there is one. */
function periodSentence(period: {
  used: number;
  included: number;
  end: string;
  overage: { calls: number; amount: number };
}) {
  const day = period.end.slice(0, 10);
  const over = period.overage.calls;
  return (
    <>
      This period: {callCount(period.used)} of {period.included.toLocaleString("en-GB")} included,
      until <time dateTime={day}>{formatShortDay(day)}</time>.
      {over > 0 &&
        ` ${callCount(over)} over: $${(period.overage.amount / 100).toFixed(2)} on the next invoice.`}
    </>
  );
}

/** Calls with the user's API keys per day over the last 30 days. */
export function UsageChart() {
  const headingId = useId();
  const descriptionId = useId();
  // The chart measures its container, which only exists in the browser.
  const mounted = useMounted();
  const plan = useQuery(apiKeyPlanQuery);
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
              API calls, last 30 days
            </PlainTitle>
            {locked && (
              <Badge color="slate" variant="light">
                Locked
              </Badge>
            )}
          </PlainGroup>
          <PlainText size="sm" c="dimmed" id={descriptionId}>
            {locked ? (
              <>
                {locked}{" "}
                <TextLink to="/subscriptions" size="sm">
                  See the plans
                </TextLink>
              </>
            ) : plan.isError ? (
              `Could not load your API usage: ${plan.error.message}`
            ) : plan.isPending || usage.isPending ? (
              "Loading your API usage…"
            ) : usage.isError ? (
              `Could not load your API usage: ${usage.error.message}`
            ) : total === 0 ? (
              "No API calls in the last 30 days."
            ) : (
              `${callCount(total)} in the last 30 days.`
            )}
          </PlainText>
          {period.isSuccess && (
            <PlainText size="sm" c="dimmed">
              {periodSentence(period.data)}
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
              <Suspense fallback={<Skeleton h={220} />}>
                <BarChart
                  h={220}
                  data={days.map((day) => ({ ...day, label: formatShortDay(day.day) }))}
                  dataKey="label"
                  series={[{ name: "calls", label: "Calls", color: "pine.6" }]}
                  tickLine="y"
                  gridAxis="y"
                  valueFormatter={(value) => value.toLocaleString("en-GB")}
                  yAxisProps={{ allowDecimals: false }}
                  // The chart is a Tab stop (the arrow keys then move from day to day): named.
                  barChartProps={{ title: CHART_NAME }}
                />
              </Suspense>
            ) : (
              <Skeleton h={220} />
            )}
          </figure>
        )}
      </PlainStack>
    </PlainCard>
  );
}
