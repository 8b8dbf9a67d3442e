import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { apikey } from "./auth";

/**
 * An AI agent that connected to /mcp (ADR 082): the name and version its MCP client gave in
 * `initialize`, under the key it used. Listed as "Connected agents" beside the keys; it goes
 * with its key, which is how an agent is revoked, since the key is its only credential.
 */
export const mcpAgent = pgTable(
  "mcp_agent",
  {
    apiKeyId: text()
      .notNull()
      .references(() => apikey.id, { onDelete: "cascade" }),
    /** `clientInfo.name`, as the client states it: a label, never an identity. */
    clientName: text().notNull(),
    clientVersion: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.apiKeyId, table.clientName] })],
);
