import { PLAN_CHANGE_PRORATION, type Plan } from "~/config/plans";
import { m } from "~/i18n/paraglide/messages.js";
import type { SubscriptionView } from "~/server/billing/billing.server";
import type { PlanChangeCharge } from "~/server/billing/subscription-changes.server";
import { type Format, money, priceLine, utcFormat } from "./format";
import { canCancel } from "./subscription-texts";

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
  const plan = target.name;
  switch (kind) {
    case "upgrade":
      return m.billing_change_upgrade({ plan });
    case "downgrade":
      return m.billing_change_downgrade({ plan });
    case "to-yearly":
      return m.billing_change_to_yearly({ plan });
    case "to-monthly":
      return m.billing_change_to_monthly({ plan });
  }
}

/** "From Starter at $9.00 / month to Pro at $29.00 / month." */
export function planChangeSummary(f: Format, current: Current, target: Plan): string {
  return m.billing_change_summary({
    current: current.name,
    currentPrice: priceLine(f, current.price, current.billingCycle),
    target: target.name,
    targetPrice: priceLine(f, target.price, target.billingCycle, target.currency),
  });
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
  f: Format,
  kind: PlanChangeKind,
  target: Plan,
  currentPeriodEnd: string | null,
): string {
  const until = currentPeriodEnd ? m.billing_until_date({ date: f.date(currentPeriodEnd) }) : "";
  const words = {
    plan: target.name,
    until,
    price: priceLine(f, target.price, target.billingCycle, target.currency),
    amount: money(f, target.price, target.currency),
  };
  switch (kind) {
    case "upgrade":
      return m.billing_proration_upgrade(words);
    case "downgrade":
      return m.billing_proration_downgrade(words);
    case "to-yearly":
      return m.billing_proration_to_yearly(words);
    case "to-monthly":
      return m.billing_proration_to_monthly(words);
  }
}

/** After the change: what the payment provider's invoice for it says. */
export function chargeLine(
  charge: PlanChangeCharge | null,
  creditedFor: string = m.billing_credited_previous_plan(),
  f: Pick<Format, "currency"> = utcFormat(),
): string {
  if (!charge) return m.billing_charge_unknown();
  const value = Number(charge.amount);
  const amount = money(f, charge.amount.replace(/^-/, ""), charge.currency);
  if (value > 0) {
    return charge.status === "paid"
      ? m.billing_charged({ amount })
      : m.billing_charging({ amount });
  }
  if (value < 0) return m.billing_credited({ amount, reason: creditedFor });
  return m.billing_nothing_charged();
}

/** The plan of a running subscription can change while it is not set to end. */
export function canChangePlan(
  subscription: Pick<SubscriptionView, "status" | "cancelAtPeriodEnd">,
) {
  return canCancel(subscription);
}
