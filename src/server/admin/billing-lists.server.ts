import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { organization, subscription, user, webhookEvent } from "~/db/schema";
import type { WebhookState } from "~/lib/admin-billing";
import type { BilledDiscount } from "~/lib/billed-discount";
import type { SubscriptionStatus } from "~/lib/subscription-status";
import { webhookStateOf } from "~/server/billing/webhooks.server";

// The console's billing lists (ADR 037): every workspace's subscriptions and the webhook inbox,
// a page at a time, filtered in the query.

export interface PageRequest {
  /** From 1. */
  page: number;
  pageSize: number;
}

function pageOf({ page, pageSize }: PageRequest) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** Who holds a subscription: a user (named by address) or an organization (by name). */
interface SubscriptionHolder {
  kind: "user" | "organization";
  id: string;
  name: string;
}

export interface ConsoleSubscription {
  id: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  planId: string;
  name: string;
  /** The next charge as Polar bills it, and the discount it is after (ADR 071). */
  price: string;
  priceBeforeDiscount: string;
  currency: string;
  discount: BilledDiscount | null;
  billingCycle: "monthly" | "yearly";
  currentPeriodStart: string;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  /** The seats Polar bills on a plan priced per seat; null on a flat price. */
  seats: number | null;
  createdAt: string;
  holder: SubscriptionHolder;
}

export async function listAllSubscriptions(
  db: Database,
  request: PageRequest & { status?: SubscriptionStatus; planId?: string },
): Promise<{ subscriptions: ConsoleSubscription[]; total: number }> {
  const where = and(
    request.status ? eq(subscription.status, request.status) : undefined,
    request.planId ? eq(subscription.planId, request.planId) : undefined,
  );
  const { limit, offset } = pageOf(request);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        row: subscription,
        userEmail: user.email,
        organizationName: organization.name,
      })
      .from(subscription)
      .leftJoin(user, eq(user.id, subscription.userId))
      .leftJoin(organization, eq(organization.id, subscription.organizationId))
      .where(where)
      .orderBy(desc(subscription.createdAt), desc(subscription.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(subscription).where(where),
  ]);
  return {
    subscriptions: rows.map(
      ({ row, userEmail, organizationName }): ConsoleSubscription => ({
        id: row.id,
        status: row.status,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        planId: row.planId,
        name: row.name,
        price: row.price,
        priceBeforeDiscount: row.priceBeforeDiscount,
        currency: row.currency,
        discount: row.discount ?? null,
        billingCycle: row.billingCycle,
        currentPeriodStart: row.currentPeriodStart.toISOString(),
        currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
        trialEnd: row.trialEnd?.toISOString() ?? null,
        seats: row.seats,
        createdAt: row.createdAt.toISOString(),
        // The table's check holds exactly one of the two owners.
        holder: row.organizationId
          ? { kind: "organization", id: row.organizationId, name: organizationName ?? "" }
          : { kind: "user", id: row.userId ?? "", name: userEmail ?? "" },
      }),
    ),
    total: totals?.total ?? 0,
  };
}

export interface InboxEvent {
  id: string;
  type: string;
  state: WebhookState;
  receivedAt: string;
  processedAt: string | null;
  attempts: number;
  /** The failure's message, or why the event was ignored. */
  lastError: string | null;
  /** The Polar subscription a subscription event carries, and its customer's address. */
  subscriptionId: string | null;
  customerEmail: string | null;
}

const payloadText = (path: string[]): SQL<string | null> =>
  sql<string | null>`${webhookEvent.payload} #>> ${`{${path.join(",")}}`}::text[]`;

export async function listInbox(
  db: Database,
  request: PageRequest & { state?: WebhookState },
): Promise<{ events: InboxEvent[]; total: number }> {
  const where = request.state ? eq(webhookStateOf, request.state) : undefined;
  const { limit, offset } = pageOf(request);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: webhookEvent.id,
        type: webhookEvent.type,
        state: webhookStateOf,
        receivedAt: webhookEvent.receivedAt,
        processedAt: webhookEvent.processedAt,
        attempts: webhookEvent.attempts,
        lastError: webhookEvent.lastError,
        subscriptionId: payloadText(["data", "id"]),
        customerEmail: payloadText(["data", "customer", "email"]),
      })
      .from(webhookEvent)
      .where(where)
      .orderBy(desc(webhookEvent.receivedAt), desc(webhookEvent.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(webhookEvent).where(where),
  ]);
  return {
    events: rows.map((row) => ({
      ...row,
      // Only subscription events carry a subscription.
      subscriptionId: row.type.startsWith("subscription.") ? row.subscriptionId : null,
      receivedAt: row.receivedAt.toISOString(),
      processedAt: row.processedAt?.toISOString() ?? null,
    })),
    total: totals?.total ?? 0,
  };
}
