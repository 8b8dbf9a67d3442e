import { decimalFromCents } from "~/config/plans";
import type { BilledDiscount } from "~/lib/billed-discount";
import type { PolarSubscriptionData } from "./polar-schemas";

/** What the subscription's next charge is, as Polar bills it. */
export interface BilledPrice {
  /** The next charge a period, decimal ("23.20"): the discount taken off while it lasts. */
  price: string;
  /** The period's price before any discount (Polar's `amount`), decimal. */
  priceBeforeDiscount: string;
  currency: string;
  /** The discount taken off the next charge; null without one or once it has run out. */
  discount: BilledDiscount | null;
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * Whether Polar takes the discount off the subscription's next charge. "once" comes off the
 * first paid order: during a trial that order is still to come, after it the discount is spent.
 * "repeating" lasts its months from the first paid period (the trial's end, or the start).
 */
function appliesToNextCharge(polar: PolarSubscriptionData): boolean {
  const discount = polar.discount;
  if (!discount) return false;
  if (discount.duration === "forever") return true;
  if (discount.duration === "once") return polar.status === "trialing";
  const until = repeatingUntil(polar);
  const nextCharge = polar.current_period_end ? new Date(polar.current_period_end) : null;
  return until !== null && nextCharge !== null && nextCharge < until;
}

/** When a repeating discount stops: its months counted from the first paid period. */
function repeatingUntil(polar: PolarSubscriptionData): Date | null {
  const discount = polar.discount;
  if (discount?.duration !== "repeating") return null;
  const from = new Date(polar.trial_end ?? polar.started_at ?? polar.created_at);
  return addMonths(from, discount.duration_in_months ?? 0);
}

/** The amount off `amount` cents, as Polar rounds it and never more than the amount. */
function centsOff(discount: NonNullable<PolarSubscriptionData["discount"]>, amount: number) {
  if (amount <= 0) return 0;
  const off =
    discount.type === "percentage"
      ? Math.round((amount * (discount.basis_points ?? 0)) / 10_000)
      : (discount.amount ?? 0);
  return Math.min(off, amount);
}

/** The price, discount and currency of Polar's subscription snapshot (ADR 071). */
export function billedPrice(polar: PolarSubscriptionData): BilledPrice {
  const discount = polar.discount;
  const applies = discount != null && appliesToNextCharge(polar);
  const off = applies ? centsOff(discount, polar.amount) : 0;
  return {
    price: decimalFromCents(polar.amount - off),
    priceBeforeDiscount: decimalFromCents(polar.amount),
    currency: polar.currency,
    discount: applies
      ? {
          code: discount.code ?? null,
          name: discount.name,
          percentOff: discount.type === "percentage" ? (discount.basis_points ?? 0) / 100 : null,
          amountOff: discount.type === "fixed" ? decimalFromCents(discount.amount ?? 0) : null,
          duration: discount.duration,
          durationInMonths: discount.duration_in_months ?? null,
          until: repeatingUntil(polar)?.toISOString() ?? null,
        }
      : null,
  };
}
