import { eq, type SQL } from "drizzle-orm";
import { subscription } from "~/db/schema";
import type { Owner } from "~/server/workspaces/workspace.server";

/**
 * The subscriptions `owner` holds, as a where-clause: every query of a workspace's subscriptions
 * (billing, the REST API, its cache) goes through it.
 */
export function ownedBy(owner: Owner): SQL {
  return owner.kind === "user"
    ? eq(subscription.userId, owner.id)
    : eq(subscription.organizationId, owner.id);
}
