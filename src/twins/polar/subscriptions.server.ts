import { randomUUID } from "node:crypto";
import type { models } from "@polar-sh/sdk/2026-10";
import { redeemableDiscount } from "./discounts.server";
import { alreadyCanceled, notFound, PolarApiError } from "./errors.server";
import type { LedgerCore } from "./ledger-core.server";
import { changeProduct, type ProductChange } from "./plan-changes.server";
import { addInterval } from "./proration.server";
import { seatsAndAmount } from "./seat-prices.server";
import { checkoutTrial, page, toSubscription, trialEndFrom } from "./serialize.server";
import type { CheckoutRecord, CustomerRecord, SubscriptionRecord } from "./state.server";
import type { TwinProduct } from "./types.server";

// Polar's subscriptions: started by a paid checkout, listed and read, and changed through its
// update (cancel, uncancel, revoke, discount, plan) or revoked at once.

export interface SubscriptionFilter {
  customer_id?: string[];
  external_customer_id?: string[];
  product_id?: string[];
  status?: models.SubscriptionStatus[];
  active?: boolean;
  cancel_at_period_end?: boolean;
  ascending: boolean;
  page: number;
  limit: number;
}

export type SubscriptionChange =
  | {
      kind: "cancel";
      cancel_at_period_end: boolean;
      customer_cancellation_reason?: models.CustomerCancellationReason | null;
      customer_cancellation_comment?: string | null;
    }
  | {
      kind: "revoke";
      customer_cancellation_reason?: models.CustomerCancellationReason | null;
      customer_cancellation_comment?: string | null;
    }
  | ProductChange
  | { kind: "discount"; discount_id: string | null };

/** Polar's active filter: what still grants access without a payment problem. */
const ACTIVE_STATUSES: models.SubscriptionStatus[] = ["trialing", "active"];

export function subscriptionRecord(ledger: LedgerCore, id: string): SubscriptionRecord {
  const subscription = ledger.state.subscriptions.find((item) => item.id === id);
  if (!subscription) throw notFound();
  return subscription;
}

export function getSubscription(ledger: LedgerCore, id: string): models.Subscription {
  return toSubscription(subscriptionRecord(ledger, id), ledger.ctx);
}

export function allSubscriptions(ledger: LedgerCore): models.Subscription[] {
  return ledger.state.subscriptions.map((item) => toSubscription(item, ledger.ctx));
}

export function listSubscriptions(ledger: LedgerCore, filter: SubscriptionFilter) {
  const externalIds = new Map(ledger.state.customers.map((item) => [item.id, item.external_id]));
  const matches = ledger.state.subscriptions.filter(
    (item) =>
      (!filter.customer_id || filter.customer_id.includes(item.customer_id)) &&
      (!filter.external_customer_id ||
        filter.external_customer_id.includes(externalIds.get(item.customer_id) ?? "")) &&
      (!filter.product_id || filter.product_id.includes(item.product_id)) &&
      (!filter.status || filter.status.includes(item.status)) &&
      (filter.active === undefined || ACTIVE_STATUSES.includes(item.status) === filter.active) &&
      (filter.cancel_at_period_end === undefined ||
        item.cancel_at_period_end === filter.cancel_at_period_end),
  );
  const direction = filter.ascending ? 1 : -1;
  matches.sort(
    (left, right) =>
      direction *
      (left.started_at ?? left.created_at).localeCompare(right.started_at ?? right.created_at),
  );
  return page(
    matches.map((item) => toSubscription(item, ledger.ctx)),
    filter.page,
    filter.limit,
  );
}

export function startSubscription(
  ledger: LedgerCore,
  checkout: CheckoutRecord,
  customer: CustomerRecord,
  product: TwinProduct,
  interval: "month" | "year",
  now: string,
): SubscriptionRecord {
  const trial = checkoutTrial(checkout, product);
  const trialEnd = trial ? trialEndFrom(new Date(now), trial) : null;
  const subscription: SubscriptionRecord = {
    id: randomUUID(),
    created_at: now,
    modified_at: now,
    status: trialEnd ? "trialing" : "active",
    product_id: product.id,
    customer_id: customer.id,
    checkout_id: checkout.id,
    ...seatsAndAmount(product, checkout.seats),
    currency: product.currency,
    recurring_interval: interval,
    current_period_start: now,
    // Polar's trial is the subscription's first period: it renews into a paid one.
    current_period_end: trialEnd ?? addInterval(now, interval),
    trial_start: trialEnd ? now : null,
    trial_end: trialEnd,
    discount_id: checkout.discount_id ?? null,
    cancel_at_period_end: false,
    canceled_at: null,
    started_at: now,
    ends_at: null,
    ended_at: null,
    past_due_at: null,
    metadata: checkout.metadata,
    customer_cancellation_reason: null,
    customer_cancellation_comment: null,
    payment_failing: false,
  };
  ledger.state.subscriptions.push(subscription);
  ledger.emitSubscription(
    trialEnd
      ? ["subscription.created", "subscription.updated"]
      : ["subscription.created", "subscription.active", "subscription.updated"],
    subscription,
  );
  return subscription;
}

export function updateSubscription(
  ledger: LedgerCore,
  id: string,
  update: SubscriptionChange,
): models.Subscription {
  const subscription = subscriptionRecord(ledger, id);
  if (update.kind === "revoke") return revokeSubscription(ledger, id, update);
  if (update.kind === "product") return changeProduct(ledger, subscription, update);
  if (subscription.ended_at !== null) throw alreadyCanceled();
  if (update.kind === "discount") return changeDiscount(ledger, subscription, update.discount_id);
  if (update.cancel_at_period_end) {
    if (subscription.cancel_at_period_end) throw alreadyCanceled();
    return ledger.change(() => {
      const now = ledger.nowIso();
      Object.assign(subscription, {
        cancel_at_period_end: true,
        canceled_at: now,
        ends_at: subscription.current_period_end,
        modified_at: now,
        customer_cancellation_reason: update.customer_cancellation_reason ?? null,
        customer_cancellation_comment: update.customer_cancellation_comment ?? null,
      } satisfies Partial<SubscriptionRecord>);
      ledger.emitSubscription(["subscription.updated", "subscription.canceled"], subscription);
      return toSubscription(subscription, ledger.ctx);
    });
  }
  if (!subscription.cancel_at_period_end) {
    throw new PolarApiError(409, {
      error: "SubscriptionNotScheduledToCancel",
      detail: "This subscription is not scheduled to be canceled.",
    });
  }
  return ledger.change(() => {
    Object.assign(subscription, {
      cancel_at_period_end: false,
      canceled_at: null,
      ends_at: null,
      modified_at: ledger.nowIso(),
      customer_cancellation_reason: null,
      customer_cancellation_comment: null,
    } satisfies Partial<SubscriptionRecord>);
    ledger.emitSubscription(["subscription.updated", "subscription.uncanceled"], subscription);
    return toSubscription(subscription, ledger.ctx);
  });
}

/**
 * The merchant's discount change (Polar's `discount_id` update, also in its dashboard): a new
 * discount, refused as at checkout when it cannot be redeemed, or none. The subscription shows
 * it at once and its next order takes it off; the order already paid stays as it was.
 */
function changeDiscount(
  ledger: LedgerCore,
  subscription: SubscriptionRecord,
  discountId: string | null,
): models.Subscription {
  const discount = discountId
    ? redeemableDiscount(ledger.state.discounts, discountId, ledger.now())
    : null;
  return ledger.change(() => {
    const now = ledger.nowIso();
    if (discount && discount.id !== subscription.discount_id) {
      discount.redemptions_count += 1;
      discount.modified_at = now;
    }
    Object.assign(subscription, {
      discount_id: discount?.id ?? null,
      modified_at: now,
    } satisfies Partial<SubscriptionRecord>);
    ledger.emitSubscription(["subscription.updated"], subscription);
    return toSubscription(subscription, ledger.ctx);
  });
}

export function revokeSubscription(
  ledger: LedgerCore,
  id: string,
  reason: Omit<Extract<SubscriptionChange, { kind: "revoke" }>, "kind"> = {},
): models.Subscription {
  const subscription = subscriptionRecord(ledger, id);
  if (subscription.ended_at !== null) throw alreadyCanceled();
  return ledger.change(() => {
    applyRevoke(ledger, subscription, reason);
    return toSubscription(subscription, ledger.ctx);
  });
}

export function applyRevoke(
  ledger: LedgerCore,
  subscription: SubscriptionRecord,
  reason: Omit<Extract<SubscriptionChange, { kind: "revoke" }>, "kind">,
): void {
  const now = ledger.nowIso();
  const wasCanceled = subscription.canceled_at !== null;
  Object.assign(subscription, {
    status: "canceled",
    cancel_at_period_end: false,
    canceled_at: subscription.canceled_at ?? now,
    ends_at: now,
    ended_at: now,
    modified_at: now,
    customer_cancellation_reason:
      reason.customer_cancellation_reason ?? subscription.customer_cancellation_reason,
    customer_cancellation_comment:
      reason.customer_cancellation_comment ?? subscription.customer_cancellation_comment,
  } satisfies Partial<SubscriptionRecord>);
  ledger.emitSubscription(
    wasCanceled
      ? ["subscription.updated", "subscription.revoked"]
      : ["subscription.updated", "subscription.canceled", "subscription.revoked"],
    subscription,
  );
}
