import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "~/db/client.server";

export interface RateLimitRule {
  /** Window length in seconds. */
  window: number;
  max: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Counts one hit against `key` in a fixed window, atomically in one statement, in the same
 * `rate_limit` table Better Auth uses, so every instance on the database sees the same count.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const windowStart = now - rule.window * 1000;
  const rows = await db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${windowStart} then ${now} else rate_limit.last_request end
    returning count, last_request`);
  const row = rowsOf<{ count: number; last_request: string | number }>(rows)[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  const startedAt = Number(row.last_request);
  return {
    allowed: Number(row.count) <= rule.max,
    retryAfter: Math.max(1, Math.ceil((startedAt + rule.window * 1000 - now) / 1000)),
  };
}
