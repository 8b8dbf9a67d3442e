import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A passkey (Better Auth's passkey plugin, ADR 027): the public half of a WebAuthn credential
 * and the user it signs in. Nothing here is secret; the private key never leaves the device.
 */
export const passkey = pgTable(
  "passkey",
  {
    id: text().primaryKey(),
    name: text(),
    publicKey: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text().notNull(),
    /** The authenticator's signature counter: a counter that goes back betrays a cloned key. */
    counter: integer().notNull(),
    deviceType: text().notNull(),
    backedUp: boolean().notNull(),
    transports: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow(),
    /** Set by the product after each sign-in with it; the plugin keeps no such date. */
    lastUsedAt: timestamp({ withTimezone: true }),
    aaguid: text(),
  },
  (table) => [
    index("passkey_user_id_idx").on(table.userId),
    // A credential signs in one account: the sign-in looks it up by this id alone.
    uniqueIndex("passkey_credential_id_idx").on(table.credentialID),
  ],
);
