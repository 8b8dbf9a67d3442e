import { createFileRoute } from "@tanstack/react-router";
import { subscriptionsQuery } from "~/features/billing/queries";
import { BillingPage } from "~/features/settings/BillingPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/billing")({
  head: () => titled(m.settings_nav_billing(), m.settings_title()),
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(subscriptionsQuery),
  component: BillingPage,
});
