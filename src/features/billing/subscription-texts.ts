import { m } from "~/i18n/paraglide/messages.js";
import { CANCELLABLE, type SubscriptionStatus } from "~/lib/subscription-status";
import type { SubscriptionView } from "~/server/billing/billing.server";
import { type Format, money, priceLine } from "./format";

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

/** What a badge can say: the statuses, and a trial cancelled before it ends. */
export type BadgeState = SubscriptionStatus | "trial_cancelled";

/** The words of a status or badge: each a getter, so that every read is in the page's language. */
function gettersOf<K extends string>(messages: Record<K, () => string>): Record<K, string> {
  return Object.defineProperties(
    {},
    Object.fromEntries(
      Object.entries<() => string>(messages).map(([state, words]) => [
        state,
        { get: words, enumerable: true },
      ]),
    ),
  ) as Record<K, string>;
}

export const STATUS_LABELS = gettersOf(STATUS_MESSAGES);

export const BADGE_LABELS = gettersOf<BadgeState>({
  ...STATUS_MESSAGES,
  trial_cancelled: m.billing_status_trial_cancelled,
});

/** Badge colours from the theme's palettes: green is fine, amber needs a look, red is over. */
export const STATUS_COLORS: Record<BadgeState, string> = {
  active: "pine",
  trialing: "glacier",
  trial_cancelled: "timber",
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

type Shown = Pick<SubscriptionView, "status" | "trialEnd" | "currentPeriodEnd">;

/**
 * In its trial, cancelled or not. Polar's trial is the subscription's first period, so a trial
 * still running ends with the current period (ADR 052).
 */
function inTrial(subscription: Shown): boolean {
  const { status, trialEnd, currentPeriodEnd } = subscription;
  if (trialEnd === null) return false;
  if (status === "trialing") return true;
  return (
    status === "cancelled" &&
    currentPeriodEnd !== null &&
    Date.parse(trialEnd) >= Date.parse(currentPeriodEnd)
  );
}

/**
 * The state a person reads on the badge: the stored status, except a trial cancelled before its
 * end, which is still a trial and is never charged.
 */
export function displayedStatus(subscription: Shown): BadgeState {
  return inTrial(subscription) && subscription.status === "cancelled"
    ? "trial_cancelled"
    : subscription.status;
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
export function periodLine(start: string, end: string | null, f: Format): string {
  return end
    ? m.billing_period({ start: f.date(start), end: f.date(end) })
    : m.billing_since({ start: f.date(start) });
}

type Trialing = Pick<
  SubscriptionView,
  | "status"
  | "trialEnd"
  | "currentPeriodEnd"
  | "price"
  | "billingCycle"
  | "currency"
  | "paymentMethodOnFile"
>;

/** The trial's end while the subscription is in its trial, cancelled or not (ADR 052). */
export function runningTrialEnd(subscription: Trialing): string | null {
  return inTrial(subscription) ? subscription.trialEnd : null;
}

/** "Trial · ends on 11 December 2026" */
export function trialLine(f: Format, trialEnd: string): string {
  return m.billing_trial_line({ date: f.date(trialEnd) });
}

/**
 * What happens when the trial ends: the first charge to the payment method on file, or, with
 * none on file (or Polar not having said), the end unless one is added.
 */
export function afterTrialSentence(f: Format, subscription: Trialing, trialEnd: string): string {
  if (subscription.status === "cancelled") {
    return m.billing_trial_cancelled_after({ date: f.date(trialEnd) });
  }
  const price = priceLine(f, subscription.price, subscription.billingCycle, subscription.currency);
  return subscription.paymentMethodOnFile
    ? m.billing_after_trial_on_file({ date: f.date(trialEnd), price })
    : m.billing_after_trial({ date: f.date(trialEnd), price });
}

type Discounted = Pick<
  SubscriptionView,
  "discount" | "priceBeforeDiscount" | "billingCycle" | "currency"
>;

/**
 * "LAUNCH20: 20% off every charge (regular price $29.00 / month)", while a discount comes off
 * the next charge (ADR 071); null without one.
 */
export function discountLine(f: Format, subscription: Discounted): string | null {
  const { discount, currency } = subscription;
  if (!discount) return null;
  const name = discount.code ?? discount.name;
  const off =
    discount.percentOff !== null
      ? m.billing_percent_off({ percent: f.number(discount.percentOff) })
      : money(f, discount.amountOff ?? "0.00", currency);
  const regular = priceLine(
    f,
    subscription.priceBeforeDiscount,
    subscription.billingCycle,
    currency,
  );
  if (discount.duration === "once") return m.billing_discount_once({ name, off, regular });
  if (discount.duration === "repeating" && discount.until) {
    return m.billing_discount_repeating({ name, off, regular, date: f.date(discount.until) });
  }
  return m.billing_discount_forever({ name, off, regular });
}
