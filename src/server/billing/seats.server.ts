import { and, desc, eq, inArray } from "drizzle-orm";
import {
  centsFromDecimal,
  decimalFromCents,
  PLAN_CHANGE_PRORATION,
  type Plan,
  planByProductId,
  type SeatPricing,
} from "~/config/plans";
import type { Database } from "~/db/client.server";
import { subscription } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { CANCELLABLE } from "~/lib/subscription-status";
import type { Owner } from "~/server/workspaces/workspace.server";
import { type Billing, BillingError } from "./billing.server";
import { seatRangeError, seatsBelowUsedError } from "./checkout.server";
import { CURRENT_STATUSES } from "./current-subscription.server";
import { peopleOf } from "./entitlements.server";
import { statusOf } from "./polar.server";
import { parsePolarSubscription } from "./polar-schemas";
import { applyPolarSubscription } from "./polar-sync.server";
import { chargeFor, type PlanChangeCharge } from "./subscription-changes.server";

// Seats (ADR 054): on a plan priced per seat, the seats bought are the organization's people
// limit (members and pending invitations, as ADR 045 counts them). Only an owner changes them.

type Row = typeof subscription.$inferSelect;

/** What the member list and the invite dialog show of an organization's seats. */
export interface SeatsView {
  subscriptionId: string;
  bought: number;
  /** Members and pending, unexpired invitations. */
  used: number;
  minimum: number;
  maximum: number;
  /**
   * One seat's price a period as Polar bills it next (its amount over the seats, any discount
   * taken off while it lasts), a decimal string.
   */
  pricePerSeat: string;
  currency: string;
  billingCycle: Plan["billingCycle"];
  /** When the current period ends (ISO 8601), null when it has no end. */
  periodEnd: string | null;
  /** How much of the current period was left when read, 0 to 1: what a change is prorated by. */
  periodLeft: number;
}

interface SeatSubscription {
  row: Row;
  plan: Plan & { seats: SeatPricing };
  bought: number;
}

/**
 * The organization's current subscription when its plan is priced per seat, read from the table
 * and not the one-second cache: a seat check must see a change another instance just made.
 */
async function seatSubscription(
  db: Database,
  organizationId: string,
): Promise<SeatSubscription | null> {
  const [row] = await db
    .select()
    .from(subscription)
    .where(
      and(
        eq(subscription.organizationId, organizationId),
        inArray(subscription.status, [...CURRENT_STATUSES]),
      ),
    )
    .orderBy(desc(subscription.createdAt))
    .limit(1);
  const plan = row && planByProductId(row.productId);
  if (!row || !plan?.seats) return null;
  return { row, plan: { ...plan, seats: plan.seats }, bought: row.seats ?? plan.seats.minimum };
}

/** The organization's seats, bought and used; null when its plan is not priced per seat. */
export async function seatsOf(db: Database, organizationId: string): Promise<SeatsView | null> {
  const found = await seatSubscription(db, organizationId);
  if (!found) return null;
  return viewOf(found, await peopleOf(db, organizationId, true));
}

/** The share of the row's current period still to come at `now`, 0 to 1. */
function periodLeft(row: Row, now: Date): number {
  if (!row.currentPeriodEnd) return 0;
  const total = row.currentPeriodEnd.getTime() - row.currentPeriodStart.getTime();
  const left = row.currentPeriodEnd.getTime() - now.getTime();
  return total > 0 && left > 0 ? Math.min(left / total, 1) : 0;
}

function viewOf({ row, plan, bought }: SeatSubscription, used: number): SeatsView {
  return {
    subscriptionId: row.id,
    bought,
    used,
    minimum: plan.seats.minimum,
    maximum: plan.seats.maximum,
    pricePerSeat: decimalFromCents(Math.round(centsFromDecimal(row.price) / bought)),
    currency: row.currency,
    billingCycle: plan.billingCycle,
    periodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    periodLeft: periodLeft(row, new Date()),
  };
}

/**
 * The retried check after an invitation is made (ADR 054): with the invitation counted, does
 * the organization still hold no more people than its seats? A lowering of seats that raced
 * the invitation's first check is seen here, or sees the invitation itself.
 */
export async function seatsExceeded(db: Database, organizationId: string): Promise<boolean> {
  const found = await seatSubscription(db, organizationId);
  if (!found) return false;
  return (await peopleOf(db, organizationId, true)) > found.bought;
}

async function writeSeats(db: Database, row: Row, seats: number | null): Promise<void> {
  await db.update(subscription).set({ seats }).where(eq(subscription.id, row.id));
}

export interface SeatChange {
  seats: SeatsView;
  /** What Polar billed for the change at once (prorated); null when it made no order. */
  charge: PlanChangeCharge | null;
}

/**
 * Sets the seats of the organization's seat-priced subscription through Polar, prorated and
 * invoiced at once like a plan change (ADR 022). The caller has checked that it is an owner
 * and, when it names `subscriptionId`, that the subscription is the organization's.
 * Lowering is written here first and the people counted after (the invitation's retried check
 * counts after its own write), so a lowering and an invitation racing cannot both pass.
 */
export async function setSeats(
  billing: Billing,
  owner: Owner & { kind: "organization" },
  seats: number,
  subscriptionId?: string,
): Promise<SeatChange> {
  const { db } = billing;
  const found = await seatSubscription(db, owner.id);
  if (!found || (subscriptionId !== undefined && found.row.id !== subscriptionId)) {
    throw new BillingError("NOT_SEAT_PRICED", words(m.api_error_not_seat_priced, {}));
  }
  const { row, plan, bought } = found;
  if (row.cancelAtPeriodEnd) {
    throw new BillingError("SUBSCRIPTION_ENDING", words(m.api_error_seats_ending, {}));
  }
  if (!CANCELLABLE.includes(row.status)) {
    throw new BillingError(
      "SUBSCRIPTION_NOT_CHANGEABLE",
      words(m.api_error_seats_not_changeable, {}),
    );
  }
  if (seats < plan.seats.minimum || seats > plan.seats.maximum) throw seatRangeError(plan);
  // Asked again (a double click, a retry): nothing to buy, and nothing billed twice.
  if (seats === bought)
    return { seats: viewOf(found, await peopleOf(db, owner.id, true)), charge: null };
  const lowering = seats < bought;
  if (lowering) {
    await writeSeats(db, row, seats);
    billing.subscriptions.forgetOwner(owner);
    const used = await peopleOf(db, owner.id, true);
    if (used > seats) {
      await writeSeats(db, row, row.seats);
      billing.subscriptions.forgetOwner(owner);
      throw seatsBelowUsedError(used);
    }
  }
  let updated: unknown;
  try {
    updated = await billing.polar.subscriptions.update(row.providerSubscriptionId, {
      seats,
      proration_behavior: PLAN_CHANGE_PRORATION,
    });
  } catch (error) {
    if (lowering) await writeSeats(db, row, row.seats);
    billing.subscriptions.forgetOwner(owner);
    if (statusOf(error) === 402) {
      throw new BillingError("PAYMENT_DECLINED", words(m.api_error_seats_payment_declined, {}));
    }
    throw error;
  }
  await applyPolarSubscription(billing, parsePolarSubscription(updated));
  const after = await seatSubscription(db, owner.id);
  return {
    seats: viewOf(after ?? { ...found, bought: seats }, await peopleOf(db, owner.id, true)),
    charge: await chargeFor(billing, row, plan),
  };
}
