import { eq, type SQL, sql } from "drizzle-orm";
import { type Plan, planByProductId } from "~/config/plans";
import { rowsOf, sqlStateOf } from "~/db/client.server";
import { subscription, webhookEvent } from "~/db/schema";
import { productStatus } from "~/lib/subscription-status";
import { NO_ORIGIN, recordEvent } from "~/server/account/activity.server";
import { WEBHOOK_EVENT_DATA } from "~/server/webhooks/catalogue";
import { outboxWrites, webhookId } from "~/server/webhooks/outbox.server";
import { ownerOfExternalId } from "~/server/workspaces/workspace.server";
import { billedPrice } from "./billed-price";
import type { Billing } from "./billing.server";
import type { PolarCustomerData, PolarSubscriptionData } from "./polar-schemas";

// Polar's answers (webhook events, API reads) written into the subscription table: every write
// of a subscription's state goes through here.

function planFields(polar: PolarSubscriptionData) {
  const plan: Plan | undefined = planByProductId(polar.product_id);
  return {
    productId: polar.product_id,
    planId: plan?.slug ?? polar.product_id,
    name: plan?.name ?? polar.product.name,
    description: plan?.description ?? polar.product.description ?? null,
    ...billedPrice(polar),
    billingCycle: polar.recurring_interval === "year" ? ("yearly" as const) : ("monthly" as const),
    features: plan?.features ?? [],
  };
}

export type ApplyResult = "applied" | "stale" | "unknown-owner";

/** A subscription's owner columns reference their user or organization (cascading deletes). */
const MISSING_OWNER = "23503";

/**
 * Mirrors one Polar subscription into the table, under the user or organization its customer's
 * external id names. Idempotent, and order-proof: a row is only overwritten by a snapshot at
 * least as new as the one it holds (Polar's `modified_at`), so a late or replayed event cannot
 * roll state back. `inboxId` names the webhook inbox's event that brought the snapshot: when the
 * result is `applied` or `stale`, the same statement marked it processed.
 */
export async function applyPolarSubscription(
  { db, subscriptions }: Pick<Billing, "db" | "subscriptions">,
  polar: PolarSubscriptionData,
  inboxId?: string,
): Promise<ApplyResult> {
  const owner = ownerOfExternalId(polar.customer.external_id);
  if (!owner) return "unknown-owner";
  const modifiedAt = new Date(polar.modified_at ?? polar.created_at);
  const values = {
    ...planFields(polar),
    status: productStatus(polar),
    currentPeriodStart: new Date(polar.current_period_start),
    currentPeriodEnd: polar.current_period_end ? new Date(polar.current_period_end) : null,
    cancelAtPeriodEnd: polar.cancel_at_period_end,
    trialEnd: polar.trial_end ? new Date(polar.trial_end) : null,
    seats: polar.seats ?? null,
    paymentMethodOnFile: onFile(polar.customer),
    providerCustomerId: polar.customer_id,
    providerModifiedAt: modifiedAt,
    updatedAt: new Date(),
  };
  const upsert = db
    .insert(subscription)
    .values({
      // Reads `before` first, so the row is locked before the write: a lock taken after it would
      // skip the row this statement updated. The statement is below.
      id: sql`(select ${crypto.randomUUID()}::text from (select count(*) from before) as locked)`,
      userId: owner.kind === "user" ? owner.id : null,
      organizationId: owner.kind === "organization" ? owner.id : null,
      providerSubscriptionId: polar.id,
      createdAt: new Date(polar.created_at),
      ...values,
    })
    .onConflictDoUpdate({
      target: subscription.providerSubscriptionId,
      // The snapshot the row already holds, again, tells nothing new: it must not undo a
      // lowering of seats written ahead of Polar's answer (setSeats), which invitations count.
      set: {
        ...values,
        seats: sql`case when ${subscription.providerModifiedAt} = ${modifiedAt.toISOString()}::timestamptz
          and excluded.seats is not null then least(${subscription.seats}, excluded.seats)
          else excluded.seats end`,
      },
      setWhere: sql`${subscription.providerModifiedAt} is null or ${subscription.providerModifiedAt} <= ${modifiedAt.toISOString()}`,
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ id: subscription.id, inserted: sql<boolean>`xmax = 0` });
  const now = new Date();
  // The three subscription events share one schema.
  const data = WEBHOOK_EVENT_DATA["subscription.updated"].parse({
    workspace: owner,
    id: polar.id,
    plan: values.planId,
    status: values.status,
    cancelAtPeriodEnd: values.cancelAtPeriodEnd,
    currentPeriodEnd: values.currentPeriodEnd?.toISOString() ?? null,
  });
  const type = changeEventSql(values);
  // One statement: the row's state before (locked), the write, and its event in the outbox.
  const result = await db
    .execute(sql`
    with before as (
      select ${subscription.status} as status,
        ${subscription.cancelAtPeriodEnd} as cancel_at_period_end,
        ${subscription.providerModifiedAt} as provider_modified_at
      from ${subscription} where ${subscription.providerSubscriptionId} = ${polar.id}
      for update
    ), written (id, inserted) as (${upsert.getSQL()}),
    event as (
      select ${type} as event_type,
        jsonb_build_object('type', ${type}, 'timestamp', ${now.toISOString()}::text,
          'data', ${JSON.stringify(data)}::jsonb) as payload
      from written left join before on true
      where ${type} is not null
    ),
    ${outboxWrites(owner, webhookId("msg"), now)}${
      inboxId === undefined
        ? sql``
        : sql`,
    processed as (
      update ${webhookEvent} set processed_at = ${now.toISOString()}::timestamptz,
        last_error = case when exists (select 1 from written) then null else 'stale' end
      where id = ${inboxId}
    )`
    }
    select id, inserted from written`)
    // An owner that is gone (or never was) fails the insert's foreign key; nothing is written.
    .catch((error: unknown) => {
      if (sqlStateOf(error) === MISSING_OWNER) return null;
      throw error;
    });
  if (result === null) return "unknown-owner";
  const written = rowsOf<{ id: string; inserted: boolean }>(result);
  subscriptions.forgetOwner(owner);
  if (owner.kind === "user" && written[0]?.inserted) {
    // Bought, as far as the account can tell: the provider's event carries no browser.
    await recordEvent(db, owner.id, "subscription_started", NO_ORIGIN, {
      plan: values.name,
      workspace: "personal",
    });
  }
  return written.length > 0 ? "applied" : "stale";
}

/**
 * The webhook event a write makes, as SQL over `written` and `before` (the row's state before,
 * if it had one): created for a new row, none for a snapshot no newer than the row's (the
 * reconciler's pass, a replayed event: nothing the customer has not heard of), canceled when it
 * starts to end (cancelled now or at the period's end), else updated.
 */
function changeEventSql(after: {
  status: string;
  cancelAtPeriodEnd: boolean;
  providerModifiedAt: Date;
}): SQL {
  return sql`(case
    when written.inserted then 'subscription.created'
    when before.provider_modified_at >= ${after.providerModifiedAt.toISOString()}::timestamptz then null
    when (${after.status}::text = 'cancelled' and before.status is distinct from 'cancelled')
      or (${after.cancelAtPeriodEnd}::boolean and not coalesce(before.cancel_at_period_end, false))
      then 'subscription.canceled'
    else 'subscription.updated' end)`;
}

/** Whether Polar's customer has a default payment method; null where the snapshot does not say. */
function onFile(customer: { default_payment_method_id?: string | null }): boolean | null {
  const method = customer.default_payment_method_id;
  return method === undefined ? null : method !== null;
}

/**
 * A customer changed at Polar (`customer.updated`): a card saved or removed in the portal, which
 * no subscription event reports, changes what its subscriptions' trials will do at their end.
 */
export async function applyPolarCustomer(
  { db, subscriptions }: Pick<Billing, "db" | "subscriptions">,
  customer: PolarCustomerData,
): Promise<ApplyResult> {
  const owner = ownerOfExternalId(customer.external_id);
  if (!owner) return "unknown-owner";
  const updated = await db
    .update(subscription)
    .set({ paymentMethodOnFile: onFile(customer) })
    .where(eq(subscription.providerCustomerId, customer.id))
    .returning({ id: subscription.id });
  subscriptions.forgetOwner(owner);
  return updated.length > 0 ? "applied" : "unknown-owner";
}
