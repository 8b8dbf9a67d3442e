import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { type Plan, planByProductId, planBySlug } from "~/config/plans";
import type { Database } from "~/db/client.server";
import { subscription, user } from "~/db/schema";
import { CANCELLABLE, productStatus, type SubscriptionStatus } from "~/lib/subscription-status";
import { currentSubscriptions } from "~/server/api/v1/current-subscription.server";
import { isNotFound, isUnknownId, type PolarClient } from "./polar.server";
import { type PolarSubscriptionData, parsePolarSubscription } from "./polar-schemas";

/** What the billing code needs of the runtime. */
export interface Billing {
  db: Database;
  polar: PolarClient;
  appUrl: string;
}

/** A refusal the user can act on, with its HTTP status. */
export class BillingError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "BillingError";
  }
}

type Row = typeof subscription.$inferSelect;

/** A subscription as the screens and server functions show it (dates as ISO strings). */
export interface SubscriptionView {
  id: string;
  productId: string;
  planId: string;
  name: string;
  description: string | null;
  status: SubscriptionStatus;
  price: string;
  billingCycle: "monthly" | "yearly";
  features: string[];
  currentPeriodStart: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
  updatedAt: string;
}

export function subscriptionView(row: Row): SubscriptionView {
  return {
    id: row.id,
    productId: row.productId,
    planId: row.planId,
    name: row.name,
    description: row.description,
    status: row.status,
    price: row.price,
    billingCycle: row.billingCycle,
    features: row.features,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSubscriptions(db: Database, userId: string): Promise<SubscriptionView[]> {
  const rows = await db
    .select()
    .from(subscription)
    .where(eq(subscription.userId, userId))
    .orderBy(desc(subscription.createdAt));
  return rows.map(subscriptionView);
}

/** Amount in cents → "9.00", exactly (no float arithmetic). */
export function decimalPrice(amount: number): string {
  const cents = String(Math.abs(Math.trunc(amount))).padStart(3, "0");
  return `${amount < 0 ? "-" : ""}${cents.slice(0, -2)}.${cents.slice(-2)}`;
}

function planFields(polar: PolarSubscriptionData) {
  const plan: Plan | undefined = planByProductId(polar.product_id);
  return {
    productId: polar.product_id,
    planId: plan?.slug ?? polar.product_id,
    name: plan?.name ?? polar.product.name,
    description: plan?.description ?? polar.product.description ?? null,
    price: decimalPrice(polar.amount),
    billingCycle: polar.recurring_interval === "year" ? ("yearly" as const) : ("monthly" as const),
    features: plan?.features ?? [],
  };
}

export type ApplyResult = "applied" | "stale" | "unknown-user";

/**
 * Mirrors one Polar subscription into the table. Idempotent, and order-proof: a row is only
 * overwritten by a snapshot at least as new as the one it holds (Polar's `modified_at`), so a
 * late or replayed event cannot roll state back.
 */
export async function applyPolarSubscription(
  db: Database,
  polar: PolarSubscriptionData,
): Promise<ApplyResult> {
  const userId = polar.customer.external_id;
  if (!userId) return "unknown-user";
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!owner) return "unknown-user";
  const modifiedAt = new Date(polar.modified_at ?? polar.created_at);
  const values = {
    ...planFields(polar),
    status: productStatus(polar),
    currentPeriodStart: new Date(polar.current_period_start),
    currentPeriodEnd: polar.current_period_end ? new Date(polar.current_period_end) : null,
    cancelAtPeriodEnd: polar.cancel_at_period_end,
    providerCustomerId: polar.customer_id,
    providerModifiedAt: modifiedAt,
    updatedAt: new Date(),
  };
  const written = await db
    .insert(subscription)
    .values({
      id: crypto.randomUUID(),
      userId,
      providerSubscriptionId: polar.id,
      createdAt: new Date(polar.created_at),
      ...values,
    })
    .onConflictDoUpdate({
      target: subscription.providerSubscriptionId,
      set: values,
      setWhere: sql`${subscription.providerModifiedAt} is null or ${subscription.providerModifiedAt} <= ${modifiedAt.toISOString()}`,
    })
    .returning({ id: subscription.id });
  currentSubscriptions(db).forgetUser(userId);
  return written.length > 0 ? "applied" : "stale";
}

async function ownedRow(db: Database, userId: string, subscriptionId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(subscription)
    .where(and(eq(subscription.id, subscriptionId), eq(subscription.userId, userId)));
  // Someone else's subscription answers exactly like a missing one.
  if (!row) throw new BillingError(404, "Subscription not found");
  return row;
}

async function updateAtPolar(
  billing: Billing,
  row: Row,
  cancelAtPeriodEnd: boolean,
): Promise<SubscriptionView> {
  const updated = await billing.polar.subscriptions.update(row.providerSubscriptionId, {
    cancel_at_period_end: cancelAtPeriodEnd,
  });
  await applyPolarSubscription(billing.db, parsePolarSubscription(updated));
  return subscriptionView(await ownedRow(billing.db, row.userId ?? "", row.id));
}

/** Cancels at the end of the paid period, through Polar. */
export async function cancelSubscription(
  billing: Billing,
  userId: string,
  subscriptionId: string,
): Promise<SubscriptionView> {
  const row = await ownedRow(billing.db, userId, subscriptionId);
  if (row.cancelAtPeriodEnd) throw new BillingError(409, "This subscription is already cancelled");
  if (!CANCELLABLE.includes(row.status)) {
    throw new BillingError(409, "This subscription can no longer be cancelled");
  }
  return updateAtPolar(billing, row, true);
}

/** Takes back a cancellation while the period is still running. */
export async function resumeSubscription(
  billing: Billing,
  userId: string,
  subscriptionId: string,
): Promise<SubscriptionView> {
  const row = await ownedRow(billing.db, userId, subscriptionId);
  if (!row.cancelAtPeriodEnd || row.status !== "cancelled") {
    throw new BillingError(409, "Only a subscription cancelled at period end can be resumed");
  }
  return updateAtPolar(billing, row, false);
}

export type CheckoutRequest = { slug: string } | { products: [string] };

/** A Polar checkout for the signed-in user; the browser goes to the answer's url. */
export async function createCheckout(
  billing: Billing,
  buyer: { id: string; email: string },
  request: CheckoutRequest,
): Promise<{ url: string }> {
  const plan = "slug" in request ? planBySlug(request.slug) : planByProductId(request.products[0]);
  if (!plan) {
    throw new BillingError(
      400,
      "slug" in request ? `Unknown plan: ${request.slug}` : "Unknown product",
    );
  }
  const checkout = await billing.polar.checkouts.create({
    products: [plan.productId],
    external_customer_id: buyer.id,
    customer_email: buyer.email,
    // Polar puts the checkout's id in place of {CHECKOUT_ID}.
    success_url: `${billing.appUrl}/success?checkout_id={CHECKOUT_ID}`,
  });
  return { url: checkout.url };
}

export interface CheckoutResult {
  status: "succeeded" | "pending" | "failed" | "not_found";
  plan: { name: string; price: string; billingCycle: "monthly" | "yearly" } | null;
  subscription: SubscriptionView | null;
}

const NOT_FOUND: CheckoutResult = { status: "not_found", plan: null, subscription: null };

/**
 * The checkout named on /success, read from Polar and only if it is this user's. A paid one
 * also pulls the user's subscriptions from Polar at once, so the page does not wait for the
 * webhook.
 */
export async function checkoutResult(
  billing: Billing,
  userId: string,
  checkoutId: string,
): Promise<CheckoutResult> {
  let checkout: Awaited<ReturnType<PolarClient["checkouts"]["get"]>>;
  try {
    checkout = await billing.polar.checkouts.get(checkoutId);
  } catch (error) {
    if (isUnknownId(error)) {
      return NOT_FOUND;
    }
    throw error;
  }
  if (checkout.external_customer_id !== userId) return NOT_FOUND;
  const plan = checkout.product_id ? planByProductId(checkout.product_id) : undefined;
  const planView = plan
    ? { name: plan.name, price: plan.price, billingCycle: plan.billingCycle }
    : null;
  if (checkout.status === "open" || checkout.status === "confirmed") {
    return { status: "pending", plan: planView, subscription: null };
  }
  if (checkout.status !== "succeeded")
    return { status: "failed", plan: planView, subscription: null };
  await reconcileUser(billing, userId);
  const [row] = await billing.db
    .select()
    .from(subscription)
    .where(
      and(eq(subscription.userId, userId), eq(subscription.productId, checkout.product_id ?? "")),
    )
    .orderBy(desc(subscription.createdAt))
    .limit(1);
  return { status: "succeeded", plan: planView, subscription: row ? subscriptionView(row) : null };
}

/** A Polar customer portal session for the user. */
export async function customerPortal(billing: Billing, userId: string): Promise<{ url: string }> {
  try {
    const session = await billing.polar.customerSessions.create({
      external_customer_id: userId,
    });
    return { url: session.customer_portal_url };
  } catch (error) {
    if (isUnknownId(error)) {
      throw new BillingError(404, "There is no billing account yet: subscribe to a plan first");
    }
    throw error;
  }
}

async function polarSubscriptionsOf(
  billing: Billing,
  userId: string,
): Promise<PolarSubscriptionData[]> {
  const found: PolarSubscriptionData[] = [];
  for await (const item of billing.polar.subscriptions.iterList({
    external_customer_id: userId,
    limit: 100,
  })) {
    found.push(parsePolarSubscription(item));
  }
  return found;
}

/** Re-reads the user's subscriptions from Polar and corrects what a lost webhook left behind. */
export async function reconcileUser(billing: Billing, userId: string): Promise<number> {
  let applied = 0;
  for (const polar of await polarSubscriptionsOf(billing, userId)) {
    if ((await applyPolarSubscription(billing.db, polar)) === "applied") applied++;
  }
  return applied;
}

const FINAL: SubscriptionStatus[] = ["expired", "revoked"];

/**
 * The scheduled pass: every user with a subscription that is not over yet is re-read from
 * Polar (renewals, ends of cancelled periods, failed payments). One user's failure does not
 * stop the others.
 */
export async function reconcileOpenSubscriptions(
  billing: Billing,
): Promise<{ users: number; failed: number }> {
  const users = await billing.db
    .selectDistinct({ userId: subscription.userId })
    .from(subscription)
    .where(notInArray(subscription.status, FINAL));
  let failed = 0;
  for (const { userId } of users) {
    if (!userId) continue;
    try {
      await reconcileUser(billing, userId);
    } catch (error) {
      failed++;
      console.warn(`Billing reconciliation failed for a user: ${(error as Error).message}`);
    }
  }
  return { users: users.length, failed };
}

/**
 * Before an account is deleted: its running subscriptions are revoked at Polar (nobody is left to
 * use them) and the Polar customer is deleted. A failure stops the deletion, so no account
 * disappears while still being charged. The rows go with the user (foreign key cascade).
 */
export async function closeBillingAccount(billing: Billing, userId: string): Promise<void> {
  const [paying] = await billing.db
    .select({ id: subscription.id })
    .from(subscription)
    .where(and(eq(subscription.userId, userId), notInArray(subscription.status, FINAL)))
    .limit(1);
  try {
    await closeAtPolar(billing, userId);
  } catch (error) {
    // Without a running subscription here, nothing is charged that the reconciler would not
    // have shown: Polar being unreachable does not keep someone from leaving.
    if (paying) throw error;
    console.warn(
      `Could not close the Polar customer of a deleted account: ${(error as Error).message}`,
    );
  }
}

async function closeAtPolar(billing: Billing, userId: string): Promise<void> {
  const running = (await polarSubscriptionsOf(billing, userId)).filter(
    (polar) => polar.status !== "canceled" && polar.status !== "incomplete_expired",
  );
  for (const polar of running) await billing.polar.subscriptions.revoke(polar.id);
  try {
    await billing.polar.customers.deleteExternal(userId);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}
