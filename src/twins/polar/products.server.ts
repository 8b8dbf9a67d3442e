import type { Plan } from "~/config/plans";
import type { TwinProduct } from "./types.server";

export function productsFromPlans(plans: readonly Plan[]): TwinProduct[] {
  return plans.map((plan) => ({
    id: plan.productId,
    name: plan.name,
    description: plan.description,
    priceAmount: plan.priceAmount,
    currency: plan.currency,
    recurringInterval: plan.billingCycle === "monthly" ? "month" : "year",
    ...(plan.meteredPrice && {
      metered: {
        unitsIncluded: plan.entitlements.apiCallsIncluded,
        per1000Units: plan.meteredPrice.per1000Calls,
      },
    }),
    trial: plan.trial ?? null,
    ...(plan.seats && { seats: { ...plan.seats } }),
  }));
}
