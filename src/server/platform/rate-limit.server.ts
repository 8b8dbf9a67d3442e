import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";
import type { RedisClient } from "~/server/platform/redis.server";

export interface RateLimitRule {
  /** Window length in seconds. */
  window: number;
  max: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** Hits to add to one counter whose window ends at `endsAt` (ms since the epoch). */
export interface WindowHits {
  key: string;
  hits: number;
  endsAt: number;
}

/**
 * Counters every instance sees: the `rate_limit` table (where Better Auth keeps its own) or,
 * with REDIS_URL, Redis. The product's per-address and per-user limits and the REST API's
 * per-key limit count here.
 */
export interface RateLimitStore {
  readonly describe: string;
  /**
   * Counts one hit against `key` in a fixed window that starts with the key's first hit,
   * atomically, so concurrent calls on any instance never pass more than `rule.max`.
   */
  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /** Takes back one hit `consume` counted, for a call that turned out to do nothing. */
  giveBack(key: string): Promise<void>;
  /** Whether one more hit would be allowed now, without counting one. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /**
   * Adds each entry's hits to its counter in one round trip and answers each counter's total
   * after the addition, in the entries' order. A counter lives until its window ends.
   */
  addHits(entries: WindowHits[]): Promise<number[]>;
}

/** Key prefix of the REST API's per-key counters; DatabaseRateLimits prunes these itself. */
export const API_KEY_COUNTER_PREFIX = "api-key:";

function decision(count: number, max: number, msLeft: number): RateLimitDecision {
  return { allowed: count <= max, retryAfter: Math.max(1, Math.ceil(msLeft / 1000)) };
}

/**
 * The counters in the `rate_limit` table Better Auth's limiter uses. A `consume` row holds its
 * window's start in `last_request`, as Better Auth's rows do, so Better Auth's pruning of rows
 * older than its longest window (10 minutes here) removes them once they are over. An
 * `addHits` row carries the window in its key and holds the window's end in `last_request`, so
 * neither that pruning nor this class's own removes it before the window is over.
 */
export class DatabaseRateLimits implements RateLimitStore {
  readonly describe = "the database (rate_limit table)";
  private nextPruneAt = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    const now = this.now();
    const windowStart = now - rule.window * 1000;
    const rows = await this.db.execute(sql`
      insert into rate_limit (id, key, count, last_request)
      values (${randomUUID()}, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limit.last_request <= ${windowStart} then 1 else rate_limit.count + 1 end,
        last_request = case when rate_limit.last_request <= ${windowStart} then ${now} else rate_limit.last_request end
      returning count, last_request`);
    const row = rowsOf<{ count: number; last_request: string | number }>(rows)[0];
    if (!row) throw new Error("rate limit upsert returned no row");
    const startedAt = Number(row.last_request);
    return decision(Number(row.count), rule.max, startedAt + rule.window * 1000 - now);
  }

  async giveBack(key: string): Promise<void> {
    await this.db.execute(sql`
      update rate_limit set count = greatest(count - 1, 0) where key = ${key}`);
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    const now = this.now();
    const rows = await this.db.execute(sql`
      select count, last_request from rate_limit where key = ${key}`);
    const row = rowsOf<{ count: number; last_request: string | number }>(rows)[0];
    const startedAt = Number(row?.last_request ?? 0);
    if (!row || startedAt <= now - rule.window * 1000) return decision(1, rule.max, 0);
    return decision(Number(row.count) + 1, rule.max, startedAt + rule.window * 1000 - now);
  }

  async addHits(entries: WindowHits[]): Promise<number[]> {
    if (entries.length === 0) return [];
    const values = sql.join(
      entries.map(
        ({ key, hits, endsAt }) => sql`(${randomUUID()}, ${key}, ${hits}::int, ${endsAt}::bigint)`,
      ),
      sql`, `,
    );
    const rows = rowsOf<{ key: string; count: number }>(
      await this.db.execute(sql`
        insert into rate_limit (id, key, count, last_request)
        select v.id, v.key, v.count, v.ends from (values ${values}) as v(id, key, count, ends)
        on conflict (key) do update set count = rate_limit.count + excluded.count
        returning key, count`),
    );
    const totals = new Map(rows.map((row) => [row.key, Number(row.count)]));
    await this.pruneEndedWindows();
    return entries.map(({ key, hits }) => totals.get(key) ?? hits);
  }

  /** Removes the per-key counters of ended windows, at most once a minute. */
  private async pruneEndedWindows(): Promise<void> {
    const now = this.now();
    if (now < this.nextPruneAt) return;
    this.nextPruneAt = now + 60_000;
    await this.db.execute(sql`
      delete from rate_limit
      where key like ${`${API_KEY_COUNTER_PREFIX}%`} and last_request < ${now}`);
  }
}

/** Key prefix of the product's own counters in Redis. */
const REDIS_COUNTER_PREFIX = "rate:";

/** The same counters in Redis (REDIS_URL): each expires when its window ends. */
export class RedisRateLimits implements RateLimitStore {
  readonly describe: string;

  constructor(
    private readonly client: RedisClient,
    address: string,
  ) {
    this.describe = `Redis at ${address}`;
  }

  async consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    const name = `${REDIS_COUNTER_PREFIX}${key}`;
    // The first hit creates the counter with the window as its life; later hits only count.
    const [, count, msLeft] = await this.client
      .multi()
      .set(name, "0", { expiration: { type: "PX", value: rule.window * 1000 }, condition: "NX" })
      .incr(name)
      .pTTL(name)
      .exec();
    return decision(Number(count), rule.max, Number(msLeft));
  }

  async giveBack(key: string): Promise<void> {
    // Only a counter that still exists: DECR on a missing one would start the next window at -1.
    await this.client.eval(
      "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0",
      { keys: [`${REDIS_COUNTER_PREFIX}${key}`] },
    );
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    const name = `${REDIS_COUNTER_PREFIX}${key}`;
    const [count, msLeft] = await this.client.multi().get(name).pTTL(name).exec();
    return decision(Number(count ?? 0) + 1, rule.max, Math.max(0, Number(msLeft)));
  }

  async addHits(entries: WindowHits[]): Promise<number[]> {
    if (entries.length === 0) return [];
    const multi = this.client.multi();
    for (const { key, hits, endsAt } of entries) {
      const name = `${REDIS_COUNTER_PREFIX}${key}`;
      multi.incrBy(name, hits).pExpireAt(name, endsAt);
    }
    const replies = await multi.exec();
    return entries.map((_, i) => Number(replies[i * 2]));
  }
}
