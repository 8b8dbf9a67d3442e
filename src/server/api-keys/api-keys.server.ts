import { crc32 } from "node:zlib";
import { generateId } from "@better-auth/core/utils/id";
import { generateRandomString } from "better-auth/crypto";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
  sum,
} from "drizzle-orm";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { apiKeyUsage, apikey, member, user } from "~/db/schema";
import { formatNumber } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import {
  MIN_KEY_LIFETIME,
  maxLifetimeSeconds,
  ROLL_OVERLAPS,
  type RollOverlap,
} from "~/lib/api-key-options";
import {
  API_SCOPES,
  type ApiScope,
  scopesOfPermissions,
  scopesOfRole,
  scopesToPermissions,
} from "~/lib/api-scopes";
import { AppError } from "~/lib/app-error";
import type { Permission } from "~/lib/organization-access";
import { type ActivityLog, type EventOrigin, NO_ORIGIN } from "~/server/account/activity.server";
import { emitEvent } from "~/server/webhooks/outbox.server";
import {
  type Owner,
  requirePermission,
  type Workspace,
  WorkspaceError,
} from "~/server/workspaces/workspace.server";
import { lastUtcDays } from "./usage.server";
import { type ApiKeyVerifier, hashApiKey } from "./verifier.server";

/** Every API key starts with this, so a leaked one is recognisable in a scan. */
export const API_KEY_PREFIX = "tl_";

/** A key as the browser may see it after creation: never the key itself. */
export interface ApiKeySummary {
  id: string;
  /** The name given at creation, or the default one. */
  name: string | null;
  /** The prefix and first characters, e.g. "tl_Ab3x". */
  start: string | null;
  /** The last characters. */
  end: string | null;
  enabled: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  /** What the key may do, before its holder's role bounds it (ADR 084). */
  scopes: ApiScope[];
  /** Who made or last rolled an organization's key; null for a personal key. */
  createdBy: { id: string; name: string } | null;
}

/** Calls made with a key on one UTC day. */
export interface DailyCalls {
  day: string;
  calls: number;
}

/** An error of a key action: the key exists already, or is not the workspace's. */
export class ApiKeyError extends AppError {
  constructor(
    code: "API_KEY_EXISTS" | "API_KEY_NOT_FOUND" | "API_KEY_ENDED",
    message: string | Words,
  ) {
    super(code, message);
    this.name = "ApiKeyError";
  }
}

const KEY_NOT_FOUND = words(m.api_error_key_not_found, {});

/**
 * Random letters and digits after the prefix (about 345 bits), then a checksum of all before it
 * (CRC32 in base62, 6 characters): 64 characters after the prefix, as before checksums.
 */
const RANDOM_LENGTH = 58;
const CHECKSUM_LENGTH = 6;
const SUFFIX_LENGTH = 4;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

const KEY_NAMES = {
  user: m.keys_default_name_user,
  organization: m.keys_default_name_organization,
};

/** A new key's name when none is given, in `locale` (the caller's language): it is stored. */
export function defaultKeyName(kind: Owner["kind"], locale: Locale = DEFAULT_LOCALE): string {
  return KEY_NAMES[kind]({}, { locale });
}

/** The checksum that ends a key made since ADR 084: CRC32 of the rest, 6 base62 characters. */
function checksumOf(body: string): string {
  let value = crc32(body);
  let text = "";
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    text = BASE62[value % 62] + text;
    value = Math.floor(value / 62);
  }
  return text;
}

/**
 * Whether `key` has the product's shape and its checksum holds: what a secret scanner checks
 * before it reports a key, without asking the server. Keys made before checksums fail it.
 */
export function hasValidChecksum(key: string): boolean {
  if (!/^tl_[A-Za-z0-9]{64}$/.test(key)) return false;
  const cut = key.length - CHECKSUM_LENGTH;
  return checksumOf(key.slice(0, cut)) === key.slice(cut);
}

/** How many keys the owner's plan allows, and the sentence that names a plan allowing more. */
interface KeyAllowance {
  max: number;
  sentence: Words;
}

function overAllowance(owner: Owner, held: number, { sentence }: KeyAllowance): AppError {
  const full = owner.kind === "user" ? m.plan_keys_full_user : m.plan_keys_full_organization;
  return new AppError("PLAN_LIMIT_REACHED", (locale) =>
    full(
      {
        keys: m.plan_limit_api_keys({ count: held, shown: formatNumber(held, locale) }, { locale }),
        sentence: sentence(locale),
      },
      { locale },
    ),
  );
}

/**
 * What the key rules reach besides the database: the caches that must forget a key the moment
 * it changes, and the account's timeline. The runtime holds them; this module names only what
 * it uses of them, so that it needs nothing from the runtime, which needs this module.
 */
interface ApiKeyDeps {
  database: DatabaseHandle;
  /** The owner's plan's key count and usage history (ADR 055). */
  entitlements: {
    allow(owner: Owner, limit: "apiKeys"): Promise<KeyAllowance>;
    keyLifetime(owner: Owner): Promise<{ maxDays: number | null; plan: string }>;
    require(owner: Owner, feature: "usageHistory"): Promise<void>;
  };
  apiKeys: {
    verifier: Pick<ApiKeyVerifier, "forgetKey" | "keyCreated">;
    /** The dashboard's key list and usage (overview.server.ts). */
    overview: {
      keysOf(owner: Owner): Promise<ApiKeySummary[]>;
      usageOf(owner: Owner): Promise<DailyCalls[]>;
      forgetOwner(owner: Owner): void;
    };
  };
  activity: Pick<ActivityLog, "record">;
}

/**
 * The API key plugin's configuration for each kind of owner (api-key-rules.server.ts): a key's
 * owner is `referenceId`, read as a user's id under "default" and as an organization's under
 * "organization".
 */
export const KEY_CONFIG = { user: "default", organization: "organization" } as const;

/** The rows of the owner's keys: its configuration and its id, never the id alone. */
export function ownedBy(owner: Owner): SQL | undefined {
  return and(eq(apikey.configId, KEY_CONFIG[owner.kind]), eq(apikey.referenceId, owner.id));
}

export async function listKeys(db: Database, owner: Owner) {
  const rows = await db
    .select({ key: apikey, holder: { id: user.id, name: user.name } })
    .from(apikey)
    .leftJoin(user, eq(user.id, apikey.mintedBy))
    .where(ownedBy(owner))
    .orderBy(asc(apikey.createdAt), asc(apikey.id));
  return rows.map((row) => summaryOf(row.key, row.holder));
}

function summaryOf(
  row: typeof apikey.$inferSelect,
  holder: ApiKeySummary["createdBy"] = null,
): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    end: row.suffix,
    enabled: row.enabled !== false,
    createdAt: row.createdAt,
    lastUsedAt: row.lastRequest,
    expiresAt: row.expiresAt,
    scopes: scopesOfPermissions(row.permissions),
    createdBy: holder,
  };
}

/**
 * A new key and what is stored of it: the hash the API key plugin and the REST API look keys up
 * by, and the first and last characters a person tells keys apart by.
 */
function newKeyMaterial() {
  const body = `${API_KEY_PREFIX}${generateRandomString(RANDOM_LENGTH, "a-z", "A-Z", "0-9")}`;
  const key = body + checksumOf(body);
  return {
    key,
    stored: {
      key: hashApiKey(key),
      prefix: API_KEY_PREFIX,
      start: key.slice(0, API_KEY_PREFIX.length + 4),
      suffix: key.slice(-SUFFIX_LENGTH),
    },
  };
}

export interface CreatedApiKey extends ApiKeySummary {
  /** The full key: in this one response only. */
  key: string;
}

type KeyRow = typeof apikey.$inferSelect;

function created(row: KeyRow, key: string): CreatedApiKey {
  return { ...summaryOf(row), key };
}

/** The key as the API key plugin's /api-key/create answers it, without the stored hash. */
export function pluginResponse({ row, key }: { row: KeyRow; key: string }) {
  const {
    key: _hash,
    suffix: _suffix,
    metadata: _metadata,
    permissions: _permissions,
    ...rest
  } = row;
  return {
    ...rest,
    key,
    metadata: null,
    permissions: scopesToPermissions(scopesOfPermissions(row.permissions)),
  };
}

/**
 * Who is shown an organization's key: they are the one holding it, so it goes when they leave
 * (organizations.server.ts `revokeKeysShownTo`). A personal key needs no such record.
 */
function shownTo(workspace: Workspace): string | null {
  return workspace.owner.kind === "organization" ? workspace.userId : null;
}

/**
 * Runs `write` if the caller may do `permission` in the workspace. In an organization their
 * member row is read again and locked until the write commits: a removal or a role change made
 * meanwhile waits for it, so a removal then finds (and revokes) the key just shown to them, and
 * a demotion cannot slip in between the check and the write.
 */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function writeAsPermitted<T>(
  db: Database,
  workspace: Workspace,
  permission: Permission,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  requirePermission(workspace, permission);
  const { owner, userId } = workspace;
  return db.transaction(async (tx) => {
    if (workspace.kind === "personal") return write(tx);
    const [held] = await tx
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, owner.id), eq(member.userId, userId)))
      .for("share");
    if (!held) throw new WorkspaceError("NOT_A_MEMBER", words(m.api_error_not_a_member, {}));
    requirePermission({ ...workspace, role: held.role }, permission);
    return write(tx);
  });
}

/**
 * Counts the owner's keys under a transaction-scoped advisory lock on the owner, taken before the
 * count: creates for one owner, from any endpoint or instance, run one after the other, so two at
 * the same moment cannot both see room for one more key (ADR 055).
 */
async function heldUnderLock(tx: Transaction, owner: Owner): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`apikey:${KEY_CONFIG[owner.kind]}:${owner.id}`}, 0))`,
  );
  // An expired key no longer counts: a roll's old key stops taking a place when it ends.
  const [row] = await tx
    .select({ held: count() })
    .from(apikey)
    .where(and(ownedBy(owner), or(isNull(apikey.expiresAt), gt(apikey.expiresAt, new Date()))));
  return row?.held ?? 0;
}

/** What a new key is made with; each part has a default (the spec's create sends nothing). */
export interface KeyOptions {
  /** The default name in the server's language when absent. */
  name?: string;
  /** Every scope the caller's role grants when absent. */
  scopes?: readonly ApiScope[];
  /** Seconds until it ends, null for never; the plan's longest lifetime when absent. */
  expiresIn?: number | null;
}

/**
 * The scopes a new key of the workspace gets: those asked, or every scope the caller's role
 * grants; a scope beyond the role is refused (403 ROLE_NOT_ALLOWED), never silently dropped.
 */
function scopesFor(workspace: Workspace, asked: readonly ApiScope[] | undefined): ApiScope[] {
  const granted = workspace.kind === "personal" ? [...API_SCOPES] : scopesOfRole(workspace.role);
  if (asked === undefined) return granted;
  const beyond = asked.find((scope) => !granted.includes(scope));
  if (beyond) {
    throw new WorkspaceError(
      "ROLE_NOT_ALLOWED",
      words(m.api_error_scope_beyond_role, { scope: beyond }),
    );
  }
  return API_SCOPES.filter((scope) => asked.includes(scope));
}

/**
 * When a new key of `owner` ends: `expiresIn` seconds from `now`, or the plan's longest lifetime
 * when not given. Longer than the plan allows, or never where the plan sets an end, is refused.
 */
async function keyEnd(
  entitlements: ApiKeyDeps["entitlements"],
  owner: Owner,
  expiresIn: number | null | undefined,
  now: number,
): Promise<Date | null> {
  const { maxDays, plan } = await entitlements.keyLifetime(owner);
  const max = maxLifetimeSeconds(maxDays);
  const seconds = expiresIn === undefined ? max : expiresIn;
  if (seconds !== null && seconds < MIN_KEY_LIFETIME) {
    throw new AppError("VALIDATION_ERROR", words(m.api_error_key_lifetime_too_short, {}));
  }
  if (max !== null && (seconds === null || seconds > max)) {
    throw new AppError("KEY_LIFETIME_NOT_IN_PLAN", (locale) =>
      m.api_error_key_lifetime_beyond_plan(
        { plan, days: formatNumber(maxDays ?? 0, locale) },
        { locale },
      ),
    );
  }
  return seconds === null ? null : new Date(now + seconds * 1000);
}

/**
 * Makes a key of the workspace, shown to the caller, while the owner holds fewer than its plan
 * allows (`PLAN_LIMIT_REACHED` otherwise; a downgrade keeps the keys over it). The count is taken
 * under a lock on the owner, so creates racing from any endpoint never pass the plan's number.
 * The caller's role must allow it in an organization.
 */
export async function mintKey(
  { database, entitlements, apiKeys, activity }: ApiKeyDeps,
  workspace: Workspace,
  origin: EventOrigin = NO_ORIGIN,
  options: KeyOptions = {},
): Promise<{ row: KeyRow; key: string }> {
  const { owner } = workspace;
  const { key, stored } = newKeyMaterial();
  requirePermission(workspace, { apiKey: ["create"] });
  const scopes = scopesFor(workspace, options.scopes);
  const allowance = await entitlements.allow(owner, "apiKeys");
  const now = new Date();
  const expiresAt = await keyEnd(entitlements, owner, options.expiresIn, now.getTime());
  const [row] = await writeAsPermitted(
    database.db,
    workspace,
    { apiKey: ["create"] },
    async (tx) => {
      const held = await heldUnderLock(tx, owner);
      if (held >= allowance.max) throw overAllowance(owner, held, allowance);
      const inserted = await tx
        .insert(apikey)
        .values({
          id: generateId(),
          configId: KEY_CONFIG[owner.kind],
          name: options.name ?? defaultKeyName(owner.kind),
          ...stored,
          permissions: JSON.stringify(scopesToPermissions(scopes)),
          expiresAt,
          referenceId: owner.id,
          mintedBy: shownTo(workspace),
          enabled: true,
          // The plugin's own per-key limit is off (ADR 009): the REST API limits per workspace
          // itself (ADR 070).
          rateLimitEnabled: false,
          requestCount: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (inserted[0])
        await emitEvent({ db: tx }, owner, "api_key.created", keyEvent(owner, inserted[0]));
      return inserted;
    },
  );
  if (!row) throw new Error("The key's insert returned no row");
  // A miss remembered for this key's hash must not outlive its creation (ADR 055).
  await apiKeys.verifier.keyCreated(stored.key);
  apiKeys.overview.forgetOwner(owner);
  await activity.record(workspace.userId, "api_key_created", origin, keyDetail(workspace.owner));
  return { row, key };
}

/** A key as the `api_key.*` webhook events describe it: never the key itself. */
function keyEvent(owner: Owner, row: { id: string; name: string | null; start: string | null }) {
  return { workspace: { ...owner }, id: row.id, name: row.name, start: row.start };
}

/** Which workspace's key an event on the timeline was about. */
function keyDetail(owner: Owner): Record<string, string> {
  return owner.kind === "user"
    ? { workspace: "personal" }
    : { workspace: "organization", organizationId: owner.id };
}

/** A new key of the workspace, made with `options`, for the screens' server function. */
export async function createKey(
  deps: ApiKeyDeps,
  workspace: Workspace,
  origin: EventOrigin = NO_ORIGIN,
  options: KeyOptions = {},
): Promise<CreatedApiKey> {
  const { row, key } = await mintKey(deps, workspace, origin, options);
  return created(row, key);
}

/**
 * Deletes the workspace's key `keyId`: it fails on the very next call to this instance and
 * within a second on the others. Another workspace's key id is not found. The caller's role must
 * allow it in an organization.
 */
export async function revokeKey(
  { database, apiKeys, activity }: ApiKeyDeps,
  workspace: Workspace,
  keyId: string,
  origin: EventOrigin = NO_ORIGIN,
): Promise<{ id: string }> {
  const { owner } = workspace;
  const [row] = await writeAsPermitted(
    database.db,
    workspace,
    { apiKey: ["delete"] },
    async (tx) => {
      const deleted = await tx
        .delete(apikey)
        .where(and(eq(apikey.id, keyId), ownedBy(owner)))
        .returning({ id: apikey.id, name: apikey.name, start: apikey.start });
      if (deleted[0])
        await emitEvent({ db: tx }, owner, "api_key.deleted", keyEvent(owner, deleted[0]));
      return deleted;
    },
  );
  if (!row) throw new ApiKeyError("API_KEY_NOT_FOUND", KEY_NOT_FOUND);
  apiKeys.verifier.forgetKey(row.id);
  apiKeys.overview.forgetOwner(owner);
  await activity.record(workspace.userId, "api_key_deleted", origin, keyDetail(owner));
  return { id: row.id };
}

/**
 * Replaces the workspace's key `keyId` with a new one, in place: the same key record (and its
 * usage history) with a new secret, now shown to the caller. The old key fails on the very next
 * call to this instance (and within a second on others). Another workspace's key id is not
 * found. The caller's role must allow it in an organization.
 */
export async function regenerateKey(
  { database, apiKeys, activity }: ApiKeyDeps,
  workspace: Workspace,
  keyId: string,
  origin: EventOrigin = NO_ORIGIN,
): Promise<CreatedApiKey> {
  const { owner } = workspace;
  const { key, stored } = newKeyMaterial();
  const [row] = await writeAsPermitted(
    database.db,
    workspace,
    { apiKey: ["update"] },
    async (tx) => {
      const updated = await tx
        .update(apikey)
        .set({ ...stored, mintedBy: shownTo(workspace), enabled: true, updatedAt: new Date() })
        .where(and(eq(apikey.id, keyId), ownedBy(owner)))
        .returning();
      if (updated[0]) {
        const event = { ...keyEvent(owner, updated[0]), previousKeyEndsAt: null };
        await emitEvent({ db: tx }, owner, "api_key.rolled", event);
      }
      return updated;
    },
  );
  if (!row) throw new ApiKeyError("API_KEY_NOT_FOUND", KEY_NOT_FOUND);
  apiKeys.verifier.forgetKey(keyId);
  await apiKeys.verifier.keyCreated(stored.key);
  apiKeys.overview.forgetOwner(owner);
  await activity.record(
    workspace.userId,
    "api_key_regenerated",
    origin,
    keyDetail(workspace.owner),
  );
  return created(row, key);
}

/**
 * Rolls the workspace's key `keyId` (ADR 084): a new key with the same name, scopes and lifetime,
 * shown to the caller, while the old one keeps working for `overlap` and then ends. With no
 * overlap it is `regenerateKey`: the same record gets the new secret, and the old one fails at
 * once. The new key takes no place in the plan's count from the old one: the old one stops
 * counting when it ends. A key already ended is refused (409 API_KEY_ENDED); another
 * workspace's key, or a deleted one, is not found.
 */
export async function rollKey(
  deps: ApiKeyDeps,
  workspace: Workspace,
  keyId: string,
  overlap: RollOverlap,
  origin: EventOrigin = NO_ORIGIN,
): Promise<CreatedApiKey & { previousExpiresAt: Date | null }> {
  if (overlap === "none")
    return { ...(await regenerateKey(deps, workspace, keyId, origin)), previousExpiresAt: null };
  const { database, entitlements, apiKeys, activity } = deps;
  const { owner } = workspace;
  const { key, stored } = newKeyMaterial();
  const now = Date.now();
  const { maxDays } = await entitlements.keyLifetime(owner);
  const max = maxLifetimeSeconds(maxDays);
  const { row, previousExpiresAt } = await writeAsPermitted(
    database.db,
    workspace,
    { apiKey: ["update"] },
    async (tx) => {
      const [old] = await tx
        .select()
        .from(apikey)
        .where(and(eq(apikey.id, keyId), ownedBy(owner)))
        .for("update");
      if (!old) throw new ApiKeyError("API_KEY_NOT_FOUND", KEY_NOT_FOUND);
      if (old.enabled === false || (old.expiresAt && old.expiresAt.getTime() <= now)) {
        throw new ApiKeyError("API_KEY_ENDED", words(m.api_error_key_ended, {}));
      }
      // The new key lasts as long as the old one was made to, within the plan's longest.
      const lifetime = old.expiresAt
        ? (old.expiresAt.getTime() - old.createdAt.getTime()) / 1000
        : null;
      const seconds = lifetime === null ? max : max === null ? lifetime : Math.min(lifetime, max);
      const ends = now + ROLL_OVERLAPS[overlap] * 1000;
      const oldEnd = new Date(old.expiresAt ? Math.min(old.expiresAt.getTime(), ends) : ends);
      await tx
        .update(apikey)
        .set({ expiresAt: oldEnd, updatedAt: new Date(now) })
        .where(eq(apikey.id, old.id));
      const [made] = await tx
        .insert(apikey)
        .values({
          id: generateId(),
          configId: old.configId,
          name: old.name,
          ...stored,
          referenceId: old.referenceId,
          mintedBy: shownTo(workspace),
          enabled: true,
          rateLimitEnabled: false,
          requestCount: 0,
          permissions: old.permissions,
          expiresAt: seconds === null ? null : new Date(now + seconds * 1000),
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning();
      if (made) {
        const event = { ...keyEvent(owner, made), previousKeyEndsAt: oldEnd.toISOString() };
        await emitEvent({ db: tx }, owner, "api_key.rolled", event);
      }
      return { row: made, previousExpiresAt: oldEnd };
    },
  );
  if (!row) throw new Error("The rolled key's insert returned no row");
  apiKeys.verifier.forgetKey(keyId);
  await apiKeys.verifier.keyCreated(stored.key);
  apiKeys.overview.forgetOwner(owner);
  await activity.record(workspace.userId, "api_key_regenerated", origin, keyDetail(owner));
  return { ...created(row, key), previousExpiresAt };
}

/** A key row's owner, a user or an organization, as its configuration says. */
function ownerOfRow(row: { configId: string; referenceId: string }): Owner {
  return row.configId === KEY_CONFIG.user
    ? { kind: "user", id: row.referenceId }
    : { kind: "organization", id: row.referenceId };
}

/** A deleted key's owner, the key forgotten at once by this instance's caches. */
function forgetDeleted(
  apiKeys: ApiKeyDeps["apiKeys"],
  row: { id: string; configId: string; referenceId: string },
): Owner {
  const owner = ownerOfRow(row);
  apiKeys.verifier.forgetKey(row.id);
  apiKeys.overview.forgetOwner(owner);
  return owner;
}

/**
 * Deletes each key of `keys` that exists, reported as leaked (POST /api/v1/leaked-keys): it fails
 * on the very next call to this instance and within a second on the others, and the person who
 * holds it gets a security alert. Answers how many were found; unknown ones are ignored.
 */
export async function revokeLeakedKeys(
  { database, apiKeys, activity }: Pick<ApiKeyDeps, "database" | "apiKeys" | "activity">,
  keys: readonly string[],
): Promise<number> {
  const hashes = [...new Set(keys)].map(hashApiKey);
  if (hashes.length === 0) return 0;
  const gone = await database.db.transaction(async (tx) => {
    const deleted = await tx.delete(apikey).where(inArray(apikey.key, hashes)).returning();
    for (const row of deleted) {
      await emitEvent(
        { db: tx },
        ownerOfRow(row),
        "api_key.deleted",
        keyEvent(ownerOfRow(row), row),
      );
    }
    return deleted;
  });
  for (const row of gone) {
    const owner = forgetDeleted(apiKeys, row);
    const holder = owner.kind === "user" ? owner.id : row.mintedBy;
    if (holder) {
      await activity.record(holder, "api_key_leaked", NO_ORIGIN, {
        ...keyDetail(owner),
        by: "report",
      });
    }
  }
  return gone.length;
}

/** The keys a person holds: their personal key and the organization keys shown to them. */
export function keysHeldBy(userId: string): SQL {
  return or(
    and(eq(apikey.configId, KEY_CONFIG.user), eq(apikey.referenceId, userId)),
    eq(apikey.mintedBy, userId),
  ) as SQL;
}

/**
 * Deletes a key `userId` holds (keysHeldBy), for an admin (ADR 036): it fails on the very next
 * call to this instance and within a second on the others, and the holder's timeline says so.
 * Another person's key id is not found.
 */
export async function revokeKeyHeldBy(
  { database, apiKeys, activity }: ApiKeyDeps,
  userId: string,
  keyId: string,
): Promise<{ id: string; workspace: Record<string, string> }> {
  const [row] = await database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(apikey)
      .where(and(eq(apikey.id, keyId), keysHeldBy(userId)))
      .returning();
    for (const key of deleted) {
      await emitEvent(
        { db: tx },
        ownerOfRow(key),
        "api_key.deleted",
        keyEvent(ownerOfRow(key), key),
      );
    }
    return deleted;
  });
  if (!row) throw new ApiKeyError("API_KEY_NOT_FOUND", KEY_NOT_FOUND);
  const owner = forgetDeleted(apiKeys, row);
  const workspace = keyDetail(owner);
  await activity.record(userId, "api_key_deleted", NO_ORIGIN, { ...workspace, by: "admin" });
  return { id: row.id, workspace };
}

/** The workspace's key as the screens list it: every role may see it, without its secret. */
export function workspaceKeys({ apiKeys }: Pick<ApiKeyDeps, "apiKeys">, workspace: Workspace) {
  requirePermission(workspace, { apiKey: ["read"] });
  return apiKeys.overview.keysOf(workspace.owner);
}

/** Calls per day with the workspace's key over the last 30 days, for every role. */
export function workspaceUsage(
  deps: Pick<ApiKeyDeps, "apiKeys" | "entitlements">,
  workspace: Workspace,
) {
  requirePermission(workspace, { apiKey: ["read"] });
  return usageHistory(deps, workspace.owner);
}

/**
 * Calls per day with the owner's keys over the last 30 days: the usage history, refused with 403
 * FEATURE_NOT_IN_PLAN on a plan without it (ADR 055), whichever entry point asks.
 */
export async function usageHistory(
  { apiKeys, entitlements }: Pick<ApiKeyDeps, "apiKeys" | "entitlements">,
  owner: Owner,
) {
  await entitlements.require(owner, "usageHistory");
  return apiKeys.overview.usageOf(owner);
}

/** The owner's usage rows: of every key it held, deleted ones included. */
function usageOf(owner: Owner): SQL {
  return owner.kind === "user"
    ? eq(apiKeyUsage.userId, owner.id)
    : eq(apiKeyUsage.organizationId, owner.id);
}

/** Calls per UTC day with the owner's keys over the last `days` days, oldest first, gaps as 0. */
export async function usageByDay(
  db: Database,
  owner: Owner,
  days = 30,
  now = Date.now(),
): Promise<DailyCalls[]> {
  const calendar = lastUtcDays(days, now);
  const rows = await db
    .select({ day: apiKeyUsage.day, count: apiKeyUsage.count })
    .from(apiKeyUsage)
    .where(and(usageOf(owner), gte(apiKeyUsage.day, calendar[0] as string)))
    .orderBy(desc(apiKeyUsage.day));
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.count);
  return calendar.map((day) => ({ day, calls: byDay.get(day) ?? 0 }));
}

/**
 * Calls with the owner's keys from the UTC day `fromDay` (`YYYY-MM-DD`) on: a plan period's use
 * (ADR 045). Counted by day, as the usage table is; the calls of the last few seconds are still
 * in memory (UsageRecorder) and come with the next write.
 */
export async function callsSince(db: Database, owner: Owner, fromDay: string): Promise<number> {
  const [row] = await db
    .select({ calls: sum(apiKeyUsage.count).mapWith(Number) })
    .from(apiKeyUsage)
    .where(and(usageOf(owner), gte(apiKeyUsage.day, fromDay)));
  return row?.calls ?? 0;
}
