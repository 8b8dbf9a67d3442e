import type { models } from "@polar-sh/sdk/2026-10";
import { validationError } from "./errors.server";

// Polar's discounts as the twin keeps them (ADR 052): a code, a percentage (basis points) or a
// fixed amount, a window (starts_at/ends_at) and a redemption cap. Polar refuses a checkout whose
// discount cannot be redeemed, and counts a redemption when the checkout is paid.

export interface DiscountRecord {
  id: string;
  created_at: string;
  modified_at: string | null;
  name: string;
  code: string | null;
  /** "once" takes the discount off the first paid order; "forever" off every one. */
  duration: "once" | "forever";
  /** 2000 is 20% off; a fixed discount has `amount` (in cents) instead. */
  basis_points?: number;
  amount?: number;
  currency?: string;
  starts_at: string | null;
  ends_at: string | null;
  max_redemptions: number | null;
  redemptions_count: number;
}

/**
 * The codes a fresh twin holds: one to use, and one of each kind Polar refuses (ended, used up).
 * Their ids are fixed so a test and a person find the same ones after every restart.
 */
export function seedDiscounts(): DiscountRecord[] {
  const base = {
    created_at: "2025-01-01T00:00:00.000Z",
    modified_at: null,
    duration: "forever" as const,
    starts_at: null,
    ends_at: null,
    max_redemptions: null,
    redemptions_count: 0,
  };
  return [
    {
      ...base,
      id: "d15c0a47-0000-4000-8000-000000000020",
      name: "Launch: 20% off",
      code: "LAUNCH20",
      basis_points: 2000,
    },
    {
      ...base,
      id: "d15c0a47-0000-4000-8000-000000000500",
      name: "$5 off",
      code: "FIVEOFF",
      amount: 500,
      currency: "usd",
    },
    {
      ...base,
      id: "d15c0a47-0000-4000-8000-000000000010",
      name: "Early bird: 10% off",
      code: "EXPIRED10",
      basis_points: 1000,
      ends_at: "2025-06-30T23:59:59.000Z",
    },
    {
      ...base,
      id: "d15c0a47-0000-4000-8000-000000000001",
      name: "First customer: 50% off",
      code: "USEDUP50",
      basis_points: 5000,
      max_redemptions: 1,
      redemptions_count: 1,
    },
  ];
}

/** Why Polar would refuse to apply the discount at `now`, or null when it applies. */
export function unredeemable(discount: DiscountRecord, now: Date): string | null {
  if (discount.starts_at && Date.parse(discount.starts_at) > now.getTime()) {
    return "Discount is not yet redeemable.";
  }
  if (discount.ends_at && Date.parse(discount.ends_at) <= now.getTime()) {
    return "Discount is no longer redeemable.";
  }
  if (discount.max_redemptions !== null && discount.redemptions_count >= discount.max_redemptions) {
    return "Discount has reached its maximum number of redemptions.";
  }
  return null;
}

/** The checkout's discount, refused in Polar's validation shape when it cannot apply. */
export function redeemableDiscount(
  discounts: DiscountRecord[],
  id: string,
  now: Date,
): DiscountRecord {
  const discount = discounts.find((item) => item.id === id);
  const problem = discount ? unredeemable(discount, now) : "Discount does not exist.";
  if (!discount || problem) {
    throw validationError([{ loc: ["body", "discount_id"], msg: problem ?? "", input: id }]);
  }
  return discount;
}

/** What the discount takes off `price` (cents): never more than the price. */
export function discountAmount(discount: DiscountRecord, price: number): number {
  if (price <= 0) return 0;
  const off =
    discount.basis_points !== undefined
      ? Math.round((price * discount.basis_points) / 10_000)
      : (discount.amount ?? 0);
  return Math.min(off, price);
}

/** The fields every shape of a discount shares, as Polar serializes them. */
function kind(discount: DiscountRecord) {
  return discount.basis_points !== undefined
    ? { type: "percentage" as const, basis_points: discount.basis_points }
    : {
        type: "fixed" as const,
        amount: discount.amount ?? 0,
        currency: discount.currency ?? "usd",
        amounts: { [discount.currency ?? "usd"]: discount.amount ?? 0 },
      };
}

/** The discount as a subscription and an order carry it (Polar's `Discount…Base`). */
export function toDiscountBase(
  discount: DiscountRecord,
  organizationId: string,
): models.DiscountPercentageOnceForeverDurationBase | models.DiscountFixedOnceForeverDurationBase {
  return {
    duration: discount.duration,
    ...kind(discount),
    created_at: discount.created_at,
    modified_at: discount.modified_at,
    id: discount.id,
    metadata: {},
    name: discount.name,
    code: discount.code,
    starts_at: discount.starts_at,
    ends_at: discount.ends_at,
    max_redemptions: discount.max_redemptions,
    max_redemptions_per_customer: null,
    redemptions_count: discount.redemptions_count,
    organization_id: organizationId,
  };
}

/** The discount as the discounts API answers it: the base, and the products it is limited to. */
export function toDiscount(discount: DiscountRecord, organizationId: string): models.Discount {
  return { ...toDiscountBase(discount, organizationId), products: [] };
}

/** The discount as a checkout shows it to the buyer. */
export function toCheckoutDiscount(
  discount: DiscountRecord,
):
  | models.CheckoutDiscountPercentageOnceForeverDuration
  | models.CheckoutDiscountFixedOnceForeverDuration {
  const { type, ...amounts } = kind(discount);
  return {
    duration: discount.duration,
    type,
    ...amounts,
    id: discount.id,
    name: discount.name,
    code: discount.code,
  } as
    | models.CheckoutDiscountPercentageOnceForeverDuration
    | models.CheckoutDiscountFixedOnceForeverDuration;
}

/** Polar's discount search: `query` matches the name or the code, whatever the case. */
export function matchesQuery(discount: DiscountRecord, query: string | undefined): boolean {
  if (!query) return true;
  const wanted = query.toLowerCase();
  return (
    discount.name.toLowerCase().includes(wanted) ||
    (discount.code?.toLowerCase().includes(wanted) ?? false)
  );
}
