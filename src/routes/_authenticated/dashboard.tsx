import chartsCss from "@mantine/charts/styles.css?url";
import { createFileRoute } from "@tanstack/react-router";
import { apiKeysQuery, apiKeyUsageQuery } from "~/features/api-keys/queries";
import { DashboardScreen } from "~/features/dashboard/DashboardScreen";
import { getCurrentUser } from "~/server/auth/session.functions";

export const Route = createFileRoute("/_authenticated/dashboard")({
  head: () => ({ links: [{ rel: "stylesheet", href: chartsCss }] }),
  loader: async ({ context: { queryClient } }) => {
    // The key list must be there before the screen shows; the usage chart may follow.
    const [user] = await Promise.all([
      getCurrentUser(),
      queryClient.ensureQueryData(apiKeysQuery),
      queryClient.prefetchQuery(apiKeyUsageQuery),
    ]);
    return user;
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  return <DashboardScreen user={Route.useLoaderData()} />;
}
