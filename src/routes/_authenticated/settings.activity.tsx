import { createFileRoute } from "@tanstack/react-router";
import { ActivitySection, activityQuery } from "~/features/settings/ActivitySection";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/activity")({
  head: () => titled("Activity", "Settings"),
  // Started, not awaited: the timeline streams in after the page.
  loader: ({ context: { queryClient } }) =>
    void queryClient.prefetchInfiniteQuery(activityQuery("all")),
  component: ActivitySection,
});
