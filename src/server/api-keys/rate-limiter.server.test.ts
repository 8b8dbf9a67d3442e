import { afterEach, describe, expect, it, vi } from "vitest";
import type { WindowHits } from "~/server/platform/rate-limit.server";
import { KeyRateLimiter, type SharedCounts } from "./rate-limiter.server";

/** The shared store as every instance sees it, in memory; `down` makes it fail. */
class MemoryCounts implements SharedCounts {
  readonly counts = new Map<string, number>();
  calls = 0;
  down = false;

  async addHits(entries: WindowHits[]): Promise<number[]> {
    this.calls++;
    await Promise.resolve();
    if (this.down) throw new Error("store down");
    return entries.map(({ key, hits }) => {
      const total = (this.counts.get(key) ?? 0) + hits;
      this.counts.set(key, total);
      return total;
    });
  }

  total(keyId: string): number {
    let sum = 0;
    for (const [key, count] of this.counts) if (key.startsWith(`api-key:${keyId}:`)) sum += count;
    return sum;
  }
}

const T0 = 1_700_000_000_000;
const statuses = (limiter: KeyRateLimiter, keyId: string, n: number) =>
  Array.from({ length: n }, () => limiter.hit(keyId).allowed);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the REST API's per-key limiter", () => {
  it("is exact on one instance: remaining counts down, then 429 until enough has slid out", () => {
    let now = T0;
    const limiter = new KeyRateLimiter({ max: 3, window: 60 }, undefined, {}, () => now);
    const first = limiter.hit("k");
    expect(first).toMatchObject({ allowed: true, limit: 3, remaining: 2 });
    expect(first.reset).toBeGreaterThanOrEqual(1);
    expect(first.reset).toBeLessThanOrEqual(60);
    expect(limiter.hit("k").remaining).toBe(1);
    expect(limiter.hit("k").remaining).toBe(0);
    const refused = limiter.hit("k");
    // Three calls fill the window: one more fits once a third of them has slid out of the last
    // minute, 20 s into the next window.
    expect(refused).toEqual({ allowed: false, limit: 3, remaining: 0, reset: first.reset + 20 });
    expect(limiter.hit("other").allowed).toBe(true);
    now += first.reset * 1000;
    expect(limiter.hit("k").allowed).toBe(false);
    now += 20_000;
    expect(limiter.hit("k")).toMatchObject({ allowed: true, remaining: 0 });
  });

  it("admits no second allowance across a window's boundary, as a fixed window did", () => {
    let now = T0;
    const limiter = new KeyRateLimiter({ max: 10, window: 60 }, undefined, {}, () => now);
    const reset = limiter.hit("k").reset;
    // The rest of the allowance a moment before the window ends, then at once after it.
    now = T0 + reset * 1000 - 1_000;
    expect(statuses(limiter, "k", 9).every(Boolean)).toBe(true);
    now += 1_500;
    expect(statuses(limiter, "k", 10).filter(Boolean)).toHaveLength(0);
    // Half a window later half of the full previous window has slid out: five calls fit.
    now += 30_000;
    expect(statuses(limiter, "k", 10).filter(Boolean)).toHaveLength(5);
  });

  it("puts a key's window at the same place on every instance, and different keys at different places", () => {
    const a = new KeyRateLimiter({ max: 5, window: 60 }, undefined, {}, () => T0);
    const b = new KeyRateLimiter({ max: 5, window: 60 }, undefined, {}, () => T0);
    expect(a.hit("key-1").reset).toBe(b.hit("key-1").reset);
    const resets = new Set(Array.from({ length: 20 }, (_, i) => a.hit(`key-${i + 100}`).reset));
    expect(resets.size).toBeGreaterThan(1);
  });

  it("stays exact on one instance while its counts are being pushed", async () => {
    const store = new MemoryCounts();
    const limiter = new KeyRateLimiter({ max: 5, window: 60 }, store, {}, () => T0);
    expect(statuses(limiter, "k", 2)).toEqual([true, true]);
    const pushing = limiter.flush();
    expect(statuses(limiter, "k", 4)).toEqual([true, true, true, false]);
    await pushing;
    await limiter.flush();
    expect(store.total("k")).toBe(5);
    expect(limiter.hit("k").allowed).toBe(false);
  });

  it("refuses a key on one instance once the shared count says the others spent it", async () => {
    const store = new MemoryCounts();
    const a = new KeyRateLimiter({ max: 4, window: 60 }, store, {}, () => T0);
    const b = new KeyRateLimiter({ max: 4, window: 60 }, store, {}, () => T0);
    expect(statuses(a, "k", 2)).toEqual([true, true]);
    await a.flush();
    expect(b.hit("k")).toMatchObject({ allowed: true, remaining: 3 });
    await b.flush();
    // B now knows A's two: one left.
    expect(b.hit("k")).toMatchObject({ allowed: true, remaining: 0 });
    expect(b.hit("k")).toMatchObject({ allowed: false, remaining: 0 });
    await b.flush();
    expect(store.total("k")).toBe(4);
    // A read the total before B's hits: it admits what it counts until its next push, the
    // overshoot the bound allows, and then refuses too.
    expect(a.hit("k").allowed).toBe(true);
    await a.flush();
    expect(a.hit("k").allowed).toBe(false);
    expect(store.total("k")).toBe(5);
  });

  it("keeps the overshoot within the documented bound when instances push on their own", async () => {
    const store = new MemoryCounts();
    const max = 100;
    const share = Math.ceil(0.1 * max);
    const instances = Array.from(
      { length: 3 },
      () => new KeyRateLimiter({ max, window: 3600 }, store, { intervalMs: 60_000 }, () => T0),
    );
    let admitted = 0;
    // Round-robin, letting each push land between rounds: a push starts whenever an instance
    // holds `share` unpushed hits, so none ever holds more than that beyond the shared count.
    for (let round = 0; round < 200; round++) {
      for (const limiter of instances) if (limiter.hit("k").allowed) admitted++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(instances.map((limiter) => limiter.flush()));
    expect(admitted).toBeGreaterThanOrEqual(max);
    expect(admitted).toBeLessThanOrEqual(max + (instances.length - 1) * share);
    expect(store.total("k")).toBe(admitted);
  });

  it("pushes at once when a key's unpushed hits reach a tenth of the limit, else on the interval", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const store = new MemoryCounts();
    const limiter = new KeyRateLimiter({ max: 100, window: 60 }, store, { intervalMs: 250 });
    statuses(limiter, "k", 9);
    await Promise.resolve();
    expect(store.calls).toBe(0);
    limiter.hit("k");
    await vi.waitFor(() => expect(store.total("k")).toBe(10));
    limiter.hit("k");
    await Promise.resolve();
    expect(store.total("k")).toBe(10);
    await vi.advanceTimersByTimeAsync(250);
    expect(store.total("k")).toBe(11);
    const calls = store.calls;
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.calls).toBe(calls);
  });

  it("keeps limiting on what it knows while the store is down, and pushes the hits later", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = new MemoryCounts();
    const limiter = new KeyRateLimiter({ max: 3, window: 60 }, store, {}, () => T0);
    store.down = true;
    expect(statuses(limiter, "k", 2)).toEqual([true, true]);
    await limiter.flush();
    await limiter.flush();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/could not be updated \(store down\)/);
    expect(statuses(limiter, "k", 2)).toEqual([true, false]);
    // Past the share, a failing store is retried on the interval, not on every call.
    const attempts = store.calls;
    limiter.hit("other");
    limiter.hit("other");
    await Promise.resolve();
    expect(store.calls).toBe(attempts);
    store.down = false;
    await limiter.flush();
    expect(store.total("k")).toBe(3);
    expect(store.total("other")).toBe(2);
  });

  it("drops a finished window's unpushed hits instead of adding them to the next one", async () => {
    let now = T0;
    const store = new MemoryCounts();
    const limiter = new KeyRateLimiter({ max: 50, window: 60 }, store, {}, () => now);
    const { reset } = limiter.hit("k");
    now += reset * 1000;
    limiter.hit("k");
    await limiter.flush();
    expect([...store.counts.values()]).toEqual([1]);
  });
});
