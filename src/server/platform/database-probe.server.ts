import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/** How long the quick probe behind the outage responses waits for the database. */
const PROBE_TIMEOUT_MS = 1000;
/** A probe's result is shared for this long: a burst of failing requests costs one query. */
const PROBE_SHARED_MS = 500;

/** `work`, or a rejection once `ms` have passed without its result. */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Whether the runtime's database answers `select 1`, one probe per runtime (`Runtime.probe`). */
export class DatabaseProbe {
  private recent: { at: number; result: Promise<boolean> } | undefined;

  constructor(private readonly db: Database) {}

  /** Whether the database answers within a second; callers close together share one probe. */
  reachable(): Promise<boolean> {
    const now = Date.now();
    if (this.recent && now - this.recent.at < PROBE_SHARED_MS) return this.recent.result;
    const result = within(this.db.execute(sql`select 1`), PROBE_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    this.recent = { at: now, result };
    return result;
  }
}
