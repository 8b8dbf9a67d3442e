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
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { organization } from "./organization";

export const subscriptionStatus = pgEnum("subscription_status", [
  "active",
  "inactive",
  "cancelled",
  "trialing",
  "past_due",
  "pending",
  "expired",
  "revoked",
]);

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
    /** A decimal string ("9.00") so no float ever rounds a price. */
    price: text().notNull(),
    billingCycle: billingCycle().notNull(),
    features: jsonb().$type<string[]>().notNull().default([]),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
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
  ],
);
