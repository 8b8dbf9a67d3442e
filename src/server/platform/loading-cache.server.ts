import { LRUCache } from "lru-cache";

export interface LoadingCacheOptions {
  /** How long a loaded value is trusted, counted from when its load answered. */
  ttlMs?: number;
  /** Past this many entries the least recently used go first. */
  max?: number;
  /**
   * A read within this many milliseconds of its entry's expiry starts its reload in the
   * background (a quarter of `ttlMs` by default; 0 turns it off). The entry keeps answering
   * until the reload answers or the entry expires, whichever comes first.
   */
  refreshAheadMs?: number;
  /** The clock the TTL is measured with; tests inject one. */
  now?: () => number;
}

/**
 * A value per key, loaded on a miss and trusted for `ttlMs`, on lru-cache: its `fetch` makes
 * concurrent misses on one key share one load (an entry expiring under load would otherwise send
 * every request to the database at the same instant), and `max` bounds the memory.
 *
 * A forget also keeps a load it overtook from being cached, or a revoked key would be trusted for
 * another `ttlMs`. `delete` does it through lru-cache: it aborts the key's load, whose late answer
 * lru-cache drops (`ignoreFetchAbort` stays off: with it the response would be stored), and the
 * callers waiting on that load read again. `forget` selects entries by value, which a load under
 * way has not got yet, so every load under way at a `forget` reads again before it is cached.
 *
 * A key read all the time is reloaded ahead of its expiry (`refreshAheadMs`), through lru-cache's
 * forced refresh, which keeps answering the entry while the reload runs. Without it, every
 * request that arrived while an expired entry reloaded waited for that query: under load, once a
 * TTL, a whole batch of REST calls queued behind one read (issue 17, bench/README.md). A value is
 * still never trusted past `ttlMs` from its load's answer: an entry that expires before its reload
 * answers is a miss, whose callers wait for that same reload.
 */
export class LoadingCache<K extends {}, V, C> {
  // Boxed: lru-cache stores no null or undefined, and "no such row" is worth remembering. The
  // context is typed at this class's edge: lru-cache's typing of it does not survive generics.
  private readonly lru: LRUCache<K, { value: V }, unknown>;
  private forgets = 0;
  private readonly refreshAheadMs: number;

  constructor(
    private readonly load: (context: C) => Promise<V>,
    { ttlMs = 1000, max = 10_000, refreshAheadMs = ttlMs / 4, now }: LoadingCacheOptions = {},
  ) {
    this.refreshAheadMs = refreshAheadMs;
    this.lru = new LRUCache<K, { value: V }, unknown>({
      max,
      ttl: ttlMs,
      // Read the clock at every check: lru-cache would otherwise reuse one reading for a
      // millisecond, behind a timer set each millisecond.
      ttlResolution: 0,
      // An aborted load answers undefined instead of rejecting its waiting callers. There is no
      // stale value it could answer instead: `fetch` drops an expired entry before loading.
      allowStaleOnFetchAbort: true,
      // A failed reload ahead of expiry leaves the entry to answer until its own expiry.
      noDeleteOnFetchRejection: true,
      fetchMethod: (_key, _stale, { context, signal }) =>
        this.loadUnforgotten(context as C, signal),
      ...(now && { perf: { now } }),
    });
  }

  /**
   * The value while it is trusted, synchronously: lets a hot path skip a promise on a hit. Near
   * its expiry, starts its reload with `context`.
   */
  get(key: K, context: C): { value: V } | undefined {
    const cached = this.lru.get(key);
    if (cached && this.lru.getRemainingTTL(key) <= this.refreshAheadMs) {
      // A reload already under way is joined, not doubled. Its failure is the next miss's to
      // report: the entry answers until it expires.
      this.lru.fetch(key, { context, forceRefresh: true }).catch(() => {});
    }
    return cached;
  }

  /** The value, loaded with `context` on a miss. */
  async fetch(key: K, context: C): Promise<V> {
    const cached = this.get(key, context);
    if (cached) return cached.value;
    const loaded = await this.lru.fetch(key, { context });
    // Undefined: a delete or an eviction aborted the shared load, whose response may predate the
    // delete; this caller reads again, for itself.
    return loaded ? loaded.value : this.load(context);
  }

  /** Drops the key's entry, and its load under way, at once. */
  delete(key: K): void {
    this.lru.delete(key);
  }

  /** Drops every entry `matches` selects, and makes every load under way read again. */
  forget(matches: (value: V) => boolean): void {
    this.forgets++;
    const selected = [...this.lru.entries()].filter(([, entry]) => matches(entry.value));
    for (const [key] of selected) this.lru.delete(key);
  }

  private async loadUnforgotten(context: C, signal: AbortSignal): Promise<{ value: V }> {
    for (;;) {
      const forgets = this.forgets;
      const value = await this.load(context);
      if (forgets === this.forgets || signal.aborted) return { value };
    }
  }
}
