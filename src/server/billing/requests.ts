import { z } from "zod";
import { PLANS } from "~/config/plans";

// What a billing call may ask, validated the same at every endpoint: the server functions the
// screens call and the REST API (which documents these schemas in its OpenAPI document).

/** An id of something the product stores or Polar made: a subscription, a checkout. */
export const recordId = z.string().min(1).max(200);

/** One of the product's plans, by slug. */
export const planSlug = z.enum(PLANS.map((plan) => plan.slug) as [string, ...string[]]);

/** What a discount code may look like before Polar is asked about it (ADR 052). */
export const DISCOUNT_CODE_SHAPE = "1 to 64 letters, digits, hyphens or underscores";

/** A discount code as the buyer typed it: Polar compares codes without regard to case. */
export const discountCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, `A discount code is ${DISCOUNT_CODE_SHAPE}`);

/**
 * Spec §7: a checkout for `{slug}` or `{products:[productId]}`; `discountCode`, optional, is
 * checked at Polar before the checkout is made.
 */
export const checkoutRequest = z.union([
  z.strictObject({ slug: z.string().min(1).max(100), discountCode: discountCode.optional() }),
  z.strictObject({ products: z.tuple([recordId]), discountCode: discountCode.optional() }),
]);

export const planChangeRequest = z.strictObject({ slug: planSlug });
