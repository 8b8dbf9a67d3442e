import { createFileRoute } from "@tanstack/react-router";
import { apiKeyPlanQuery, apiKeysQuery } from "~/features/api-keys/queries";
import { subscriptionsQuery } from "~/features/billing/queries";
import { DashboardPage } from "~/features/dashboard/DashboardPage";
import { pageLocale } from "~/i18n/current-locale";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/dashboard")({
  head: () => titled(m.dashboard_title()),
  loader: async ({ context: { queryClient, session } }) => {
    // The key list must be there before the screen shows; the usage chart and the plan may
    // follow (started here, not waited for). The chart asks for usage only on a plan with it.
    void queryClient.prefetchQuery(subscriptionsQuery);
    await Promise.all([
      queryClient.ensureQueryData(apiKeysQuery),
      queryClient.prefetchQuery(apiKeyPlanQuery(pageLocale())),
    ]);
    // The user the layout's guard read for this very navigation: a second server call for it
    // would read the same session again. The data calls above check the session themselves.
    return session.user;
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  return <DashboardPage user={Route.useLoaderData()} />;
}
