import type { Database } from "~/db/client.server";
import type { subscription } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import { AppError, type ErrorCode } from "~/lib/app-error";
import type { BilledDiscount } from "~/lib/billed-discount";
import type { SubscriptionStatus } from "~/lib/subscription-status";
import type { Owner } from "~/server/workspaces/workspace.server";
import { type CurrentSubscriptions, subscriptionsOf } from "./current-subscription.server";
import type { PolarClient } from "./polar.server";

// What every part of billing shares: the runtime it needs, its error, and the subscription as
// the screens read it. Checkout, plan changes, the Polar mirror and reconciliation build on it.

/** What the billing code needs of the runtime. */
export interface Billing {
  db: Database;
  polar: PolarClient;
  appUrl: string;
  /** The current subscription per owner, forgotten here when a change is applied. */
  subscriptions: CurrentSubscriptions;
}

/** The refusal of a subscription the owner does not have. */
export const NO_SUBSCRIPTION = words(m.api_error_subscription_not_found, {});

/** An error the user can act on; its code fixes the HTTP status (ERROR_STATUS). */
export class BillingError extends AppError {
  constructor(code: ErrorCode, message: string | Words) {
    super(code, message);
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
  /** The next charge a period, as Polar bills it (ADR 071). */
  price: string;
  priceBeforeDiscount: string;
  currency: string;
  discount: BilledDiscount | null;
  /** Seats bought on a seat-priced plan (ADR 054); null on a flat price. */
  seats: number | null;
  /** Whether a payment method is on file at Polar; null where Polar's snapshot did not say. */
  paymentMethodOnFile: boolean | null;
  billingCycle: "monthly" | "yearly";
  features: string[];
  currentPeriodStart: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** When the subscription's trial ends (or ended); null without a trial (ADR 052). */
  trialEnd: string | null;
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
    priceBeforeDiscount: row.priceBeforeDiscount,
    currency: row.currency,
    discount: row.discount ?? null,
    seats: row.seats,
    paymentMethodOnFile: row.paymentMethodOnFile,
    billingCycle: row.billingCycle,
    features: row.features,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialEnd: row.trialEnd?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSubscriptions(db: Database, owner: Owner): Promise<SubscriptionView[]> {
  return (await subscriptionsOf(db, owner)).map(subscriptionView);
}
