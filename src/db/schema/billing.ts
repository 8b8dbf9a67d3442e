import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

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

/** A user's subscription as the product shows it, mirrored from the payment provider. */
export const subscription = pgTable(
  "subscription",
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
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
  (table) => [index("subscription_user_id_idx").on(table.userId)],
);
