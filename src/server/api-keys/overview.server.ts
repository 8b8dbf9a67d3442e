import type { Database } from "~/db/client.server";
import { TtlCache } from "~/server/ttl-cache.server";
import { type ApiKeySummary, listUserKeys, usageByDay } from "./api-keys.server";

/**
 * What the dashboard shows of a user's keys: the key list and 30 days of usage, each read once
 * and trusted for a second, so a page load and the browser's queries right after it share one
 * read. This instance forgets a user's entries the moment their key changes; another instance
 * shows the change within the second. Usage is counted in memory and written every few
 * seconds anyway, so a second more changes nothing the user could see.
 */
export class KeyOverview {
  private readonly keys = new TtlCache<string, ApiKeySummary[]>();
  private readonly usage = new TtlCache<string, { day: string; calls: number }[]>();

  constructor(private readonly db: Database) {}

  keysOf(userId: string): Promise<ApiKeySummary[]> {
    return this.keys.get(userId, () => listUserKeys({ database: { db: this.db } }, userId));
  }

  usageOf(userId: string): Promise<{ day: string; calls: number }[]> {
    return this.usage.get(userId, () => usageByDay({ database: { db: this.db } }, userId));
  }

  forgetUser(userId: string): void {
    this.keys.forget((_, key) => key === userId);
    this.usage.forget((_, key) => key === userId);
  }
}
