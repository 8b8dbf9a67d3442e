import { createFileRoute } from "@tanstack/react-router";
import { sessionsQuery } from "~/features/settings/queries";
import { SessionsSection } from "~/features/settings/SessionsSection";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/sessions")({
  head: () => titled("Sessions", "Settings"),
  // Started, not awaited: the list streams in after the page.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(sessionsQuery),
  component: SessionsSection,
});
