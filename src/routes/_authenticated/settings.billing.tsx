import { createFileRoute } from "@tanstack/react-router";
import { subscriptionsQuery } from "~/features/billing/queries";
import { BillingPage } from "~/features/settings/BillingPage";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/billing")({
  head: () => titled("Billing", "Settings"),
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(subscriptionsQuery),
  component: BillingPage,
});
