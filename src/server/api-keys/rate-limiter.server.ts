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

/**
 * A fixed-window request count per key, in this process's memory: the REST API's hot path
 * stays free of database work. With several instances each counts its own share.
 */
export class KeyRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly rule: KeyRateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  hit(keyId: string): RateDecision {
    const now = this.now();
    const windowMs = this.rule.window * 1000;
    let entry = this.windows.get(keyId);
    if (!entry || now - entry.start >= windowMs) {
      entry = { start: now, count: 0 };
      this.windows.set(keyId, entry);
      if (this.windows.size > 100_000) this.prune(now, windowMs);
    }
    entry.count++;
    const reset = Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000));
    return {
      allowed: entry.count <= this.rule.max,
      limit: this.rule.max,
      remaining: Math.max(0, this.rule.max - entry.count),
      reset,
    };
  }

  private prune(now: number, windowMs: number): void {
    for (const [keyId, entry] of this.windows) {
      if (now - entry.start >= windowMs) this.windows.delete(keyId);
    }
  }
}
