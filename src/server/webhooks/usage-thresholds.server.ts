import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { webhookEndpoint, webhookMessage } from "~/db/schema";
import { callsSince } from "~/server/api-keys/api-keys.server";
import { utcDay } from "~/server/api-keys/usage.server";
import type { CurrentSubscriptions } from "~/server/billing/current-subscription.server";
import { entitlementsOf, usagePeriod } from "~/server/billing/entitlements.server";
import { logEvent } from "~/server/http/request-log.server";
import type { Owner } from "~/server/workspaces/workspace.server";
import { emitEvent } from "./outbox.server";

// usage.threshold_reached (ADR 083): once a workspace's calls this period reach a share of what
// its plan includes, its endpoints are told, once per share and period, whichever instance
// wrote the calls that crossed it.

/** The shares of the included calls that are told, in percent. */
const USAGE_THRESHOLDS = [80, 100] as const;

const TYPE = "usage.threshold_reached";

export interface UsageThresholdDeps {
  db: Database;
  subscriptions: CurrentSubscriptions;
}

/**
 * Checks the owners whose calls were just written: for each with an enabled endpoint that wants
 * the event, reads the period's calls and queues each threshold reached and not yet told this
 * period. The check and the emit run under a lock on the owner, so two instances flushing at
 * once tell it once. A failure is logged: the next flush checks again.
 */
export async function tellUsageThresholds(
  deps: UsageThresholdDeps,
  owners: readonly Owner[],
): Promise<void> {
  let listening: Owner[];
  try {
    listening = await ownersListening(deps.db, owners);
  } catch (error) {
    logEvent("warn", "Usage thresholds not checked", { error });
    return;
  }
  for (const owner of listening) {
    try {
      await tellOwner(deps, owner);
    } catch (error) {
      logEvent("warn", "Usage thresholds not checked", { error });
    }
  }
}

/**
 * The owners of `owners` with an enabled endpoint that wants the event: one query for the whole
 * flush, so a flush of workspaces without endpoints costs one read, not one per workspace.
 */
async function ownersListening(db: Database, owners: readonly Owner[]): Promise<Owner[]> {
  if (owners.length === 0) return [];
  const ids = (kind: Owner["kind"]) => owners.filter((o) => o.kind === kind).map((o) => o.id);
  const [users, organizations] = [ids("user"), ids("organization")];
  const rows = await db
    .selectDistinct({
      userId: webhookEndpoint.userId,
      organizationId: webhookEndpoint.organizationId,
    })
    .from(webhookEndpoint)
    .where(
      and(
        or(
          users.length > 0 ? inArray(webhookEndpoint.userId, users) : undefined,
          organizations.length > 0
            ? inArray(webhookEndpoint.organizationId, organizations)
            : undefined,
        ),
        eq(webhookEndpoint.enabled, true),
        sql`${TYPE} = any(${webhookEndpoint.eventTypes})`,
      ),
    );
  const heard = new Set(rows.map((row) => row.userId ?? `org:${row.organizationId}`));
  return owners.filter((owner) => heard.has(owner.kind === "user" ? owner.id : `org:${owner.id}`));
}

async function tellOwner({ db, subscriptions }: UsageThresholdDeps, owner: Owner): Promise<void> {
  const { plan, subscription } = await entitlementsOf(subscriptions, owner);
  const period = usagePeriod(subscription);
  const included = plan.entitlements.apiCallsIncluded;
  const used = await callsSince(db, owner, utcDay(period.start.getTime()));
  const reached = USAGE_THRESHOLDS.filter((threshold) => used * 100 >= included * threshold);
  if (reached.length === 0) return;
  const periodStart = period.start.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`usage-threshold:${owner.kind}:${owner.id}`}, 0))`,
    );
    const told = await tx
      .select({ threshold: sql<number>`(${webhookMessage.payload}->'data'->>'threshold')::int` })
      .from(webhookMessage)
      .where(
        and(
          owner.kind === "user"
            ? eq(webhookMessage.userId, owner.id)
            : eq(webhookMessage.organizationId, owner.id),
          eq(webhookMessage.eventType, TYPE),
          sql`${webhookMessage.payload}->'data'->>'periodStart' = ${periodStart}`,
        ),
      );
    for (const threshold of reached) {
      if (told.some((row) => row.threshold === threshold)) continue;
      await emitEvent({ db: tx }, owner, TYPE, {
        workspace: { ...owner },
        threshold,
        used,
        included,
        periodStart,
        periodEnd: period.end.toISOString(),
      });
    }
  });
}
