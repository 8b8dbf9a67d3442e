import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type Owner, polarExternalId } from "~/server/workspaces/workspace.server";

/** A UTC day as `YYYY-MM-DD`. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The last `days` UTC days up to the one `now` falls in, oldest first. */
export function lastUtcDays(days: number, now: number): string[] {
  return Array.from({ length: days }, (_, i) => utcDay(now - (days - 1 - i) * 86_400_000));
}

type Count = { keyId: string; owner: Owner; day: string; count: number };
/** Counts taken for one write, each with the id of the meter event it becomes (ADR 053). */
type Batch = { counts: (Count & { eventId: string })[]; lastUsed: [string, number][] };

/**
 * Counts REST API calls per key and day in memory and writes them in one statement every few
 * seconds (and at shutdown), so a call costs no database write. Each count carries the workspace
 * that owned the key at the call: a key deleted before the write still has its calls counted
 * and billed to that workspace. The key's "last used" time is written with the same flush.
 * With metering, the same statement queues each count as a meter event for Polar (ADR 053). A
 * failed flush keeps its batch, event ids included, for the next one: a write that did commit
 * after all is not counted twice.
 */
export class UsageRecorder {
  private counts = new Map<string, Count>();
  private retry: Batch[] = [];
  private lastUsed = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  /** The current UTC day and when it ends: formatting a date on every call is measurable. */
  private day = { name: "", endsAt: 0 };

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
    /** Whether each count is also queued for Polar's meter (`meter_event_outbox`). */
    private readonly metering = true,
    /** Told the owners whose calls a flush wrote (usage thresholds' webhook events, ADR 083). */
    private readonly written: (owners: Owner[]) => Promise<void> = async () => {},
  ) {}

  /** One call answered with the key, which `owner` holds. */
  record(keyId: string, owner: Owner): void {
    const time = this.now();
    const day = this.dayOf(time);
    const slot = `${keyId}|${day}`;
    const entry = this.counts.get(slot);
    if (entry) entry.count++;
    else this.counts.set(slot, { keyId, owner, day, count: 1 });
    this.lastUsed.set(keyId, time);
  }

  private dayOf(time: number): string {
    const { name, endsAt } = this.day;
    if (name && time < endsAt && time >= endsAt - 86_400_000) return name;
    const endsAtNow = (Math.floor(time / 86_400_000) + 1) * 86_400_000;
    this.day = { name: utcDay(time), endsAt: endsAtNow };
    return this.day.name;
  }

  start(intervalMs = 5000): void {
    this.timer ??= setInterval(() => void this.flush().catch(() => {}), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes what has been counted since the last flush; one flush at a time. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.counts.size === 0 && this.retry.length === 0) return;
    const batches = this.retry;
    this.retry = [];
    if (this.counts.size > 0) {
      batches.push({
        counts: [...this.counts.values()].map((count) => ({ ...count, eventId: randomUUID() })),
        lastUsed: [...this.lastUsed.entries()],
      });
    }
    this.counts = new Map();
    this.lastUsed = new Map();
    this.flushing = (async () => {
      for (const [index, batch] of batches.entries()) {
        try {
          await this.write(batch);
        } catch (error) {
          this.retry.push(...batches.slice(index));
          throw error;
        }
      }
      const owners = new Map<string, Owner>();
      for (const { owner } of batches.flatMap((batch) => batch.counts)) {
        owners.set(`${owner.kind}:${owner.id}`, owner);
      }
      await this.written([...owners.values()]);
    })().finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  private async write({ counts, lastUsed }: Batch): Promise<void> {
    const rows = sql.join(
      counts.map(({ keyId, owner, day, count, eventId }) => {
        const userId = owner.kind === "user" ? owner.id : null;
        const organizationId = owner.kind === "organization" ? owner.id : null;
        const customer = polarExternalId(owner);
        return sql`(${eventId}, ${keyId}, ${userId}, ${organizationId}, ${customer}, ${day}::date, ${count}::int)`;
      }),
      sql`, `,
    );
    const columns = sql`v(id, key_id, user_id, organization_id, customer, day, count)`;
    // An owner deleted since the call has taken its usage with it: its counts are skipped (the
    // joins), as the cascade would have removed them.
    const owned = sql`(exists (select 1 from "user" where "user".id = v.user_id)
      or exists (select 1 from organization where organization.id = v.organization_id))`;
    // With metering, a count is added only when its event row is new: a batch written again
    // after a commit whose response was lost adds nothing.
    await this.db.execute(
      this.metering
        ? sql`
      with ${columns} as (values ${rows}),
      queued as (
        insert into meter_event_outbox (id, external_customer_id, key_id, day, calls)
        select v.id, v.customer, v.key_id, v.day, v.count from v where ${owned}
        on conflict (id) do nothing
        returning id)
      insert into api_key_usage (key_id, user_id, organization_id, day, count)
      select v.key_id, v.user_id, v.organization_id, v.day, v.count from v join queued using (id)
      on conflict (key_id, day) do update set count = api_key_usage.count + excluded.count`
        : sql`
      insert into api_key_usage (key_id, user_id, organization_id, day, count)
      select v.key_id, v.user_id, v.organization_id, v.day, v.count from (values ${rows}) as ${columns}
      where ${owned}
      on conflict (key_id, day) do update set count = api_key_usage.count + excluded.count`,
    );
    const used = sql.join(
      lastUsed.map(
        ([keyId, time]) => sql`(${keyId}, ${new Date(time).toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await this.db.execute(sql`
      update apikey set last_request = greatest(coalesce(apikey.last_request, v.at), v.at)
      from (values ${used}) as v(key_id, at) where apikey.id = v.key_id`);
  }
}
