import { formatMoney, formatPrice, PLAN_CHANGE_PRORATION, type Plan } from "~/config/plans";
import type { PlanChangeCharge, SubscriptionView } from "~/server/billing/billing.server";
import { canCancel, formatDate } from "./format";

/** Up or down a price within one billing cycle, or over to the other cycle. */
export type PlanChangeKind = "upgrade" | "downgrade" | "to-yearly" | "to-monthly";

type Current = Pick<SubscriptionView, "name" | "price" | "billingCycle">;

export function planChangeKind(current: Current, target: Plan): PlanChangeKind {
  if (current.billingCycle !== target.billingCycle) {
    return target.billingCycle === "yearly" ? "to-yearly" : "to-monthly";
  }
  return Number(target.price) > Number(current.price) ? "upgrade" : "downgrade";
}

/** The dialog's title: what the switch is, in a person's words. */
export function planChangeTitle(kind: PlanChangeKind, target: Plan): string {
  switch (kind) {
    case "upgrade":
      return `Upgrade to ${target.name}?`;
    case "downgrade":
      return `Downgrade to ${target.name}?`;
    case "to-yearly":
      return `Switch to yearly billing with ${target.name}?`;
    case "to-monthly":
      return `Switch to monthly billing with ${target.name}?`;
  }
}

/** "From Starter at $9.00 / month to Pro at $29.00 / month." */
export function planChangeSummary(current: Current, target: Plan): string {
  return `From ${current.name} at ${formatPrice(current.price, current.billingCycle)} to ${target.name} at ${formatPrice(target.price, target.billingCycle, target.currency)}.`;
}

// The notice below words Polar's `invoice` behaviour: a different PLAN_CHANGE_PRORATION stops
// the build here until the notice says what that behaviour does.
PLAN_CHANGE_PRORATION satisfies "invoice";

/**
 * What the payment provider does about the money (Polar's `invoice`, ADR 022): the plan changes
 * now and the prorated difference is invoiced now. A change of billing cycle starts a new
 * period, so the whole new price is invoiced, less the unused part of the current period.
 */
export function prorationNotice(
  kind: PlanChangeKind,
  target: Plan,
  currentPeriodEnd: string | null,
): string {
  const until = currentPeriodEnd ? ` (until ${formatDate(currentPeriodEnd)})` : "";
  const then = `after that you pay ${formatPrice(target.price, target.billingCycle, target.currency)}`;
  switch (kind) {
    case "upgrade":
      return `${target.name} starts now. The difference in price for the rest of this period${until} is invoiced and charged to your card right away; ${then}.`;
    case "downgrade":
      return `${target.name} starts now. The unused part of this period${until} is credited on an invoice right away, less ${target.name}'s price for the same time; ${then}.`;
    case "to-yearly":
    case "to-monthly":
      return `${target.name} starts now, with a new ${target.billingCycle} billing period. ${formatMoney(target.price, target.currency)} is invoiced right away, less a credit for the unused part of your current period; ${then}.`;
  }
}

/** After the change: what the payment provider's invoice for it says. */
export function chargeLine(
  charge: PlanChangeCharge | null,
  creditedFor = "the unused part of your previous plan",
): string {
  if (!charge) return "The invoices in Manage billing show what was charged for it.";
  const amount = Number(charge.amount);
  const money = formatMoney(charge.amount.replace(/^-/, ""), charge.currency);
  if (amount > 0) {
    return charge.status === "paid"
      ? `${money} was charged for the rest of this period.`
      : `${money} is being charged for the rest of this period.`;
  }
  if (amount < 0) return `${money} was credited for ${creditedFor}.`;
  return "Nothing was charged for the change.";
}

/** The plan of a running subscription can change while it is not set to end. */
export function canChangePlan(
  subscription: Pick<SubscriptionView, "status" | "cancelAtPeriodEnd">,
) {
  return canCancel(subscription);
}
