import { z } from "zod";
import { PLANS, SEAT_COUNT_MAX } from "~/config/plans";
import { DISCOUNT_CODE_PATTERN, DISCOUNT_CODE_SHAPE_PROBLEM } from "~/lib/discount-code";

// What a billing call may ask, validated the same at every endpoint: the server functions the
// screens call and the REST API (which documents these schemas in its OpenAPI document).

/** An id of something the product stores or Polar made: a subscription, a checkout. */
export const recordId = z.string().min(1).max(200);

/** One of the product's plans, by slug. */
export const planSlug = z.enum(PLANS.map((plan) => plan.slug) as [string, ...string[]]);

/** A discount code as the buyer typed it: Polar compares codes without regard to case. */
const discountCode = z.string().trim().regex(DISCOUNT_CODE_PATTERN, DISCOUNT_CODE_SHAPE_PROBLEM);

/** Seats on a plan priced per seat (ADR 054): whole seats, 1 to 1,000. */
const seatCount = z.number().int().min(1).max(SEAT_COUNT_MAX);

/**
 * Spec §7: a checkout for `{slug}` or `{products:[productId]}`; `discountCode`, optional, is
 * checked at Polar before the checkout is made; `seats`, for a plan priced per seat, defaults
 * to the organization's people.
 */
const checkoutExtras = { discountCode: discountCode.optional(), seats: seatCount.optional() };
export const checkoutRequest = z.union([
  z.strictObject({ slug: z.string().min(1).max(100), ...checkoutExtras }),
  z.strictObject({ products: z.tuple([recordId]), ...checkoutExtras }),
]);

export const planChangeRequest = z.strictObject({ slug: planSlug });

/** Seats to hold on a plan priced per seat. */
export const seatsRequest = z.strictObject({ seats: seatCount });
