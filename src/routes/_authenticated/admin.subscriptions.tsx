import { createFileRoute } from "@tanstack/react-router";
import {
  consoleSubscriptionsQuery,
  reconcileRunsQuery,
  type SubscriptionFilters,
} from "~/features/admin/billing-queries";
import { SubscriptionsPage } from "~/features/admin/SubscriptionsPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";
import { SUBSCRIPTION_STATUSES } from "~/lib/subscription-status";
import { optionalChoice, optionalId, optionalPage } from "~/lib/validation";

export const Route = createFileRoute("/_authenticated/admin/subscriptions")({
  // The console's reads load with its screen, never with the public pages' first chunk.
  codeSplitGroupings: [["loader", "component"]],
  head: () => titled(m.admin_subscriptions(), m.admin_console()),
  validateSearch: (search: Record<string, unknown>): SubscriptionFilters => ({
    page: optionalPage(search.page),
    status: optionalChoice(SUBSCRIPTION_STATUSES, search.status),
    plan: optionalId(search.plan),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    // Both waited for: the runs are read with useQuery, and data streamed in after the render
    // made the browser's first render differ from the server's (React's hydration error 418).
    await Promise.all([
      queryClient.ensureQueryData(reconcileRunsQuery),
      queryClient.ensureQueryData(consoleSubscriptionsQuery(deps)),
    ]);
  },
  component: SubscriptionsRoute,
});

function SubscriptionsRoute() {
  const navigate = Route.useNavigate();
  return (
    <SubscriptionsPage filters={Route.useSearch()} onFilters={(search) => navigate({ search })} />
  );
}
