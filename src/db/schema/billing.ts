import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BilledDiscount } from "../../lib/billed-discount";
import { SUBSCRIPTION_STATUSES } from "../../lib/subscription-status";
import { user } from "./auth";
import { organization } from "./organization";

export const subscriptionStatus = pgEnum("subscription_status", SUBSCRIPTION_STATUSES);

export const billingCycle = pgEnum("billing_cycle", ["monthly", "yearly"]);

/**
 * A workspace's subscription as the product shows it, mirrored from the payment provider: owned
 * by a user (their personal workspace) or by an organization, never both.
 */
export const subscription = pgTable(
  "subscription",
  {
    id: text().primaryKey(),
    userId: text().references(() => user.id, { onDelete: "cascade" }),
    organizationId: text().references(() => organization.id, { onDelete: "cascade" }),
    providerSubscriptionId: text().notNull().unique(),
    providerCustomerId: text().notNull(),
    productId: text().notNull(),
    planId: text().notNull(),
    name: text().notNull(),
    description: text(),
    status: subscriptionStatus().notNull(),
    /**
     * The next charge a period as Polar bills it, discount taken off while it lasts (ADR 071). A
     * decimal string ("9.00") so no float ever rounds a price.
     */
    price: text().notNull(),
    /** The period's price before any discount (Polar's `amount`), decimal. */
    priceBeforeDiscount: text().notNull(),
    /** Polar's currency code, lower case ("usd"). */
    currency: text().notNull().default("usd"),
    /** The discount taken off the next charge (`BilledDiscount`); null without one. */
    discount: jsonb().$type<BilledDiscount>(),
    billingCycle: billingCycle().notNull(),
    features: jsonb().$type<string[]>().notNull().default([]),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /**
     * When the trial the subscription started with ends (Polar's `trial_end`); null without one.
     * Kept after the trial, so a screen can tell a converted trial from a plain start (ADR 052).
     */
    trialEnd: timestamp({ withTimezone: true }),
    /** Seats bought on a seat-priced plan (ADR 054): the organization's people limit. Else null. */
    seats: integer(),
    /**
     * Whether the customer has a payment method on file at Polar (its default payment method),
     * for what a trial's end will do; null before snapshots carried it.
     */
    paymentMethodOnFile: boolean(),
    /** The provider's last modification time: an older event never overwrites newer state. */
    providerModifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index("subscription_user_id_idx").on(table.userId),
    index("subscription_organization_id_idx").on(table.organizationId),
    check(
      "subscription_one_owner",
      sql`(${table.userId} is null) <> (${table.organizationId} is null)`,
    ),
  ],
);

/**
 * The webhook inbox: every verified Polar event once, by its `webhook-id`. A redelivery finds its
 * row and is not applied twice; an event that failed to apply stays unprocessed for the retry.
 */
export const webhookEvent = pgTable(
  "webhook_event",
  {
    id: text().primaryKey(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (table) => [
    index("webhook_event_unprocessed_idx").on(table.receivedAt).where(sql`processed_at is null`),
    // The console's inbox lists the newest first, a page at a time (ADR 037).
    index("webhook_event_received_idx").on(table.receivedAt.desc()),
  ],
);

/**
 * A "reconcile now" an admin started in the console (ADR 037): its progress lives here, not in
 * the memory of the instance doing the work, so every instance answers the page that polls it.
 * The instance doing the work writes `heartbeatAt` with each customer; a run whose heartbeat
 * stopped (its instance went away) reads as interrupted, and a new one may start.
 */
export const reconcileRun = pgTable(
  "reconcile_run",
  {
    id: text().primaryKey(),
    /** "everyone", or the one customer: "user:<id>" or "organization:<id>". */
    target: text().notNull(),
    /** The customer's address or organization name when the run began; null for everyone. */
    targetLabel: text(),
    /**
     * "running", "finished" (every customer re-read, some perhaps failed), "failed" (the run
     * itself stopped on an error), or "interrupted" (a later start found its heartbeat stopped).
     */
    status: text().notNull().default("running"),
    /** Customers to re-read from Polar; null while they are being counted. */
    total: integer(),
    done: integer().notNull().default(0),
    /** Of `done`, the customers whose re-read failed (Polar refused or was unreachable). */
    failed: integer().notNull().default(0),
    lastError: text(),
    startedById: text().references(() => user.id, { onDelete: "set null" }),
    startedByEmail: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // One run at a time per target, whichever instance is asked: a second start joins it.
    uniqueIndex("reconcile_run_running_target_idx").on(table.target).where(sql`status = 'running'`),
    index("reconcile_run_started_idx").on(table.startedAt.desc()),
  ],
);
