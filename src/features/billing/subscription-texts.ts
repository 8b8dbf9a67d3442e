import { m } from "~/i18n/paraglide/messages.js";
import { CANCELLABLE, type SubscriptionStatus } from "~/lib/subscription-status";
import type { SubscriptionView } from "~/server/billing/billing.server";
import { type Format, priceLine, utcFormat } from "./format";

// A subscription's words and states on the signed-in screens; the landing page's plan cards
// need none of them, and load plan-texts.ts instead (ADR 059).

const STATUS_MESSAGES: Record<SubscriptionStatus, () => string> = {
  active: m.billing_status_active,
  trialing: m.billing_status_trialing,
  pending: m.billing_status_pending,
  past_due: m.billing_status_past_due,
  cancelled: m.billing_status_cancelled,
  inactive: m.billing_status_inactive,
  expired: m.billing_status_expired,
  revoked: m.billing_status_revoked,
};

/** The badge's words: each a getter, so that every read is in the page's language. */
export const STATUS_LABELS = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(STATUS_MESSAGES).map(([status, words]) => [
      status,
      { get: words, enumerable: true },
    ]),
  ),
) as Record<SubscriptionStatus, string>;

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
export function endsOnLine(f: Format, currentPeriodEnd: string | null): string {
  return currentPeriodEnd
    ? m.billing_ends_on({ date: f.date(currentPeriodEnd) })
    : m.billing_ends_period_end();
}

/** "1 March 2026 – 1 April 2026", or "Since 1 March 2026" with no end. */
export function periodLine(start: string, end: string | null, f: Format = utcFormat()): string {
  return end
    ? m.billing_period({ start: f.date(start), end: f.date(end) })
    : m.billing_since({ start: f.date(start) });
}

type Trialing = Pick<SubscriptionView, "status" | "trialEnd" | "price" | "billingCycle">;

/** The trial's end while the subscription is in its trial; null otherwise (ADR 052). */
export function runningTrialEnd(subscription: Trialing): string | null {
  return subscription.status === "trialing" ? subscription.trialEnd : null;
}

/** "Trial · ends on 11 December 2026" */
export function trialLine(f: Format, trialEnd: string): string {
  return m.billing_trial_line({ date: f.date(trialEnd) });
}

/** What happens when the trial ends: the first charge, or the end without a payment method. */
export function afterTrialSentence(f: Format, subscription: Trialing, trialEnd: string): string {
  const price = priceLine(f, subscription.price, subscription.billingCycle);
  return m.billing_after_trial({ date: f.date(trialEnd), price });
}
