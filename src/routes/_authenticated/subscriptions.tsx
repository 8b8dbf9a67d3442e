import progressCss from "@mantine/core/styles/Progress.css?url";
import { createFileRoute } from "@tanstack/react-router";
import { planBySlug } from "~/config/plans";
import { entitlementsQuery, subscriptionsQuery } from "~/features/billing/queries";
import { SubscriptionsPage } from "~/features/billing/SubscriptionsPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";
import { optionalString } from "~/lib/validation";

export const Route = createFileRoute("/_authenticated/subscriptions")({
  // The plan's usage bar: only this page draws one, so its styles come with it.
  head: () => ({
    ...titled(m.billing_subscriptions_title()),
    links: [{ rel: "stylesheet", href: progressCss }],
  }),
  // ?plan=<slug>: the plan a visitor chose before signing in (anything else is dropped).
  validateSearch: (search: Record<string, unknown>): { plan?: string } => {
    const plan = optionalString(search.plan);
    return plan && planBySlug(plan) ? { plan } : {};
  },
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(subscriptionsQuery),
      queryClient.ensureQueryData(entitlementsQuery),
    ]);
  },
  component: SubscriptionsRoute,
});

function SubscriptionsRoute() {
  return <SubscriptionsPage chosenPlan={Route.useSearch().plan} />;
}
