import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscription } from "~/db/schema";

/** The statuses /me calls current, as current-subscription.server.ts counts a user's. */
const CURRENT = ["active", "trialing", "past_due", "cancelled"] as const;

/** An organization's current subscription for /api/v1/me with its key: one query. */
export async function currentOrganizationSubscription(
  db: Database,
  organizationId: string,
): Promise<typeof subscription.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(subscription)
    .where(
      and(
        eq(subscription.organizationId, organizationId),
        inArray(subscription.status, [...CURRENT]),
      ),
    )
    .orderBy(desc(subscription.createdAt))
    .limit(1);
  return row ?? null;
}
