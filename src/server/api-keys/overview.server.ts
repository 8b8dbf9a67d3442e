import type { Database } from "~/db/client.server";
import { LoadingCache } from "~/server/platform/loading-cache.server";
import { type Owner, ownerKey } from "~/server/workspaces/workspace.server";
import { type ApiKeySummary, listKeys, usageByDay } from "./api-keys.server";

/**
 * What the dashboard shows of a workspace's key: the key list and 30 days of usage, each read
 * once and trusted for a second, so a page load and the browser's queries right after it share
 * one read. This instance forgets an owner's entries the moment their key changes; another
 * instance shows the change within the second. Usage is counted in memory and written every few
 * seconds anyway, so a second more changes nothing anyone could see.
 */
export class KeyOverview {
  private readonly keys = new LoadingCache<string, ApiKeySummary[], Owner>((owner) =>
    listKeys(this.db, owner),
  );
  private readonly usage = new LoadingCache<string, { day: string; calls: number }[], Owner>(
    (owner) => usageByDay(this.db, owner),
  );

  constructor(private readonly db: Database) {}

  keysOf(owner: Owner): Promise<ApiKeySummary[]> {
    return this.keys.fetch(ownerKey(owner), owner);
  }

  usageOf(owner: Owner): Promise<{ day: string; calls: number }[]> {
    return this.usage.fetch(ownerKey(owner), owner);
  }

  forgetOwner(owner: Owner): void {
    const key = ownerKey(owner);
    this.keys.delete(key);
    this.usage.delete(key);
  }
}
