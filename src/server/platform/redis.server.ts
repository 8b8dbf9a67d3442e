import type { SecondaryStorage } from "better-auth";
import { createClient } from "redis";

export type RedisClient = ReturnType<typeof newClient>;

/** The open Redis connection of REDIS_URL: shared rate limits and Better Auth's secondary storage. */
export interface RedisConnection {
  client: RedisClient;
  /** The address without credentials, for the start-up summary and errors. */
  describe: string;
  close(): Promise<void>;
}

/** Keys Better Auth writes (rate limits per client, session copies) live under this prefix. */
const AUTH_KEY_PREFIX = "auth:";

export class RedisUnreachableError extends Error {
  constructor(address: string, cause: unknown) {
    super(
      `Redis at ${address} (REDIS_URL) cannot be reached: ${(cause as Error)?.message ?? cause}. ` +
        "Start it or fix REDIS_URL; without REDIS_URL the rate limits are kept in the database.",
    );
    this.name = "RedisUnreachableError";
  }
}

function redisAddress(url: string): string {
  const parsed = new URL(url);
  parsed.username = "";
  parsed.password = "";
  return parsed.toString().replace(/\/$/, "");
}

/**
 * Connects to `url`. The first connection must succeed (else RedisUnreachableError): a server
 * that starts without its shared limits would quietly count alone. Once up, a lost connection
 * is retried in the background, and commands fail at once while it is down instead of waiting
 * in a queue, so a Redis outage costs the calls that need it an error, not a hang.
 */
export async function connectRedis(
  url: string,
  { connectTimeoutMs = 5000 } = {},
): Promise<RedisConnection> {
  const describe = redisAddress(url);
  let ready = false;
  let lastError = "";
  const client = newClient(url, connectTimeoutMs, () => ready);
  client.on("error", (error: Error) => {
    // One line per distinct failure while it lasts, not one per reconnection attempt.
    if (!ready || error.message === lastError) return;
    lastError = error.message;
    console.warn(`Redis at ${describe}: ${error.message}`);
  });
  client.on("ready", () => {
    lastError = "";
  });
  try {
    await client.connect();
  } catch (error) {
    client.destroy();
    throw new RedisUnreachableError(describe, error);
  }
  ready = true;
  return {
    client,
    describe,
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}

function newClient(url: string, connectTimeoutMs: number, connectedOnce: () => boolean) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries: number, cause: Error) =>
        connectedOnce() ? Math.min(100 * 2 ** retries, 2000) : cause,
    },
  });
}

/**
 * The longest a copy Better Auth writes (a session with its user, the list of a user's
 * sessions, a revocation marker, a verification value) lives in Redis. Past it, Better Auth reads
 * the row from PostgreSQL. It bounds how long a copy can disagree with the database: after a
 * change made there directly (SQL), or a Redis write that failed during an outage (Better Auth
 * itself logs and goes on when it cannot delete the copies of a user's sessions).
 */
const COPY_TTL_SECONDS = 10;

/**
 * Better Auth's secondary storage over Redis. With it, Better Auth keeps its per-client rate
 * limits here (`rateLimit.storage: "secondary-storage"`), and also a copy of each session and
 * verification value; auth.server.ts keeps both in PostgreSQL too, which stays the source of
 * truth (listing, revoking, deleting). Because every copy has its row, a copy that cannot be
 * read, written or deleted while Redis is down is treated as missing (Better Auth then reads
 * the row) and lives at most COPY_TTL_SECONDS: sessions keep working through a Redis outage.
 * The rate-limit counters (`increment`) have no such fallback, so their calls fail instead.
 */
export function betterAuthStorage(client: RedisClient): SecondaryStorage {
  const key = (name: string) => `${AUTH_KEY_PREFIX}${name}`;
  let warnedAt = 0;
  const degrade = (error: unknown) => {
    if (Date.now() - warnedAt < 10_000) return;
    warnedAt = Date.now();
    console.warn(
      `Redis: ${(error as Error)?.message ?? error}; sessions and tokens are read from the database meanwhile.`,
    );
  };
  return {
    async get(name) {
      try {
        return await client.get(key(name));
      } catch (error) {
        degrade(error);
        return null;
      }
    },
    async set(name, value, ttl) {
      const seconds = Math.min(COPY_TTL_SECONDS, ttl && ttl > 0 ? Math.ceil(ttl) : Infinity);
      await client
        .set(key(name), value, { expiration: { type: "EX", value: seconds } })
        .catch(degrade);
    },
    async delete(name) {
      await client.del(key(name)).catch(degrade);
    },
    getAndDelete: (name) => client.getDel(key(name)),
    // Created at 0 with the TTL only when absent, then incremented: the TTL is never extended,
    // so the window ends `ttl` seconds after its first hit, as the interface asks.
    async increment(name, ttl) {
      const replies = await client
        .multi()
        .set(key(name), "0", {
          expiration: { type: "EX", value: Math.max(1, ttl) },
          condition: "NX",
        })
        .incr(key(name))
        .exec();
      return Number(replies[1]);
    },
  };
}

/**
 * Deletes Better Auth's Redis copies of verification values that name the user (by id or by
 * address), after the account is deleted: the PostgreSQL rows are removed by removeLeftovers,
 * and a copy would otherwise outlive the account by up to COPY_TTL_SECONDS. The copies cannot
 * be used without their row (every token is consumed from the database), so this is about
 * leaving nothing behind.
 */
export async function forgetVerifications(
  client: RedisClient,
  user: { id: string; email: string },
): Promise<void> {
  // The value is JSON holding JSON (a magic link's `{"email":…}`), so match the plain strings;
  // a false match only drops a copy, and Better Auth then reads the row from PostgreSQL.
  const needles = [user.id, user.email];
  for await (const keys of client.scanIterator({
    MATCH: `${AUTH_KEY_PREFIX}verification:*`,
    COUNT: 500,
  })) {
    if (keys.length === 0) continue;
    const values = await client.mGet(keys);
    const doomed = keys.filter((_, i) => {
      const value = values[i];
      return typeof value === "string" && needles.some((needle) => value.includes(needle));
    });
    if (doomed.length > 0) await client.del(doomed);
  }
}
