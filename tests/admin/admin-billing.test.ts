import { randomUUID } from "node:crypto";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import type { Database } from "~/db/client.server";
import {
  accountEvent,
  apiKeyUsage,
  apikey,
  organization,
  reconcileRun,
  subscription,
  user,
  webhookEvent,
} from "~/db/schema";
import type { SubscriptionStatus } from "~/lib/subscription-status";
import { listAudit } from "~/server/admin/audit.server";
import { listAllSubscriptions, listInbox } from "~/server/admin/billing-lists.server";
import { billingOverview } from "~/server/admin/billing-overview.server";
import {
  findReconcileRun,
  type ReconcileRunView,
  recentReconcileRuns,
  startReconcileRun,
} from "~/server/admin/reconcile-runs.server";
import { replayAsAdmin } from "~/server/admin/webhook-replay.server";
import { lastUtcDays } from "~/server/api-keys/usage.server";
import { createCheckout } from "~/server/billing/checkout.server";
import { type BillingTestApp, createBillingTestApp, payCheckout } from "../support/billing";
import { type DatabaseKind, databaseKinds, storageKinds } from "../support/databases";
import { pollUntil } from "../support/rest-api";
import { createSiblingApp, createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// The admin console's billing (ADR 037), on the server modules its functions call: the first
// screen's numbers for a seeded set of rows, replaying inbox events, and "reconcile now" with its
// progress kept in the database. tests/admin/admin-billing-functions.test.ts covers the functions'
// endpoints on the built server.

const DAY = 86_400_000;
const [starter, pro, proYearly] = PLANS as [
  (typeof PLANS)[number],
  (typeof PLANS)[number],
  (typeof PLANS)[number],
];

async function insertUser(db: Database, createdAt: Date, email = uniqueEmail()) {
  const id = randomUUID();
  await db.insert(user).values({ id, email, createdAt, updatedAt: createdAt });
  return { id, email };
}

describe.each(databaseKinds)("the console's first screen on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  it("counts users, active subscriptions, revenue, sign-ins, API calls and webhooks exactly", async () => {
    const db = app.runtime.database.db;
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);
    const calendar = lastUtcDays(30, now);
    const todayStart = Date.parse(`${calendar[29]}T00:00:00Z`);
    /** A moment of the UTC day `daysBack` before today (0 is today, before now). */
    const onDay = (daysBack: number) =>
      new Date(daysBack === 0 ? (todayStart + now) / 2 : todayStart - daysBack * DAY + DAY / 2);

    // Users: 2 new this week, 3 more this month, 4 older.
    const recent = [await insertUser(db, ago(2 * DAY)), await insertUser(db, ago(3 * DAY))];
    const month = [
      await insertUser(db, ago(10 * DAY)),
      await insertUser(db, ago(20 * DAY)),
      await insertUser(db, ago(29 * DAY)),
    ];
    const old = await Promise.all(
      [40, 100, 400, 800].map((days) => insertUser(db, ago(days * DAY))),
    );
    const people = [...recent, ...month, ...old];
    const team = { id: randomUUID(), name: "Numbers team", slug: `numbers-${randomUUID()}` };
    await db.insert(organization).values(team);

    // Subscriptions: which count as active, and which bring recurring revenue.
    let serial = 0;
    const subscribe = async (
      holder: { userId: string } | { organizationId: string },
      plan: (typeof PLANS)[number],
      status: SubscriptionStatus,
      price = plan.price,
    ) => {
      serial++;
      await db.insert(subscription).values({
        id: randomUUID(),
        ...holder,
        providerSubscriptionId: `numbers-${serial}-${randomUUID()}`,
        providerCustomerId: `customer-${serial}`,
        productId: plan.productId,
        planId: plan.slug,
        name: plan.name,
        status,
        price,
        priceBeforeDiscount: price,
        billingCycle: plan.billingCycle,
        currentPeriodStart: ago(DAY),
        cancelAtPeriodEnd: status === "cancelled",
      });
    };
    const by = (index: number) => ({ userId: (people[index] as { id: string }).id });
    await subscribe(by(0), starter, "active");
    await subscribe(by(1), starter, "past_due");
    await subscribe(by(2), starter, "trialing");
    await subscribe(by(3), pro, "active");
    await subscribe(by(4), pro, "cancelled");
    await subscribe({ organizationId: team.id }, proYearly, "active");
    // Polar's reported amount, not the catalogue's: a discounted yearly price.
    await subscribe(by(5), proYearly, "active", "250.00");
    await subscribe(by(6), starter, "expired");
    await subscribe(by(7), pro, "revoked");
    await subscribe(by(8), pro, "pending");
    await subscribe(by(8), starter, "inactive");

    // Sign-ins: 3 today, 1 yesterday, 2 on the calendar's first day, 5 the day before it.
    const events = (userId: string, kind: string, at: Date, times: number) =>
      Array.from({ length: times }, () => ({ id: randomUUID(), userId, kind, createdAt: at }));
    const someone = (people[0] as { id: string }).id;
    await db
      .insert(accountEvent)
      .values([
        ...events(someone, "sign_in", onDay(0), 3),
        ...events(someone, "sign_in", onDay(1), 1),
        ...events(someone, "sign_in", onDay(29), 2),
        ...events(someone, "sign_in", onDay(30), 5),
        ...events(someone, "sign_out", onDay(0), 4),
        ...events(someone, "sign_in_failed", onDay(0), 2),
      ]);

    // API calls: two keys' counts by day.
    const keys = [randomUUID(), randomUUID()];
    await db.insert(apikey).values(
      keys.map((id, index) => ({
        id,
        key: `hash-${id}`,
        referenceId: (people[index] as { id: string }).id,
      })),
    );
    const [first, second] = keys as [string, string];
    const [firstOwner, secondOwner] = people.map((person) => (person as { id: string }).id);
    const today = calendar[29] as string;
    const yesterday = calendar[28] as string;
    await db.insert(apiKeyUsage).values([
      { keyId: first, userId: firstOwner, day: today, count: 10 },
      { keyId: second, userId: secondOwner, day: today, count: 5 },
      { keyId: first, userId: firstOwner, day: yesterday, count: 7 },
      { keyId: first, userId: firstOwner, day: calendar[0] as string, count: 1 },
      { keyId: second, userId: secondOwner, day: lastUtcDays(31, now)[0] as string, count: 100 },
    ]);

    // The inbox: applied, ignored, pending and failed events, one failed before the calendar.
    const inbox = (
      receivedAt: Date,
      state: { processedAt?: Date; attempts?: number; lastError?: string },
    ) => ({
      id: `evt_${randomUUID()}`,
      type: "subscription.updated",
      payload: { type: "subscription.updated", data: {} },
      receivedAt,
      ...state,
    });
    await db
      .insert(webhookEvent)
      .values([
        inbox(onDay(0), { processedAt: onDay(0) }),
        inbox(onDay(0), { processedAt: onDay(0) }),
        inbox(onDay(0), { attempts: 2, lastError: "connection reset" }),
        inbox(onDay(1), { processedAt: onDay(1), lastError: "stale" }),
        inbox(onDay(1), {}),
        inbox(ago(45 * DAY), { attempts: 20, lastError: "connection reset" }),
      ]);

    const overview = await billingOverview(db, now);

    expect(overview.users).toEqual({ total: 9, newIn7Days: 2, newIn30Days: 5 });
    expect(overview.plans).toEqual([
      { planId: "starter", name: "Starter", active: 3, monthlyCents: 1800 },
      { planId: "pro", name: "Pro", active: 2, monthlyCents: 2900 },
      // (29 000 + 25 000) / 12 = 4 500.
      { planId: "pro-yearly", name: "Pro (yearly)", active: 2, monthlyCents: 4500 },
    ]);
    expect(overview.activeSubscriptions).toBe(7);
    expect(overview.monthlyRecurringCents).toBe(1800 + 2900 + 4500);
    expect(overview.currency).toBe("usd");

    const zeros = (counts: Record<string, number>) =>
      calendar.map((day) => ({ day, count: counts[day] ?? 0 }));
    expect(overview.signInsPerDay).toEqual(
      zeros({ [today]: 3, [yesterday]: 1, [calendar[0] as string]: 2 }),
    );
    expect(overview.apiCallsPerDay).toEqual(
      zeros({ [today]: 15, [yesterday]: 7, [calendar[0] as string]: 1 }),
    );
    expect(overview.webhooks.failed).toBe(2);
    expect(overview.webhooks.perDay).toEqual(
      calendar.map((day) => ({
        day,
        applied: day === today ? 2 : 0,
        failed: day === today ? 1 : 0,
        ignored: day === yesterday ? 1 : 0,
        pending: day === yesterday ? 1 : 0,
      })),
    );

    // A yearly price that is no multiple of 12 cents is rounded once, on the total.
    await subscribe(by(6), proYearly, "active", "100.01");
    const rounded = await billingOverview(db, now);
    expect(rounded.plans.find((plan) => plan.planId === "pro-yearly")?.monthlyCents).toBe(
      Math.round((29_000 + 25_000 + 10_001) / 12),
    );
    expect(rounded.monthlyRecurringCents).toBe(
      Math.round((1800 * 12 + 2900 * 12 + 29_000 + 25_000 + 10_001) / 12),
    );
  });

  it("lists every workspace's subscriptions a page at a time, by status and plan", async () => {
    const db = app.runtime.database.db;
    const all = await listAllSubscriptions(db, { page: 1, pageSize: 100 });
    expect(all.total).toBe(12);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => listAllSubscriptions(db, { page, pageSize: 5 })),
    );
    expect(pages.map((page) => page.subscriptions.length)).toEqual([5, 5, 2]);
    expect(pages.flatMap((page) => page.subscriptions.map((row) => row.id))).toEqual(
      all.subscriptions.map((row) => row.id),
    );

    const activePro = await listAllSubscriptions(db, {
      page: 1,
      pageSize: 25,
      status: "active",
      planId: "pro-yearly",
    });
    expect(activePro.total).toBe(3);
    const holders = activePro.subscriptions.map((row) => row.holder.kind).sort();
    expect(holders).toEqual(["organization", "user", "user"]);
    expect(activePro.subscriptions.find((row) => row.holder.kind === "organization")).toMatchObject(
      { holder: { name: "Numbers team" }, price: "290.00", billingCycle: "yearly" },
    );
  });

  it("lists the inbox by state, newest first", async () => {
    const db = app.runtime.database.db;
    const failed = await listInbox(db, { page: 1, pageSize: 25, state: "failed" });
    expect(failed.total).toBe(2);
    expect(failed.events.map((event) => [event.state, event.attempts])).toEqual([
      ["failed", 2],
      ["failed", 20],
    ]);
    const everything = await listInbox(db, { page: 1, pageSize: 25 });
    expect(everything.total).toBe(6);
    const received = everything.events.map((event) => Date.parse(event.receivedAt));
    expect(received).toEqual([...received].sort((a, b) => b - a));
  });
});

/** A Polar subscription as its webhooks carry it, for the user or organization `externalId`. */
function polarSubscription(externalId: string, email: string) {
  const now = new Date().toISOString();
  return {
    id: `sub_${randomUUID()}`,
    created_at: now,
    modified_at: now,
    amount: pro.priceAmount,
    currency: "usd",
    recurring_interval: "month",
    status: "active",
    current_period_start: now,
    current_period_end: new Date(Date.now() + 30 * DAY).toISOString(),
    cancel_at_period_end: false,
    ended_at: null,
    customer_id: `cus_${randomUUID()}`,
    product_id: pro.productId,
    customer: { external_id: externalId, email },
    product: { name: pro.name, description: pro.description },
  };
}

const parts = (app: TestApp) => ({
  billing: app.runtime.billing,
  background: app.runtime.background,
});

/** Polls the run through `app` (any instance) until it is over. */
async function finished(app: TestApp, runId: string): Promise<ReconcileRunView> {
  let run: ReconcileRunView | undefined;
  const waited = await pollUntil(async () => {
    run = await findReconcileRun(app.runtime.database.db, runId);
    return run?.status !== "running";
  }, 15_000);
  expect(waited, "the run did not finish").not.toBeNull();
  return run as ReconcileRunView;
}

interface ReconcileApps {
  env: BillingTestApp;
  /** A second instance on the same database. */
  sibling: TestApp;
  admin: { id: string; email: string };
}

/** For the enclosing describe: the app with its Polar twin, a second instance, and an admin. */
function reconcileApps(kind: DatabaseKind): ReconcileApps {
  const apps = {} as ReconcileApps;
  beforeAll(async () => {
    apps.env = await createBillingTestApp(kind);
    apps.sibling = await createSiblingApp(apps.env.app);
    apps.admin = await insertUser(apps.env.app.runtime.database.db, new Date());
  });
  afterAll(async () => {
    await apps.sibling?.close();
    await apps.env?.close();
  });
  return apps;
}

// A replay's upsert and the driver's words for a refused row, and a run's lease (a partial unique
// index, the database's clock), are where the engines can differ.
describe.each(databaseKinds)("replaying inbox events and a reconcile run's lease on %s", (kind) => {
  const apps = reconcileApps(kind);
  const db = () => apps.env.app.runtime.database.db;

  async function storeEvent(
    data: ReturnType<typeof polarSubscription>,
    state: { processedAt?: Date; attempts?: number; lastError?: string },
  ) {
    const id = `evt_${randomUUID()}`;
    await db()
      .insert(webhookEvent)
      .values({
        id,
        type: "subscription.created",
        payload: { type: "subscription.created", timestamp: data.created_at, data },
        ...state,
      });
    return id;
  }

  const rowsOf = (polarId: string) =>
    db().select().from(subscription).where(eq(subscription.providerSubscriptionId, polarId));
  const startedEvents = (userId: string) =>
    db()
      .select()
      .from(accountEvent)
      .where(and(eq(accountEvent.userId, userId), eq(accountEvent.kind, "subscription_started")));

  it("applies a failed event once, marks it applied, refuses a second replay, and audits it", async () => {
    const buyer = await insertUser(db(), new Date());
    const data = polarSubscription(buyer.id, buyer.email);
    const eventId = await storeEvent(data, { attempts: 20, lastError: "connection reset" });

    const replayed = await replayAsAdmin(apps.env.app.runtime.billing, apps.admin, eventId);
    expect(replayed).toEqual({
      kind: "replayed",
      before: "failed",
      state: "applied",
      error: null,
      externalId: buyer.id,
    });
    const [event] = await db().select().from(webhookEvent).where(eq(webhookEvent.id, eventId));
    expect(event).toMatchObject({ lastError: null, attempts: 20 });
    expect(event?.processedAt).toBeInstanceOf(Date);
    expect(await rowsOf(data.id)).toEqual([
      expect.objectContaining({ userId: buyer.id, planId: "pro", status: "active" }),
    ]);

    const again = await replayAsAdmin(apps.env.app.runtime.billing, apps.admin, eventId);
    expect(again).toEqual({ kind: "not-replayable", state: "applied" });
    expect(await rowsOf(data.id)).toHaveLength(1);
    expect(await startedEvents(buyer.id)).toHaveLength(1);
    expect(await replayAsAdmin(apps.env.app.runtime.billing, apps.admin, "evt_missing")).toEqual({
      kind: "not-found",
    });

    const { entries } = await listAudit(db(), { page: 1, pageSize: 10, targetUserId: buyer.id });
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: apps.admin.id,
        actorEmail: apps.admin.email,
        action: "webhook_replayed",
        targetEmail: buyer.email,
        detail: { event: eventId, from: "failed", to: "applied" },
      }),
    ]);
  });

  it("applies an ignored event once its customer exists; a replay that fails leaves it failed", async () => {
    const buyer = { id: randomUUID(), email: uniqueEmail() };
    const data = polarSubscription(buyer.id, buyer.email);
    const eventId = await storeEvent(data, { processedAt: new Date(), lastError: "unknown-owner" });
    expect(await replayAsAdmin(apps.env.app.runtime.billing, apps.admin, eventId)).toMatchObject({
      kind: "replayed",
      before: "ignored",
      state: "ignored",
      error: "unknown-owner",
    });
    expect(await rowsOf(data.id)).toEqual([]);

    // The customer exists now, but the database refuses the row: the replay fails, and the
    // event is unprocessed again, with the error, for the retry and the next look.
    await db().insert(user).values(buyer);
    await db().execute(
      sql.raw(`create function refuse_replayed_row() returns trigger language plpgsql as $$
        begin
          if new.provider_subscription_id = '${data.id}' then
            raise exception 'refused by the test';
          end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_replayed_row before insert on subscription
        for each row execute function refuse_replayed_row()`),
    );
    try {
      expect(await replayAsAdmin(apps.env.app.runtime.billing, apps.admin, eventId)).toMatchObject({
        kind: "replayed",
        before: "ignored",
        state: "failed",
      });
      const [event] = await db().select().from(webhookEvent).where(eq(webhookEvent.id, eventId));
      expect(event).toMatchObject({ processedAt: null, attempts: 1 });
      // The database's words, not the query and its parameters.
      expect(event?.lastError).toBe("refused by the test");
    } finally {
      await db().execute(sql.raw("drop trigger refuse_replayed_row on subscription"));
      await db().execute(sql.raw("drop function refuse_replayed_row"));
    }

    expect(await replayAsAdmin(apps.env.app.runtime.billing, apps.admin, eventId)).toMatchObject({
      before: "failed",
      state: "applied",
    });
    expect(await rowsOf(data.id)).toHaveLength(1);
    const { entries } = await listAudit(db(), { page: 1, pageSize: 10, targetUserId: buyer.id });
    // The first replay named no account: there was none with the customer's id yet.
    expect(entries.map((entry) => [entry.detail.from, entry.detail.to])).toEqual([
      ["failed", "applied"],
      ["ignored", "failed"],
    ]);
  });

  it("joins a run another instance has going, and replaces one whose instance stopped", async () => {
    const target = { scope: "everyone" } as const;
    // Another instance's run, beating: a start anywhere answers with it and starts nothing.
    const going = randomUUID();
    const other = { id: apps.admin.id, email: "other-admin@example.com" };
    await db().insert(reconcileRun).values({
      id: going,
      target: "everyone",
      total: 5,
      done: 2,
      startedById: other.id,
      startedByEmail: other.email,
    });
    const joined = await startReconcileRun(parts(apps.sibling), apps.admin, target);
    expect(joined).toMatchObject({
      kind: "run",
      started: false,
      run: { id: going, status: "running", done: 2, total: 5, startedByEmail: other.email },
    });
    const audited = await listAudit(db(), { page: 1, pageSize: 50 });
    expect(audited.entries.filter((entry) => entry.detail.run === going)).toEqual([]);

    // Its instance went away: no heartbeat for longer than the lease.
    await db()
      .update(reconcileRun)
      .set({ heartbeatAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(reconcileRun.id, going));
    expect(await findReconcileRun(db(), going)).toMatchObject({ status: "interrupted" });
    const replaced = await startReconcileRun(parts(apps.env.app), apps.admin, target);
    if (replaced.kind !== "run") throw new Error(`no run: ${replaced.kind}`);
    expect(replaced.started).toBe(true);
    expect(replaced.run.id).not.toBe(going);
    const [stopped] = await db().select().from(reconcileRun).where(eq(reconcileRun.id, going));
    expect(stopped).toMatchObject({ status: "interrupted" });
    expect(stopped?.finishedAt).toBeInstanceOf(Date);
    expect(await finished(apps.sibling, replaced.run.id)).toMatchObject({ status: "finished" });
  });
});

describe.each(storageKinds)("reconciling on %s", (kind) => {
  const apps = reconcileApps(kind);
  const db = () => apps.env.app.runtime.database.db;

  /** A user with a paid Pro subscription at the twin, delivered by its webhooks. */
  async function payingUser() {
    const buyer = await insertUser(db(), new Date());
    const { url } = await createCheckout(
      apps.env.app.runtime.billing,
      { kind: "user", id: buyer.id },
      buyer,
      { slug: pro.slug },
    );
    await payCheckout(url, buyer.email);
    await apps.env.twin.settled();
    return buyer;
  }

  it("reconciles one customer: progress reaches its total, the lost row comes back, audited", async () => {
    const buyer = await payingUser();
    // A lost webhook: the row is gone here while Polar still has the subscription.
    await db().delete(subscription).where(eq(subscription.userId, buyer.id));

    const start = await startReconcileRun(parts(apps.env.app), apps.admin, {
      scope: "customer",
      owner: { kind: "user", id: buyer.id },
    });
    if (start.kind !== "run") throw new Error(`no run: ${start.kind}`);
    expect(start.started).toBe(true);
    expect(start.run).toMatchObject({
      targetLabel: buyer.email,
      total: 1,
      startedByEmail: apps.admin.email,
    });

    // Read through the other instance: the progress is in the database.
    const run = await finished(apps.sibling, start.run.id);
    expect(run).toMatchObject({ status: "finished", total: 1, done: 1, failed: 0 });
    expect(run.finishedAt).not.toBeNull();
    expect(await db().select().from(subscription).where(eq(subscription.userId, buyer.id))).toEqual(
      // Pro starts with its trial (ADR 052): the row comes back as Polar holds it.
      [expect.objectContaining({ planId: "pro", status: "trialing" })],
    );

    const { entries } = await listAudit(db(), { page: 1, pageSize: 10, targetUserId: buyer.id });
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: apps.admin.id,
        action: "reconcile_started",
        targetEmail: buyer.email,
        detail: { run: start.run.id, scope: "user" },
      }),
    ]);
    expect(
      await startReconcileRun(parts(apps.env.app), apps.admin, {
        scope: "customer",
        owner: { kind: "organization", id: "no-such-organization" },
      }),
    ).toEqual({ kind: "no-such-customer" });
  });

  it("reconciles everyone: progress counts every open customer and reaches the total, audited", async () => {
    await payingUser();
    await payingUser();
    // The customers the pass re-reads: everyone with a subscription that is not over.
    const open = await db()
      .selectDistinct({ userId: subscription.userId })
      .from(subscription)
      .where(notInArray(subscription.status, ["expired", "revoked"]));

    const start = await startReconcileRun(parts(apps.sibling), apps.admin, { scope: "everyone" });
    if (start.kind !== "run") throw new Error(`no run: ${start.kind}`);
    const run = await finished(apps.env.app, start.run.id);
    expect(run).toMatchObject({
      status: "finished",
      target: { scope: "everyone" },
      targetLabel: null,
      total: open.length,
      done: open.length,
      failed: 0,
    });
    expect(open.length).toBeGreaterThanOrEqual(2);

    const { entries } = await listAudit(db(), { page: 1, pageSize: 50 });
    expect(entries.filter((entry) => entry.detail.run === start.run.id)).toEqual([
      expect.objectContaining({
        actorEmail: apps.admin.email,
        action: "reconcile_started",
        targetUserId: null,
        detail: { run: start.run.id, scope: "everyone" },
      }),
    ]);
    expect((await recentReconcileRuns(db()))[0]?.id).toBe(start.run.id);
  });

  it("counts a customer whose re-read failed, and finishes", async () => {
    const buyer = await payingUser();
    apps.env.twin.setDown(true);
    try {
      const start = await startReconcileRun(parts(apps.env.app), apps.admin, {
        scope: "customer",
        owner: { kind: "user", id: buyer.id },
      });
      if (start.kind !== "run") throw new Error(`no run: ${start.kind}`);
      const run = await finished(apps.env.app, start.run.id);
      expect(run).toMatchObject({ status: "finished", total: 1, done: 1, failed: 1 });
      expect(run.lastError).toEqual(expect.any(String));
    } finally {
      apps.env.twin.setDown(false);
    }
  });

  it("ends a run at its next customer when its server stops, as interrupted", async () => {
    await payingUser();
    let work: Promise<unknown> | undefined;
    const stopping = {
      run: (started: Promise<unknown>) => {
        work = started;
      },
      signal: AbortSignal.abort(),
    };
    const start = await startReconcileRun(
      { billing: apps.env.app.runtime.billing, background: stopping },
      apps.admin,
      { scope: "everyone" },
    );
    if (start.kind !== "run") throw new Error(`no run: ${start.kind}`);
    await work;
    const run = await findReconcileRun(db(), start.run.id);
    expect(run).toMatchObject({
      status: "interrupted",
      done: 0,
      lastError: "The server stopped before the run was over: start it again.",
    });
    expect(run?.total).toBeGreaterThan(0);
    expect(run?.finishedAt).not.toBeNull();
  });
});
