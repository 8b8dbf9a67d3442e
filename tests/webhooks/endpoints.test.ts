import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { organization, user } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import { WebhookDeliverer } from "~/server/webhooks/delivery.server";
import {
  addEndpoint,
  deleteEndpoint,
  deliveryLog,
  type EndpointInput,
  endpointInput,
  listEndpoints,
  recordId,
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
// workspace's endpoint, and the test event, rotation and replay end to end on a receiver.

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
});
