import { createFileRoute } from "@tanstack/react-router";
import { sessionsQuery } from "~/features/settings/queries";
import { SessionsPage } from "~/features/settings/SessionsPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/sessions")({
  head: () => titled(m.settings_nav_sessions(), m.settings_title()),
  // Awaited: the list reads the query without suspending, so the page must be rendered with
  // the same list the browser then hydrates.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(sessionsQuery),
  component: SessionsPage,
});
