import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { organization, team } from "./organization";

// Tables and columns follow Better Auth's core schema (and its api-key plugin) so its Drizzle
// adapter can use them unchanged; every user-owned row cascades when the user is deleted.

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const user = pgTable("user", {
  id: text().primaryKey(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  name: text().notNull().default(""),
  image: text(),
  /** Better Auth's two-factor plugin: on once the first authenticator code was confirmed. */
  twoFactorEnabled: boolean().notNull().default(false),
  // Better Auth's admin plugin (ADR 036): "admin" or "user", and a ban with its reason and end.
  role: text().notNull().default("user"),
  banned: boolean().notNull().default(false),
  banReason: text(),
  /** When the ban ends by itself; null is for good. */
  banExpires: timestamp({ withTimezone: true }),
  /** The language the person chose (ADR 059); null follows the browser's. */
  locale: text(),
  /** The person's IANA time zone for dates and times (issue 33); null follows the browser's. */
  timeZone: text(),
  ...timestamps,
});

export const session = pgTable(
  "session",
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    token: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    /**
     * The workspace the session works in (Better Auth's organization plugin); null is the
     * personal one. Only a hint: the product checks the membership on every use.
     */
    activeOrganizationId: text().references(() => organization.id, { onDelete: "set null" }),
    activeTeamId: text().references(() => team.id, { onDelete: "set null" }),
    /**
     * The admin acting as this session's user (Better Auth's admin plugin, ADR 036): such a
     * session reaches no admin endpoint and changes no credential. It goes with the admin.
     */
    impersonatedBy: text().references(() => user.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    providerId: text().notNull(),
    accountId: text().notNull(),
    password: text(),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    scope: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("account_user_id_idx").on(table.userId),
    // One user per provider identity, even when two link it at the same moment.
    uniqueIndex("account_provider_account_idx").on(table.providerId, table.accountId),
  ],
);

export const verification = pgTable(
  "verification",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** Better Auth's rate-limit counters, kept in the database so every instance shares them. */
export const rateLimit = pgTable("rate_limit", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

/**
 * An API key: one per workspace, a user's personal one (config "default") or an organization's
 * (config "organization"), made by src/server/api-keys and read by the REST API and Better
 * Auth's api-key plugin. `key` holds a hash, never the key.
 */
export const apikey = pgTable(
  "apikey",
  {
    id: text().primaryKey(),
    configId: text().notNull().default("default"),
    name: text(),
    start: text(),
    /** The key's last characters, shown beside `start` so a person can tell keys apart. */
    suffix: text(),
    prefix: text(),
    key: text().notNull(),
    /** The owner's id: a user's or an organization's, as `configId` says. */
    referenceId: text().notNull(),
    // The owner again, as a column per kind, so that each kind's deletion takes its key with it.
    userId: text()
      .generatedAlwaysAs(sql`case when config_id = 'default' then reference_id end`)
      .references(() => user.id, { onDelete: "cascade" }),
    organizationId: text()
      .generatedAlwaysAs(sql`case when config_id = 'organization' then reference_id end`)
      .references(() => organization.id, { onDelete: "cascade" }),
    /**
     * Who was last shown an organization's key: it goes when they leave the organization or
     * delete their account, so nobody outside keeps a working secret.
     */
    mintedBy: text().references(() => user.id, { onDelete: "cascade" }),
    refillInterval: integer(),
    refillAmount: integer(),
    lastRefillAt: timestamp({ withTimezone: true }),
    enabled: boolean().default(true),
    rateLimitEnabled: boolean().default(true),
    rateLimitTimeWindow: integer(),
    rateLimitMax: integer(),
    requestCount: integer().default(0),
    remaining: integer(),
    lastRequest: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    permissions: text(),
    metadata: text(),
    ...timestamps,
  },
  (table) => [
    index("apikey_key_idx").on(table.key),
    // The owner's keys, counted under a lock before each create (ADR 055).
    index("apikey_owner_idx").on(table.configId, table.referenceId),
    index("apikey_config_id_idx").on(table.configId),
    check("apikey_owner_kind", sql`${table.configId} in ('default', 'organization')`),
  ],
);

/**
 * Calls made with each key per UTC day, written in batches by the REST API, with the workspace
 * that owned the key at the call. A key's rows outlive it: a period's calls and its bill count
 * every call answered, whatever happened to the key since; the owner's deletion takes them.
 */
export const apiKeyUsage = pgTable(
  "api_key_usage",
  {
    keyId: text().notNull(),
    userId: text().references(() => user.id, { onDelete: "cascade" }),
    organizationId: text().references(() => organization.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    count: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.keyId, table.day] }),
    // A workspace's calls in a period (its plan's quota, the dashboard's chart).
    index("api_key_usage_user_day_idx").on(table.userId, table.day),
    index("api_key_usage_organization_day_idx").on(table.organizationId, table.day),
    check(
      "api_key_usage_one_owner",
      sql`num_nonnulls(${table.userId}, ${table.organizationId}) = 1`,
    ),
    // The admin console's API calls per day (ADR 037) sum every key's rows by day.
    index("api_key_usage_day_idx").on(table.day),
  ],
);
