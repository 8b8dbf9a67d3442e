/** The product's subscription statuses: the database's enum is made from this list. */
export const SUBSCRIPTION_STATUSES = [
  "active",
  "inactive",
  "cancelled",
  "trialing",
  "past_due",
  "pending",
  "expired",
  "revoked",
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What the mapping reads of a Polar subscription (snake_case, as the SDK returns it). */
export interface PolarSubscriptionState {
  status:
    | "incomplete"
    | "incomplete_expired"
    | "trialing"
    | "active"
    | "past_due"
    | "canceled"
    | "unpaid"
    | "paused";
  cancel_at_period_end: boolean;
  current_period_end: string | null;
  ended_at: string | null;
}

/**
 * Polar's subscription status → the product's, in one place (ADR 011 has the table):
 *
 * | Polar                                   | product   |
 * | --------------------------------------- | --------- |
 * | incomplete                              | pending   |
 * | incomplete_expired                      | expired   |
 * | trialing / active, cancel at period end | cancelled (still usable until the period ends) |
 * | trialing                                | trialing  |
 * | active                                  | active    |
 * | past_due                                | past_due  |
 * | canceled, ended at or after period end  | expired   |
 * | canceled, ended before period end       | revoked   |
 * | unpaid                                  | revoked   |
 * | paused                                  | inactive  |
 */
export function productStatus(polar: PolarSubscriptionState): SubscriptionStatus {
  switch (polar.status) {
    case "incomplete":
      return "pending";
    case "incomplete_expired":
      return "expired";
    case "trialing":
      return polar.cancel_at_period_end ? "cancelled" : "trialing";
    case "active":
      return polar.cancel_at_period_end ? "cancelled" : "active";
    case "past_due":
      return "past_due";
    case "canceled":
      return endedEarly(polar) ? "revoked" : "expired";
    case "unpaid":
      return "revoked";
    case "paused":
      return "inactive";
  }
}

/** Revoked at once: it ended before the period it had paid for was over. */
function endedEarly({ ended_at, current_period_end }: PolarSubscriptionState): boolean {
  if (!ended_at || !current_period_end) return false;
  return Date.parse(ended_at) < Date.parse(current_period_end);
}

/** Statuses in which the subscription still gives access and can be cancelled at period end. */
export const CANCELLABLE: readonly SubscriptionStatus[] = ["active", "trialing", "past_due"];
