import { API_KEY_COUNTER_PREFIX, type WindowHits } from "~/server/platform/rate-limit.server";

export interface KeyRateLimit {
  /** Requests allowed per window. */
  max: number;
  /** Window length in seconds. */
  window: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

/** Where every instance adds its counts: RateLimitStore.addHits. */
export interface SharedCounts {
  addHits(entries: WindowHits[]): Promise<number[]>;
}

export interface SyncOptions {
  /** Milliseconds between two pushes of this instance's counts (while it has any). */
  intervalMs?: number;
  /**
   * Local hits on one key that make the push start at once instead of at the next interval:
   * this share of `max`, at least 1.
   */
  shareOfMax?: number;
}

const DEFAULT_SYNC_INTERVAL_MS = 250;
const DEFAULT_SHARE_OF_MAX = 0.1;

interface Window {
  subject: string;
  /** The counter's name in the shared store: the key and the window. */
  counter: string;
  endsAt: number;
  /** This instance's hits already added to the shared count. */
  synced: number;
  /** This instance's hits being added by the push in flight. */
  inflight: number;
  /** This instance's hits not yet added. */
  pending: number;
  /** The other instances' hits, as the shared count said at the last push. */
  others: number;
  /** The window before this one, as this instance knew it when this one opened (else 0). */
  previous: number;
}

/**
 * The REST API's limit: a sliding window per subject, decided synchronously from this
 * instance's memory so a call never waits for the database or Redis. The subject is the
 * workspace that owns the calling key (ADR 070), called "key" below: a limit keyed by
 * the API key's id restarted for every key made again.
 *
 * Sliding: a call is counted against the current window's hits plus the previous window's,
 * weighted by how much of the previous window still lies within one window's length of now
 * (the "sliding window counter"). A fixed window alone let a key spend its limit at the end of
 * one window and again at the start of the next: twice the limit within a few seconds. With the
 * weight, a full previous window holds the key back at the boundary and lets calls through
 * again as it slides out; any window's length of time admits about `max` calls, exactly so
 * when the previous window's calls were spread evenly.
 *
 * Each instance counts its own hits and adds them to a shared counter (`shared`) in one
 * statement for all keys, every `intervalMs` while it has new hits, and at once when a key's
 * unpushed hits reach `shareOfMax` of the limit. Each push reads back the key's total, so the
 * instance learns what the others counted. A key is refused once its known total (others at
 * the last push, plus everything this instance counted) reaches `max`. Windows are aligned to
 * the clock (each key shifted by a fixed offset of its own, so keys do not all reset at once),
 * which lets every instance name the same window without asking.
 *
 * Overshoot bound: an instance admits a hit the others do not know of only until its next push
 * lands, and it starts one once it holds `share` = ceil(shareOfMax × max) unpushed hits on a key
 * (else within T = intervalMs). So no instance ever holds more than about
 * min(max, share + 2·r·d, r·(T + d)) hits on a key that the others cannot see, where r is its
 * request rate on that key and d the store's round trip (a push in flight, and the hits that
 * arrive meanwhile). Across N instances a key therefore gets at most about
 *   max + (N − 1) × min(max, share + 2·r·d, r·(T + d))
 * requests in a window. With the defaults (T = 250 ms, a tenth of max), a key allowed 600 a
 * minute and hammered through two instances gets at most about 660; a key used at 10 requests
 * a second per instance, at most max + (N − 1) × 3. One instance alone is exact.
 *
 * A push that fails keeps its hits for the next one; meanwhile each instance limits on what it
 * knows (never fewer than its own hits).
 */
export class KeyRateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly dirty = new Set<Window>();
  private readonly intervalMs: number;
  private readonly shareOfMax: number;
  private readonly windowMs: number;
  private timer: NodeJS.Timeout | undefined;
  private pushing: Promise<void> | undefined;
  private pushAgain = false;
  private failing = false;

  constructor(
    readonly rule: KeyRateLimit,
    private readonly shared?: SharedCounts,
    options: SyncOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    this.intervalMs = options.intervalMs ?? DEFAULT_SYNC_INTERVAL_MS;
    this.shareOfMax = options.shareOfMax ?? DEFAULT_SHARE_OF_MAX;
    this.windowMs = rule.window * 1000;
  }

  /**
   * Counts one call of the subject against `max` calls a window: its plan's figure (ADR 045),
   * which may change between two calls when the plan does; the window's count stays.
   */
  hit(subject: string, max = this.rule.max): RateDecision {
    const now = this.now();
    let window = this.windows.get(subject);
    if (!window || now >= window.endsAt) {
      // A window that ended with unpushed hits is dropped with them: nobody else counts it, and
      // this instance keeps its total as the next window's `previous`.
      if (window) this.dirty.delete(window);
      window = this.open(subject, now, window);
    }
    const counted = totalOf(window);
    const startsAt = window.endsAt - this.windowMs;
    const estimate = window.previous * (1 - (now - startsAt) / this.windowMs) + counted;
    if (estimate + 1 > max) {
      const reset = Math.max(1, Math.ceil((this.allowedAgainAt(window, max) - now) / 1000));
      return { allowed: false, limit: max, remaining: 0, reset };
    }
    window.pending++;
    if (this.shared) this.schedule(window, max);
    return {
      allowed: true,
      limit: max,
      remaining: Math.max(0, Math.floor(max - estimate - 1)),
      reset: Math.max(1, Math.ceil((window.endsAt - now) / 1000)),
    };
  }

  /**
   * When one more call fits: in this window once enough of the previous one has slid out, else
   * in the next, once enough of this one has.
   */
  private allowedAgainAt(window: Window, max: number): number {
    const counted = totalOf(window);
    const startsAt = window.endsAt - this.windowMs;
    if (counted + 1 <= max && window.previous > 0) {
      return startsAt + this.windowMs * (1 - (max - counted - 1) / window.previous);
    }
    if (counted === 0) return window.endsAt;
    return window.endsAt + this.windowMs * Math.max(0, 1 - (max - 1) / counted);
  }

  private open(subject: string, now: number, before: Window | undefined): Window {
    const offset = offsetOf(subject, this.windowMs);
    const index = Math.floor((now - offset) / this.windowMs);
    const startsAt = index * this.windowMs + offset;
    const window: Window = {
      subject,
      counter: `${API_KEY_COUNTER_PREFIX}${subject}:${index}`,
      endsAt: (index + 1) * this.windowMs + offset,
      synced: 0,
      inflight: 0,
      pending: 0,
      others: 0,
      // Only the window right before this one weighs; an older one has slid out entirely.
      previous: before && before.endsAt === startsAt ? totalOf(before) : 0,
    };
    this.windows.set(subject, window);
    if (this.windows.size > 100_000) this.prune(now);
    return window;
  }

  private schedule(window: Window, max: number): void {
    this.dirty.add(window);
    // While the store fails, only the interval retries: not one attempt per request.
    const share = Math.max(1, Math.ceil(this.shareOfMax * max));
    if (window.pending >= share && !this.failing) {
      void this.push();
      return;
    }
    if (!this.timer && !this.pushing) {
      this.timer = setTimeout(() => void this.push(), this.intervalMs);
      this.timer.unref();
    }
  }

  /**
   * Resolves once every hit counted before the call has been offered to the shared counts
   * (a failed push keeps them for later). Never rejects.
   */
  async flush(): Promise<void> {
    while (this.pushing) await this.pushing;
    await this.push();
    while (this.pushing) await this.pushing;
  }

  /**
   * Adds this instance's unpushed hits to the shared counts and reads the totals back; one
   * push at a time (one asked for meanwhile follows at once). Never rejects.
   */
  private push(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pushing) {
      this.pushAgain = true;
      return this.pushing;
    }
    if (!this.shared || this.dirty.size === 0) return Promise.resolve();
    this.pushing = this.pushOnce(this.shared).finally(() => {
      this.pushing = undefined;
      if (this.pushAgain) {
        this.pushAgain = false;
        void this.push();
      } else if (this.dirty.size > 0 && !this.timer) {
        this.timer = setTimeout(() => void this.push(), this.intervalMs);
        this.timer.unref();
      }
    });
    return this.pushing;
  }

  private async pushOnce(shared: SharedCounts): Promise<void> {
    const batch = [...this.dirty].map((window) => ({ window, hits: window.pending }));
    this.dirty.clear();
    for (const { window, hits } of batch) {
      window.pending -= hits;
      window.inflight += hits;
    }
    let totals: number[];
    try {
      totals = await shared.addHits(
        batch.map(({ window, hits }) => ({
          key: window.counter,
          hits,
          endsAt: window.endsAt,
        })),
      );
    } catch (error) {
      for (const { window, hits } of batch) {
        window.inflight -= hits;
        window.pending += hits;
        if (this.windows.get(window.subject) === window) this.dirty.add(window);
      }
      if (!this.failing) {
        this.failing = true;
        console.warn(
          `REST API rate limits: the shared counts could not be updated (${(error as Error)?.message}); each instance limits on what it knows until they can.`,
        );
      }
      return;
    }
    this.failing = false;
    batch.forEach(({ window, hits }, i) => {
      window.inflight -= hits;
      window.synced += hits;
      window.others = Math.max(0, (totals[i] ?? 0) - window.synced);
    });
  }

  /** Pushes what is left and stops the timer: at shutdown, so the others count this one's hits. */
  async stop(): Promise<void> {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private prune(now: number): void {
    for (const [subject, window] of this.windows) {
      if (now >= window.endsAt) {
        this.windows.delete(subject);
        this.dirty.delete(window);
      }
    }
  }
}

/** The window's hits as this instance knows them: the others' and its own. */
function totalOf(window: Window): number {
  return window.others + window.synced + window.inflight + window.pending;
}

/** A fixed offset in [0, windowMs) per subject (FNV-1a of it): the same on every instance. */
function offsetOf(subject: string, windowMs: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < subject.length; i++) {
    hash ^= subject.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % windowMs;
}
