import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { subscription, webhookEvent } from "~/db/schema";
import { createCheckout } from "~/server/billing/checkout.server";
import { retryUnprocessedEvents } from "~/server/billing/webhooks.server";
import {
  type BillingTestApp,
  createBillingTestApp,
  newWebhookSecret,
  payCheckout,
} from "../support/billing";
import { databaseKinds, storageKinds } from "../support/databases";
import { uniqueEmail } from "../support/test-app";

// Events here are signed by the Standard Webhooks reference package, not by the product or the
// twin, and sent over HTTP to the product's endpoint.

type PolarSubscriptionJson = {
  id: string;
  modified_at: string | null;
  cancel_at_period_end: boolean;
  status: string;
  customer: { external_id: string | null };
};

/** The calls the tests make, on the app `envOf` answers once the describe has made it. */
function webhookCalls(envOf: () => BillingTestApp) {
  const db = () => envOf().app.runtime.database.db;

  function signed(
    body: string,
    options: { secret?: string | Uint8Array; id?: string; at?: Date } = {},
  ) {
    const id = options.id ?? `msg_${randomUUID()}`;
    const at = options.at ?? new Date();
    const secret = options.secret ?? envOf().secret;
    // A Uint8Array is the raw HMAC key (Polar's older form); a string is "whsec_<base64>".
    const signer = new Webhook(
      secret,
      secret instanceof Uint8Array ? { format: "raw" } : undefined,
    );
    const signature = signer.sign(id, at, body);
    return {
      id,
      headers: {
        "content-type": "application/json",
        "webhook-id": id,
        "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
        "webhook-signature": signature,
      },
    };
  }

  async function post(body: string, headers: Record<string, string>) {
    return fetch(envOf().webhookUrl, { method: "POST", body, headers });
  }

  async function inboxRow(id: string) {
    const [row] = await db().select().from(webhookEvent).where(eq(webhookEvent.id, id));
    return row;
  }

  /** A user with a paid subscription, and the twin's JSON of it. */
  async function paidSubscription(): Promise<{ userId: string; polar: PolarSubscriptionJson }> {
    const email = uniqueEmail();
    await envOf().app.signIn(email);
    const user = await envOf().app.userByEmail(email);
    if (!user) throw new Error("no user");
    const { url } = await createCheckout(
      envOf().app.runtime.billing,
      { kind: "user", id: user.id },
      { email },
      { slug: PLANS[0]?.slug ?? "" },
    );
    await payCheckout(url, email);
    await envOf().twin.settled();
    const polar = (envOf().twin.subscriptions() as PolarSubscriptionJson[]).find(
      (s) => s.customer.external_id === user.id,
    );
    if (!polar) throw new Error("the twin has no subscription for the user");
    return { userId: user.id, polar };
  }

  /** The subscription as Polar would send it after a change made `aheadMs` from now. */
  function changedLater(
    polar: PolarSubscriptionJson,
    change: Partial<PolarSubscriptionJson>,
    aheadMs = 60_000,
  ) {
    return { ...polar, ...change, modified_at: new Date(Date.now() + aheadMs).toISOString() };
  }

  function event(type: string, data: unknown): string {
    return JSON.stringify({ type, timestamp: new Date().toISOString(), data });
  }

  async function rowOf(polarId: string) {
    const [row] = await db()
      .select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionId, polarId));
    return row;
  }

  return { db, signed, post, inboxRow, paidSubscription, changedLater, event, rowOf };
}

describe.each(storageKinds)("the Polar webhook endpoint (%s)", (kind) => {
  let env: BillingTestApp;
  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  });
  afterAll(() => env?.close());

  const { signed, post, inboxRow, paidSubscription, changedLater, event, rowOf } = webhookCalls(
    () => env,
  );

  it("accepts Polar's older key form: the UTF-8 bytes of the whole secret", async () => {
    const { polar } = await paidSubscription();
    const changed = changedLater(polar, { cancel_at_period_end: true });
    const body = event("subscription.updated", changed);
    const legacyKey = new TextEncoder().encode(env.secret);
    const response = await post(body, signed(body, { secret: legacyKey }).headers);
    expect(response.status).toBe(200);
    expect((await rowOf(polar.id))?.cancelAtPeriodEnd).toBe(true);
  });

  it("refuses a bad signature, another secret, a stale or future timestamp and missing headers, storing nothing", async () => {
    const { polar } = await paidSubscription();
    const changed = changedLater(polar, { status: "canceled" });
    const body = event("subscription.updated", changed);
    const attempts: { id: string; headers: Record<string, string> }[] = [
      signed(body, { secret: newWebhookSecret() }),
      signed(body, { at: new Date(Date.now() - 400_000) }),
      signed(body, { at: new Date(Date.now() + 400_000) }),
      (() => {
        const good = signed(body);
        return { id: good.id, headers: { ...good.headers, "webhook-signature": "v1,AAAA" } };
      })(),
      (() => {
        const good = signed(body);
        return {
          id: good.id,
          headers: { "content-type": "application/json", "webhook-id": good.id },
        };
      })(),
    ];
    for (const { id, headers } of attempts) {
      const response = await post(body, headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: "INVALID_SIGNATURE",
        message: "Invalid webhook signature",
      });
      expect(await inboxRow(id)).toBeUndefined();
    }
    // A body changed after signing is refused too.
    const { headers } = signed(body);
    const tampered = body.replace('"canceled"', '"active"');
    expect((await post(tampered, headers)).status).toBe(403);
    expect((await rowOf(polar.id))?.status).toBe("active");
  });

  it("answers a signed but malformed event with 400 and a signed unknown kind with 202", async () => {
    const garbage = "{not json";
    const bad = signed(garbage);
    const refused = await post(garbage, bad.headers);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: "Invalid body parameters",
    });
    expect(await inboxRow(bad.id)).toBeUndefined();

    const wrongShape = event("subscription.updated", { id: 42 });
    const shape = signed(wrongShape);
    expect((await post(wrongShape, shape.headers)).status).toBe(400);

    const unknown = event("something.new", { id: "x" });
    const other = signed(unknown);
    const ignored = await post(unknown, other.headers);
    expect(ignored.status).toBe(202);
    expect(await inboxRow(other.id)).toBeUndefined();
  });

  it("refuses a body over 1 MB before reading its signature", async () => {
    const body = JSON.stringify({ type: "subscription.updated", data: "x".repeat(1_100_000) });
    const response = await post(body, signed(body).headers);
    expect(response.status).toBe(413);
  });
});

// An event is stored once by an insert that may conflict, and a snapshot written by an upsert
// whose condition compares times: SQL where the engines can differ.
describe.each(databaseKinds)("the Polar webhook endpoint's inbox (%s)", (kind) => {
  let env: BillingTestApp;
  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  });
  afterAll(() => env?.close());

  const { db, signed, post, inboxRow, paidSubscription, changedLater, event, rowOf } = webhookCalls(
    () => env,
  );

  it("applies a correctly signed event once, however often it is delivered", async () => {
    const { polar } = await paidSubscription();
    const changed = changedLater(polar, { cancel_at_period_end: true });
    const body = event("subscription.updated", changed);
    const { id, headers } = signed(body);
    for (let i = 0; i < 10; i++) {
      const response = await post(body, headers);
      expect(response.status).toBe(200);
    }
    expect(await rowOf(polar.id)).toMatchObject({ status: "cancelled", cancelAtPeriodEnd: true });
    expect(await inboxRow(id)).toMatchObject({ processedAt: expect.any(Date), lastError: null });
    expect(await db().select().from(webhookEvent).where(eq(webhookEvent.id, id))).toHaveLength(1);
  });

  it("never lets an older snapshot overwrite a newer one", async () => {
    const { polar } = await paidSubscription();
    const newer = changedLater(polar, { cancel_at_period_end: true }, 120_000);
    const older = changedLater(polar, { cancel_at_period_end: false });
    const ids: string[] = [];
    for (const snapshot of [newer, older]) {
      const body = event("subscription.updated", snapshot);
      const { id, headers } = signed(body);
      ids.push(id);
      expect((await post(body, headers)).status).toBe(200);
    }
    expect(await rowOf(polar.id)).toMatchObject({ cancelAtPeriodEnd: true, status: "cancelled" });
    // The older one is kept as processed, and says why it changed nothing.
    expect(await inboxRow(ids[1] ?? "")).toMatchObject({
      processedAt: expect.any(Date),
      lastError: "stale",
    });
  });

  it("writes nothing for an owner that does not exist, and notes why in the inbox", async () => {
    const { polar } = await paidSubscription();
    const stranger = changedLater(polar, {
      id: `sub_${randomUUID()}`,
      customer: { external_id: randomUUID() },
    });
    const body = event("subscription.created", stranger);
    const { id, headers } = signed(body);
    expect((await post(body, headers)).status).toBe(200);
    expect(await rowOf(stranger.id)).toBeUndefined();
    expect(await inboxRow(id)).toMatchObject({
      processedAt: expect.any(Date),
      lastError: "unknown-owner",
    });
  });

  it("retries an event left unprocessed, and applies it once", async () => {
    const { polar } = await paidSubscription();
    const changed = changedLater(polar, { cancel_at_period_end: true });
    const id = `msg_${randomUUID()}`;
    await db()
      .insert(webhookEvent)
      .values({
        id,
        type: "subscription.updated",
        payload: { type: "subscription.updated", data: changed },
        attempts: 1,
        lastError: "database was down",
      });
    expect(await retryUnprocessedEvents(env.app.runtime.billing)).toBeGreaterThanOrEqual(1);
    expect((await inboxRow(id))?.processedAt).toBeInstanceOf(Date);
    expect((await rowOf(polar.id))?.cancelAtPeriodEnd).toBe(true);
    expect(await retryUnprocessedEvents(env.app.runtime.billing)).toBe(0);
  });
});
