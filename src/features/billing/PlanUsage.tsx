import { Badge, Card, Group, Progress, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useId } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { withElements } from "~/i18n/with-element";
import { entitlementsQuery } from "./queries";

// Stand-ins for the period's two dates, each shown as a <time> element.
const START = "\u0000start\u0000";
const END = "\u0000end\u0000";

/** "3 of 1,000", and whether the use is at or over what the plan allows. */
function usedOf(number: (value: number) => string, used: number, allowed: number) {
  return {
    words: m.billing_used_of({ used: number(used), allowed: number(allowed) }),
    over: used > allowed,
  };
}

/**
 * What the workspace's plan allows and how much of it is used this period (ADR 045): the same
 * figures the REST API's GET /entitlements answers. Over a limit after a downgrade, nothing was
 * removed: the row says so, and that only additions wait.
 */
export function PlanUsage() {
  const { data } = useSuspenseQuery(entitlementsQuery);
  const headingId = useId();
  const f = useFormat();
  const { limits, usage } = data;
  const calls = usedOf(f.number, usage.apiCalls, limits.apiCallsIncluded);
  const people = usage.members === null ? null : usedOf(f.number, usage.members, limits.members);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={headingId}>
            {m.billing_plan_includes({ plan: data.plan.name })}
          </Title>
          <Text size="sm" c="dimmed">
            {withElements(m.billing_this_period({ start: START, end: END }), {
              [START]: <time dateTime={usage.periodStart}>{f.date(usage.periodStart)}</time>,
              [END]: <time dateTime={usage.periodEnd}>{f.date(usage.periodEnd)}</time>,
            })}
          </Text>
        </Group>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{m.billing_calls_this_period()}</Table.Th>
              <Table.Td>
                <Text size="sm">{calls.words}</Text>
                <Progress
                  value={Math.min(100, (usage.apiCalls / limits.apiCallsIncluded) * 100)}
                  aria-label={m.billing_calls_used()}
                  size="sm"
                  mt={4}
                />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{m.billing_calls_per_minute()}</Table.Th>
              <Table.Td>{f.number(limits.apiCallsPerMinute)}</Table.Td>
            </Table.Tr>
            {people && (
              <Table.Tr>
                <Table.Th scope="row">{m.billing_people_pending()}</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{people.words}</Text>
                    {people.over && (
                      <Badge color="ember" variant="light">
                        {m.billing_over_plan()}
                      </Badge>
                    )}
                  </Group>
                  {people.over && (
                    <Text size="sm" c="dimmed">
                      {m.billing_everyone_stays()}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

/** Where the plan's figures will be while they load. */
export function PlanUsageSkeleton() {
  return (
    <div role="status" aria-label={m.billing_reading_includes()}>
      <Skeleton height={120} />
    </div>
  );
}
