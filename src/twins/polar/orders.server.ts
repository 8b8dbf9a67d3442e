import { randomUUID } from "node:crypto";
import type { models } from "@polar-sh/sdk/2026-10";
import { discountAmount } from "./discounts.server";
import { notFound } from "./errors.server";
import type { LedgerCore } from "./ledger-core.server";
import { page, toOrder } from "./serialize.server";
import type {
  CheckoutRecord,
  CustomerRecord,
  OrderItemRecord,
  OrderRecord,
  SubscriptionRecord,
} from "./state.server";
import type { TwinProduct } from "./types.server";

// Polar's orders, which are also its invoices: a subscription's first, renewal and plan-change
// orders, with their discount and proration lines, and a one-time product's purchase.

export interface OrderFilter {
  customer_id?: string[];
  external_customer_id?: string[];
  product_id?: string[];
  subscription_id?: string[];
  status?: OrderRecord["status"][];
  ascending: boolean;
  page: number;
  limit: number;
}

export function addOrder(
  ledger: LedgerCore,
  subscription: SubscriptionRecord,
  reason: OrderRecord["billing_reason"],
  status: OrderRecord["status"],
  checkoutId: string | null,
  at = ledger.nowIso(),
  items?: OrderItemRecord[],
): OrderRecord {
  const amount = items ? items.reduce((sum, item) => sum + item.amount, 0) : subscription.amount;
  const found = ledger.state.discounts.find((item) => item.id === subscription.discount_id);
  // A "once" discount comes off the subscription's first paid order only.
  const discount =
    found?.duration === "once" &&
    ledger.state.orders.some(
      (item) => item.subscription_id === subscription.id && item.discount_id === found.id,
    )
      ? undefined
      : found;
  const order: OrderRecord = {
    id: randomUUID(),
    created_at: at,
    modified_at: null,
    status,
    billing_reason: reason,
    customer_id: subscription.customer_id,
    product_id: subscription.product_id,
    subscription_id: subscription.id,
    checkout_id: checkoutId,
    ...(discount && {
      discount_id: discount.id,
      discount_amount: discountAmount(discount, amount),
    }),
    amount,
    currency: subscription.currency,
    metadata: subscription.metadata,
    period_start: subscription.current_period_start,
    period_end: subscription.current_period_end,
    ...(items && { items }),
  };
  ledger.state.orders.push(order);
  return order;
}

/** A one-time product: paid once, with no subscription behind it. */
export function addPurchase(
  ledger: LedgerCore,
  checkout: CheckoutRecord,
  customer: CustomerRecord,
  product: TwinProduct,
  now: string,
): OrderRecord {
  const order: OrderRecord = {
    id: randomUUID(),
    created_at: now,
    modified_at: null,
    status: "paid",
    billing_reason: "purchase",
    customer_id: customer.id,
    product_id: product.id,
    subscription_id: null,
    checkout_id: checkout.id,
    amount: product.priceAmount,
    currency: product.currency,
    metadata: checkout.metadata,
    period_start: now,
    period_end: now,
  };
  ledger.state.orders.push(order);
  return order;
}

/** A renewal's order: the new period, after whatever prorations waited for it. */
export function cycleOrder(
  ledger: LedgerCore,
  subscription: SubscriptionRecord,
  status: OrderRecord["status"],
  at: string,
): OrderRecord {
  const waiting = subscription.pending_prorations ?? [];
  subscription.pending_prorations = undefined;
  if (waiting.length === 0)
    return addOrder(ledger, subscription, "subscription_cycle", status, null, at);
  const period: OrderItemRecord = {
    label: ledger.ctx.product(subscription.product_id).name,
    amount: subscription.amount,
    proration: false,
    product_id: subscription.product_id,
    start: subscription.current_period_start,
    end: subscription.current_period_end,
  };
  return addOrder(ledger, subscription, "subscription_cycle", status, null, at, [
    ...waiting,
    period,
  ]);
}

export function listOrders(ledger: LedgerCore, filter: OrderFilter) {
  const externalIds = new Map(ledger.state.customers.map((item) => [item.id, item.external_id]));
  const matches = ledger.state.orders.filter(
    (item) =>
      (!filter.customer_id || filter.customer_id.includes(item.customer_id)) &&
      (!filter.external_customer_id ||
        filter.external_customer_id.includes(externalIds.get(item.customer_id) ?? "")) &&
      (!filter.product_id || filter.product_id.includes(item.product_id)) &&
      (!filter.subscription_id ||
        (item.subscription_id !== null && filter.subscription_id.includes(item.subscription_id))) &&
      (!filter.status || filter.status.includes(item.status)),
  );
  return page(
    newestFirst(ledger, matches, filter.ascending).map((item) => toOrder(item, ledger.ctx)),
    filter.page,
    filter.limit,
  );
}

export function getOrder(ledger: LedgerCore, id: string): models.Order {
  const order = ledger.state.orders.find((item) => item.id === id);
  if (!order) throw notFound();
  return toOrder(order, ledger.ctx);
}

export function allOrders(ledger: LedgerCore): models.Order[] {
  return ledger.state.orders.map((item) => toOrder(item, ledger.ctx));
}

/** The customer's invoices, newest first, as the portal lists them. */
export function ordersOf(ledger: LedgerCore, customer: CustomerRecord): models.Order[] {
  return newestFirst(
    ledger,
    ledger.state.orders.filter((item) => item.customer_id === customer.id),
    false,
  ).map((item) => toOrder(item, ledger.ctx));
}

/** Creation order breaks ties: several orders can share a moment (a checkout and a change). */
function newestFirst(ledger: LedgerCore, orders: OrderRecord[], ascending: boolean): OrderRecord[] {
  const position = new Map(ledger.state.orders.map((item, index) => [item.id, index]));
  const direction = ascending ? 1 : -1;
  return [...orders].sort(
    (left, right) =>
      direction *
      (left.created_at.localeCompare(right.created_at) ||
        (position.get(left.id) ?? 0) - (position.get(right.id) ?? 0)),
  );
}
