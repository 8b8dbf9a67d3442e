import { z } from "zod";

// @polar-sh/sdk 1.0.1 types its responses but does not check them (it returns `response.json()`),
// and its webhook check verifies the signature, not the payload. What the product reads from a
// Polar subscription is therefore parsed here, once, for webhooks and API answers alike.

const timestamp = z.iso.datetime({ offset: true });

/**
 * What the product reads of a Polar customer: its external id (the workspace) and its default
 * payment method, absent from snapshots stored before it was read.
 */
function polarCustomerFields() {
  return z.looseObject({
    external_id: z.string().nullable(),
    default_payment_method_id: z.string().nullish(),
  });
}

export const polarSubscriptionSchema = z.looseObject({
  id: z.string().min(1),
  created_at: timestamp,
  modified_at: timestamp.nullable(),
  amount: z.number().int(),
  currency: z.string().min(1),
  recurring_interval: z.enum(["day", "week", "month", "year"]),
  status: z.enum([
    "incomplete",
    "incomplete_expired",
    "trialing",
    "active",
    "past_due",
    "canceled",
    "unpaid",
    "paused",
  ]),
  current_period_start: timestamp,
  current_period_end: timestamp.nullable(),
  cancel_at_period_end: z.boolean(),
  ended_at: timestamp.nullable(),
  // Polar always sends it; a snapshot stored before trials existed has none (ADR 052).
  trial_end: timestamp.nullish(),
  customer_id: z.string().min(1),
  product_id: z.string().min(1),
  /** Null on a flat price; the seats bought on a seat-based one (ADR 054). */
  seats: z.number().int().nonnegative().nullish(),
  // Absent from snapshots stored before discounts were mirrored (ADR 071).
  started_at: timestamp.nullish(),
  discount: z
    .looseObject({
      name: z.string(),
      code: z.string().nullable(),
      type: z.enum(["percentage", "fixed"]),
      basis_points: z.number().int().min(0).max(10_000).optional(),
      amount: z.number().int().nonnegative().optional(),
      duration: z.enum(["once", "forever", "repeating"]),
      duration_in_months: z.number().int().positive().nullish(),
    })
    .nullish(),
  customer: polarCustomerFields(),
  product: z.looseObject({ name: z.string(), description: z.string().nullable() }),
});

export type PolarSubscriptionData = z.infer<typeof polarSubscriptionSchema>;

/** A customer as Polar's `customer.updated` event carries it: which, and whether a card is on file. */
export const polarCustomerSchema = polarCustomerFields().extend({ id: z.string().min(1) });

export type PolarCustomerData = z.infer<typeof polarCustomerSchema>;

class PolarDataError extends Error {
  constructor(what: string, issues: z.core.$ZodIssue[]) {
    super(
      `Polar sent a ${what} the product cannot read: ${z.prettifyError({ issues } as z.ZodError)}`,
    );
    this.name = "PolarDataError";
  }
}

export function parsePolarSubscription(value: unknown): PolarSubscriptionData {
  const parsed = polarSubscriptionSchema.safeParse(value);
  if (!parsed.success) throw new PolarDataError("subscription", parsed.error.issues);
  return parsed.data;
}
