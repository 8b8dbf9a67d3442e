import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "~/lib/query-keys";
import {
  getCheckoutResult,
  getEntitlements,
  getUserSubscriptions,
} from "~/server/billing/billing.functions";

/** The workspace's plan, what it allows and how much of it is used (ADR 045). */
export const entitlementsQuery = queryOptions({
  queryKey: queryKeys.subscriptions.entitlements,
  queryFn: () => getEntitlements(),
});

/** How often /success asks again while the payment is still being processed. */
const CHECKOUT_POLL_MS = 2_000;

/** The user's subscriptions, newest first. */
export const subscriptionsQuery = queryOptions({
  queryKey: queryKeys.subscriptions.list,
  queryFn: () => getUserSubscriptions(),
});

/** The checkout named on /success; asked again every 2 s while it is pending. */
export function checkoutResultQuery(checkoutId: string) {
  return queryOptions({
    queryKey: queryKeys.checkout.result(checkoutId),
    queryFn: () => getCheckoutResult({ data: { checkoutId } }),
    refetchInterval: (query) => (query.state.data?.status === "pending" ? CHECKOUT_POLL_MS : false),
  });
}
