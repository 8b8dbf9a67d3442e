import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { apikey, user } from "~/db/schema";

/** What the REST API knows about a presented key after checking it. */
export type KeyCheck =
  | { ok: true; keyId: string; user: KeyOwner }
  | { ok: false; reason: "unknown" | "revoked" | "expired" };

/** The key's owner, read with the key in the same query. */
export interface KeyOwner {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: Date;
}

interface KeyRecord {
  keyId: string;
  user: KeyOwner;
  enabled: boolean;
  expiresAt: number | null;
}

interface CacheEntry {
  record: KeyRecord | null;
  cachedAt: number;
}

/** The hash the API key plugin stores for a key: SHA-256, base64url without padding. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

export interface VerifierOptions {
  /** How long a looked-up key (or its absence) is trusted; bounds how late a revocation lands. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Checks API keys for the REST API without the plugin's per-call writes: a key's row is read
 * once (one query on a miss) and trusted for `ttlMs` (1 s), so a key revoked or regenerated on
 * another instance stops working within that time, and at once on this one (`forgetKey`).
 * Unknown keys are remembered too, so a flood of bad keys cannot turn into a flood of queries.
 */
export class ApiKeyVerifier {
  private readonly cache = new Map<string, CacheEntry>();
  /** Loads under way, by hash: concurrent misses on one key share one query. */
  private readonly loading = new Map<string, Promise<CacheEntry>>();
  /** Bumped by every forget, so a load that started before it is not cached after it. */
  private epoch = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    options: VerifierOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 1000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  async check(key: string): Promise<KeyCheck> {
    const hash = hashApiKey(key);
    const now = this.now();
    let entry = this.cache.get(hash);
    if (!entry || now - entry.cachedAt >= this.ttlMs) entry = await this.refresh(hash, now);
    const record = entry.record;
    if (!record) return { ok: false, reason: "unknown" };
    if (!record.enabled) return { ok: false, reason: "revoked" };
    if (record.expiresAt !== null && record.expiresAt <= now)
      return { ok: false, reason: "expired" };
    return { ok: true, keyId: record.keyId, user: record.user };
  }

  /** Drops a key from the cache at once: after regenerate or delete on this instance. */
  forgetKey(keyId: string): void {
    this.epoch++;
    this.loading.clear();
    for (const [hash, entry] of this.cache) {
      if (entry.record?.keyId === keyId) this.cache.delete(hash);
    }
  }

  /**
   * Drops every cached key of a user at once: for the user's deletion, which removes the keys
   * through the database's cascade, where `forgetKey` is never called.
   */
  forgetUser(userId: string): void {
    this.epoch++;
    this.loading.clear();
    for (const [hash, entry] of this.cache) {
      if (entry.record?.user.id === userId) this.cache.delete(hash);
    }
  }

  /**
   * One query for a key however many requests miss it at once (the cache entry expiring under
   * load would otherwise send every connection to the database in the same instant). A load that
   * a forget overtook answers the callers already waiting but is neither shared nor cached.
   */
  private refresh(hash: string, now: number): Promise<CacheEntry> {
    const pending = this.loading.get(hash);
    if (pending) return pending;
    const epoch = this.epoch;
    const load = this.load(hash)
      .then((record) => {
        const entry = { record, cachedAt: now };
        if (epoch === this.epoch) this.remember(hash, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(hash) === load) this.loading.delete(hash);
      });
    this.loading.set(hash, load);
    return load;
  }

  private async load(hash: string): Promise<KeyRecord | null> {
    const [row] = await this.db
      .select({
        keyId: apikey.id,
        enabled: apikey.enabled,
        expiresAt: apikey.expiresAt,
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          image: user.image,
          emailVerified: user.emailVerified,
          createdAt: user.createdAt,
        },
      })
      .from(apikey)
      .innerJoin(user, eq(user.id, apikey.referenceId))
      .where(eq(apikey.key, hash))
      .limit(1);
    if (!row) return null;
    return {
      keyId: row.keyId,
      user: row.user,
      enabled: row.enabled !== false,
      expiresAt: row.expiresAt ? row.expiresAt.getTime() : null,
    };
  }

  private remember(hash: string, entry: CacheEntry): void {
    this.cache.delete(hash);
    this.cache.set(hash, entry);
    if (this.cache.size > this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}
