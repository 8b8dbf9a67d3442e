import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Plan } from "~/config/plans";
import { type Database, rowsOf } from "~/db/client.server";
import { callsSince } from "~/server/api-keys/api-keys.server";
import { utcDay } from "~/server/api-keys/usage.server";
import { PeriodicWork } from "~/server/platform/periodic-work.server";
import { type Owner, polarExternalId } from "~/server/workspaces/workspace.server";
import type { Billing } from "./billing.server";
import { entitlementsOf, usagePeriod } from "./entitlements.server";
import type { PolarClient } from "./polar.server";

/** The name of the events Polar's meter of API calls counts; each carries `calls` (ADR 053). */
const API_CALL_EVENT = "api_call";

export interface MeterReporterOptions {
  /** Events in one `events.ingest` call. */
  batchSize?: number;
  /** Between passes while everything is sent. */
  intervalMs?: number;
  /** The first wait after a failed send; it doubles on each failure, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed batch is this worker's alone: longer than a send can take. */
  leaseMs?: number;
  /** Sent rows are kept this long, then removed. */
  keepSentMs?: number;
}

interface QueuedEvent {
  id: string;
  external_customer_id: string;
  key_id: string;
  day: string;
  calls: number;
  created_at: string | Date;
}

/**
 * Sends the queued meter events (`meter_event_outbox`) to Polar in the background, never on a
 * request's path: a batch at a time, claimed for a lease so that two instances do not send the
 * same rows at once, then marked sent. A failed send leaves the rows queued and waits longer
 * each time (to `maxBackoffMs`); once Polar answers again the queue drains. Polar deduplicates
 * by `external_id`, so a batch sent again after a lost answer is counted once.
 */
export class MeterReporter {
  private readonly options: Required<MeterReporterOptions>;
  private readonly work = new PeriodicWork(() => this.pass());
  /** Set by stop: a drain under way ends after its current batch. */
  private halting = false;
  private failures = 0;

  constructor(
    private readonly db: Database,
    private readonly polar: Pick<PolarClient, "events">,
    options: MeterReporterOptions = {},
  ) {
    this.options = {
      batchSize: 100,
      intervalMs: 5_000,
      backoffMs: 1_000,
      maxBackoffMs: 300_000,
      leaseMs: 60_000,
      keepSentMs: 7 * 86_400_000,
      ...options,
    };
  }

  /** Consecutive failed sends; 0 while Polar answers. */
  get failing(): number {
    return this.failures;
  }

  start(): void {
    if (!this.work.stopped) return;
    this.halting = false;
    this.work.start(this.options.intervalMs);
  }

  /** Stops the schedule and waits for the pass under way; what is still queued stays queued. */
  stop(): Promise<void> {
    this.halting = true;
    return this.work.stop();
  }

  /** One pass: drains the queue; the delay before the next, longer after each failure. */
  private async pass(): Promise<number> {
    try {
      await this.drain();
      await this.pruneSent();
      this.failures = 0;
      return this.options.intervalMs;
    } catch (error) {
      this.failures++;
      const wait = Math.min(
        this.options.maxBackoffMs,
        this.options.backoffMs * 2 ** (this.failures - 1),
      );
      console.warn(
        `Meter events not sent (attempt ${this.failures}, next in ${Math.round(wait / 1000)} s): ${(error as Error)?.message ?? error}`,
      );
      return wait;
    }
  }

  /**
   * Sends every queued event, a batch at a time, until none is left or a send fails (then it
   * throws, and the rest stays queued). Returns how many events Polar took.
   */
  async drain(): Promise<number> {
    let sent = 0;
    while (!this.halting) {
      const batch = await this.claim();
      if (batch.length === 0) break;
      const ids = sql.join(
        batch.map((row) => sql`${row.id}`),
        sql`, `,
      );
      try {
        await this.polar.events.ingest({ events: batch.map(eventOf) });
      } catch (error) {
        // Released at once so the next pass, after its backoff, may send them again.
        await this.db
          .execute(sql`update meter_event_outbox set claimed_until = null where id in (${ids})`)
          .catch(() => {});
        throw error;
      }
      await this.db.execute(
        sql`update meter_event_outbox set sent_at = now(), claimed_until = null where id in (${ids})`,
      );
      sent += batch.length;
      if (batch.length < this.options.batchSize) break;
    }
    return sent;
  }

  private async claim(): Promise<QueuedEvent[]> {
    const result = await this.db.execute(sql`
      update meter_event_outbox
      set claimed_until = now() + ${`${this.options.leaseMs} milliseconds`}::interval,
        attempts = attempts + 1
      where id in (
        select id from meter_event_outbox
        where sent_at is null and (claimed_until is null or claimed_until < now())
        order by created_at, id
        limit ${this.options.batchSize}
        for update skip locked)
      returning id, external_customer_id, key_id, day::text as day, calls, created_at`);
    return rowsOf<QueuedEvent>(result);
  }

  private async pruneSent(): Promise<void> {
    await this.db.execute(sql`
      delete from meter_event_outbox
      where sent_at < now() - ${`${this.options.keepSentMs} milliseconds`}::interval`);
  }
}

/** Calls counted on a UTC day are stamped within that day, as the product counts them. */
function eventOf(row: QueuedEvent) {
  const created = new Date(row.created_at);
  const dayEnd = new Date(`${row.day}T23:59:59.999Z`);
  return {
    name: API_CALL_EVENT,
    external_customer_id: row.external_customer_id,
    external_id: row.id,
    timestamp: (created > dayEnd ? dayEnd : created).toISOString(),
    metadata: { calls: row.calls, key_id: row.key_id, day: row.day },
  };
}

/**
 * Meter events queued and not yet sent to Polar, for the metrics: a count through the outbox's
 * partial index on unsent rows. It grows while Polar is unreachable and falls as the worker drains.
 */
export async function pendingMeterEvents(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as pending from meter_event_outbox where sent_at is null`,
  );
  return Number(rowsOf<{ pending: number }>(result)[0]?.pending ?? 0);
}

/** Calls queued for Polar's meter and not yet sent, for the owner's Polar customer. */
async function unsentCalls(db: Database, externalCustomerId: string): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(calls), 0)::int as calls from meter_event_outbox
    where sent_at is null and external_customer_id = ${externalCustomerId}`);
  return Number(rowsOf<{ calls: number }>(result)[0]?.calls ?? 0);
}

/** Polar's customer meter per customer, trusted this long: a usage screen does not call Polar each time. */
const METER_READING_TTL_MS = 30_000;
/** Readings kept at most, the least recently read going first. */
const METER_READINGS_MAX = 10_000;

export interface PolarMeterReading {
  consumed: number;
  credited: number;
}

function isApiCallClause(clause: unknown): boolean {
  const { property, value } = clause as { property?: unknown; value?: unknown };
  return property === "name" && value === API_CALL_EVENT;
}

/**
 * A period's API calls as billed (ADR 053), for every entry point that shows or charges them:
 * the product's own count and Polar's customer meter, whose readings it keeps 30 seconds.
 */
export class Metering {
  readonly #readings = new LRUCache<string, Promise<PolarMeterReading | null>>({
    max: METER_READINGS_MAX,
    ttl: METER_READING_TTL_MS,
  });

  constructor(
    private readonly billing: Pick<Billing, "db" | "polar" | "subscriptions">,
    /** API_METERING: calls are reported to Polar's meter, so its reading counts. */
    private readonly reported: boolean,
  ) {}

  /**
   * Polar's customer meter of API calls for the customer, for its current period: null when the
   * customer has none (no metered subscription) or Polar does not answer.
   */
  #polarReading(externalCustomerId: string): Promise<PolarMeterReading | null> {
    const cached = this.#readings.get(externalCustomerId);
    if (cached) return cached;
    const reading = this.billing.polar.customerMeters
      .list({ external_customer_id: externalCustomerId, limit: 10 })
      .then((page) => {
        const meter = page.items.find((item) => item.meter.filter.clauses.some(isApiCallClause));
        return meter ? { consumed: meter.consumed_units, credited: meter.credited_units } : null;
      })
      .catch(() => {
        this.#readings.delete(externalCustomerId);
        return null;
      });
    this.#readings.set(externalCustomerId, reading);
    return reading;
  }

  /**
   * The period's API calls against what the plan includes, reconciled with Polar: the product's
   * own count and Polar's customer meter; the larger wins, since the product's count runs ahead
   * while events wait to be sent and Polar's is what is billed once they are.
   */
  async periodUsage(owner: Owner) {
    const { db, subscriptions } = this.billing;
    const { plan, subscription } = await entitlementsOf(subscriptions, owner);
    const period = usagePeriod(subscription);
    const externalId = polarExternalId(owner);
    const [counted, queued, polar] = await Promise.all([
      callsSince(db, owner, utcDay(period.start.getTime())),
      this.reported ? unsentCalls(db, externalId) : 0,
      this.reported && subscription ? this.#polarReading(externalId) : null,
    ]);
    const polarWins = polar !== null && polar.consumed > counted;
    const used = polarWins ? polar.consumed : counted;
    const included = plan.entitlements.apiCallsIncluded;
    const per1000 = (plan as Partial<Plan>).meteredPrice?.per1000Calls;
    const over = Math.max(0, used - included);
    return {
      start: period.start.toISOString(),
      end: period.end.toISOString(),
      included,
      used,
      source: polarWins ? ("polar" as const) : ("product" as const),
      counted,
      queued,
      polar,
      overage: {
        calls: per1000 === undefined ? 0 : over,
        amount: per1000 === undefined ? 0 : Math.round((over * per1000) / 1000),
        per1000Calls: per1000 ?? null,
      },
    };
  }
}
