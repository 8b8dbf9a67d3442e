import { notInArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscription } from "~/db/schema";
import type { SubscriptionStatus } from "~/lib/subscription-status";
import { countReconcilerRun } from "~/server/metrics/metrics.server";
import { type Owner, polarExternalId } from "~/server/workspaces/workspace.server";
import type { Billing } from "./billing.server";
import { type PolarSubscriptionData, parsePolarSubscription } from "./polar-schemas";
import { applyPolarSubscription } from "./polar-sync.server";

// Reconciliation: the workspaces' subscriptions re-read from Polar, to correct what a lost
// webhook left behind.

export async function polarSubscriptionsOf(
  billing: Billing,
  owner: Owner,
): Promise<PolarSubscriptionData[]> {
  const found: PolarSubscriptionData[] = [];
  for await (const item of billing.polar.subscriptions.iterList({
    external_customer_id: polarExternalId(owner),
    limit: 100,
  })) {
    found.push(parsePolarSubscription(item));
  }
  return found;
}

/** Re-reads the owner's subscriptions from Polar and corrects what a lost webhook left behind. */
export async function reconcileOwner(billing: Billing, owner: Owner): Promise<number> {
  let applied = 0;
  for (const polar of await polarSubscriptionsOf(billing, owner)) {
    if ((await applyPolarSubscription(billing, polar)) === "applied") applied++;
  }
  return applied;
}

export const FINAL: SubscriptionStatus[] = ["expired", "revoked"];

/** What a reconciliation reports as it goes: the console shows it as progress (ADR 037). */
export interface ReconcileProgress {
  /** Once, before the first customer, with how many there are. */
  counted(total: number): Promise<void>;
  /** After each customer, with the error when its re-read failed. */
  ownerDone(error?: Error): Promise<void>;
}

const UNREPORTED: ReconcileProgress = { counted: async () => {}, ownerDone: async () => {} };

/**
 * Re-reads each owner from Polar in turn. One owner's failure does not stop the others; a
 * failure of `progress` itself stops the pass.
 */
export async function reconcileOwners(
  billing: Billing,
  owners: readonly Owner[],
  progress: ReconcileProgress = UNREPORTED,
): Promise<{ owners: number; failed: number }> {
  await progress.counted(owners.length);
  let failed = 0;
  for (const owner of owners) {
    let failure: Error | undefined;
    try {
      await reconcileOwner(billing, owner);
    } catch (error) {
      failed++;
      failure = error instanceof Error ? error : new Error(String(error));
      console.warn(
        `Billing reconciliation failed for ${owner.kind === "user" ? "a user" : "an organization"}: ${failure.message}`,
      );
    }
    await progress.ownerDone(failure);
  }
  return { owners: owners.length, failed };
}

/** Every user and organization with a subscription that is not over yet. */
async function openSubscriptionOwners(db: Database): Promise<Owner[]> {
  const rows = await db
    .selectDistinct({ userId: subscription.userId, organizationId: subscription.organizationId })
    .from(subscription)
    .where(notInArray(subscription.status, FINAL));
  return rows.flatMap(({ userId, organizationId }): Owner[] => {
    if (organizationId) return [{ kind: "organization", id: organizationId }];
    return userId ? [{ kind: "user", id: userId }] : [];
  });
}

/**
 * The scheduled pass, and the console's "reconcile now" for everyone: every user and
 * organization with a subscription that is not over yet is re-read from Polar (renewals, ends of
 * cancelled periods, failed payments). Each pass is counted in the metrics: a success, partial
 * (some owners failed) or failed (the pass itself).
 */
export async function reconcileOpenSubscriptions(
  billing: Billing,
  progress?: ReconcileProgress,
): Promise<{ owners: number; failed: number }> {
  try {
    const pass = await reconcileOwners(billing, await openSubscriptionOwners(billing.db), progress);
    countReconcilerRun(pass.failed === 0 ? "success" : "partial");
    return pass;
  } catch (error) {
    countReconcilerRun("failed");
    throw error;
  }
}
