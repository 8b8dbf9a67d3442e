import { createFileRoute } from "@tanstack/react-router";
import { apiKeysQuery, apiKeyUsageQuery } from "~/features/api-keys/queries";
import { subscriptionsQuery } from "~/features/billing/queries";
import { DashboardScreen } from "~/features/dashboard/DashboardScreen";
import { titled } from "~/lib/brand";
import { getCurrentUser } from "~/server/auth/session.functions";

export const Route = createFileRoute("/_authenticated/dashboard")({
  head: () => titled("Dashboard"),
  loader: async ({ context: { queryClient } }) => {
    // The key list must be there before the screen shows; the usage chart and the plan may
    // follow (started here, not waited for).
    void queryClient.prefetchQuery(subscriptionsQuery);
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
