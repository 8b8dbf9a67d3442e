import { generateId } from "@better-auth/core/utils/id";
import { generateRandomString } from "better-auth/crypto";
import { and, asc, count, desc, eq, gte, or, type SQL, sql, sum } from "drizzle-orm";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { apiKeyUsage, apikey, member } from "~/db/schema";
import { formatNumber } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import { AppError } from "~/lib/app-error";
import type { Permission } from "~/lib/organization-access";
import { type ActivityLog, type EventOrigin, NO_ORIGIN } from "~/server/account/activity.server";
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
}

/** Calls made with a key on one UTC day. */
export interface DailyCalls {
  day: string;
  calls: number;
}

/** An error of a key action: the key exists already, or is not the workspace's. */
export class ApiKeyError extends AppError {
  constructor(code: "API_KEY_EXISTS" | "API_KEY_NOT_FOUND", message: string | Words) {
    super(code, message);
    this.name = "ApiKeyError";
  }
}

const KEY_NOT_FOUND = words(m.api_error_key_not_found, {});

/** Random letters after the prefix: as the API key plugin makes them (about 365 bits). */
const KEY_LENGTH = 64;
const SUFFIX_LENGTH = 4;

const KEY_NAMES = {
  user: m.keys_default_name_user,
  organization: m.keys_default_name_organization,
};

/** A new key's name when none is given, in `locale` (the caller's language): it is stored. */
export function defaultKeyName(kind: Owner["kind"], locale: Locale = DEFAULT_LOCALE): string {
  return KEY_NAMES[kind]({}, { locale });
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
function ownedBy(owner: Owner): SQL | undefined {
  return and(eq(apikey.configId, KEY_CONFIG[owner.kind]), eq(apikey.referenceId, owner.id));
}

export async function listKeys(db: Database, owner: Owner) {
  const rows = await db
    .select()
    .from(apikey)
    .where(ownedBy(owner))
    .orderBy(asc(apikey.createdAt), asc(apikey.id));
  return rows.map(summaryOf);
}

function summaryOf(row: typeof apikey.$inferSelect): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    end: row.suffix,
    enabled: row.enabled !== false,
    createdAt: row.createdAt,
    lastUsedAt: row.lastRequest,
    expiresAt: row.expiresAt,
  };
}

/**
 * A new key and what is stored of it: the hash the API key plugin and the REST API look keys up
 * by, and the first and last characters a person tells keys apart by.
 */
function newKeyMaterial() {
  const key = `${API_KEY_PREFIX}${generateRandomString(KEY_LENGTH, "a-z", "A-Z")}`;
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
  return { ...rest, key, metadata: null, permissions: null };
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
  const [row] = await tx.select({ held: count() }).from(apikey).where(ownedBy(owner));
  return row?.held ?? 0;
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
  name?: string,
): Promise<{ row: KeyRow; key: string }> {
  const { owner } = workspace;
  const { key, stored } = newKeyMaterial();
  const allowance = await entitlements.allow(owner, "apiKeys");
  const now = new Date();
  const [row] = await writeAsPermitted(
    database.db,
    workspace,
    { apiKey: ["create"] },
    async (tx) => {
      const held = await heldUnderLock(tx, owner);
      if (held >= allowance.max) throw overAllowance(owner, held, allowance);
      return tx
        .insert(apikey)
        .values({
          id: generateId(),
          configId: KEY_CONFIG[owner.kind],
          name: name ?? defaultKeyName(owner.kind),
          ...stored,
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
    },
  );
  if (!row) throw new Error("The key's insert returned no row");
  // A miss remembered for this key's hash must not outlive its creation (ADR 055).
  await apiKeys.verifier.keyCreated(stored.key);
  apiKeys.overview.forgetOwner(owner);
  await activity.record(workspace.userId, "api_key_created", origin, keyDetail(workspace.owner));
  return { row, key };
}

/** Which workspace's key an event on the timeline was about. */
function keyDetail(owner: Owner): Record<string, string> {
  return owner.kind === "user"
    ? { workspace: "personal" }
    : { workspace: "organization", organizationId: owner.id };
}

/** A new key of the workspace, named `name` when given, for the screens' server function. */
export async function createKey(
  deps: ApiKeyDeps,
  workspace: Workspace,
  origin: EventOrigin = NO_ORIGIN,
  name?: string,
): Promise<CreatedApiKey> {
  const { row, key } = await mintKey(deps, workspace, origin, name);
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
  const [row] = await writeAsPermitted(database.db, workspace, { apiKey: ["delete"] }, (tx) =>
    tx
      .delete(apikey)
      .where(and(eq(apikey.id, keyId), ownedBy(owner)))
      .returning({ id: apikey.id }),
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
  const [row] = await writeAsPermitted(database.db, workspace, { apiKey: ["update"] }, (tx) =>
    tx
      .update(apikey)
      .set({ ...stored, mintedBy: shownTo(workspace), enabled: true, updatedAt: new Date() })
      .where(and(eq(apikey.id, keyId), ownedBy(owner)))
      .returning(),
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
  const [row] = await database.db
    .delete(apikey)
    .where(and(eq(apikey.id, keyId), keysHeldBy(userId)))
    .returning({
      id: apikey.id,
      configId: apikey.configId,
      referenceId: apikey.referenceId,
    });
  if (!row) throw new ApiKeyError("API_KEY_NOT_FOUND", KEY_NOT_FOUND);
  const owner: Owner =
    row.configId === KEY_CONFIG.user
      ? { kind: "user", id: row.referenceId }
      : { kind: "organization", id: row.referenceId };
  apiKeys.verifier.forgetKey(row.id);
  apiKeys.overview.forgetOwner(owner);
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
