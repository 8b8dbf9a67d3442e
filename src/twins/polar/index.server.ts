/**
 * A local twin of the part of Polar the product uses: the 2026-10 REST API (as the SDK calls
 * it), a hosted checkout page with test cards, a customer portal page, and Standard Webhooks
 * signed exactly as Polar signs them. Local only: the app refuses to start it in production.
 *
 * The entry the rest of the product imports; the twin's own files import each other directly.
 */

export { productsFromPlans } from "./products.server";
export { startPolarTwin } from "./twin.server";
export type {
  PolarTwin,
  PolarTwinOptions,
  TwinProduct,
} from "./types.server";
