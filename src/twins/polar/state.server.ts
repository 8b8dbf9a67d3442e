import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { models } from "@polar-sh/sdk/2026-10";
import { type DiscountRecord, seedDiscounts } from "./discounts.server";

/**
 * The twin's records: only what it cannot derive. The serializers turn them into the full
 * Polar shapes; timestamps are ISO strings on the twin's clock.
 */
export type Metadata = Record<string, string | number | boolean>;

/** The member created with a team customer, who manages it in the customer portal. */
interface CustomerOwner {
  email: string;
  name: string | null;
}

interface CustomerFields {
  id: string;
  created_at: string;
  modified_at: string | null;
  name: string | null;
  external_id: string | null;
  metadata: Metadata;
  deleted_at: string | null;
  /** The last four digits of the test card on file: set at checkout, changed in the portal. */
  card_last4?: string | null;
}

/** A person, always with an address; or a team (an organization), whose address is optional. */
export type CustomerRecord = CustomerFields &
  (
    | { type: "individual"; email: string; owner: null }
    | { type: "team"; email: string | null; owner: CustomerOwner | null }
  );

export interface CheckoutRecord {
  id: string;
  client_secret: string;
  created_at: string;
  modified_at: string | null;
  status: models.CheckoutStatus;
  product_id: string;
  product_ids: string[];
  /** As given, still holding the {CHECKOUT_ID} placeholder. */
  success_url: string | null;
  return_url: string | null;
  expires_at: string;
  customer_id: string | null;
  customer_email: string | null;
  customer_name: string | null;
  external_customer_id: string | null;
  metadata: Metadata;
  customer_metadata: Metadata;
  subscription_id: string | null;
  /** The discount the checkout applies (`discount_id`); absent in files written before discounts. */
  discount_id?: string | null;
  /** False when the checkout was made with `allow_trial: false`: no trial even if the product has one. */
  allow_trial?: boolean;
  /** Seats it buys on a seat-based price; absent (the fewest) in files written before. */
  seats?: number | null;
}

/**
 * One line of an order or of a proration waiting for the next one. A credit (time not used on a
 * plan left mid-period) is a negative amount, as on Polar's invoices.
 */
export interface OrderItemRecord {
  label: string;
  amount: number;
  proration: boolean;
  product_id: string;
  start: string;
  end: string;
}

export interface OrderRecord {
  id: string;
  created_at: string;
  modified_at: string | null;
  status: "pending" | "paid";
  billing_reason: models.OrderBillingReason;
  customer_id: string;
  product_id: string;
  /** Null for a one-time purchase. */
  subscription_id: string | null;
  checkout_id: string | null;
  amount: number;
  currency: string;
  metadata: Metadata;
  period_start: string;
  period_end: string;
  /** The order's lines; orders stored before plan changes have one line: `amount` for the period. */
  items?: OrderItemRecord[];
  /** The subscription's discount, taken off `amount` (the subtotal). */
  discount_id?: string | null;
  discount_amount?: number;
}

/** A plan change made with `next_period`: it applies when the current period ends. */
interface PendingUpdateRecord {
  id: string;
  created_at: string;
  applies_at: string;
  product_id: string;
}

export interface SubscriptionRecord {
  id: string;
  created_at: string;
  modified_at: string | null;
  status: models.SubscriptionStatus;
  product_id: string;
  customer_id: string;
  checkout_id: string | null;
  amount: number;
  currency: string;
  recurring_interval: "month" | "year";
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  started_at: string | null;
  ends_at: string | null;
  ended_at: string | null;
  past_due_at: string | null;
  metadata: Metadata;
  customer_cancellation_reason: models.CustomerCancellationReason | null;
  customer_cancellation_comment: string | null;
  /** Set by failRenewal: the card on file is refused from the next renewal on. */
  payment_failing: boolean;
  /** A plan change made with `prorate`: its lines go on the next renewal's order. */
  pending_prorations?: OrderItemRecord[];
  pending_update?: PendingUpdateRecord | null;
  /** Set while the subscription started with its product's trial; the trial ends at `trial_end`. */
  trial_start?: string | null;
  trial_end?: string | null;
  /** The discount redeemed at checkout, taken off its orders. */
  discount_id?: string | null;
  /** Seats bought on a seat-based price; absent or null on a flat one. */
  seats?: number | null;
}

export interface CustomerSessionRecord {
  id: string;
  token: string;
  created_at: string;
  expires_at: string;
  customer_id: string;
  return_url: string | null;
}

export interface TwinState {
  version: 1;
  /** How far the twin's clock runs ahead of the wall clock (advanceClock). */
  clockOffsetMs: number;
  customers: CustomerRecord[];
  checkouts: CheckoutRecord[];
  orders: OrderRecord[];
  subscriptions: SubscriptionRecord[];
  customerSessions: CustomerSessionRecord[];
  discounts: DiscountRecord[];
  /** Seats of seat-based subscriptions given to people (absent in files written before). */
  customerSeats?: CustomerSeatRecord[];
}

/** A seat of a subscription given to someone by address: pending until claimed, or revoked. */
export interface CustomerSeatRecord {
  id: string;
  created_at: string;
  modified_at: string | null;
  subscription_id: string;
  email: string;
  status: "pending" | "claimed" | "revoked";
  claimed_at: string | null;
  revoked_at: string | null;
  metadata: Metadata;
}

export function emptyState(): TwinState {
  return {
    version: 1,
    clockOffsetMs: 0,
    customers: [],
    checkouts: [],
    orders: [],
    subscriptions: [],
    customerSessions: [],
    discounts: seedDiscounts(),
  };
}

/** Files written before team customers existed hold individual customers without a type. */
type StoredCustomer = CustomerRecord | (CustomerFields & { type?: undefined; email: string });

export function loadState(file: string | undefined): TwinState {
  if (!file || !existsSync(file)) return emptyState();
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<
    Omit<TwinState, "customers"> & { customers: StoredCustomer[] }
  >;
  if (parsed.version !== 1) {
    throw new Error(`Polar twin: ${file} is not a state file this twin can read (version 1).`);
  }
  const customers = (parsed.customers ?? []).map(
    (customer): CustomerRecord =>
      customer.type === undefined ? { ...customer, type: "individual", owner: null } : customer,
  );
  return { ...emptyState(), ...parsed, customers };
}

/** Writes through a temporary file so a crash mid-write never leaves half a state file. */
export function saveState(file: string | undefined, state: TwinState): void {
  if (!file) return;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state, null, 2));
  renameSync(temporary, file);
}
