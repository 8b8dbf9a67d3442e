import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { planBySlug } from "~/config/plans";
import type { Database } from "~/db/client.server";
import { apiKeyUsage, meterEventOutbox } from "~/db/schema";
import { createKey } from "~/server/api-keys/api-keys.server";
import { UsageRecorder } from "~/server/api-keys/usage.server";
import { MeterReporter } from "~/server/billing/metering.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import { type BillingTestApp, createBillingTestApp } from "../support/billing";
import { databaseKinds } from "../support/databases";
import { signedInPerson } from "../support/organizations";
import { callApi } from "../support/rest-api";

// Metered API usage (ADR 053): calls counted by the REST API are queued as meter events in the
// same statement as the counts, sent to Polar (the twin) in the background, and counted exactly
// once whatever the twin does: fail, lose its responses, or receive an event id again.

const starter = planBySlug("starter");
if (!starter) throw new Error("the catalogue has no starter plan");

describe.each(databaseKinds)("metered API usage (%s)", (kind) => {
  let billing: BillingTestApp;
  beforeAll(async () => {
    billing = await createBillingTestApp(kind);
  });
  afterAll(() => billing?.close());

  const runtime = () => billing.app.runtime;

  /** A person on the Starter plan at the twin, with an API key. */
  async function subscriber() {
    const person = await signedInPerson(billing.app);
    const polar = runtime().billing.polar;
    const checkout = await polar.checkouts.create({
      products: [starter?.productId as string],
      external_customer_id: person.id,
    });
    expect((await billing.twin.pay(checkout.id)).ok).toBe(true);
    await billing.twin.settled();
    const { key } = await createKey(runtime(), personalWorkspace(person.id));
    return { ...person, key };
  }

  async function call(key: string, times: number) {
    for (let i = 0; i < times; i++) {
      expect((await callApi(runtime(), "/api/v1/me", { bearer: key })).status).toBe(200);
    }
    await runtime().apiKeys.usage.flush();
  }

  async function consumed(externalCustomerId: string): Promise<number> {
    const meters = await runtime().billing.polar.customerMeters.list({
      external_customer_id: externalCustomerId,
    });
    return meters.items[0]?.consumed_units ?? 0;
  }

  async function unsent(externalCustomerId: string) {
    return runtime()
      .database.db.select()
      .from(meterEventOutbox)
      .where(
        sql`${meterEventOutbox.externalCustomerId} = ${externalCustomerId} and ${meterEventOutbox.sentAt} is null`,
      );
  }

  async function twinMetering(body: { fail_ingest?: boolean; lose_responses?: number }) {
    const response = await fetch(`${billing.twin.url}/_twin/metering`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  }

  it("queues the calls with their counts, keeps them while Polar fails, and sends them once it answers", async () => {
    const person = await subscriber();
    await call(person.key, 7);
    const queued = await unsent(person.id);
    expect(queued.reduce((sum, row) => sum + row.calls, 0)).toBe(7);

    await twinMetering({ fail_ingest: true });
    await expect(runtime().meterReporter.drain()).rejects.toThrow();
    expect((await unsent(person.id)).length).toBe(queued.length);
    expect(await consumed(person.id)).toBe(0);

    await twinMetering({ fail_ingest: false });
    await runtime().meterReporter.drain();
    expect(await unsent(person.id)).toEqual([]);
    expect(await consumed(person.id)).toBe(7);
    // Nothing is left to send: a second drain sends nothing and the meter stays.
    expect(await runtime().meterReporter.drain()).toBe(0);
    expect(await consumed(person.id)).toBe(7);
  });

  it("counts a batch delivered twice (its answer lost) once", async () => {
    const person = await subscriber();
    await call(person.key, 5);
    await twinMetering({ lose_responses: 1 });
    await expect(runtime().meterReporter.drain()).rejects.toThrow();
    expect(await unsent(person.id)).not.toEqual([]);
    await runtime().meterReporter.drain();
    expect(await unsent(person.id)).toEqual([]);
    expect(await consumed(person.id)).toBe(5);
  });

  it("absorbs a replayed event id, sent again by the product or by anyone", async () => {
    const person = await subscriber();
    await call(person.key, 3);
    await runtime().meterReporter.drain();
    const [row] = await runtime()
      .database.db.select()
      .from(meterEventOutbox)
      .where(eq(meterEventOutbox.externalCustomerId, person.id));
    if (!row) throw new Error("no event was queued");

    const replay = await runtime().billing.polar.events.ingest({
      events: [
        {
          name: "api_call",
          external_customer_id: person.id,
          external_id: row.id,
          metadata: { calls: row.calls },
        },
      ],
    });
    expect(replay).toEqual({ inserted: 0, duplicates: 1 });
    // The row marked unsent again, as if its marking had been lost: sent again, absorbed.
    await runtime()
      .database.db.update(meterEventOutbox)
      .set({ sentAt: null })
      .where(eq(meterEventOutbox.id, row.id));
    await runtime().meterReporter.drain();
    expect(await consumed(person.id)).toBe(3);
  });

  it("drains in the background with backoff while Polar fails, then stops cleanly", async () => {
    const person = await subscriber();
    const reporter = new MeterReporter(runtime().database.db, runtime().billing.polar, {
      intervalMs: 10,
      backoffMs: 10,
      maxBackoffMs: 40,
    });
    onTestFinished(() => reporter.stop());
    await twinMetering({ fail_ingest: true });
    await call(person.key, 4);
    reporter.start();
    await expect.poll(() => reporter.failing).toBeGreaterThanOrEqual(2);
    expect(await consumed(person.id)).toBe(0);

    await twinMetering({ fail_ingest: false });
    await expect.poll(() => consumed(person.id)).toBe(4);
    await expect.poll(() => reporter.failing).toBe(0);

    // A send under way when the worker stops is finished and marked, not abandoned.
    billing.twin.setLatency(150);
    await call(person.key, 2);
    await expect.poll(() => twinHeld()).toBeGreaterThan(0);
    await reporter.stop();
    billing.twin.setLatency(0);
    expect(await unsent(person.id)).toEqual([]);
    expect(await consumed(person.id)).toBe(6);

    // Stopped: what is counted now stays queued for the next worker.
    await call(person.key, 1);
    expect((await unsent(person.id)).length).toBe(1);
    await runtime().meterReporter.drain();
    expect(await consumed(person.id)).toBe(7);
  });

  async function twinHeld(): Promise<number> {
    const state = (await (await fetch(`${billing.twin.url}/_twin/state`)).json()) as {
      held: number;
    };
    return state.held;
  }

  it("counts a flush whose commit succeeded but whose answer was lost once", async () => {
    const person = await signedInPerson(billing.app);
    const { id } = await createKey(runtime(), personalWorkspace(person.id));
    const real = runtime().database.db;
    let lost = false;
    // The first statement commits, then the connection drops before its response arrives.
    const flaky = new Proxy(real, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return async (query: Parameters<Database["execute"]>[0]) => {
          const result = await target.execute(query);
          if (!lost) {
            lost = true;
            throw new Error("connection lost");
          }
          return result;
        };
      },
    });
    const recorder = new UsageRecorder(flaky);
    for (let i = 0; i < 3; i++) recorder.record(id, { kind: "user", id: person.id });
    await expect(recorder.flush()).rejects.toThrow("connection lost");
    await recorder.flush();
    const [usage] = await real.select().from(apiKeyUsage).where(eq(apiKeyUsage.keyId, id));
    expect(usage?.count).toBe(3);
    const events = await real.select().from(meterEventOutbox).where(eq(meterEventOutbox.keyId, id));
    expect(events.map((event) => event.calls)).toEqual([3]);
  });

  it("shows the period's calls against the plan, reconciled with Polar's meter, and bills the overage on the twin's invoice", async () => {
    const person = await subscriber();
    await call(person.key, 3);
    await runtime().meterReporter.drain();
    // Calls Polar holds that the product no longer counts (a deleted key's): Polar's meter wins.
    const included = starter?.entitlements.apiCallsIncluded ?? 0;
    await runtime().billing.polar.events.ingest({
      events: [
        {
          name: "api_call",
          external_customer_id: person.id,
          external_id: `elsewhere-${person.id}`,
          metadata: { calls: included },
        },
      ],
    });
    const overage = { calls: 3, amount: 0, per1000Calls: starter?.meteredPrice?.per1000Calls };
    const owner = { kind: "user" as const, id: person.id };
    expect(await runtime().metering.periodUsage(owner)).toMatchObject({
      included,
      counted: 3,
      queued: 0,
      used: included + 3,
      source: "polar",
      polar: { consumed: included + 3, credited: included },
      overage,
    });
    // The API states the calls as billed and what they cost, and none of the counts behind them.
    const response = await callApi(runtime(), "/api/v1/entitlements", { bearer: person.key });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.usage).toMatchObject({ apiCalls: included + 3, overage });
    expect(Object.keys(body).sort()).toEqual(["limits", "plan", "usage"]);

    const invoice = await fetch(
      `${billing.twin.url}/_twin/upcoming-invoice?external_customer_id=${person.id}`,
    );
    expect(invoice.status).toBe(200);
    const upcoming = await invoice.json();
    expect(upcoming.meter).toEqual({
      consumed_units: included + 3,
      credited_units: included,
      overage: 3,
    });
    expect(upcoming.lines).toHaveLength(2);
    expect(upcoming.lines[1]).toMatchObject({ metered: true, amount: 0 });
  });

  it("answers a free workspace's usage from the product's own count", async () => {
    const person = await signedInPerson(billing.app);
    const { key } = await createKey(runtime(), personalWorkspace(person.id));
    await call(key, 2);
    const overage = { calls: 0, amount: 0, per1000Calls: null };
    const owner = { kind: "user" as const, id: person.id };
    expect(await runtime().metering.periodUsage(owner)).toMatchObject({
      used: 2,
      counted: 2,
      queued: 2,
      source: "product",
      polar: null,
      overage,
    });
    const response = await callApi(runtime(), "/api/v1/entitlements", { bearer: key });
    expect((await response.json()).usage).toMatchObject({ apiCalls: 2, overage });
  });
});
