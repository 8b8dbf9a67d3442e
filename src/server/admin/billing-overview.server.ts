import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import { centsFromDecimal, PLANS } from "~/config/plans";
import type { Database } from "~/db/client.server";
import { accountEvent, apiKeyUsage, subscription, user, webhookEvent } from "~/db/schema";
import {
  BILLED_STATUSES,
  OVERVIEW_DAYS,
  RUNNING_STATUSES,
  type WebhookState,
} from "~/lib/admin-billing";
import type { SubscriptionStatus } from "~/lib/subscription-status";
import { lastUtcDays } from "~/server/api-keys/usage.server";
import { webhookStateOf } from "~/server/billing/webhooks.server";

// The console's first screen (ADR 037): the numbers an operator looks at first, each read from
// the table that records it, over the same 30 UTC days.

const DAY_MS = 86_400_000;

export interface DailyCount {
  /** A UTC day, `YYYY-MM-DD`. */
  day: string;
  count: number;
}

interface PlanFigures {
  /** The plan's slug, or Polar's product id for a product the catalogue does not name. */
  planId: string;
  name: string;
  /** Subscriptions on the plan that give access now (RUNNING_STATUSES). */
  active: number;
  /** What the plan's billed subscriptions bring in a month, in cents (yearly prices ÷ 12). */
  monthlyCents: number;
}

type WebhookDay = { day: string } & Record<WebhookState, number>;

export interface BillingOverview {
  users: { total: number; newIn7Days: number; newIn30Days: number };
  /** The plans with an active subscription, in the catalogue's order, then others by name. */
  plans: PlanFigures[];
  activeSubscriptions: number;
  /**
   * Monthly recurring revenue in cents, from the amounts Polar reported for each subscription:
   * a yearly price counts as a twelfth each month, rounded to the cent once, on the total.
   */
  monthlyRecurringCents: number;
  /** The catalogue's currency: every plan is priced in it. */
  currency: string;
  signInsPerDay: DailyCount[];
  apiCallsPerDay: DailyCount[];
  webhooks: { failed: number; perDay: WebhookDay[] };
}

/** A timestamp column's UTC day, as the calendar of the charts writes it. */
function utcDayOf(column: typeof accountEvent.createdAt | typeof webhookEvent.receivedAt) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
}

/** The first moment of the calendar's first day. */
function startOf(calendar: string[]): Date {
  return new Date(`${calendar[0]}T00:00:00.000Z`);
}

/** Counts by day on the calendar, a day without a row as 0. */
function onCalendar(calendar: string[], rows: { day: string; count: number }[]): DailyCount[] {
  const byDay = new Map(rows.map((row) => [row.day, Number(row.count)]));
  return calendar.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

const catalogueOrder = (planId: string) => {
  const index = PLANS.findIndex((plan) => plan.slug === planId);
  return index === -1 ? PLANS.length : index;
};

async function userFigures(db: Database, now: number) {
  const since = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const [row] = await db
    .select({
      total: count(),
      newIn7Days:
        sql<number>`count(*) filter (where ${user.createdAt} >= ${since(7)}::timestamptz)`.mapWith(
          Number,
        ),
      newIn30Days:
        sql<number>`count(*) filter (where ${user.createdAt} >= ${since(30)}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(user);
  return row ?? { total: 0, newIn7Days: 0, newIn30Days: 0 };
}

async function planFigures(db: Database) {
  const groups = await db
    .select({
      planId: subscription.planId,
      name: sql<string>`max(${subscription.name})`,
      status: subscription.status,
      billingCycle: subscription.billingCycle,
      price: subscription.price,
      count: count(),
    })
    .from(subscription)
    .where(inArray(subscription.status, [...RUNNING_STATUSES]))
    .groupBy(
      subscription.planId,
      subscription.status,
      subscription.billingCycle,
      subscription.price,
    );
  // Twelfths of a cent a month, so a yearly price adds up exactly before the one rounding.
  const plans = new Map<string, { name: string; active: number; twelfths: number }>();
  for (const group of groups) {
    const plan = plans.get(group.planId) ?? { name: group.name, active: 0, twelfths: 0 };
    plan.active += group.count;
    if (BILLED_STATUSES.includes(group.status as SubscriptionStatus)) {
      const perYear = group.billingCycle === "yearly" ? 1 : 12;
      plan.twelfths += centsFromDecimal(group.price) * perYear * group.count;
    }
    plans.set(group.planId, plan);
  }
  const figures = [...plans]
    .map(([planId, plan]) => ({ planId, ...plan }))
    .sort(
      (a, b) => catalogueOrder(a.planId) - catalogueOrder(b.planId) || a.name.localeCompare(b.name),
    );
  return {
    plans: figures.map(({ twelfths, ...plan }) => ({
      ...plan,
      monthlyCents: Math.round(twelfths / 12),
    })),
    activeSubscriptions: figures.reduce((sum, plan) => sum + plan.active, 0),
    monthlyRecurringCents: Math.round(figures.reduce((sum, plan) => sum + plan.twelfths, 0) / 12),
  };
}

async function signInsPerDay(db: Database, calendar: string[]) {
  const day = utcDayOf(accountEvent.createdAt);
  const rows = await db
    .select({ day, count: count() })
    .from(accountEvent)
    .where(and(eq(accountEvent.kind, "sign_in"), gte(accountEvent.createdAt, startOf(calendar))))
    .groupBy(day);
  return onCalendar(calendar, rows);
}

async function apiCallsPerDay(db: Database, calendar: string[]) {
  const rows = await db
    .select({ day: apiKeyUsage.day, count: sql<number>`sum(${apiKeyUsage.count})`.mapWith(Number) })
    .from(apiKeyUsage)
    .where(gte(apiKeyUsage.day, calendar[0] as string))
    .groupBy(apiKeyUsage.day);
  return onCalendar(calendar, rows);
}

async function webhookFigures(db: Database, calendar: string[]) {
  const day = utcDayOf(webhookEvent.receivedAt);
  const [rows, [failed]] = await Promise.all([
    db
      .select({ day, state: webhookStateOf, count: count() })
      .from(webhookEvent)
      .where(gte(webhookEvent.receivedAt, startOf(calendar)))
      .groupBy(day, webhookStateOf),
    db.select({ count: count() }).from(webhookEvent).where(eq(webhookStateOf, "failed")),
  ]);
  const perDay = calendar.map(
    (date): WebhookDay => ({ day: date, pending: 0, applied: 0, ignored: 0, failed: 0 }),
  );
  const byDay = new Map(perDay.map((entry) => [entry.day, entry]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.state] = row.count;
  }
  return { failed: failed?.count ?? 0, perDay };
}

/** The overview's numbers as of `now`; the daily ones over the last OVERVIEW_DAYS UTC days. */
export async function billingOverview(db: Database, now = Date.now()): Promise<BillingOverview> {
  const calendar = lastUtcDays(OVERVIEW_DAYS, now);
  const [users, plans, signIns, apiCalls, webhooks] = await Promise.all([
    userFigures(db, now),
    planFigures(db),
    signInsPerDay(db, calendar),
    apiCallsPerDay(db, calendar),
    webhookFigures(db, calendar),
  ]);
  return {
    users,
    ...plans,
    currency: PLANS[0]?.currency ?? "usd",
    signInsPerDay: signIns,
    apiCallsPerDay: apiCalls,
    webhooks,
  };
}
