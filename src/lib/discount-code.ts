// The shape a discount code must have before Polar is asked about it (ADR 052): the checkout form
// checks it as the buyer types and every endpoint checks it again (src/server/billing/requests.ts).
// Plain, with no schema library: the landing page's pricing loads it.

/** 1 to 64 letters, digits, hyphens or underscores. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const DISCOUNT_CODE_SHAPE_PROBLEM =
  "A discount code is 1 to 64 letters, digits, hyphens or underscores";

/** What is wrong with a typed code, or null when it has the shape (an empty field is no code). */
export function discountCodeProblem(value: string): string | null {
  const code = value.trim();
  return code === "" || DISCOUNT_CODE_PATTERN.test(code) ? null : DISCOUNT_CODE_SHAPE_PROBLEM;
}

/** The named codes of a refused discount code (src/lib/app-error.ts): shown beside the field. */
export function isDiscountCodeError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("DISCOUNT_CODE_");
}
