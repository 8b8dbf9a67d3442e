import { createFileRoute } from "@tanstack/react-router";
import { subscriptionsQuery } from "~/features/billing/queries";
import { SubscriptionsScreen } from "~/features/billing/SubscriptionsScreen";

export const Route = createFileRoute("/_authenticated/subscriptions")({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(subscriptionsQuery);
  },
  component: SubscriptionsScreen,
});
