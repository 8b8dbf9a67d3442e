import type { models } from "@polar-sh/sdk/2026-10";
import { expireCheckouts } from "./checkouts.server";
import { PolarApiError } from "./errors.server";
import type { LedgerCore } from "./ledger-core.server";
import { cycleOrder } from "./orders.server";
import { applyPendingUpdate } from "./plan-changes.server";
import { addInterval } from "./proration.server";
import { toOrder } from "./serialize.server";
import type { SubscriptionRecord } from "./state.server";
import { subscriptionRecord } from "./subscriptions.server";

// A subscription's periods on the twin's clock: renewals, trial ends, cancellations at a period's
// end, and a failing card's past due and unpaid.

const RENEWING_STATUSES: models.SubscriptionStatus[] = ["trialing", "active", "past_due"];

/** Moves the clock and plays, in time order, everything that falls due on the way. */
export function advanceClock(ledger: LedgerCore, ms: number): void {
  ledger.change(() => {
    ledger.state.clockOffsetMs += ms;
  });
  expireCheckouts(ledger);
  for (let due = nextDue(ledger); due; due = nextDue(ledger)) {
    const subscription = due;
    ledger.change(() => endPeriod(ledger, subscription));
  }
}

function nextDue(ledger: LedgerCore): SubscriptionRecord | undefined {
  const now = ledger.nowIso();
  return ledger.state.subscriptions
    .filter((item) => RENEWING_STATUSES.includes(item.status) && item.current_period_end <= now)
    .sort((left, right) => left.current_period_end.localeCompare(right.current_period_end))[0];
}

/** What happens at a period's end, dated at that moment rather than at "now". */
function endPeriod(ledger: LedgerCore, subscription: SubscriptionRecord): void {
  const at = subscription.current_period_end;
  if (subscription.cancel_at_period_end) {
    Object.assign(subscription, {
      status: "canceled",
      ended_at: at,
      modified_at: at,
    } satisfies Partial<SubscriptionRecord>);
    ledger.emitSubscription(["subscription.updated", "subscription.revoked"], subscription, at);
    return;
  }
  if (subscription.status === "trialing") {
    endTrialPeriod(ledger, subscription, at);
    return;
  }
  if (subscription.payment_failing && subscription.status === "past_due") {
    Object.assign(subscription, {
      status: "unpaid",
      ends_at: at,
      ended_at: at,
      modified_at: at,
    } satisfies Partial<SubscriptionRecord>);
    ledger.emitSubscription(["subscription.updated", "subscription.revoked"], subscription, at);
    return;
  }
  applyPendingUpdate(ledger, subscription);
  Object.assign(subscription, {
    current_period_start: at,
    current_period_end: addInterval(at, subscription.recurring_interval),
    modified_at: at,
  } satisfies Partial<SubscriptionRecord>);
  if (subscription.payment_failing) {
    subscription.status = "past_due";
    subscription.past_due_at = at;
    ledger.emitSubscription(
      ["subscription.cycled", "subscription.updated", "subscription.past_due"],
      subscription,
      at,
    );
    const order = cycleOrder(ledger, subscription, "pending", at);
    ledger.emit("order.created", toOrder(order, ledger.ctx), at);
    return;
  }
  ledger.emitSubscription(["subscription.cycled", "subscription.updated"], subscription, at);
  payPeriod(ledger, subscription, at);
}

/** The new period's order, paid on the card on file at the period's start. */
function payPeriod(ledger: LedgerCore, subscription: SubscriptionRecord, at: string): void {
  const order = cycleOrder(ledger, subscription, "paid", at);
  ledger.emit("order.created", toOrder(order, ledger.ctx), at);
  ledger.emit("order.paid", toOrder(order, ledger.ctx), at);
}

/**
 * Ends a trialing subscription's trial now (the twin's control API): the same as its end
 * falling due on the clock.
 */
export function endTrial(ledger: LedgerCore, id: string): void {
  const subscription = subscriptionRecord(ledger, id);
  if (subscription.status !== "trialing") {
    throw new PolarApiError(409, {
      error: "NotTrialing",
      detail: "This subscription is not in a trial.",
    });
  }
  ledger.change(() => {
    const now = ledger.nowIso();
    Object.assign(subscription, {
      current_period_end: now,
      trial_end: now,
      ...(subscription.cancel_at_period_end && { ends_at: now }),
    } satisfies Partial<SubscriptionRecord>);
    endPeriod(ledger, subscription);
  });
}

/**
 * A trial's end: with a card on file the first paid period starts and is charged; without one
 * Polar cancels the subscription, which ends at the trial's end and charges nothing.
 */
function endTrialPeriod(ledger: LedgerCore, subscription: SubscriptionRecord, at: string): void {
  const customer = ledger.ctx.customer(subscription.customer_id);
  if (!customer.card_last4) {
    Object.assign(subscription, {
      status: "canceled",
      canceled_at: at,
      ends_at: at,
      ended_at: at,
      modified_at: at,
    } satisfies Partial<SubscriptionRecord>);
    ledger.emitSubscription(
      ["subscription.updated", "subscription.canceled", "subscription.revoked"],
      subscription,
      at,
    );
    return;
  }
  Object.assign(subscription, {
    status: "active",
    current_period_start: at,
    current_period_end: addInterval(at, subscription.recurring_interval),
    modified_at: at,
  } satisfies Partial<SubscriptionRecord>);
  ledger.emitSubscription(["subscription.updated", "subscription.active"], subscription, at);
  payPeriod(ledger, subscription, at);
}

export function failRenewal(ledger: LedgerCore, id: string): void {
  const subscription = subscriptionRecord(ledger, id);
  ledger.change(() => {
    subscription.payment_failing = true;
  });
}
