import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { type DatabaseHandle, rowsOf } from "~/db/client.server";
import {
  subscription,
  user,
  webhookAttempt,
  webhookDelivery,
  webhookEndpoint,
  webhookMessage,
} from "~/db/schema";
import { applyPolarSubscription } from "~/server/billing/polar-sync.server";
import { createDevMailer, type Mailer } from "~/server/mail/transport.server";
import {
  DISABLE_AFTER_FAILING_MS,
  RETRY_DELAYS_MS,
  WebhookDeliverer,
} from "~/server/webhooks/delivery.server";
import { createEndpoint } from "~/server/webhooks/endpoints.server";
import { emitEvent } from "~/server/webhooks/outbox.server";
import type { Owner } from "~/server/workspaces/workspace.server";
import { databaseKinds, openTestDatabase } from "../support/databases";
import {
  answer,
  type ReceivedRequest,
  startWebhookReceiver,
  verifiedBy,
} from "../support/webhook-receiver";

describe.each(databaseKinds)("outgoing webhooks on %s", (kind) => {
  let database: DatabaseHandle;
  let mailer: Mailer;
  let mailDir: string;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let owner: Owner;
  let ownerEmail: string;
  let time: number;
  const now = () => new Date(time);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    mailDir = mkdtempSync(join(tmpdir(), "webhook-mail-"));
    mailer = createDevMailer(mailDir);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await mailer?.close();
    await database?.close();
    if (mailDir) rmSync(mailDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    time = Date.now();
    ownerEmail = `hooks-${randomUUID()}@example.com`;
    const id = randomUUID();
    await database.db.insert(user).values({ id, email: ownerEmail, name: "Hooks" });
    owner = { kind: "user", id };
    receiver.received.length = 0;
    receiver.answers.length = 0;
  });
  afterEach(async () => {
    // Each test's deliveries go with its endpoints, so the next test's worker never meets them.
    await database.db.delete(webhookEndpoint);
  });

  function deliverer(options: ConstructorParameters<typeof WebhookDeliverer>[1] = {}) {
    return new WebhookDeliverer(
      { db: database.db, mailer, appName: "Timberline", appUrl: "http://localhost:3000" },
      { now, allowPrivate: true, timeoutMs: 2_000, ...options },
    );
  }

  const emitCreated = () =>
    emitEvent({ db: database.db, now }, owner, "subscription.created", {
      workspace: owner,
      id: "sub_1",
      plan: "pro",
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });

  async function deliveriesOf(endpointId: string) {
    return database.db
      .select()
      .from(webhookDelivery)
      .where(eq(webhookDelivery.endpointId, endpointId));
  }

  it("signs so that both verifiers accept it, and retries on the schedule until accepted once", async () => {
    const endpoint = await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created"],
    });
    const messageId = await emitCreated();
    expect(messageId).toMatch(/^msg_/);
    receiver.answers.push(answer(500), answer(500), answer(500), answer(200, "thanks"));
    const worker = deliverer();

    const start = time;
    const sentAt: number[] = [];
    for (const wait of [0, ...RETRY_DELAYS_MS.slice(0, 3)]) {
      time += wait - 1;
      expect(await worker.tick()).toBe(0);
      time += 1;
      expect(await worker.tick()).toBe(1);
      sentAt.push(time - start);
    }
    time += 24 * 3_600_000;
    expect(await worker.tick()).toBe(0);

    expect(sentAt).toEqual([0, 5_000, 5_000 + 300_000, 5_000 + 300_000 + 1_800_000]);
    expect(receiver.received).toHaveLength(4);
    for (const request of receiver.received) {
      expect(request.headers["webhook-id"]).toBe(messageId);
      const event = verifiedBy(endpoint.secret, request);
      expect(event.type).toBe("subscription.created");
      expect(event.data).toMatchObject({ id: "sub_1", workspace: owner });
    }
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({
      status: "succeeded",
      attempts: 4,
      lastResponseStatus: 200,
      lastResponseBody: "thanks",
      lastError: null,
    });
    const attempts = await database.db
      .select()
      .from(webhookAttempt)
      .where(eq(webhookAttempt.deliveryId, delivery?.id ?? ""))
      .orderBy(asc(webhookAttempt.attemptedAt));
    expect(attempts.map((attempt) => attempt.responseStatus)).toEqual([500, 500, 500, 200]);
  });

  it("queues nothing for an endpoint not subscribed to the type, or inside a rolled-back change", async () => {
    await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["member.added"],
    });
    expect(await emitCreated()).toBeNull();
    const subscribed = await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created"],
    });
    await database.db
      .transaction(async (tx) => {
        await emitEvent({ db: tx, now }, owner, "webhook.test", {
          workspace: owner,
          endpointId: subscribed.id,
        });
        tx.rollback();
      })
      .catch(() => {});
    expect(await deliveriesOf(subscribed.id)).toEqual([]);
  });

  it("queues one event per newer snapshot of a subscription: created, updated, canceled", async () => {
    const endpoint = await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created", "subscription.updated", "subscription.canceled"],
    });
    const plan = PLANS[0];
    if (!plan) throw new Error("no plan");
    const at = (minutes: number) => new Date(time + minutes * 60_000).toISOString();
    const snapshot = (minutes: number, change: { cancel?: boolean } = {}) => ({
      id: `sub_${owner.id}`,
      created_at: at(0),
      modified_at: at(minutes),
      amount: plan.priceAmount,
      currency: "usd",
      recurring_interval: "month" as const,
      status: "active" as const,
      current_period_start: at(0),
      current_period_end: at(30 * 24 * 60),
      cancel_at_period_end: change.cancel ?? false,
      ended_at: null,
      customer_id: `cus_${owner.id}`,
      product_id: plan.productId,
      customer: { external_id: owner.id, email: ownerEmail },
      product: { name: plan.name, description: plan.description },
    });
    const apply = (polar: ReturnType<typeof snapshot>) =>
      applyPolarSubscription(
        { db: database.db, subscriptions: { forgetOwner() {} } } as never,
        polar,
      );
    const queued = async () =>
      (
        await database.db
          .select({ type: webhookMessage.eventType, payload: webhookMessage.payload })
          .from(webhookMessage)
          .where(eq(webhookMessage.userId, owner.id))
      )
        .map(({ type, payload }) => {
          expect((payload as { type: string }).type).toBe(type);
          return type;
        })
        .sort();

    expect(await apply(snapshot(0))).toBe("applied");
    expect(await queued()).toEqual(["subscription.created"]);
    // The same snapshot again (a replayed event, the reconciler's pass) and an older one.
    expect(await apply(snapshot(0))).toBe("applied");
    expect(await apply(snapshot(-5))).toBe("stale");
    expect(await queued()).toEqual(["subscription.created"]);
    // Two instances applying the same newer snapshot at once: one event.
    const both = await Promise.all([apply(snapshot(1)), apply(snapshot(1))]);
    expect(both).toEqual(["applied", "applied"]);
    expect(await queued()).toEqual(["subscription.created", "subscription.updated"]);
    // Starting to end is canceled; a later change while it ends is an update again.
    expect(await apply(snapshot(2, { cancel: true }))).toBe("applied");
    expect(await queued()).toContain("subscription.canceled");
    expect(await apply(snapshot(3, { cancel: true }))).toBe("applied");
    expect(await queued()).toEqual([
      "subscription.canceled",
      "subscription.created",
      "subscription.updated",
      "subscription.updated",
    ]);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(4);
    // A lowering of seats written ahead of Polar's answer outlives the same snapshot again,
    // and gives way to a newer one.
    const seatsNow = async () =>
      (
        await database.db
          .select({ seats: subscription.seats })
          .from(subscription)
          .where(eq(subscription.providerSubscriptionId, `sub_${owner.id}`))
      )[0]?.seats;
    const seated = (minutes: number, seats: number) => ({ ...snapshot(minutes), seats });
    expect(await apply(seated(4, 3))).toBe("applied");
    await database.db
      .update(subscription)
      .set({ seats: 2 })
      .where(eq(subscription.providerSubscriptionId, `sub_${owner.id}`));
    expect(await apply(seated(4, 3))).toBe("applied");
    expect(await seatsNow()).toBe(2);
    expect(await apply(seated(5, 3))).toBe("applied");
    expect(await seatsNow()).toBe(3);
  });

  it("fails a delivery after its last attempt", async () => {
    const endpoint = await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created"],
    });
    await emitCreated();
    receiver.answers.push(...Array.from({ length: 7 }, () => answer(503)));
    const worker = deliverer();
    expect(await worker.tick()).toBe(1);
    for (const wait of RETRY_DELAYS_MS) {
      time += wait;
      expect(await worker.tick()).toBe(1);
    }
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: "failed", attempts: 7, lastError: "status" });
    time += 86_400_000;
    expect(await worker.tick()).toBe(0);
    expect(receiver.received).toHaveLength(7);
  });

  it("refuses a loopback address unless private addresses are allowed", async () => {
    for (const url of [receiver.url, `http://localhost:${receiver.port}/hooks`]) {
      const endpoint = await createEndpoint(database.db, owner, {
        url,
        eventTypes: ["subscription.created"],
      });
      await emitCreated();
      expect(await deliverer({ allowPrivate: false }).tick()).toBe(1);
      const [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({
        status: "pending",
        lastError: "refused_address",
        lastResponseStatus: null,
      });
      await database.db.delete(webhookEndpoint).where(eq(webhookEndpoint.id, endpoint.id));
    }
    expect(receiver.received).toHaveLength(0);
  });

  it("counts a redirect as a failure and does not follow it", async () => {
    const endpoint = await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created"],
    });
    await emitCreated();
    receiver.answers.push(answer(307, "", { location: `${receiver.url}/elsewhere` }));
    expect(await deliverer().tick()).toBe(1);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({
      status: "pending",
      lastResponseStatus: 307,
      lastError: "redirect",
    });
    expect(receiver.received).toHaveLength(1);
  });

  it("gives up on a slow endpoint at the deadline, and reads only the start of a huge answer", async () => {
    const slow = await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created"],
    });
    await emitCreated();
    receiver.answers.push((response) => {
      setTimeout(() => response.writeHead(200).end("late"), 3_000).unref();
    });
    expect(await deliverer({ timeoutMs: 150 }).tick()).toBe(1);
    const [timedOut] = await deliveriesOf(slow.id);
    expect(timedOut).toMatchObject({ status: "pending", lastError: "timeout" });
    expect(timedOut?.lastDurationMs).toBeLessThan(2_000);
    await database.db.delete(webhookEndpoint).where(eq(webhookEndpoint.id, slow.id));

    const chatty = await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created"],
    });
    await emitCreated();
    receiver.answers.push(answer(200, "x".repeat(5_000_000)));
    expect(await deliverer({ maxResponseBytes: 65_536 }).tick()).toBe(1);
    const [cut] = await deliveriesOf(chatty.id);
    expect(cut?.status).toBe("succeeded");
    expect(cut?.lastResponseBody).toHaveLength(4096);
  });

  it("disables an endpoint that answers 410 Gone at once, and mails its owner", async () => {
    const endpoint = await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created"],
    });
    await emitCreated();
    await emitCreated();
    await emitCreated();
    // One is being sent by another worker: it keeps its claim, and that worker records it.
    const [inFlight] = await deliveriesOf(endpoint.id);
    const lease = new Date(time + 60_000);
    await database.db
      .update(webhookDelivery)
      .set({ claimedUntil: lease })
      .where(eq(webhookDelivery.id, inFlight?.id ?? ""));
    receiver.answers.push(answer(410));
    const worker = deliverer({ batchSize: 1 });
    expect(await worker.tick()).toBe(1);
    const [row] = await database.db
      .select()
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: "gone" });
    const after = await deliveriesOf(endpoint.id);
    expect(after.find((d) => d.id === inFlight?.id)).toMatchObject({
      status: "pending",
      claimedUntil: lease,
    });
    expect(after.filter((d) => d.id !== inFlight?.id).map((d) => d.status)).toEqual([
      "failed",
      "failed",
    ]);
    expect(await worker.tick()).toBe(0);
    expect(await emitCreated()).toBeNull();
    const mails = (await mailer.mailbox?.list())?.filter((mail) => mail.to === ownerEmail);
    expect(mails).toHaveLength(1);
    expect(mails?.[0]?.text).toContain(receiver.url);
    // The link opens the screen that can enable it again (the webhooks card of /settings/api).
    expect(mails?.[0]?.text).toContain("http://localhost:3000/settings/api");
  });

  it("disables an endpoint whose every attempt failed for five days", async () => {
    const endpoint = await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created"],
    });
    const worker = deliverer();
    receiver.answers.push(...Array.from({ length: 20 }, () => answer(500)));
    await emitCreated();
    expect(await worker.tick()).toBe(1);
    time += DISABLE_AFTER_FAILING_MS - 1;
    await emitCreated();
    // The first message's next attempt is due too.
    expect(await worker.tick()).toBe(2);
    const [stillOn] = await database.db
      .select()
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.id, endpoint.id));
    expect(stillOn?.enabled).toBe(true);
    time += 5_000;
    expect(await worker.tick()).toBe(1);
    const [off] = await database.db
      .select()
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.id, endpoint.id));
    expect(off).toMatchObject({ enabled: false, disabledReason: "failing" });
    const mails = (await mailer.mailbox?.list())?.filter((mail) => mail.to === ownerEmail);
    expect(mails).toHaveLength(1);
  });

  it("signs with both secrets while a rotated one overlaps", async () => {
    const endpoint = await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created"],
    });
    const next = await createEndpoint(database.db, owner, { url: receiver.url, eventTypes: [] });
    await database.db
      .update(webhookEndpoint)
      .set({
        secret: next.secret,
        previousSecret: endpoint.secret,
        previousSecretEndsAt: new Date(time + 86_400_000),
      })
      .where(eq(webhookEndpoint.id, endpoint.id));
    await emitCreated();
    expect(await deliverer().tick()).toBe(1);
    const [request] = receiver.received;
    expect(request?.headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    verifiedBy(endpoint.secret, request as ReceivedRequest);
    verifiedBy(next.secret, request as ReceivedRequest);
  });

  it("sends each delivery once when two workers claim at the same moment", async () => {
    const endpoint = await createEndpoint(database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created"],
    });
    for (let i = 0; i < 12; i++) await emitCreated();
    const [first, second] = [deliverer({ batchSize: 5 }), deliverer({ batchSize: 5 })];
    const drain = async (worker: WebhookDeliverer) => {
      let sent = 0;
      for (let count = await worker.tick(); count > 0; count = await worker.tick()) sent += count;
      return sent;
    };
    const [a, b] = await Promise.all([drain(first), drain(second)]);
    expect(a + b).toBe(12);
    const ids = receiver.received.map((request) => request.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
    const attempts = await database.db.execute(sql`
      select count(*)::int as count from webhook_attempt a
      join webhook_delivery d on d.id = a.delivery_id where d.endpoint_id = ${endpoint.id}`);
    expect(rowsOf<{ count: number }>(attempts)[0]?.count).toBe(12);
  });
});
