import { createFileRoute } from "@tanstack/react-router";
import { ActivityPage, activityQuery } from "~/features/settings/ActivityPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/activity")({
  head: () => titled(m.settings_nav_activity(), m.settings_title()),
  // Awaited: the list reads the query without suspending, so the page must be rendered with
  // the same first page the browser then hydrates.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureInfiniteQueryData(activityQuery("all")),
  component: ActivityPage,
});
