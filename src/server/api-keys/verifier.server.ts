import { hash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { apikey, user } from "~/db/schema";
import { TtlCache, type TtlCacheOptions } from "~/server/ttl-cache.server";

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

/** The hash the API key plugin stores for a key: SHA-256, base64url without padding. */
export function hashApiKey(key: string): string {
  // One-shot hash: no Hash object per call on the REST API's hot path.
  return hash("sha256", key, "base64url");
}

/** `ttlMs`: how long a looked-up key (or its absence) is trusted; bounds how late a revocation lands. */
export type VerifierOptions = TtlCacheOptions;

/**
 * Checks API keys for the REST API without the plugin's per-call writes: a key's row is read
 * once (one query on a miss) and trusted for `ttlMs` (1 s), so a key revoked or regenerated on
 * another instance stops working within that time, and at once on this one (`forgetKey`).
 * Unknown keys are remembered too, so a flood of bad keys cannot turn into a flood of queries.
 */
export class ApiKeyVerifier {
  /** By key hash; unknown keys are cached as null. */
  private readonly cache: TtlCache<string, KeyRecord | null>;

  constructor(
    private readonly db: Database,
    options: VerifierOptions = {},
  ) {
    this.cache = new TtlCache(options);
  }

  /** Answers synchronously when the key is cached (the common case), so a call costs no await. */
  check(key: string): KeyCheck | Promise<KeyCheck> {
    const keyHash = hashApiKey(key);
    const now = this.cache.now();
    const cached = this.cache.peek(keyHash, now);
    if (cached) return this.decide(cached.value, now);
    return this.cache
      .get(keyHash, () => this.load(keyHash), now)
      .then((record) => this.decide(record, now));
  }

  private decide(record: KeyRecord | null, now: number): KeyCheck {
    if (!record) return { ok: false, reason: "unknown" };
    if (!record.enabled) return { ok: false, reason: "revoked" };
    if (record.expiresAt !== null && record.expiresAt <= now)
      return { ok: false, reason: "expired" };
    return { ok: true, keyId: record.keyId, user: record.user };
  }

  /** Drops a key from the cache at once: after regenerate or delete on this instance. */
  forgetKey(keyId: string): void {
    this.cache.forget((record) => record?.keyId === keyId);
  }

  /**
   * Drops every cached key of a user at once: for the user's deletion, which removes the keys
   * through the database's cascade, where `forgetKey` is never called.
   */
  forgetUser(userId: string): void {
    this.cache.forget((record) => record?.user.id === userId);
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
}
