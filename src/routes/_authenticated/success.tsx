import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { checkoutResultQuery } from "~/features/billing/queries";
import { SuccessScreen } from "~/features/billing/SuccessScreen";

// The provider sends the user back here with the checkout's id; anything malformed reads as none.
const successSearch = z.object({
  checkout_id: z.string().trim().min(1).max(200).optional().catch(undefined),
});

export const Route = createFileRoute("/_authenticated/success")({
  validateSearch: successSearch,
  loaderDeps: ({ search }) => ({ checkoutId: search.checkout_id }),
  loader: async ({ context: { queryClient }, deps: { checkoutId } }) => {
    if (checkoutId) await queryClient.ensureQueryData(checkoutResultQuery(checkoutId));
  },
  component: SuccessRoute,
});

function SuccessRoute() {
  const { checkout_id: checkoutId } = Route.useSearch();
  return <SuccessScreen checkoutId={checkoutId} />;
}
