import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscription } from "~/db/schema";

type Row = typeof subscription.$inferSelect;

/** Statuses that count as the user's current subscription on /me. */
const CURRENT = ["active", "trialing", "past_due", "cancelled"] as const;

interface Entry {
  row: Row | null;
  cachedAt: number;
}

/**
 * The current subscription per user for /api/v1/me, trusted for `ttlMs` (1 s) like the key and
 * its owner that the verifier caches: /me answers at most a second old without a query per call,
 * and concurrent misses on one user share one query. `forgetUser` drops a user at once (for a
 * change made by this instance, e.g. a billing webhook).
 */
export class CurrentSubscriptions {
  private readonly cache = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry>>();
  private epoch = 0;

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: string): Promise<Row | null> {
    const now = this.now();
    const entry = this.cache.get(userId);
    if (entry && now - entry.cachedAt < this.ttlMs) return entry.row;
    return (await this.refresh(userId, now)).row;
  }

  forgetUser(userId: string): void {
    this.epoch++;
    this.loading.clear();
    this.cache.delete(userId);
  }

  private refresh(userId: string, now: number): Promise<Entry> {
    const pending = this.loading.get(userId);
    if (pending) return pending;
    const epoch = this.epoch;
    const load = this.load(userId)
      .then((row) => {
        const entry = { row, cachedAt: now };
        if (epoch === this.epoch) this.remember(userId, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(userId) === load) this.loading.delete(userId);
      });
    this.loading.set(userId, load);
    return load;
  }

  private async load(userId: string): Promise<Row | null> {
    const [row] = await this.db
      .select()
      .from(subscription)
      .where(and(eq(subscription.userId, userId), inArray(subscription.status, [...CURRENT])))
      .orderBy(desc(subscription.createdAt))
      .limit(1);
    return row ?? null;
  }

  private remember(userId: string, entry: Entry): void {
    this.cache.delete(userId);
    this.cache.set(userId, entry);
    if (this.cache.size > this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}

const perDatabase = new WeakMap<Database, CurrentSubscriptions>();

/** The cache for this database (one per runtime, without widening the runtime's shape). */
export function currentSubscriptions(db: Database): CurrentSubscriptions {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = new CurrentSubscriptions(db);
    perDatabase.set(db, cache);
  }
  return cache;
}
