import { and, desc, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscription } from "~/db/schema";
import { LoadingCache, type LoadingCacheOptions } from "~/server/platform/loading-cache.server";
import { type Owner, ownerKey } from "~/server/workspaces/workspace.server";
import { ownedBy } from "./owned-by.server";

type Row = typeof subscription.$inferSelect;

/** Statuses that count as the workspace's current subscription on /me. */
export const CURRENT_STATUSES = ["active", "trialing", "past_due", "cancelled"] as const;

/** Every subscription of the owner, newest first, read from the table. */
export function subscriptionsOf(db: Database, owner: Owner): Promise<Row[]> {
  return db.select().from(subscription).where(ownedBy(owner)).orderBy(desc(subscription.createdAt));
}

/**
 * The current subscription per owner (a user or an organization) for /api/v1/me, and the owner's
 * list of them for the dashboard's billing card, each trusted for
 * `ttlMs` (1 s) like the key and its owner that the verifier caches: /me answers at most a second
 * old without a query per call, and concurrent misses on one owner share one query.
 * `forgetOwner` drops an owner at once (for a change made by this instance, e.g. a billing
 * webhook), a read under way included.
 */
export class CurrentSubscriptions {
  private readonly cache: LoadingCache<string, Row | null, Owner>;
  private readonly lists: LoadingCache<string, Row[], Owner>;

  constructor(
    private readonly db: Database,
    options: LoadingCacheOptions = {},
  ) {
    this.cache = new LoadingCache((owner) => this.load(owner), options);
    this.lists = new LoadingCache((owner) => subscriptionsOf(db, owner), options);
  }

  /**
   * Every subscription of the owner, newest first (the billing card's list), trusted and forgotten
   * like the current one.
   */
  all(owner: Owner): Promise<Row[]> {
    return this.lists.fetch(ownerKey(owner), owner);
  }

  /** Synchronous when the owner's entry is fresh, so /me's hot path awaits nothing. */
  get(owner: Owner): Row | null | Promise<Row | null> {
    const key = ownerKey(owner);
    const cached = this.cache.get(key, owner);
    if (cached) return cached.value;
    return this.cache.fetch(key, owner);
  }

  forgetOwner(owner: Owner): void {
    this.cache.delete(ownerKey(owner));
    this.lists.delete(ownerKey(owner));
  }

  private async load(owner: Owner): Promise<Row | null> {
    const [row] = await this.db
      .select()
      .from(subscription)
      .where(and(ownedBy(owner), inArray(subscription.status, [...CURRENT_STATUSES])))
      .orderBy(desc(subscription.createdAt))
      .limit(1);
    return row ?? null;
  }
}
