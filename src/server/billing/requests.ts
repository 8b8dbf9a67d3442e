import { z } from "zod";
import { PLANS } from "~/config/plans";

// What a billing call may ask, validated the same at every endpoint: the server functions the
// screens call and the REST API (which documents these schemas in its OpenAPI document).

/** An id of something the product stores or Polar made: a subscription, a checkout. */
export const recordId = z.string().min(1).max(200);

/** One of the product's plans, by slug. */
export const planSlug = z.enum(PLANS.map((plan) => plan.slug) as [string, ...string[]]);

/** Spec §7: a checkout for `{slug}` or `{products:[productId]}`. */
export const checkoutRequest = z.union([
  z.strictObject({ slug: z.string().min(1).max(100) }),
  z.strictObject({ products: z.tuple([recordId]) }),
]);

export const planChangeRequest = z.strictObject({ slug: planSlug });
