import { relations } from "drizzle-orm";
import { account, session, user } from "./auth";

// Relations add no columns and no migration: they let Better Auth's Drizzle adapter read a
// session and its user in one query (`advanced.database.joins`) instead of two.

export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
