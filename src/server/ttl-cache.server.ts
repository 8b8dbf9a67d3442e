export interface TtlCacheOptions {
  /** How long a loaded value is trusted. */
  ttlMs?: number;
  /** The oldest entries go first past this size. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  cachedAt: number;
}

/**
 * A value per key, loaded on a miss and trusted for `ttlMs`. Concurrent misses on one key share
 * one load (an entry expiring under load would otherwise send every request to the database at
 * the same instant). `forget` drops entries at once; a load that a forget overtook answers the
 * callers already waiting but is neither shared nor cached.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V>>();
  /** Bumped by every forget, so a load that started before it is not cached after it. */
  private epoch = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  readonly now: () => number;

  constructor(options: TtlCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 1000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** The entry if it is still trusted, without loading: lets a hot path skip a promise. */
  peek(key: K, now = this.now()): { value: V } | undefined {
    const entry = this.entries.get(key);
    return entry && now - entry.cachedAt < this.ttlMs ? entry : undefined;
  }

  async get(key: K, load: () => Promise<V>, now = this.now()): Promise<V> {
    const entry = this.peek(key, now);
    if (entry) return entry.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const epoch = this.epoch;
    const loaded = load()
      .then((value) => {
        if (epoch === this.epoch) this.remember(key, { value, cachedAt: now });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Drops every entry `matches` selects, and keeps loads under way from being cached. */
  forget(matches: (value: V, key: K) => boolean): void {
    this.epoch++;
    this.loading.clear();
    for (const [key, entry] of this.entries) {
      if (matches(entry.value, key)) this.entries.delete(key);
    }
  }

  private remember(key: K, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
