import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/** A UTC day as `YYYY-MM-DD`. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The last `days` UTC days up to the one `now` falls in, oldest first. */
export function lastUtcDays(days: number, now: number): string[] {
  return Array.from({ length: days }, (_, i) => utcDay(now - (days - 1 - i) * 86_400_000));
}

/**
 * Counts REST API calls per key and day in memory and writes them in one statement every few
 * seconds (and at shutdown), so a call costs no database write. The key's "last used" time is
 * written with the same flush. A failed flush keeps its counts for the next one.
 */
export class UsageRecorder {
  private counts = new Map<string, { keyId: string; day: string; count: number }>();
  private lastUsed = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  /** The current UTC day and when it ends: formatting a date on every call is measurable. */
  private day = { name: "", endsAt: 0 };

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  record(keyId: string): void {
    const time = this.now();
    const day = this.dayOf(time);
    const slot = `${keyId}|${day}`;
    const entry = this.counts.get(slot);
    if (entry) entry.count++;
    else this.counts.set(slot, { keyId, day, count: 1 });
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
    if (this.counts.size === 0) return;
    const counts = [...this.counts.values()];
    const lastUsed = [...this.lastUsed.entries()];
    this.counts = new Map();
    this.lastUsed = new Map();
    this.flushing = this.write(counts, lastUsed)
      .catch((error: unknown) => {
        for (const { keyId, day, count } of counts) {
          const slot = `${keyId}|${day}`;
          const entry = this.counts.get(slot);
          if (entry) entry.count += count;
          else this.counts.set(slot, { keyId, day, count });
        }
        for (const [keyId, time] of lastUsed) {
          this.lastUsed.set(keyId, Math.max(time, this.lastUsed.get(keyId) ?? 0));
        }
        throw error;
      })
      .finally(() => {
        this.flushing = undefined;
      });
    await this.flushing;
  }

  private async write(
    counts: { keyId: string; day: string; count: number }[],
    lastUsed: [string, number][],
  ): Promise<void> {
    // Keys deleted since they were counted are skipped (the join), not an error.
    const rows = sql.join(
      counts.map(({ keyId, day, count }) => sql`(${keyId}, ${day}::date, ${count}::int)`),
      sql`, `,
    );
    await this.db.execute(sql`
      insert into api_key_usage (key_id, day, count)
      select v.key_id, v.day, v.count from (values ${rows}) as v(key_id, day, count)
      join apikey on apikey.id = v.key_id
      on conflict (key_id, day) do update set count = api_key_usage.count + excluded.count`);
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
