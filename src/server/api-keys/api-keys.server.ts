import { and, asc, desc, eq, gte } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { apiKeyUsage, apikey } from "~/db/schema";
import type { Runtime } from "~/server/runtime.server";
import { utcDay } from "./usage.server";

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

export interface CreatedApiKey extends ApiKeySummary {
  /** The full key: in this one answer only. */
  key: string;
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

const SUFFIX_LENGTH = 4;
const KEY_NAME = "Personal API key";

type Parts = Pick<Runtime, "auth" | "database" | "apiKeys">;
type DatabaseOnly = { database: Pick<DatabaseHandle, "db"> };

export async function listUserKeys({ database }: DatabaseOnly, userId: string) {
  const rows = await database.db
    .select()
    .from(apikey)
    .where(eq(apikey.referenceId, userId))
    .orderBy(asc(apikey.createdAt), asc(apikey.id));
  return rows.map(
    (row): ApiKeySummary => ({
      id: row.id,
      start: row.start,
      end: row.suffix,
      enabled: row.enabled !== false,
      createdAt: row.createdAt,
      lastUsedAt: row.lastRequest,
      expiresAt: row.expiresAt,
    }),
  );
}

async function mint({ auth, database }: Parts, headers: Headers): Promise<CreatedApiKey> {
  const created = await auth.api.createApiKey({ body: { name: KEY_NAME }, headers });
  const suffix = created.key.slice(-SUFFIX_LENGTH);
  await database.db.update(apikey).set({ suffix }).where(eq(apikey.id, created.id));
  return {
    id: created.id,
    key: created.key,
    start: created.start ?? null,
    end: suffix,
    enabled: true,
    createdAt: new Date(created.createdAt),
    lastUsedAt: null,
    expiresAt: created.expiresAt ? new Date(created.expiresAt) : null,
  };
}

/** Creates the user's personal key; one per user, so a second create is refused. */
export async function createPersonalKey(
  parts: Parts,
  userId: string,
  headers: Headers,
): Promise<CreatedApiKey> {
  const alreadyHasOne = () =>
    new ApiKeyError(409, "You already have an API key. Regenerate it to get a new one.");
  if ((await listUserKeys(parts, userId)).length > 0) throw alreadyHasOne();
  const created = await mint(parts, headers);
  // Two creates at the same moment both pass the check above; the oldest key wins and the
  // other request takes its own key back.
  const [first] = await listUserKeys(parts, userId);
  if (first && first.id !== created.id) {
    await parts.auth.api.deleteApiKey({ body: { keyId: created.id }, headers });
    throw alreadyHasOne();
  }
  parts.apiKeys.overview.forgetUser(userId);
  return created;
}

/**
 * Replaces the user's key `keyId` with a new one. The old key fails on the very next call to
 * this instance (and within a second on others). Another user's key id is not found.
 */
export async function regeneratePersonalKey(
  parts: Parts,
  userId: string,
  keyId: string,
  headers: Headers,
): Promise<CreatedApiKey> {
  const [owned] = await parts.database.db
    .select({ id: apikey.id })
    .from(apikey)
    .where(and(eq(apikey.id, keyId), eq(apikey.referenceId, userId)))
    .limit(1);
  if (!owned) throw new ApiKeyError(404, "API key not found");
  const created = await mint(parts, headers);
  try {
    // The usage history belongs to the person, not to one key: it moves to the new key.
    await parts.apiKeys.usage.flush();
    await parts.database.db
      .update(apiKeyUsage)
      .set({ keyId: created.id })
      .where(eq(apiKeyUsage.keyId, keyId));
    await parts.auth.api.deleteApiKey({ body: { keyId }, headers });
  } catch (error) {
    // Put things back as they were: the history on the old key, and no new key.
    await parts.database.db
      .update(apiKeyUsage)
      .set({ keyId })
      .where(eq(apiKeyUsage.keyId, created.id))
      .catch(() => {});
    await parts.auth.api.deleteApiKey({ body: { keyId: created.id }, headers }).catch(() => {});
    throw error;
  }
  parts.apiKeys.verifier.forgetKey(keyId);
  parts.apiKeys.overview.forgetUser(userId);
  return created;
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
