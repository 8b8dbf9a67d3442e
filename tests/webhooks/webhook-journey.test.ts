import type { OpenAPI3 } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "~/lib/webhook-events";
import { createCheckout } from "~/server/billing/checkout.server";
import type { WebhookEventData } from "~/server/webhooks/catalogue";
import { createEndpoint } from "~/server/webhooks/endpoints.server";
import { webhookSchemaName } from "~/server/webhooks/openapi.server";
import { emitEvent } from "~/server/webhooks/outbox.server";
import type { Owner } from "~/server/workspaces/workspace.server";
import { Contract } from "../support/api-contract";
import { servedDocument } from "../support/api-types";
import { type BillingTestApp, createBillingTestApp, payCheckout } from "../support/billing";
import { storageKinds } from "../support/databases";
import { uniqueEmail } from "../support/test-app";
import { startWebhookReceiver, verifiedBy } from "../support/webhook-receiver";

// The webhook journey of issue 44: a checkout on the Polar twin reaches a customer's endpoint as
// a signed `subscription.created`; and every event of the catalogue is in the REST API's
// OpenAPI document, where what the product really sends validates against its schema.

/** A payload of each type, as the product's callers would pass it. */
function sampleData(owner: Owner): { [T in WebhookEventType]: WebhookEventData<T> } {
  const subscription = {
    workspace: owner,
    id: "sub_sample",
    plan: "pro",
    status: "active" as const,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: "2030-01-31T00:00:00.000Z",
  };
  const member = { workspace: owner, userId: "user_sample", role: "member" };
  const invitation = { workspace: owner, id: "inv_sample", email: "a@example.com", role: "admin" };
  const key = { workspace: owner, id: "key_sample", name: "CI", start: "tl_abc" };
  return {
    "subscription.created": subscription,
    "subscription.updated": subscription,
    "subscription.canceled": { ...subscription, cancelAtPeriodEnd: true },
    "member.added": member,
    "member.removed": member,
    "member.role_changed": { ...member, previousRole: "admin" },
    "invitation.created": { ...invitation, expiresAt: "2030-01-02T00:00:00.000Z" },
    "invitation.accepted": { ...invitation, userId: "user_sample" },
    "api_key.created": key,
    "api_key.deleted": { ...key, name: null },
    "api_key.rolled": { ...key, previousKeyEndsAt: "2030-01-02T00:00:00.000Z" },
    "usage.threshold_reached": {
      workspace: owner,
      threshold: 80,
      used: 800,
      included: 1000,
      periodStart: "2030-01-01T00:00:00.000Z",
      periodEnd: "2030-02-01T00:00:00.000Z",
    },
    "webhook.test": { workspace: owner, endpointId: "ep_sample" },
  };
}

describe.each(storageKinds)("webhook journey on %s", (kind) => {
  let env: BillingTestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let contract: Contract;
  let document: OpenAPI3;

  beforeAll(async () => {
    env = await createBillingTestApp(kind);
    receiver = await startWebhookReceiver();
    document = await servedDocument(env.app.runtime);
    contract = new Contract(document);
  });
  afterAll(async () => {
    await receiver?.close();
    await env?.close();
  });

  async function signedInOwner(): Promise<{ owner: Owner & { kind: "user" }; email: string }> {
    const email = uniqueEmail();
    await env.app.signIn(email);
    const user = await env.app.userByEmail(email);
    if (!user) throw new Error("no user");
    return { owner: { kind: "user", id: user.id }, email };
  }

  /** Sends what is due and parses what the receiver got, verified by both libraries. */
  async function deliver(secret: string) {
    receiver.received.length = 0;
    await env.app.runtime.webhooks.tick();
    return receiver.received.map(
      (request) =>
        verifiedBy(secret, request) as { type: WebhookEventType; data: Record<string, unknown> },
    );
  }

  it("sends subscription.created after a checkout on the twin", async () => {
    const { owner, email } = await signedInOwner();
    const endpoint = await createEndpoint(env.app.runtime.database.db, owner, {
      url: receiver.url,
      eventTypes: ["subscription.created"],
    });
    const plan = PLANS.find((candidate) => !candidate.trial && !candidate.seats);
    const { url } = await createCheckout(
      env.app.runtime.billing,
      owner,
      { email },
      { slug: plan?.slug ?? "" },
    );
    await payCheckout(url, email);
    await env.twin.settled();

    const events = await deliver(endpoint.secret);
    expect(events.map((event) => event.type)).toEqual(["subscription.created"]);
    expect(events[0]?.data).toMatchObject({ workspace: owner, plan: plan?.slug, status: "active" });
    expect(contract.webhookProblems("subscription.created", events[0])).toEqual([]);
    // The reconciler's pass reads the same snapshot again: nothing new to tell.
    expect(await deliver(endpoint.secret)).toEqual([]);
  });

  it("publishes every event of the catalogue, and what is sent validates against it", async () => {
    const schemas = document.components?.schemas ?? {};
    for (const type of WEBHOOK_EVENT_TYPES) {
      const item = document.webhooks?.[type] as { post?: { requestBody?: unknown } } | undefined;
      const body = item?.post?.requestBody;
      expect(body, type).toMatchObject({
        content: {
          "application/json": {
            schema: { $ref: `#/components/schemas/${webhookSchemaName(type)}` },
          },
        },
      });
      expect(schemas[webhookSchemaName(type)], type).toBeDefined();
    }
    expect(Object.keys(document.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());

    const { owner } = await signedInOwner();
    const endpoint = await createEndpoint(env.app.runtime.database.db, owner, {
      url: receiver.url,
      eventTypes: WEBHOOK_EVENT_TYPES.filter((type) => type !== "webhook.test"),
    });
    const samples = sampleData(owner);
    const db = env.app.runtime.database.db;
    for (const type of WEBHOOK_EVENT_TYPES) {
      const only = type === "webhook.test" ? endpoint.id : undefined;
      expect(await emitEvent({ db }, owner, type, samples[type] as never, only)).toMatch(/^msg_/);
    }
    const events = await deliver(endpoint.secret);
    expect(events.map((event) => event.type).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const event of events) {
      expect(contract.webhookProblems(event.type, event), event.type).toEqual([]);
      expect(contract.webhookProblems(event.type, { ...event, data: {} }), event.type).not.toEqual(
        [],
      );
    }
  });
});
