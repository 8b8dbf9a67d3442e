import { centsFromDecimal, type Plan, type PlanTrial } from "~/config/plans";
import { pageLocale } from "~/i18n/current-locale";
import { formatCurrency, formatDate, formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import type { useFormat } from "~/i18n/use-format";
import { CANCELLABLE, type SubscriptionStatus } from "~/lib/subscription-status";
import type { SubscriptionView } from "~/server/billing/billing.server";

/** The page's formatting functions (`useFormat()`): its locale and time zone. */
export type Format = Pick<ReturnType<typeof useFormat>, "date" | "currency" | "number">;

/**
 * Formatting in the messages' locale with dates in UTC, for callers that have no `useFormat()`
 * (the admin console until it takes the page's zone).
 */
export function utcFormat(): Format {
  const locale = pageLocale();
  return {
    date: (value) => formatDate(value, { locale, timeZone: "UTC" }),
    currency: (minorUnits, currency) => formatCurrency(minorUnits, currency, locale),
    number: (value) => formatNumber(value, locale),
  };
}

/** "$9.00" from a decimal string ("9.00"), in the page's locale. */
export function money(f: Pick<Format, "currency">, amount: string, currency = "usd"): string {
  return f.currency(centsFromDecimal(amount), currency);
}

/** "$9.00 / month", "9,00 $ / Monat". */
export function priceLine(
  f: Pick<Format, "currency">,
  price: string,
  cycle: Plan["billingCycle"],
  currency = "usd",
): string {
  const amount = money(f, price, currency);
  return cycle === "monthly" ? m.pricing_per_month({ amount }) : m.pricing_per_year({ amount });
}

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

/** "14-day free trial", "1-month free trial": how the screens name a plan's trial. */
export function trialLabel(trial: PlanTrial): string {
  return m.pricing_trial_label({ count: trial.count, interval: trial.interval });
}

/** A plan card's description and feature lines, in the page's language. */
const PLAN_TEXTS: Record<
  string,
  (f: Format, plan: Plan) => { description: string; features: string[] }
> = {
  starter: () => ({
    description: m.pricing_starter_description(),
    features: [
      m.pricing_starter_feature_keys(),
      m.pricing_starter_feature_rate(),
      m.pricing_starter_feature_support(),
    ],
  }),
  pro: () => ({
    description: m.pricing_pro_description(),
    features: [
      m.pricing_pro_feature_starter(),
      m.pricing_feature_usage_history(),
      m.pricing_feature_priority_support(),
    ],
  }),
  "pro-yearly": () => ({
    description: m.pricing_pro_yearly_description(),
    features: [m.pricing_pro_yearly_feature_pro(), m.pricing_pro_yearly_feature_free_months()],
  }),
  team: (f, plan) => ({
    description: m.pricing_team_description(),
    features: [
      m.pricing_team_feature_seats({
        price: money(f, plan.price, plan.currency),
        min: f.number(plan.seats?.minimum ?? 1),
      }),
      m.pricing_team_feature_pro(),
      m.pricing_team_feature_add_seats(),
    ],
  }),
};

/** The catalogue's own English for a plan the messages do not know. */
export function planTexts(f: Format, plan: Plan): { description: string; features: string[] } {
  return (
    PLAN_TEXTS[plan.slug]?.(f, plan) ?? { description: plan.description, features: plan.features }
  );
}
