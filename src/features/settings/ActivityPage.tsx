import { Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import {
  ACTIVITY_GROUP_LABELS,
  ACTIVITY_GROUPS,
  type ActivityGroup,
  describeActivity,
} from "~/lib/activity";
import { queryKeys } from "~/lib/query-keys";
import { getMyActivity } from "~/server/account/activity.functions";
import { Placeholder } from "~/ui/Placeholder";
import { Section } from "~/ui/Section";
import { eventPlace } from "./format";

type Filter = ActivityGroup | "all";

export function activityQuery(filter: Filter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.account.activity(filter),
    queryFn: ({ pageParam }) =>
      getMyActivity({
        data: {
          ...(pageParam && { cursor: pageParam }),
          ...(filter !== "all" && { group: filter }),
        },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // What happened a moment ago on another page (a password changed) shows on arrival.
    refetchOnMount: "always",
  });
}

const filters = () => [
  { value: "all", label: m.activity_all() },
  ...ACTIVITY_GROUPS.map((group) => ({ value: group, label: ACTIVITY_GROUP_LABELS[group]() })),
];

export function ActivityPage() {
  const [filter, setFilter] = useState<Filter>("all");
  const activity = useInfiniteQuery(activityQuery(filter));
  const events = activity.data?.pages.flatMap((page) => page.events) ?? [];
  const format = useFormat();

  return (
    <Section id="activity" title={m.activity_title()} description={m.activity_description()}>
      <SegmentedControl
        aria-label={m.activity_show()}
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={filters()}
        fullWidth
        className="wrap-on-phone"
      />
      {activity.isPending ? (
        <Placeholder label={m.activity_loading()} rows={4} height={44} />
      ) : activity.isError ? (
        <Text size="sm" c="ember" role="alert">
          {activity.error.message}
        </Text>
      ) : events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {filter === "all" ? m.activity_none() : m.activity_none_of_kind()}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {events.map((event) => (
            <Paper key={event.id} component="li" withBorder p="sm" data-kind={event.kind}>
              <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                <div>
                  <Text fw={600} size="sm">
                    {describeActivity(event.kind, event.detail)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {eventPlace(event.device, event.network)}
                  </Text>
                </div>
                <Text
                  size="sm"
                  c="dimmed"
                  component="time"
                  dateTime={new Date(event.createdAt).toISOString()}
                >
                  {format.dateTime(event.createdAt)}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {activity.hasNextPage && (
        <Group>
          <Button
            variant="light"
            onClick={() => activity.fetchNextPage()}
            loading={activity.isFetchingNextPage}
          >
            {m.activity_show_older()}
          </Button>
        </Group>
      )}
    </Section>
  );
}
