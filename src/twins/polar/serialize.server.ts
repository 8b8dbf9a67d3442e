import { createHash } from "node:crypto";
import type { models } from "@polar-sh/sdk/2026-10";
import {
  type DiscountRecord,
  discountAmount,
  toCheckoutDiscount,
  toDiscountBase,
} from "./discounts.server";
import { seatPriceOf, seatsAndAmount } from "./seat-prices.server";
import type {
  CheckoutRecord,
  CustomerRecord,
  CustomerSessionRecord,
  OrderItemRecord,
  OrderRecord,
  SubscriptionRecord,
} from "./state.server";
import type { TwinProduct } from "./types.server";

/**
 * Records → the exact 2026-10 API shapes. Every function is typed with the SDK's own model, so
 * the compiler holds the twin to Polar's contract: every key present, nullable where Polar says
 * so, enums spelled as Polar spells them.
 */

/** A UUID derived from a seed, so products' prices keep their ids across restarts. */
export function stableUuid(seed: string): string {
  const hex = createHash("sha256").update(seed).digest("hex");
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const ORGANIZATION_ID = stableUuid("polar-twin organization");
/** Products exist before anything else in the twin; a fixed date keeps their snapshots stable. */
const CATALOGUE_CREATED_AT = "2025-01-01T00:00:00.000Z";

export interface SerializeContext {
  baseUrl: string;
  product(id: string): TwinProduct;
  customer(id: string): CustomerRecord;
  subscription(id: string): SubscriptionRecord;
  discount(id: string): DiscountRecord;
  /** The twin's clock: a checkout states when the trial it starts would end. */
  now(): Date;
}

function priceOf(product: TwinProduct): models.ProductPriceFixed | models.ProductPriceSeatBased {
  const base = {
    created_at: CATALOGUE_CREATED_AT,
    modified_at: null,
    id: stableUuid(`price ${product.id}`),
    source: "catalog",
    price_currency: product.currency,
    tax_behavior: null,
    is_archived: product.isArchived ?? false,
    product_id: product.id,
  } as const;
  if (product.seats) return seatPriceOf({ ...product, seats: product.seats }, base);
  return { ...base, amount_type: "fixed", price_amount: product.priceAmount };
}

function productBase(product: TwinProduct) {
  return {
    id: product.id,
    created_at: CATALOGUE_CREATED_AT,
    modified_at: null,
    trial_interval: product.trial?.interval ?? null,
    trial_interval_count: product.trial?.count ?? null,
    name: product.name,
    description: product.description,
    visibility: "public",
    recurring_interval: product.recurringInterval,
    recurring_interval_count: product.recurringInterval === null ? null : 1,
    meter_interval: null,
    meter_interval_count: null,
    is_recurring: product.recurringInterval !== null,
    is_archived: product.isArchived ?? false,
    organization_id: ORGANIZATION_ID,
  } satisfies Omit<models.OrderProduct, "metadata">;
}

export function toProduct(product: TwinProduct): models.Product {
  return {
    ...productBase(product),
    metadata: {},
    is_deletable: false,
    prices: [priceOf(product)],
    benefits: [],
    medias: [],
    attached_custom_fields: [],
  };
}

function toCheckoutProduct(product: TwinProduct): models.CheckoutProduct {
  return { ...productBase(product), prices: [priceOf(product)], benefits: [], medias: [] };
}

export function toCustomer(customer: CustomerRecord): models.Customer {
  const fields = {
    id: customer.id,
    created_at: customer.created_at,
    modified_at: customer.modified_at,
    metadata: customer.metadata,
    external_id: customer.external_id,
    email_verified: false,
    name: customer.name,
    billing_name: customer.name,
    billing_address: null,
    tax_id: null,
    locale: null,
    organization_id: ORGANIZATION_ID,
    // A card saved at checkout or in the portal is the customer's default payment method.
    default_payment_method_id: customer.card_last4 ? `${customer.id}-card` : null,
    deleted_at: customer.deleted_at,
    first_user_event_at: null,
    avatar_url: null,
  };
  if (customer.type === "team") {
    return { ...fields, type: "team", email: customer.email } satisfies models.CustomerTeam;
  }
  return {
    ...fields,
    type: "individual",
    email: customer.email,
  } satisfies models.CustomerIndividual;
}

/** Polar substitutes the placeholder when it serves the URL, not when it stores it. */
export function successUrlOf(checkout: CheckoutRecord, ctx: SerializeContext): string {
  if (checkout.success_url === null) return `${checkoutUrlOf(checkout, ctx)}/confirmation`;
  return checkout.success_url.replaceAll("{CHECKOUT_ID}", checkout.id);
}

function checkoutUrlOf(checkout: CheckoutRecord, ctx: SerializeContext): string {
  return `${ctx.baseUrl}/checkout/${checkout.client_secret}`;
}

/** When a trial of `count` `interval`s started at `start` ends, as Polar adds them. */
export function trialEndFrom(start: Date, trial: NonNullable<TwinProduct["trial"]>): string {
  const end = new Date(start);
  if (trial.interval === "day") end.setUTCDate(end.getUTCDate() + trial.count);
  if (trial.interval === "week") end.setUTCDate(end.getUTCDate() + 7 * trial.count);
  if (trial.interval === "month") end.setUTCMonth(end.getUTCMonth() + trial.count);
  if (trial.interval === "year") end.setUTCFullYear(end.getUTCFullYear() + trial.count);
  return end.toISOString();
}

/** The trial a checkout starts: its product's, unless the checkout was made without one. */
export function checkoutTrial(checkout: CheckoutRecord, product: TwinProduct) {
  return checkout.allow_trial === false ? null : (product.trial ?? null);
}

export function toCheckout(checkout: CheckoutRecord, ctx: SerializeContext): models.Checkout {
  const product = ctx.product(checkout.product_id);
  const price = priceOf(product);
  const products = checkout.product_ids.map((id) => ctx.product(id));
  const discount = checkout.discount_id ? ctx.discount(checkout.discount_id) : null;
  const { seats, amount } = seatsAndAmount(product, checkout.seats);
  const off = discount ? discountAmount(discount, amount) : 0;
  const trial = checkoutTrial(checkout, product);
  return {
    id: checkout.id,
    created_at: checkout.created_at,
    modified_at: checkout.modified_at,
    custom_field_data: {},
    payment_processor: "stripe",
    status: checkout.status,
    client_secret: checkout.client_secret,
    url: checkoutUrlOf(checkout, ctx),
    expires_at: checkout.expires_at,
    success_url: successUrlOf(checkout, ctx),
    return_url: checkout.return_url,
    embed_origin: null,
    amount,
    seats,
    min_seats: product.seats?.minimum ?? null,
    max_seats: product.seats?.maximum ?? null,
    units: null,
    min_units: null,
    max_units: null,
    discount_amount: off,
    net_amount: amount - off,
    tax_amount: null,
    tax_behavior: null,
    total_amount: amount - off,
    currency: product.currency,
    allow_trial: checkout.allow_trial ?? true,
    active_trial_interval: trial?.interval ?? null,
    active_trial_interval_count: trial?.count ?? null,
    trial_end: trial && checkout.status === "open" ? trialEndFrom(ctx.now(), trial) : null,
    organization_id: ORGANIZATION_ID,
    product_id: product.id,
    product_price_id: price.id,
    discount_id: discount?.id ?? null,
    allow_discount_codes: true,
    require_billing_address: false,
    is_discount_applicable: true,
    is_free_product_price: false,
    // A trial charges nothing today; the card is asked for the charge after it.
    is_payment_required: trial === null,
    is_payment_setup_required: true,
    is_payment_form_required: true,
    customer_id: checkout.customer_id,
    is_business_customer: false,
    customer_name: checkout.customer_name,
    customer_email: checkout.customer_email,
    customer_ip_address: null,
    customer_billing_name: null,
    customer_billing_address: null,
    customer_tax_id: null,
    locale: null,
    payment_method_type: null,
    payment_processor_metadata: {},
    billing_address_fields: {
      country: "required",
      state: "disabled",
      city: "disabled",
      postal_code: "disabled",
      line1: "disabled",
      line2: "disabled",
    },
    trial_interval: null,
    trial_interval_count: null,
    metadata: checkout.metadata,
    external_customer_id: checkout.external_customer_id,
    products: products.map(toCheckoutProduct),
    product: toCheckoutProduct(product),
    product_price: price,
    prices: Object.fromEntries(products.map((item) => [item.id, [priceOf(item)]])),
    discount: discount ? toCheckoutDiscount(discount) : null,
    subscription_id: checkout.subscription_id,
    attached_custom_fields: [],
    customer_metadata: checkout.customer_metadata,
  };
}

function subscriptionFields(subscription: SubscriptionRecord): models.OrderSubscription {
  return {
    metadata: subscription.metadata,
    created_at: subscription.created_at,
    modified_at: subscription.modified_at,
    id: subscription.id,
    amount: subscription.amount,
    currency: subscription.currency,
    recurring_interval: subscription.recurring_interval,
    recurring_interval_count: 1,
    status: subscription.status,
    current_period_start: subscription.current_period_start,
    current_period_end: subscription.current_period_end,
    current_meter_period_start: null,
    current_meter_period_end: null,
    trial_start: subscription.trial_start ?? null,
    trial_end: subscription.trial_end ?? null,
    cancel_at_period_end: subscription.cancel_at_period_end,
    canceled_at: subscription.canceled_at,
    started_at: subscription.started_at,
    ends_at: subscription.ends_at,
    ended_at: subscription.ended_at,
    past_due_at: subscription.past_due_at,
    pause_at_period_end: false,
    paused_at: null,
    resumes_at: null,
    customer_id: subscription.customer_id,
    product_id: subscription.product_id,
    discount_id: subscription.discount_id ?? null,
    checkout_id: subscription.checkout_id,
    seats: subscription.seats ?? null,
    units: null,
    customer_cancellation_reason: subscription.customer_cancellation_reason,
    customer_cancellation_comment: subscription.customer_cancellation_comment,
  };
}

export function toSubscription(
  subscription: SubscriptionRecord,
  ctx: SerializeContext,
): models.Subscription {
  const product = ctx.product(subscription.product_id);
  return {
    ...subscriptionFields(subscription),
    custom_field_data: {},
    customer: toCustomer(ctx.customer(subscription.customer_id)),
    product: toProduct(product),
    discount: subscription.discount_id
      ? toDiscountBase(ctx.discount(subscription.discount_id), ORGANIZATION_ID)
      : null,
    prices: [priceOf(product)],
    meters: [],
    pending_update: subscription.pending_update
      ? {
          created_at: subscription.pending_update.created_at,
          modified_at: null,
          id: subscription.pending_update.id,
          applies_at: subscription.pending_update.applies_at,
          product_id: subscription.pending_update.product_id,
          seats: null,
          units: null,
        }
      : null,
  };
}

/** An order's lines: those it was made with, or one line for the period it paid. */
function orderItems(order: OrderRecord): OrderItemRecord[] {
  return (
    order.items ?? [
      {
        label: "",
        amount: order.amount,
        proration: false,
        product_id: order.product_id,
        start: order.period_start,
        end: order.period_end,
      },
    ]
  );
}

export function toOrder(order: OrderRecord, ctx: SerializeContext): models.Order {
  const product = ctx.product(order.product_id);
  const paid = order.status === "paid";
  // Money owed back (a downgrade's credit) is never collected: nothing is due and nothing
  // can be refunded on such an order.
  const off = order.discount_amount ?? 0;
  const net = order.amount - off;
  const collected = Math.max(net, 0);
  return {
    id: order.id,
    created_at: order.created_at,
    modified_at: order.modified_at,
    status: order.status,
    paid,
    subtotal_amount: order.amount,
    discount_amount: off,
    net_amount: net,
    tax_amount: 0,
    total_amount: net,
    applied_balance_amount: 0,
    due_amount: paid ? 0 : collected,
    refunded_amount: 0,
    refunded_tax_amount: 0,
    currency: order.currency,
    billing_reason: order.billing_reason,
    billing_name: null,
    billing_address: null,
    invoice_number: null,
    is_invoice_generated: false,
    receipt_number: null,
    seats: null,
    units: null,
    customer_id: order.customer_id,
    product_id: order.product_id,
    discount_id: order.discount_id ?? null,
    subscription_id: order.subscription_id,
    checkout_id: order.checkout_id,
    next_payment_attempt_at: null,
    metadata: order.metadata,
    custom_field_data: {},
    platform_fee_amount: 0,
    platform_fee_currency: null,
    customer: toCustomer(ctx.customer(order.customer_id)),
    product: { ...productBase(product), metadata: {} },
    discount: order.discount_id
      ? toDiscountBase(ctx.discount(order.discount_id), ORGANIZATION_ID)
      : null,
    subscription:
      order.subscription_id === null
        ? null
        : subscriptionFields(ctx.subscription(order.subscription_id)),
    items: orderItems(order).map((item, index) => ({
      created_at: order.created_at,
      modified_at: null,
      // The first line keeps the id orders had when they had only one.
      id: stableUuid(index === 0 ? `order item ${order.id}` : `order item ${order.id} ${index}`),
      label: item.label || ctx.product(item.product_id).name,
      amount: item.amount,
      tax_amount: 0,
      proration: item.proration,
      product_price_id: priceOf(ctx.product(item.product_id)).id,
      start_timestamp: item.start,
      end_timestamp: item.end,
    })),
    description: product.name,
    refundable_amount: paid ? collected : 0,
    refundable_tax_amount: 0,
  };
}

export function toCustomerSession(
  session: CustomerSessionRecord,
  ctx: SerializeContext,
): models.CustomerSession {
  return {
    created_at: session.created_at,
    modified_at: null,
    id: session.id,
    token: session.token,
    expires_at: session.expires_at,
    return_url: session.return_url,
    customer_portal_url: `${ctx.baseUrl}/portal?customer_session_token=${session.token}`,
    customer_id: session.customer_id,
    customer: toCustomer(ctx.customer(session.customer_id)),
  };
}

export function page<T>(items: T[], pageNumber: number, limit: number) {
  return {
    items: items.slice((pageNumber - 1) * limit, pageNumber * limit),
    pagination: { total_count: items.length, max_page: Math.ceil(items.length / limit) },
  } satisfies { items: T[]; pagination: models.Pagination };
}
