import { createFileRoute } from "@tanstack/react-router";
import { checkoutResultQuery } from "~/features/billing/queries";
import { SuccessPage } from "~/features/billing/SuccessPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";
import { optionalId } from "~/lib/validation";

// The provider sends the user back here with the checkout's id; anything malformed reads as none.

export const Route = createFileRoute("/_authenticated/success")({
  head: () => titled(m.billing_checkout_title()),
  validateSearch: (search: Record<string, unknown>): { checkout_id?: string } => ({
    checkout_id: optionalId(search.checkout_id),
  }),
  loaderDeps: ({ search }) => ({ checkoutId: search.checkout_id }),
  loader: async ({ context: { queryClient }, deps: { checkoutId } }) => {
    if (checkoutId) await queryClient.ensureQueryData(checkoutResultQuery(checkoutId));
  },
  component: SuccessRoute,
});

function SuccessRoute() {
  const { checkout_id: checkoutId } = Route.useSearch();
  return <SuccessPage checkoutId={checkoutId} />;
}
