import { generateId } from "@better-auth/core/utils/id";
import { generateRandomString } from "better-auth/crypto";
import { and, asc, desc, eq, gte } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { apiKeyUsage, apikey } from "~/db/schema";
import { API_KEY_PREFIX } from "~/server/auth/auth.server";
import type { Runtime } from "~/server/runtime.server";
import { utcDay } from "./usage.server";
import { hashApiKey } from "./verifier.server";

/** A key as the browser may see it after creation: never the key itself. */
export interface ApiKeySummary {
  id: string;
  /** The prefix and first characters, e.g. "tl_Ab3x". */
  start: string | null;
  /** The last characters. */
  end: string | null;
  enabled: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
}

export class ApiKeyError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "ApiKeyError";
  }
}

/** Random letters after the prefix: as the API key plugin makes them (about 365 bits). */
const KEY_LENGTH = 64;
const SUFFIX_LENGTH = 4;
const KEY_NAME = "Personal API key";

type Parts = Pick<Runtime, "database" | "apiKeys">;
type DatabaseOnly = { database: Pick<DatabaseHandle, "db"> };

export async function listUserKeys({ database }: DatabaseOnly, userId: string) {
  const rows = await database.db
    .select()
    .from(apikey)
    .where(eq(apikey.referenceId, userId))
    .orderBy(asc(apikey.createdAt), asc(apikey.id));
  return rows.map(summaryOf);
}

function summaryOf(row: typeof apikey.$inferSelect): ApiKeySummary {
  return {
    id: row.id,
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
  /** The full key: in this one answer only. */
  key: string;
}

type KeyRow = typeof apikey.$inferSelect;

function created(row: KeyRow, key: string): CreatedApiKey {
  return { ...summaryOf(row), key };
}

/** The key as the API key plugin's /api-key/create answers it, without the stored hash. */
export function pluginAnswer({ row, key }: { row: KeyRow; key: string }) {
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
 * Makes the user's personal key. One per user, held by the database (a unique index on the
 * owner), so two creates at the same moment, from any door, make one key: the other is refused.
 */
export async function mintPersonalKey(
  { database, apiKeys }: Parts,
  userId: string,
): Promise<{ row: KeyRow; key: string }> {
  const { key, stored } = newKeyMaterial();
  const now = new Date();
  const [row] = await database.db
    .insert(apikey)
    .values({
      id: generateId(),
      configId: "default",
      name: KEY_NAME,
      ...stored,
      referenceId: userId,
      enabled: true,
      // The plugin's own per-key limit is off (ADR 009): the REST API limits per key itself.
      rateLimitEnabled: false,
      requestCount: 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [apikey.configId, apikey.referenceId] })
    .returning();
  if (!row) {
    throw new ApiKeyError(409, "You already have an API key. Regenerate it to get a new one.");
  }
  apiKeys.overview.forgetUser(userId);
  return { row, key };
}

/** The personal key, for the screens' server function. */
export async function createPersonalKey(parts: Parts, userId: string): Promise<CreatedApiKey> {
  const { row, key } = await mintPersonalKey(parts, userId);
  return created(row, key);
}

/**
 * Replaces the user's key `keyId` with a new one, in place: the same key record (and its usage
 * history) with a new secret. The old key fails on the very next call to this instance (and
 * within a second on others). Another user's key id is not found.
 */
export async function regeneratePersonalKey(
  { database, apiKeys }: Parts,
  userId: string,
  keyId: string,
): Promise<CreatedApiKey> {
  const { key, stored } = newKeyMaterial();
  const [row] = await database.db
    .update(apikey)
    .set({ ...stored, enabled: true, updatedAt: new Date() })
    .where(and(eq(apikey.id, keyId), eq(apikey.referenceId, userId)))
    .returning();
  if (!row) throw new ApiKeyError(404, "API key not found");
  apiKeys.verifier.forgetKey(keyId);
  apiKeys.overview.forgetUser(userId);
  return created(row, key);
}

/** Calls per UTC day for the user's keys over the last `days` days, oldest first, gaps as 0. */
export async function usageByDay(
  { database }: DatabaseOnly,
  userId: string,
  days = 30,
  now = Date.now(),
): Promise<{ day: string; calls: number }[]> {
  const first = utcDay(now - (days - 1) * 86_400_000);
  const rows = await database.db
    .select({ day: apiKeyUsage.day, count: apiKeyUsage.count })
    .from(apiKeyUsage)
    .innerJoin(apikey, eq(apikey.id, apiKeyUsage.keyId))
    .where(and(eq(apikey.referenceId, userId), gte(apiKeyUsage.day, first)))
    .orderBy(desc(apiKeyUsage.day));
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.count);
  return Array.from({ length: days }, (_, i) => {
    const day = utcDay(now - (days - 1 - i) * 86_400_000);
    return { day, calls: byDay.get(day) ?? 0 };
  });
}
