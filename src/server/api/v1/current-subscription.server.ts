import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscription } from "~/db/schema";
import { TtlCache, type TtlCacheOptions } from "~/server/ttl-cache.server";

type Row = typeof subscription.$inferSelect;

/** Statuses that count as the user's current subscription on /me. */
const CURRENT = ["active", "trialing", "past_due", "cancelled"] as const;

/**
 * The current subscription per user for /api/v1/me, trusted for `ttlMs` (1 s) like the key and
 * its owner that the verifier caches: /me answers at most a second old without a query per call,
 * and concurrent misses on one user share one query. `forgetUser` drops a user at once (for a
 * change made by this instance, e.g. a billing webhook).
 */
export class CurrentSubscriptions {
  private readonly cache: TtlCache<string, Row | null>;

  constructor(
    private readonly db: Database,
    options: TtlCacheOptions = {},
  ) {
    this.cache = new TtlCache(options);
  }

  /** Synchronous when the user's entry is fresh, so /me's hot path awaits nothing. */
  get(userId: string): Row | null | Promise<Row | null> {
    const cached = this.cache.peek(userId);
    if (cached) return cached.value;
    return this.cache.get(userId, () => this.load(userId));
  }

  forgetUser(userId: string): void {
    this.cache.forget((_, key) => key === userId);
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
