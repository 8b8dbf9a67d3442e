import { and, eq } from "drizzle-orm";
import { decimalFromCents, PLAN_CHANGE_PRORATION, type Plan, planBySlug } from "~/config/plans";
import type { Database } from "~/db/client.server";
import { subscription } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { CANCELLABLE } from "~/lib/subscription-status";
import type { Owner } from "~/server/workspaces/workspace.server";
import {
  type Billing,
  BillingError,
  NO_SUBSCRIPTION,
  type SubscriptionView,
  subscriptionView,
} from "./billing.server";
import { refuseSeatsOutsideOrganization } from "./checkout.server";
import { ownedBy } from "./owned-by.server";
import { type PolarClient, polarDetail, statusOf } from "./polar.server";
import { parsePolarSubscription } from "./polar-schemas";
import { applyPolarSubscription } from "./polar-sync.server";
import { FINAL, reconcileOwner } from "./reconcile.server";

// Changes to a running subscription, made through Polar: cancel, resume and change of plan.

type Row = typeof subscription.$inferSelect;

async function ownedRow(db: Database, owner: Owner, subscriptionId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(subscription)
    .where(and(eq(subscription.id, subscriptionId), ownedBy(owner)));
  // Someone else's subscription answers exactly like a missing one.
  if (!row) throw new BillingError("SUBSCRIPTION_NOT_FOUND", NO_SUBSCRIPTION);
  return row;
}

async function updateAtPolar(
  billing: Billing,
  owner: Owner,
  row: Row,
  cancelAtPeriodEnd: boolean,
): Promise<SubscriptionView> {
  const updated = await billing.polar.subscriptions.update(row.providerSubscriptionId, {
    cancel_at_period_end: cancelAtPeriodEnd,
  });
  await applyPolarSubscription(billing, parsePolarSubscription(updated));
  return subscriptionView(await ownedRow(billing.db, owner, row.id));
}

/** Cancels at the end of the paid period, through Polar. */
export async function cancelSubscription(
  billing: Billing,
  owner: Owner,
  subscriptionId: string,
): Promise<SubscriptionView> {
  const row = await ownedRow(billing.db, owner, subscriptionId);
  if (row.cancelAtPeriodEnd)
    throw new BillingError(
      "SUBSCRIPTION_ALREADY_CANCELLED",
      words(m.api_error_subscription_already_cancelled, {}),
    );
  if (!CANCELLABLE.includes(row.status)) {
    throw new BillingError(
      "SUBSCRIPTION_NOT_CANCELLABLE",
      words(m.api_error_subscription_not_cancellable, {}),
    );
  }
  return updateAtPolar(billing, owner, row, true);
}

/** Takes back a cancellation while the period is still running. */
export async function resumeSubscription(
  billing: Billing,
  owner: Owner,
  subscriptionId: string,
): Promise<SubscriptionView> {
  const row = await ownedRow(billing.db, owner, subscriptionId);
  if (!row.cancelAtPeriodEnd || row.status !== "cancelled") {
    throw new BillingError(
      "SUBSCRIPTION_NOT_RESUMABLE",
      words(m.api_error_subscription_not_resumable, {}),
    );
  }
  return updateAtPolar(billing, owner, row, false);
}

/** What Polar billed for a change of plan: the order it made for it. */
export interface PlanChangeCharge {
  /** A decimal string; negative for a credit (the unused time of a dearer plan left behind). */
  amount: string;
  currency: string;
  /** The order's status at Polar: paid, or pending while the payment goes through. */
  status: string;
}

export interface PlanChange {
  subscription: SubscriptionView;
  /** Null when Polar made no order for the change, or the order could not be read. */
  charge: PlanChangeCharge | null;
}

/**
 * Moves the workspace's subscription to another plan through Polar's subscription update, with
 * the product's proration behaviour (ADR 022), and reads back what Polar billed for it.
 */
export async function changeSubscriptionPlan(
  billing: Billing,
  owner: Owner,
  subscriptionId: string,
  slug: string,
): Promise<PlanChange> {
  const row = await ownedRow(billing.db, owner, subscriptionId);
  const plan = planBySlug(slug);
  if (!plan) throw new BillingError("UNKNOWN_PLAN", words(m.api_error_unknown_plan, { slug }));
  refuseSeatsOutsideOrganization(owner, plan);
  if (FINAL.includes(row.status)) {
    throw new BillingError("SUBSCRIPTION_ENDED", words(m.api_error_subscription_ended, {}));
  }
  if (row.cancelAtPeriodEnd) {
    throw new BillingError("SUBSCRIPTION_ENDING", CHANGE_WHILE_ENDING);
  }
  if (!CANCELLABLE.includes(row.status)) {
    throw new BillingError(
      "SUBSCRIPTION_NOT_CHANGEABLE",
      words(m.api_error_plan_not_changeable, {}),
    );
  }
  if (row.productId === plan.productId) {
    throw new BillingError(
      "PLAN_UNCHANGED",
      words(m.api_error_plan_unchanged, { plan: plan.name }),
    );
  }
  let updated: Awaited<ReturnType<PolarClient["subscriptions"]["update"]>>;
  try {
    updated = await billing.polar.subscriptions.update(row.providerSubscriptionId, {
      product_id: plan.productId,
      proration_behavior: PLAN_CHANGE_PRORATION,
    });
  } catch (error) {
    throw await planChangeError(billing, owner, error);
  }
  await applyPolarSubscription(billing, parsePolarSubscription(updated));
  return {
    subscription: subscriptionView(await ownedRow(billing.db, owner, row.id)),
    charge: await chargeFor(billing, row, plan),
  };
}

const CHANGE_WHILE_ENDING = words(m.api_error_subscription_ending, {});

/** Polar's error of a plan change, as the person who asked can act on it. */
async function planChangeError(billing: Billing, owner: Owner, error: unknown): Promise<unknown> {
  switch (statusOf(error)) {
    case 402:
      return new BillingError("PAYMENT_DECLINED", words(m.api_error_payment_declined, {}));
    case 403:
      // Polar knows it is ending or over while this table does not yet: catch up first.
      await reconcileOwner(billing, owner).catch(() => 0);
      return new BillingError("SUBSCRIPTION_ENDING", CHANGE_WHILE_ENDING);
    case 409:
      return new BillingError("PROVIDER_BUSY", words(m.api_error_provider_busy, {}));
    case 422:
      return new BillingError("PLAN_CHANGE_REFUSED", (locale) =>
        m.api_error_plan_change_refused(
          { detail: polarDetail(error) ?? m.api_error_plan_not_available({}, { locale }) },
          { locale },
        ),
      );
    default:
      return error;
  }
}

/**
 * The order Polar made for this change: the subscription's newest, if it is a plan change to
 * `plan` made after the row's last known state. Reading it is a courtesy: the plan has changed
 * whether or not it can be read.
 */
export async function chargeFor(
  billing: Billing,
  before: Row,
  plan: Plan,
): Promise<PlanChangeCharge | null> {
  try {
    const { items } = await billing.polar.orders.list({
      subscription_id: before.providerSubscriptionId,
      sorting: ["-created_at"],
      limit: 1,
    });
    const [order] = items;
    const since = before.providerModifiedAt?.getTime() ?? 0;
    if (
      order?.billing_reason !== "subscription_update" ||
      order.product_id !== plan.productId ||
      Date.parse(order.created_at) < since
    ) {
      return null;
    }
    return {
      amount: decimalFromCents(order.total_amount),
      currency: order.currency,
      status: order.status,
    };
  } catch (error) {
    console.warn(`Could not read the order of a plan change: ${(error as Error).message}`);
    return null;
  }
}
