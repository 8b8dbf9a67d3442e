import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { models } from "@polar-sh/sdk/2026-10";
import { z } from "zod";
import type { TwinLedger } from "./billing.server";
import { notFound, validationError } from "./errors.server";
import { parse, readJson, sendJson } from "./http.server";
import { ORGANIZATION_ID, page, stableUuid } from "./serialize.server";
import type { TwinProduct } from "./types.server";

// Polar's usage billing as the product uses it: events ingested (deduplicated by external_id),
// one meter summing the `calls` of `api_call` events, each subscriber's customer meter for the
// current period (the plan's included calls credited), and the metered charge on the upcoming
// invoice. Controls make ingestion fail or lose its responses, for tests.

/** The one meter the twin knows: what src/server/billing/metering.server.ts reports. */
const API_CALLS_METER_ID = stableUuid("polar-twin meter api_call");
const METER_CREATED_AT = "2025-01-01T00:00:00.000Z";

interface EventRecord {
  id: string;
  external_id: string | null;
  name: string;
  timestamp: string;
  customer_id: string | null;
  external_customer_id: string | null;
  metadata: Record<string, unknown>;
}

/** How ingestion behaves right now; POST /_twin/metering changes it. */
export interface MeteringConditions {
  /** Every ingest answers 500 and stores nothing. */
  failIngest: boolean;
  /** The next n ingests are stored, then answered 502: the sender delivers them again. */
  loseResponses: number;
}

const eventCreate = z
  .object({
    name: z.string().min(1).max(128),
    timestamp: z.iso.datetime({ offset: true }).optional(),
    organization_id: z.string().nullish(),
    external_id: z.string().min(1).nullish(),
    parent_id: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    customer_id: z.string().optional(),
    external_customer_id: z.string().min(1).optional(),
    member_id: z.string().nullish(),
    external_member_id: z.string().nullish(),
  })
  .refine(
    (event) => (event.customer_id === undefined) !== (event.external_customer_id === undefined),
    {
      path: ["customer_id"],
      message: "Give either customer_id or external_customer_id.",
    },
  );
const eventsIngest = z.object({ events: z.array(eventCreate).max(1000) });
const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  customer_id: z.string().optional(),
  external_customer_id: z.string().optional(),
  meter_id: z.string().optional(),
});

export class Metering {
  private readonly events: EventRecord[];
  private readonly byExternalId = new Map<string, EventRecord>();
  readonly conditions: MeteringConditions = { failIngest: false, loseResponses: 0 };

  constructor(
    private readonly billing: TwinLedger,
    private readonly products: TwinProduct[],
    private readonly file: string | undefined,
  ) {
    this.events =
      file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as EventRecord[]) : [];
    for (const event of this.events) {
      if (event.external_id) this.byExternalId.set(event.external_id, event);
    }
  }

  /** POST /v1/events/ingest: an event whose external_id is known is a duplicate, skipped. */
  ingest(body: z.infer<typeof eventsIngest>): models.EventsIngestResponse {
    let inserted = 0;
    let duplicates = 0;
    for (const input of body.events) {
      if (input.external_id && this.byExternalId.has(input.external_id)) {
        duplicates++;
        continue;
      }
      if (input.customer_id !== undefined) this.billing.customerRecord(input.customer_id);
      const event: EventRecord = {
        id: randomUUID(),
        external_id: input.external_id ?? null,
        name: input.name,
        timestamp: input.timestamp ?? this.billing.now().toISOString(),
        customer_id: input.customer_id ?? null,
        external_customer_id: input.external_customer_id ?? null,
        metadata: input.metadata ?? {},
      };
      this.events.push(event);
      if (event.external_id) this.byExternalId.set(event.external_id, event);
      inserted++;
    }
    this.save();
    return { inserted, duplicates };
  }

  meter(): models.Meter {
    return {
      id: API_CALLS_METER_ID,
      created_at: METER_CREATED_AT,
      modified_at: null,
      name: "API calls",
      unit: "scalar",
      custom_label: null,
      custom_multiplier: null,
      metadata: {},
      filter: {
        conjunction: "and",
        clauses: [{ property: "name", operator: "eq", value: "api_call" }],
      },
      aggregation: { func: "sum", property: "calls" },
      organization_id: ORGANIZATION_ID,
      archived_at: null,
    };
  }

  /** The meter's sum over one customer's events from `start` (included) to `end` (excluded). */
  consumed(
    customer: { id: string; external_id?: string | null },
    start: string,
    end: string,
  ): number {
    const from = Date.parse(start);
    const to = Date.parse(end);
    let units = 0;
    for (const event of this.events) {
      if (event.name !== "api_call") continue;
      const mine =
        event.customer_id === customer.id ||
        (!!customer.external_id && event.external_customer_id === customer.external_id);
      const at = Date.parse(event.timestamp);
      if (!mine || at < from || at >= to) continue;
      const calls = event.metadata.calls;
      if (typeof calls === "number" && Number.isFinite(calls)) units += calls;
    }
    return units;
  }

  /** One customer meter per subscription to a product with a metered price, for its period. */
  customerMeters(filter: { customer_id?: string; external_customer_id?: string }) {
    const meters: models.CustomerMeter[] = [];
    for (const subscription of this.billing.allSubscriptions() as models.Subscription[]) {
      const metered = this.meteredOf(subscription);
      if (!metered || !["active", "trialing", "past_due"].includes(subscription.status)) continue;
      const customer = subscription.customer;
      if (filter.customer_id && customer.id !== filter.customer_id) continue;
      if (filter.external_customer_id && customer.external_id !== filter.external_customer_id) {
        continue;
      }
      const consumed = this.consumed(
        customer,
        subscription.current_period_start,
        subscription.current_period_end ?? this.billing.now().toISOString(),
      );
      meters.push({
        id: stableUuid(`customer meter ${subscription.id}`),
        created_at: subscription.created_at,
        modified_at: null,
        customer_id: customer.id,
        meter_id: API_CALLS_METER_ID,
        consumed_units: consumed,
        credited_units: metered.unitsIncluded,
        balance: metered.unitsIncluded - consumed,
        customer: this.billing.getCustomer(customer.id),
        meter: this.meter(),
      });
    }
    return meters;
  }

  /** The next invoice of a customer's subscription: its price and the calls over the credit. */
  upcomingInvoice(externalCustomerId: string) {
    const subscription = (this.billing.allSubscriptions() as models.Subscription[]).find(
      (item) =>
        item.customer.external_id === externalCustomerId &&
        ["active", "trialing", "past_due"].includes(item.status),
    );
    if (!subscription) throw notFound();
    const metered = this.meteredOf(subscription);
    const periodEnd = subscription.current_period_end ?? this.billing.now().toISOString();
    const consumed = this.consumed(
      subscription.customer,
      subscription.current_period_start,
      periodEnd,
    );
    const overage = metered ? Math.max(0, consumed - metered.unitsIncluded) : 0;
    const meteredAmount = metered ? Math.round((overage * metered.per1000Units) / 1000) : 0;
    const lines = [
      { label: subscription.product.name, amount: subscription.amount, metered: false },
      ...(metered
        ? [
            {
              label: `API calls over ${metered.unitsIncluded} (${overage} at ${metered.per1000Units} per 1,000)`,
              amount: meteredAmount,
              metered: true,
            },
          ]
        : []),
    ];
    return {
      subscription_id: subscription.id,
      period_start: subscription.current_period_start,
      period_end: periodEnd,
      currency: subscription.currency,
      meter: { consumed_units: consumed, credited_units: metered?.unitsIncluded ?? 0, overage },
      lines,
      total: lines.reduce((sum, line) => sum + line.amount, 0),
    };
  }

  private meteredOf(subscription: models.Subscription) {
    return this.products.find((product) => product.id === subscription.product_id)?.metered;
  }

  private save(): void {
    if (!this.file) return;
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.events));
    renameSync(temporary, this.file);
  }

  /** The API's metering routes; false when the route is not one of them. */
  async route(
    route: string,
    id: string,
    query: Record<string, string | string[]>,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> {
    switch (route) {
      case "POST events/:id": {
        if (id !== "ingest") return false;
        if (this.conditions.failIngest) {
          sendJson(response, 500, { detail: "Internal Server Error" });
          return true;
        }
        const result = this.ingest(parse(eventsIngest, await readJson(request), "body"));
        if (this.conditions.loseResponses > 0) {
          this.conditions.loseResponses--;
          sendJson(response, 502, { detail: "Bad Gateway" });
          return true;
        }
        sendJson(response, 200, result);
        return true;
      }
      case "GET meters/": {
        const { page: number, limit } = parse(listQuery, query, "query");
        sendJson(response, 200, page([this.meter()], number, limit));
        return true;
      }
      case "GET meters/:id":
        if (id !== API_CALLS_METER_ID) throw notFound();
        sendJson(response, 200, this.meter());
        return true;
      case "GET customer-meters/": {
        const filter = parse(listQuery, query, "query");
        if (filter.meter_id && filter.meter_id !== API_CALLS_METER_ID) {
          sendJson(response, 200, page([], filter.page, filter.limit));
          return true;
        }
        sendJson(response, 200, page(this.customerMeters(filter), filter.page, filter.limit));
        return true;
      }
      default:
        return false;
    }
  }

  /** The control API's metering actions; false when the action is not one of them. */
  async control(action: string, request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method === "GET" && action === "upcoming-invoice") {
      const externalId = url.searchParams.get("external_customer_id");
      if (!externalId)
        throw validationError([
          { loc: ["query", "external_customer_id"], msg: "Field required", input: null },
        ]);
      sendJson(response, 200, this.upcomingInvoice(externalId));
      return true;
    }
    if (request.method === "POST" && action === "metering") {
      const body = parse(
        z.object({
          fail_ingest: z.boolean().optional(),
          lose_responses: z.number().int().min(0).optional(),
        }),
        await readJson(request),
        "body",
      );
      if (body.fail_ingest !== undefined) this.conditions.failIngest = body.fail_ingest;
      if (body.lose_responses !== undefined) this.conditions.loseResponses = body.lose_responses;
      sendJson(response, 200, { ...this.conditions, events: this.events.length });
      return true;
    }
    return false;
  }
}
