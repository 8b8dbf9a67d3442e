import { hash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { LRUCache } from "lru-cache";
import type { Database } from "~/db/client.server";
import { apikey, member, organization, user } from "~/db/schema";
import { type ApiScope, scopesOfPermissions, scopesOfRole } from "~/lib/api-scopes";
import { LoadingCache, type LoadingCacheOptions } from "~/server/platform/loading-cache.server";
import type { RateLimitStore } from "~/server/platform/rate-limit.server";
import type { Owner } from "~/server/workspaces/workspace.server";

/** What the REST API knows about a presented key after checking it. */
export type KeyCheck =
  | {
      ok: true;
      keyId: string;
      owner: KeyOwner;
      mintedBy: string | null;
      /** What the key may do now: its own scopes within its holder's current role (ADR 084). */
      scopes: ReadonlySet<ApiScope>;
    }
  | { ok: false; reason: "unknown" | "revoked" | "expired" | "suspended" };

/** The key's owner, a user or an organization, read with the key in the same query. */
export type KeyOwner =
  | {
      kind: "user";
      id: string;
      email: string;
      name: string;
      image: string | null;
      emailVerified: boolean;
      createdAt: Date;
    }
  | {
      kind: "organization";
      id: string;
      name: string;
      slug: string;
      logo: string | null;
      createdAt: Date;
    };

/** The columns a key's owner is read with, per kind: what /api/v1/me shows of it. */
const OWNER_COLUMNS = {
  user: {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  },
  organization: {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    logo: organization.logo,
    createdAt: organization.createdAt,
  },
};

interface KeyRecord {
  keyId: string;
  owner: KeyOwner;
  /** Who was shown an organization's key (null for a personal key). */
  mintedBy: string | null;
  scopes: ReadonlySet<ApiScope>;
  enabled: boolean;
  expiresAt: number | null;
  /**
   * Until when a ban holds the key (ADR 036): its owner's for a personal key, its holder's
   * (`mintedBy`) for an organization's; Infinity for a ban without end, null for none.
   */
  bannedUntil: number | null;
}

/** Better Auth's admin plugin's ban columns, as one end time (see KeyRecord.bannedUntil). */
function banEnd(ban: { banned: boolean; banExpires: Date | null } | null): number | null {
  if (!ban?.banned) return null;
  return ban.banExpires ? ban.banExpires.getTime() : Number.POSITIVE_INFINITY;
}

function latestEnd(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/** Who was shown an organization's key, joined beside its owner to read their ban. */
const holder = alias(user, "holder");

/** The hash the API key plugin stores for a key: SHA-256, base64url without padding. */
export function hashApiKey(key: string): string {
  // One-shot hash: no Hash object per call on the REST API's hot path.
  return hash("sha256", key, "base64url");
}

/**
 * A count of key creations every instance shares (ADR 055): a change tells an instance that a
 * key it remembers as unknown may exist now.
 */
export interface KeyCreations {
  read(): Promise<number>;
  /** Counts one creation. */
  add(): Promise<void>;
}

/** The counter's name in the shared counters, and its end: it never ends. */
const CREATIONS_COUNTER = "api-key-creations";
const NEVER = Date.UTC(9999, 0, 1);

/** Key creations counted in the rate-limit counters every instance shares (database or Redis). */
export function sharedKeyCreations(store: Pick<RateLimitStore, "addHits">): KeyCreations {
  const add = async (hits: number) =>
    (await store.addHits([{ key: CREATIONS_COUNTER, hits, endsAt: NEVER }]))[0] ?? 0;
  return { read: () => add(0), add: async () => void (await add(1)) };
}

/** Creations counted in this process only: for a verifier that has no other instance to hear. */
function localKeyCreations(): KeyCreations {
  let total = 0;
  return { read: async () => total, add: async () => void total++ };
}

/**
 * `ttlMs`: how long a looked-up key is trusted; bounds how late a revocation lands. Unknown keys
 * are remembered for `missTtlMs` (30 s), at most `missMax` of them, and each response from that
 * memory is at most `missCheckMs` (1 s) older than a read of `creations`.
 */
export interface VerifierOptions extends LoadingCacheOptions {
  missTtlMs?: number;
  missMax?: number;
  missCheckMs?: number;
  creations?: KeyCreations;
}

const UNKNOWN: KeyCheck = { ok: false, reason: "unknown" };

/**
 * Checks API keys for the REST API without the plugin's per-call writes: a key's row is read
 * once (one query on a miss) and trusted for `ttlMs` (1 s) from that read's answer, so a key
 * revoked or regenerated on another instance stops working within that time, and at once on this
 * one (`forgetKey`).
 *
 * Unknown keys are remembered longer (`missTtlMs`, 30 s, the `missMax` most recent), so guessing
 * the same key again costs no query (ADR 055). A key created on this instance is forgotten as
 * unknown at once (`keyCreated`); each creation also counts in `creations`, which this instance
 * reads again, at most once a `missCheckMs`, before it answers from a miss older than that: a
 * change there forgets every miss, so a key created elsewhere works here within that second.
 */
export class ApiKeyVerifier {
  /** By key hash; an unknown key's null goes to `misses` as soon as its read answers. */
  private readonly cache: LoadingCache<string, KeyRecord | null, string>;
  /** Unknown keys by hash: when their absence was last known true. */
  private readonly misses: LRUCache<string, { checkedAt: number }>;
  private readonly now: () => number;
  private readonly missCheckMs: number;
  private readonly creations: KeyCreations;
  /** The creations last read, and when that read started. */
  private creationCount: number | undefined;
  private creationsCheckedAt = Number.NEGATIVE_INFINITY;
  private creationsRead: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    options: VerifierOptions = {},
  ) {
    this.cache = new LoadingCache((keyHash) => this.load(keyHash), options);
    this.now = options.now ?? Date.now;
    this.missCheckMs = options.missCheckMs ?? 1000;
    this.creations = options.creations ?? localKeyCreations();
    // This process's own count is known from the start: it holds every creation there is.
    if (!options.creations) this.creationCount = 0;
    this.misses = new LRUCache({
      max: options.missMax ?? 10_000,
      ttl: options.missTtlMs ?? 30_000,
      ttlResolution: 0,
      perf: { now: this.now },
    });
  }

  /** Answers synchronously when the key is cached (the common case), so a call costs no await. */
  check(key: string): KeyCheck | Promise<KeyCheck> {
    const keyHash = hashApiKey(key);
    const cached = this.cache.get(keyHash, keyHash);
    if (cached) return this.decide(cached.value);
    const miss = this.misses.get(keyHash);
    if (miss) {
      const checkedAt = Math.max(miss.checkedAt, this.creationsCheckedAt);
      if (this.now() - checkedAt < this.missCheckMs) return UNKNOWN;
      return this.readCreations().then(() => this.check(key));
    }
    return this.lookUp(keyHash);
  }

  /** Reads the key's row (shared with concurrent checks); remembers it when unknown. */
  private lookUp(keyHash: string, countRead = false): Promise<KeyCheck> {
    const startedAt = this.now();
    const before = this.creationCount;
    return this.cache.fetch(keyHash, keyHash).then((record) => {
      if (record !== null) return this.decide(record);
      // Held by the misses alone: the key cache would reload it ahead of its second's end.
      this.cache.delete(keyHash);
      // The first miss reads the count of creations, then the table again: only a count read
      // before the table's lets a later creation change it.
      if (before === undefined && !countRead) {
        return this.readCreations().then(() => this.lookUp(keyHash, true));
      }
      // Not remembered when the creations changed during the read: it may predate a creation.
      if (before === this.creationCount) this.misses.set(keyHash, { checkedAt: startedAt });
      return UNKNOWN;
    });
  }

  /**
   * Reads the shared creations, one read at a time; a change forgets every miss. A failed read
   * forgets them too: the table answers instead, as it did before misses were remembered.
   */
  private readCreations(): Promise<void> {
    this.creationsRead ??= (async () => {
      const startedAt = this.now();
      try {
        const count = await this.creations.read();
        if (count !== this.creationCount) this.misses.clear();
        this.creationCount = count;
      } catch {
        this.misses.clear();
      }
      this.creationsCheckedAt = startedAt;
    })().finally(() => {
      this.creationsRead = undefined;
    });
    return this.creationsRead;
  }

  /**
   * A key with this hash was just created here: it is no longer unknown on this instance, and
   * the shared count tells the others. A failed count is logged, not thrown: the key exists, and
   * the other instances find it when their misses expire.
   */
  async keyCreated(keyHash: string): Promise<void> {
    this.misses.delete(keyHash);
    this.cache.delete(keyHash);
    await this.creations.add().catch((error: unknown) => {
      console.warn("Could not count an API key's creation for the other instances", error);
    });
  }

  private decide(record: KeyRecord | null): KeyCheck {
    if (!record) return { ok: false, reason: "unknown" };
    if (!record.enabled) return { ok: false, reason: "revoked" };
    const now = this.now();
    if (record.expiresAt !== null && record.expiresAt <= now)
      return { ok: false, reason: "expired" };
    // A ban that has run out needs no unban: the key works again from that moment.
    if (record.bannedUntil !== null && record.bannedUntil > now)
      return { ok: false, reason: "suspended" };
    return {
      ok: true,
      keyId: record.keyId,
      owner: record.owner,
      mintedBy: record.mintedBy,
      scopes: record.scopes,
    };
  }

  /** Drops a key from the cache at once: after regenerate or delete on this instance. */
  forgetKey(keyId: string): void {
    this.cache.forget((record) => record?.keyId === keyId);
  }

  /**
   * Drops every cached key of an owner at once: for the deletion of a user or an organization,
   * which removes the keys through the database's cascade, where `forgetKey` is never called.
   */
  forgetOwner(owner: Owner): void {
    this.cache.forget(
      (record) => record?.owner.kind === owner.kind && record.owner.id === owner.id,
    );
  }

  /**
   * Drops the organization keys a user was shown: for the deletion of their account, whose
   * cascade removes those keys too, and for a ban of it, which suspends them.
   */
  forgetMintedBy(userId: string): void {
    this.cache.forget((record) => record?.mintedBy === userId);
  }

  private async load(hash: string): Promise<KeyRecord | null> {
    // The generated owner columns hold the id under the owner's kind only, so one of the two
    // joins finds a row; a key whose owner is gone is unknown.
    const [row] = await this.db
      .select({
        keyId: apikey.id,
        mintedBy: apikey.mintedBy,
        permissions: apikey.permissions,
        holderRole: member.role,
        enabled: apikey.enabled,
        expiresAt: apikey.expiresAt,
        user: OWNER_COLUMNS.user,
        organization: OWNER_COLUMNS.organization,
        ownerBan: { banned: user.banned, banExpires: user.banExpires },
        holderBan: { banned: holder.banned, banExpires: holder.banExpires },
      })
      .from(apikey)
      .leftJoin(user, eq(user.id, apikey.userId))
      .leftJoin(organization, eq(organization.id, apikey.organizationId))
      .leftJoin(holder, eq(holder.id, apikey.mintedBy))
      .leftJoin(
        member,
        and(eq(member.organizationId, apikey.organizationId), eq(member.userId, apikey.mintedBy)),
      )
      .where(eq(apikey.key, hash))
      .limit(1);
    if (!row) return null;
    const owner: KeyOwner | null = row.user
      ? { kind: "user", ...row.user }
      : row.organization
        ? { kind: "organization", ...row.organization }
        : null;
    if (!owner) return null;
    // An organization key does what its holder's role allows today: nothing once they are gone.
    // A key older than holders has none, and reads as a member would.
    const own = scopesOfPermissions(row.permissions);
    const allowed =
      owner.kind === "user" ? own : scopesOfRole(row.mintedBy === null ? "member" : row.holderRole);
    return {
      scopes: new Set(own.filter((scope) => allowed.includes(scope))),
      keyId: row.keyId,
      owner,
      mintedBy: row.mintedBy,
      enabled: row.enabled !== false,
      expiresAt: row.expiresAt ? row.expiresAt.getTime() : null,
      bannedUntil: latestEnd(banEnd(row.ownerBan), banEnd(row.holderBan)),
    };
  }
}
