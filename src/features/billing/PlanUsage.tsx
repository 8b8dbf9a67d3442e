import { Badge, Card, Group, Progress, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useId } from "react";
import { formatDate } from "./format";
import { entitlementsQuery } from "./queries";

const COUNT = new Intl.NumberFormat("en-US");

/** "3 of 1,000", and whether the use is at or over what the plan allows. */
function usedOf(used: number, allowed: number) {
  return { words: `${COUNT.format(used)} of ${COUNT.format(allowed)}`, over: used > allowed };
}

/**
 * What the workspace's plan allows and how much of it is used this period (ADR 045): the same
 * figures the REST API's GET /entitlements answers. Over a limit after a downgrade, nothing was
 * removed: the row says so, and that only additions wait.
 */
export function PlanUsage() {
  const { data } = useSuspenseQuery(entitlementsQuery);
  const headingId = useId();
  const { limits, usage } = data;
  const calls = usedOf(usage.apiCalls, limits.apiCallsIncluded);
  const people = usage.members === null ? null : usedOf(usage.members, limits.members);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={headingId}>
            What the {data.plan.name} plan includes
          </Title>
          <Text size="sm" c="dimmed">
            This period: <time dateTime={usage.periodStart}>{formatDate(usage.periodStart)}</time>{" "}
            to <time dateTime={usage.periodEnd}>{formatDate(usage.periodEnd)}</time>
          </Text>
        </Group>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">API calls this period</Table.Th>
              <Table.Td>
                <Text size="sm">{calls.words}</Text>
                <Progress
                  value={Math.min(100, (usage.apiCalls / limits.apiCallsIncluded) * 100)}
                  aria-label="API calls used this period"
                  size="sm"
                  mt={4}
                />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">API calls a minute, per key</Table.Th>
              <Table.Td>{COUNT.format(limits.apiCallsPerMinute)}</Table.Td>
            </Table.Tr>
            {people && (
              <Table.Tr>
                <Table.Th scope="row">People, pending invitations included</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{people.words}</Text>
                    {people.over && (
                      <Badge color="ember" variant="light">
                        Over the plan
                      </Badge>
                    )}
                  </Group>
                  {people.over && (
                    <Text size="sm" c="dimmed">
                      Everyone stays. New invitations wait until the plan allows more people.
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
    <div role="status" aria-label="Reading what the plan includes…">
      <Skeleton height={120} />
    </div>
  );
}
