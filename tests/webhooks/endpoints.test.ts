import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { organization, user, webhookDelivery, webhookMessage } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import { WebhookDeliverer } from "~/server/webhooks/delivery.server";
import {
  addEndpoint,
  deleteEndpoint,
  deliveryLog,
  type EndpointInput,
  endpointInput,
  listEndpoints,
  REPLAY_BATCH,
  recordId,
  replayDeliveries,
  replayDelivery,
  rotateSecret,
  sendTestEvent,
  setEndpointEnabled,
} from "~/server/webhooks/endpoints.server";
import { personalWorkspace, type Workspace } from "~/server/workspaces/workspace.server";
import { openTestDatabase, storageKinds } from "../support/databases";
import { startWebhookReceiver, verifiedBy } from "../support/webhook-receiver";

// The webhook settings' rules (ADR 083), as every entry point reaches them: who may manage an
// organization's endpoints, what input is refused with 400, that nobody reaches another
// workspace's endpoint, the test event, rotation and replay end to end on a receiver, and the
// replay of a time range, which never touches a delivery that is pending or in flight.

async function refusal(work: Promise<unknown> | (() => Promise<unknown>)) {
  const error = await (typeof work === "function" ? work() : work).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

describe.each(storageKinds)("webhook endpoints on %s", (kind) => {
  let database: DatabaseHandle;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const workspaces = {} as Record<
    "personal" | "stranger" | "owner" | "admin" | "member",
    Workspace
  >;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    receiver = await startWebhookReceiver();
    const ids = Array.from({ length: 5 }, () => randomUUID());
    await database.db
      .insert(user)
      .values(ids.map((id) => ({ id, email: `${id}@example.com`, name: "Hooks" })));
    const orgId = randomUUID();
    await database.db.insert(organization).values({ id: orgId, name: "Acme", slug: orgId });
    const summary = { id: orgId, name: "Acme", slug: orgId, logo: null };
    const inOrg = (userId: string, role: "owner" | "admin" | "member"): Workspace => ({
      kind: "organization",
      owner: { kind: "organization", id: orgId },
      userId,
      role,
      organization: summary,
    });
    workspaces.personal = personalWorkspace(ids[0] ?? "");
    workspaces.stranger = personalWorkspace(ids[1] ?? "");
    workspaces.owner = inOrg(ids[2] ?? "", "owner");
    workspaces.admin = inOrg(ids[3] ?? "", "admin");
    workspaces.member = inOrg(ids[4] ?? "", "member");
  });
  afterAll(async () => {
    await receiver?.close();
    await database?.close();
  });

  const open = () => ({ db: database.db, allowPrivate: true });
  const guarded = () => ({ db: database.db, allowPrivate: false });
  const input = (): EndpointInput => ({ url: receiver.url, eventTypes: ["member.added"] });

  it("lets owners and admins manage an organization's endpoints, and refuses a member 403", async () => {
    const made = await addEndpoint(open(), workspaces.admin, input());
    expect(made.secret).toMatch(/^whsec_/);
    expect((await listEndpoints(open(), workspaces.owner)).map((e) => e.id)).toContain(made.id);
    expect(JSON.stringify(await listEndpoints(open(), workspaces.owner))).not.toContain(
      made.secret,
    );
    for (const work of [
      () => listEndpoints(open(), workspaces.member),
      () => addEndpoint(open(), workspaces.member, input()),
      () => deleteEndpoint(open(), workspaces.member, made.id),
      () => rotateSecret(open(), workspaces.member, made.id),
    ]) {
      expect(await refusal(work)).toBe("ROLE_NOT_ALLOWED");
    }
    await deleteEndpoint(open(), workspaces.owner, made.id);
  });

  it("answers another workspace's endpoint 404, and bad input 400", async () => {
    const mine = await addEndpoint(open(), workspaces.personal, input());
    for (const work of [
      () => setEndpointEnabled(open(), workspaces.stranger, mine.id, false),
      () => deleteEndpoint(open(), workspaces.stranger, mine.id),
      () => rotateSecret(open(), workspaces.stranger, mine.id),
      () => sendTestEvent(open(), workspaces.stranger, mine.id),
      () => deliveryLog(open(), workspaces.stranger, mine.id),
      () => replayDelivery(open(), workspaces.stranger, "dlv_unknown"),
      () =>
        replayDeliveries(open(), workspaces.stranger, mine.id, {
          from: new Date(Date.now() - 3_600_000),
          to: new Date(),
        }),
    ]) {
      expect(await refusal(work)).toBe("NOT_FOUND");
    }
    for (const url of [
      "ftp://example.com/",
      "http://user:pw@example.com/",
      "not a url",
      "http://127.0.0.1:9/",
      "http://[::ffff:10.0.0.1]/",
      "http://169.254.169.254/latest/meta-data",
      "http://localhost/",
    ]) {
      expect(await refusal(addEndpoint(guarded(), workspaces.personal, { ...input(), url }))).toBe(
        "VALIDATION_ERROR",
      );
    }
    for (const bad of [
      { ...input(), eventTypes: [] },
      { ...input(), eventTypes: ["nothing.happened"] },
      { ...input(), eventTypes: ["webhook.test"] },
      { ...input(), description: "x".repeat(201) },
      { ...input(), extra: true },
    ]) {
      expect(endpointInput.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
      expect(await refusal(addEndpoint(open(), workspaces.personal, bad as EndpointInput))).toBe(
        "VALIDATION_ERROR",
      );
    }
    expect(recordId.safeParse("x".repeat(101)).success).toBe(false);
    await deleteEndpoint(open(), workspaces.personal, mine.id);
  });

  it("sends a test event, signs with both secrets after a rotation, and replays a delivery", async () => {
    const workspace = workspaces.personal;
    const made = await addEndpoint(open(), workspace, input());
    const worker = new WebhookDeliverer(
      { db: database.db, mailer: { send: async () => {} }, appName: "Timberline", appUrl: "" },
      { allowPrivate: true },
    );
    receiver.received.length = 0;
    const { messageId } = await sendTestEvent(open(), workspace, made.id);
    const rotated = await rotateSecret(open(), workspace, made.id);
    await worker.tick();
    const [request] = receiver.received;
    expect(request?.headers["webhook-id"]).toBe(messageId);
    expect(verifiedBy(made.secret, request ?? { headers: {}, body: "" }).type).toBe("webhook.test");
    verifiedBy(rotated.secret, request ?? { headers: {}, body: "" });

    const [delivery] = await deliveryLog(open(), workspace, made.id);
    expect(delivery).toMatchObject({
      messageId,
      eventType: "webhook.test",
      status: "succeeded",
      responseStatus: 200,
    });
    await replayDelivery(open(), workspace, delivery?.id ?? "");
    await worker.tick();
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([messageId, messageId]);

    await setEndpointEnabled(open(), workspace, made.id, false);
    expect(await sendTestEvent(open(), workspace, made.id)).toMatchObject({
      messageId: expect.stringMatching(/^msg_/),
    });
    expect(await worker.tick()).toBe(0);
    await deleteEndpoint(open(), workspace, made.id);
    expect(await listEndpoints(open(), workspace)).toEqual([]);
  });

  it("replays the failed deliveries of a time range only, and never a pending or claimed one", async () => {
    const workspace = workspaces.personal;
    const made = await addEndpoint(open(), workspace, input());
    const now = new Date("2030-01-10T12:00:00Z");
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const lease = new Date(now.getTime() + 60_000);
    /** Deliveries of `made`, each of its own message made at `createdAt`. */
    const seed = async (
      rows: { status: "pending" | "succeeded" | "failed"; createdAt: Date; claimedUntil?: Date }[],
    ) => {
      const ids = rows.map(() => randomUUID());
      await database.db.insert(webhookMessage).values(
        rows.map((row, i) => ({
          id: `msg_${ids[i]}`,
          userId: workspace.owner.id,
          eventType: "member.added",
          payload: {},
          createdAt: row.createdAt,
        })),
      );
      await database.db.insert(webhookDelivery).values(
        rows.map((row, i) => ({
          id: `dlv_${ids[i]}`,
          messageId: `msg_${ids[i]}`,
          endpointId: made.id,
          status: row.status,
          attempts: 7,
          nextAttemptAt: row.createdAt,
          claimedUntil: row.claimedUntil ?? null,
          createdAt: row.createdAt,
        })),
      );
      return ids.map((id) => `dlv_${id}`);
    };
    const rowsOf = (ids: string[]) =>
      database.db
        .select()
        .from(webhookDelivery)
        .where(inArray(webhookDelivery.id, ids))
        .orderBy(webhookDelivery.id);
    const [failedEarly, failedLate, ...untouched] = await seed([
      { status: "failed", createdAt: ago(60) },
      { status: "failed", createdAt: ago(1) },
      { status: "failed", createdAt: ago(61) },
      { status: "failed", createdAt: now },
      { status: "succeeded", createdAt: ago(30) },
      { status: "pending", createdAt: ago(30) },
      { status: "pending", createdAt: ago(20), claimedUntil: lease },
    ]);
    const claimed = untouched.at(-1) ?? "";
    const before = await rowsOf(untouched);
    const lastHour = { from: ago(60), to: now };

    expect(await replayDeliveries(open(), workspace, made.id, lastHour, now)).toEqual({
      replayed: 2,
      more: false,
    });
    expect(await rowsOf([failedEarly ?? "", failedLate ?? ""])).toEqual([
      expect.objectContaining({ status: "pending", attempts: 0, nextAttemptAt: now }),
      expect.objectContaining({ status: "pending", attempts: 0, nextAttemptAt: now }),
    ]);
    expect(await rowsOf(untouched)).toEqual(before);
    // Again, or one by one: what is pending stays as it is, its worker's claim included.
    expect(await replayDeliveries(open(), workspace, made.id, lastHour, now)).toEqual({
      replayed: 0,
      more: false,
    });
    expect(await replayDelivery(open(), workspace, claimed, now)).toEqual({
      id: claimed,
      replayed: false,
    });
    expect(await rowsOf(untouched)).toEqual(before);

    for (const range of [
      { from: now, to: now },
      { from: now, to: ago(60) },
      { from: ago(60), to: new Date(now.getTime() + 61_000) },
      { from: ago(32 * 24 * 60), to: now },
      { from: new Date(Number.NaN), to: now },
    ]) {
      expect(await refusal(replayDeliveries(open(), workspace, made.id, range, now))).toBe(
        "VALIDATION_ERROR",
      );
    }
    expect(
      await replayDeliveries(
        open(),
        workspace,
        made.id,
        { from: ago(31 * 24 * 60 - 0.5), to: new Date(now.getTime() + 30_000) },
        now,
      ),
    ).toEqual({ replayed: 2, more: false });
    // PostgreSQL has no year 0: a range before any delivery finds none rather than failing.
    const yearZero = {
      from: new Date("0000-01-01T00:00:00Z"),
      to: new Date("0000-01-02T00:00:00Z"),
    };
    expect(await replayDeliveries(open(), workspace, made.id, yearZero, now)).toEqual({
      replayed: 0,
      more: false,
    });
    expect(await refusal(replayDeliveries(open(), workspaces.member, made.id, lastHour, now))).toBe(
      "ROLE_NOT_ALLOWED",
    );

    // A long outage: a call queues REPLAY_BATCH, oldest first, and says that more remain.
    await seed(
      Array.from({ length: REPLAY_BATCH + 1 }, (_, i) => ({
        status: "failed" as const,
        createdAt: new Date(ago(24 * 60).getTime() + i),
      })),
    );
    const lastDay = { from: ago(24 * 60), to: now };
    expect(await replayDeliveries(open(), workspace, made.id, lastDay, now)).toEqual({
      replayed: REPLAY_BATCH,
      more: true,
    });
    expect(await replayDeliveries(open(), workspace, made.id, lastDay, now)).toEqual({
      replayed: 1,
      more: false,
    });
    await deleteEndpoint(open(), workspace, made.id);
  });
});
