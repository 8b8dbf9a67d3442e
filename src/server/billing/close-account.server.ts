import { and, notInArray } from "drizzle-orm";
import { subscription } from "~/db/schema";
import { type Owner, polarExternalId } from "~/server/workspaces/workspace.server";
import type { Billing } from "./billing.server";
import { ownedBy } from "./owned-by.server";
import { isNotFound } from "./polar.server";
import { FINAL, polarSubscriptionsOf } from "./reconcile.server";

/**
 * Before an account or an organization is deleted: its running subscriptions are revoked at
 * Polar (nobody is left to use them) and its Polar customer is deleted. A failure stops the
 * deletion, so nothing disappears while still being charged. The rows go with the user or the
 * organization (foreign key cascade).
 */
export async function closeBillingAccount(billing: Billing, owner: Owner): Promise<void> {
  const [paying] = await billing.db
    .select({ id: subscription.id })
    .from(subscription)
    .where(and(ownedBy(owner), notInArray(subscription.status, FINAL)))
    .limit(1);
  try {
    await closeAtPolar(billing, owner);
  } catch (error) {
    // Without a running subscription here, nothing is charged that the reconciler would not
    // have shown: Polar being unreachable does not keep someone from leaving.
    if (paying) throw error;
    console.warn(
      `Could not close the Polar customer of a deleted ${owner.kind === "user" ? "account" : "organization"}: ${(error as Error).message}`,
    );
  }
}

async function closeAtPolar(billing: Billing, owner: Owner): Promise<void> {
  const running = (await polarSubscriptionsOf(billing, owner)).filter(
    (polar) => polar.status !== "canceled" && polar.status !== "incomplete_expired",
  );
  for (const polar of running) await billing.polar.subscriptions.revoke(polar.id);
  try {
    await billing.polar.customers.deleteExternal(polarExternalId(owner));
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}
