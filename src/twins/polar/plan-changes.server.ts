import { randomUUID } from "node:crypto";
import type { models } from "@polar-sh/sdk/2026-10";
import { refuseFailingCard } from "./cards.server";
import { alreadyCanceled, type PolarApiError, validationError } from "./errors.server";
import type { LedgerCore } from "./ledger-core.server";
import { addOrder } from "./orders.server";
import { addInterval, remainingShare, roundHalfEven } from "./proration.server";
import { startingSeats } from "./seat-prices.server";
import { toOrder, toSubscription } from "./serialize.server";
import type { OrderItemRecord, SubscriptionRecord } from "./state.server";
import type { TwinProduct } from "./types.server";

// A subscription's plan change (Polar's update_product): applied now with its prorations, or
// scheduled for the next period and applied when that period begins.

/** A plan change: the product to move to, and how Polar bills the move. */
export interface ProductChange {
  kind: "product";
  product_id: string;
  proration_behavior?: models.SubscriptionProrationBehavior | null;
}

/** Polar's organization default when an update names no proration behaviour. */
const DEFAULT_PRORATION: models.SubscriptionProrationBehavior = "prorate";

/** Polar's error of a plan change, in its validation shape, about the product asked for. */
function productRefused(productId: string, msg: string): PolarApiError {
  return validationError([{ loc: ["body", "product_id"], msg, input: productId }]);
}

/**
 * A plan change, refused and applied as Polar's update_product does. `invoice` and `prorate`
 * switch now and prorate the period: a credit for the unused time on the old product, a charge
 * for the rest of the period on the new one. `invoice` bills the difference on an order at
 * once (a failing card refuses the change, nothing moves); `prorate` keeps it for the next
 * renewal's order, unless the interval changes, which starts a new period and so bills at
 * once. `next_period` switches at the renewal with no proration.
 */
export function changeProduct(
  ledger: LedgerCore,
  subscription: SubscriptionRecord,
  update: ProductChange,
): models.Subscription {
  const behaviour = update.proration_behavior ?? DEFAULT_PRORATION;
  if (behaviour === "reset") {
    throw validationError([
      {
        loc: ["body", "proration_behavior"],
        msg: "The 'reset' proration behavior is not enabled for this organization.",
        input: behaviour,
      },
    ]);
  }
  if (subscription.ended_at !== null || subscription.cancel_at_period_end) {
    throw alreadyCanceled();
  }
  const product = ledger.catalogue.get(update.product_id);
  if (!product) throw productRefused(update.product_id, "Product does not exist.");
  if (product.isArchived) throw productRefused(product.id, "Product is archived.");
  if (product.recurringInterval === null) {
    throw productRefused(product.id, "Product is not recurring.");
  }
  if (product.currency !== subscription.currency) {
    throw productRefused(
      product.id,
      "This product doesn't have a price for the subscription currency.",
    );
  }
  // Polar bills a switch to the product it is already on as a credit and an equal charge;
  // the twin refuses it instead, so a caller that lost track of the plan hears about it.
  if (product.id === subscription.product_id) {
    throw productRefused(product.id, "The subscription is already on this product.");
  }
  if (behaviour === "next_period") return scheduleProduct(ledger, subscription, product);

  const now = ledger.now();
  const at = now.toISOString();
  const previous = ledger.ctx.product(subscription.product_id);
  const interval = product.recurringInterval;
  const intervalChanged = interval !== subscription.recurring_interval;
  const periodStart = intervalChanged ? at : subscription.current_period_start;
  const periodEnd = intervalChanged ? addInterval(at, interval) : subscription.current_period_end;
  const unused = remainingShare(
    subscription.current_period_start,
    subscription.current_period_end,
    now,
  );
  const prorations: OrderItemRecord[] = [
    {
      label: `Unused time on ${previous.name}`,
      amount: -roundHalfEven(subscription.amount * unused),
      proration: true,
      product_id: previous.id,
      start: at,
      end: subscription.current_period_end,
    },
    {
      label: `Remaining time on ${product.name}`,
      amount: roundHalfEven(
        startingSeats(product).amount * remainingShare(periodStart, periodEnd, now),
      ),
      proration: true,
      product_id: product.id,
      start: at,
      end: periodEnd,
    },
  ];
  const invoiceNow = behaviour === "invoice" || intervalChanged;
  const items = [...(invoiceNow ? (subscription.pending_prorations ?? []) : []), ...prorations];
  if (invoiceNow) refuseFailingCard(subscription, items);
  return ledger.change(() => {
    Object.assign(subscription, {
      product_id: product.id,
      ...startingSeats(product),
      recurring_interval: interval,
      current_period_start: periodStart,
      current_period_end: periodEnd,
      modified_at: at,
      pending_update: null,
      pending_prorations: invoiceNow
        ? undefined
        : [...(subscription.pending_prorations ?? []), ...prorations],
    } satisfies Partial<SubscriptionRecord>);
    if (invoiceNow) {
      const order = addOrder(ledger, subscription, "subscription_update", "paid", null, at, items);
      ledger.emit("order.created", toOrder(order, ledger.ctx));
      ledger.emit("order.paid", toOrder(order, ledger.ctx));
    }
    ledger.emitSubscription(["subscription.updated"], subscription);
    return toSubscription(subscription, ledger.ctx);
  });
}

function scheduleProduct(
  ledger: LedgerCore,
  subscription: SubscriptionRecord,
  product: TwinProduct,
): models.Subscription {
  return ledger.change(() => {
    const at = ledger.nowIso();
    Object.assign(subscription, {
      pending_update: {
        id: randomUUID(),
        created_at: at,
        applies_at: subscription.current_period_end,
        product_id: product.id,
      },
      modified_at: at,
    } satisfies Partial<SubscriptionRecord>);
    ledger.emitSubscription(["subscription.updated"], subscription);
    return toSubscription(subscription, ledger.ctx);
  });
}

/** A `next_period` plan change takes the product over as the new period begins. */
export function applyPendingUpdate(ledger: LedgerCore, subscription: SubscriptionRecord): void {
  const pending = subscription.pending_update;
  if (!pending) return;
  const product = ledger.ctx.product(pending.product_id);
  Object.assign(subscription, {
    product_id: product.id,
    ...startingSeats(product),
    recurring_interval: product.recurringInterval ?? subscription.recurring_interval,
    pending_update: null,
  } satisfies Partial<SubscriptionRecord>);
}
