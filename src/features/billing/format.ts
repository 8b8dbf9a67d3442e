import { formatPrice } from "~/config/plans";
import { formatDate as formatDay } from "~/i18n/format";
import { CANCELLABLE, type SubscriptionStatus } from "~/lib/subscription-status";
import type { SubscriptionView } from "~/server/billing/billing.server";

/** A date as "3 March 2026" (UTC, like every date the app shows; English until issue 33's next step). */
export function formatDate(value: string | Date): string {
  return formatDay(value, { locale: "en", timeZone: "UTC" });
}

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: "Active",
  trialing: "Trial",
  pending: "Pending",
  past_due: "Past due",
  cancelled: "Cancelled",
  inactive: "Paused",
  expired: "Expired",
  revoked: "Revoked",
};

/** Badge colours from the theme's palettes: green is fine, amber needs a look, red is over. */
export const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  active: "pine",
  trialing: "glacier",
  pending: "timber",
  past_due: "ember",
  cancelled: "timber",
  inactive: "slate",
  expired: "slate",
  revoked: "ember",
};

type Actionable = Pick<SubscriptionView, "status" | "cancelAtPeriodEnd">;

/** Cancel is offered while the subscription runs and is not already set to end. */
export function canCancel(subscription: Actionable): boolean {
  return !subscription.cancelAtPeriodEnd && CANCELLABLE.includes(subscription.status);
}

/** Resume takes back a cancellation at period end, while the period still runs. */
export function canResume(subscription: Actionable): boolean {
  return subscription.cancelAtPeriodEnd && subscription.status === "cancelled";
}

/**
 * The state a person reads on the badge. The stored status stays the spec's: a subscription set
 * to end at its period's end is `cancelled` in the data, but it is paid for and works until then,
 * so it reads as active (the card says when it ends, beside Resume).
 */
export function displayedStatus(subscription: Actionable): SubscriptionStatus {
  return canResume(subscription) ? "active" : subscription.status;
}

/** Over for good: nothing more can happen to it, and it gives no access. */
export function isFinished(subscription: Pick<SubscriptionView, "status">): boolean {
  return subscription.status === "expired" || subscription.status === "revoked";
}

/** "Ends on 3 March 2026", or a sentence without a date when the provider gave none. */
export function endsOnLine(currentPeriodEnd: string | null): string {
  return currentPeriodEnd
    ? `Ends on ${formatDate(currentPeriodEnd)}`
    : "Ends at the end of the current period";
}

/** "1 March 2026 – 1 April 2026", or "Since 1 March 2026" with no end. */
export function periodLine(start: string, end: string | null): string {
  return end ? `${formatDate(start)} – ${formatDate(end)}` : `Since ${formatDate(start)}`;
}

type Trialing = Pick<SubscriptionView, "status" | "trialEnd" | "price" | "billingCycle">;

/** The trial's end while the subscription is in its trial; null otherwise (ADR 052). */
export function runningTrialEnd(subscription: Trialing): string | null {
  return subscription.status === "trialing" ? subscription.trialEnd : null;
}

/** "Trial · ends on 11 December 2026" */
export function trialLine(trialEnd: string): string {
  return `Trial · ends on ${formatDate(trialEnd)}`;
}

/** What happens when the trial ends: the first charge, or the end without a payment method. */
export function afterTrialSentence(subscription: Trialing, trialEnd: string): string {
  const date = formatDate(trialEnd);
  return `From ${date} you are charged ${formatPrice(subscription.price, subscription.billingCycle)}. Without a payment method by then, the subscription ends on ${date} and nothing is charged.`;
}
