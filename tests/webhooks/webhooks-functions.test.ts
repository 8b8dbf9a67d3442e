import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveServerPerSuite, signInOverHttp } from "../support/live-server";
import { pollUntil } from "../support/rest-api";
import { callServerFn } from "../support/server-fn";
import { uniqueEmail } from "../support/test-app";
import { startWebhookReceiver, verifiedBy } from "../support/webhook-receiver";

// The webhooks screen's server functions (ADR 083) on the built server over HTTP, as the browser
// calls them: an endpoint on a loopback receiver (private addresses are allowed outside
// production) gets a signed test event, which the log shows and a replay sends again (a range
// replay, only what failed); the secret is answered only when made or rotated; bad input is a
// 400, another's ids a 404.

const WEBHOOKS = "src/server/webhooks/webhooks.functions.ts";

interface Endpoint {
  id: string;
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
}

interface Delivery {
  id: string;
  eventType: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
}

describe("the webhooks screen's server functions over HTTP", () => {
  const serverUrl = liveServerPerSuite();
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let url: string;
  let cookie: string;
  beforeAll(async () => {
    url = serverUrl();
    receiver = await startWebhookReceiver();
    cookie = await signInOverHttp(url, uniqueEmail());
  });
  afterAll(() => receiver?.close());

  const call = (name: string, data?: unknown, as = cookie) =>
    callServerFn(url, {
      method: name.startsWith("get") ? "GET" : "POST",
      file: WEBHOOKS,
      name,
      cookie: as,
      data,
    });
  /** The call's value, once it answered 200. */
  const value = async <T>(name: string, data?: unknown): Promise<T> => {
    const answered = await call(name, data);
    expect(answered.status, answered.error).toBe(200);
    return answered.value as T;
  };
  const deliveriesOf = (endpointId: string) =>
    value<Delivery[]>("getWebhookDeliveries", { endpointId });
  /** Waits for the worker (every 2 s) to have delivered `count` requests. */
  const receivedCount = async (count: number) => {
    await pollUntil(async () => receiver.received.length >= count, 10_000);
    expect(receiver.received).toHaveLength(count);
    return receiver.received[count - 1] as (typeof receiver.received)[number];
  };

  it("makes, lists, tests, logs, replays and rotates an endpoint; refuses bad input and others' ids", async () => {
    const made = await value<{ id: string; secret: string }>("createWebhookEndpoint", {
      url: receiver.url,
      description: "Orders service",
      eventTypes: ["member.added", "subscription.created"],
    });
    expect(made.secret).toMatch(/^whsec_/);

    const listed = await value<Endpoint[]>("getWebhookEndpoints");
    expect(listed).toEqual([
      expect.objectContaining({
        id: made.id,
        url: receiver.url,
        description: "Orders service",
        eventTypes: ["member.added", "subscription.created"],
        enabled: true,
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    expect(listed[0]).not.toHaveProperty("secret");

    const { messageId } = await value<{ messageId: string }>("sendWebhookTestEvent", {
      endpointId: made.id,
    });
    const tested = await receivedCount(1);
    expect(tested.headers["webhook-id"]).toBe(messageId);
    expect(verifiedBy(made.secret, tested)).toMatchObject({
      type: "webhook.test",
      data: { endpointId: made.id },
    });

    let log: Delivery[] = [];
    await pollUntil(async () => {
      log = await deliveriesOf(made.id);
      return log[0]?.status === "succeeded";
    }, 5_000);
    // The log holds the exchange: the body as the receiver got it, and what it answered.
    expect(log).toEqual([
      expect.objectContaining({
        eventType: "webhook.test",
        status: "succeeded",
        attempts: 1,
        responseStatus: 200,
        requestBody: tested.body,
        responseBody: "ok",
      }),
    ]);
    const delivery = log[0] as Delivery;
    // The dev page's JSON lists it too, with the body as sent and never a secret.
    const local = (await (await fetch(`${url}/dev/webhooks/deliveries`)).json()) as {
      id: string;
      status: string;
      body: string;
    }[];
    const shown = local.find((row) => row.id === delivery.id);
    expect(shown).toMatchObject({ status: "succeeded" });
    expect(JSON.parse(shown?.body ?? "{}")).toMatchObject({ type: "webhook.test" });
    expect(JSON.stringify(local)).not.toContain(made.secret);

    expect(await value("replayWebhookDelivery", { deliveryId: delivery.id })).toEqual({
      id: delivery.id,
      replayed: true,
    });
    const replayed = await receivedCount(2);
    expect(replayed.headers["webhook-id"]).toBe(messageId);
    expect(verifiedBy(made.secret, replayed).type).toBe("webhook.test");

    // A range resends only what failed: this endpoint's one delivery succeeded.
    const lastHour = {
      endpointId: made.id,
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date().toISOString(),
    };
    await pollUntil(async () => (await deliveriesOf(made.id))[0]?.status === "succeeded", 5_000);
    expect(await value("replayWebhookDeliveries", lastHour)).toEqual({ replayed: 0, more: false });
    for (const input of [
      { ...lastHour, from: lastHour.to, to: lastHour.from },
      { ...lastHour, from: "2020-01-01T00:00:00Z" },
      { ...lastHour, to: "yesterday" },
      { endpointId: made.id, from: lastHour.from },
    ]) {
      const refused = await call("replayWebhookDeliveries", input);
      expect(refused.status, JSON.stringify(input)).toBe(400);
      expect(refused.value).toMatchObject({ code: "VALIDATION_ERROR" });
    }

    // A rotated secret is answered once; for 24 hours both sign every delivery.
    const rotated = await value<{ secret: string; previousSecretEndsAt: string }>(
      "rotateWebhookSecret",
      { endpointId: made.id },
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(made.secret);
    const overlapHours = (Date.parse(rotated.previousSecretEndsAt) - Date.now()) / 3_600_000;
    expect(Math.round(overlapHours)).toBe(24);
    expect(JSON.stringify(await value("getWebhookEndpoints"))).not.toContain(rotated.secret);
    await value("sendWebhookTestEvent", { endpointId: made.id });
    const afterRotation = await receivedCount(3);
    expect(verifiedBy(rotated.secret, afterRotation).type).toBe("webhook.test");
    expect(verifiedBy(made.secret, afterRotation).type).toBe("webhook.test");

    for (const input of [
      { url: "ftp://example.com/hooks", eventTypes: ["member.added"] },
      { url: "not a url", eventTypes: ["member.added"] },
      { url: receiver.url, eventTypes: ["member.exploded"] },
      { url: receiver.url, eventTypes: ["webhook.test"] },
      { url: receiver.url, eventTypes: [] },
    ]) {
      const refused = await call("createWebhookEndpoint", input);
      expect(refused.status, JSON.stringify(input)).toBe(400);
      expect(refused.value).toMatchObject({ code: "VALIDATION_ERROR" });
    }

    const other = await signInOverHttp(url, uniqueEmail());
    for (const [name, data] of [
      ["getWebhookDeliveries", { endpointId: made.id }],
      ["sendWebhookTestEvent", { endpointId: made.id }],
      ["rotateWebhookSecret", { endpointId: made.id }],
      ["setWebhookEndpointEnabled", { endpointId: made.id, enabled: false }],
      ["deleteWebhookEndpoint", { endpointId: made.id }],
      ["replayWebhookDelivery", { deliveryId: delivery.id }],
      ["replayWebhookDeliveries", lastHour],
    ] as const) {
      const refused = await call(name, data, other);
      expect(refused.status, name).toBe(404);
      expect(refused.value).toMatchObject({ code: "NOT_FOUND" });
    }
    expect(await call("getWebhookEndpoints", undefined, other)).toMatchObject({
      status: 200,
      value: [],
    });

    // The owner's endpoint is untouched by all that: still enabled, and deleted by its owner.
    expect(await value<Endpoint[]>("getWebhookEndpoints")).toMatchObject([{ enabled: true }]);
    await value("deleteWebhookEndpoint", { endpointId: made.id });
    expect(await value<Endpoint[]>("getWebhookEndpoints")).toEqual([]);
  });
});
