import { createFileRoute } from "@tanstack/react-router";
import { apiKeysQuery } from "~/features/api-keys/queries";
import { accountSettingsQuery, sessionsQuery } from "~/features/settings/queries";
import { SettingsScreen } from "~/features/settings/SettingsScreen";
import { optionalString } from "~/lib/validation";

export const Route = createFileRoute("/_authenticated/settings")({
  validateSearch: (search: Record<string, unknown>): { error?: string } => ({
    error: optionalString(search.error),
  }),
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(accountSettingsQuery),
      queryClient.ensureQueryData(apiKeysQuery),
      queryClient.prefetchQuery(sessionsQuery),
    ]);
  },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { session } = Route.useRouteContext();
  const { error } = Route.useSearch();
  return <SettingsScreen user={session.user} linkError={error} />;
}
