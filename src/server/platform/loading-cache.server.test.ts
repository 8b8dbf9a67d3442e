import { describe, expect, it } from "vitest";
import { LoadingCache } from "./loading-cache.server";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A load that responses when the test says, counting how often it was started. */
function heldLoads<V>() {
  const pending: ((value: V) => void)[] = [];
  return {
    load: () => new Promise<V>((resolve) => pending.push(resolve)),
    get started() {
      return pending.length;
    },
    settle: (index: number, value: V) => pending[index]?.(value),
  };
}

async function settled() {
  await new Promise((resolve) => setImmediate(resolve));
}

describe("LoadingCache", () => {
  it("trusts a loaded value for its TTL, up to and including the last millisecond", async () => {
    const time = clock();
    let loads = 0;
    const cache = new LoadingCache<string, number, null>(async () => ++loads, {
      ttlMs: 1000,
      now: time.now,
    });
    expect(cache.get("a", null)).toBeUndefined();
    expect(await cache.fetch("a", null)).toBe(1);
    time.advance(1000);
    expect(cache.get("a", null)).toEqual({ value: 1 });
    time.advance(1);
    expect(cache.get("a", null)).toBeUndefined();
    expect(await cache.fetch("a", null)).toBe(2);
  });

  it("remembers a null answer like any other value", async () => {
    let loads = 0;
    const cache = new LoadingCache<string, number | null, null>(async () => {
      loads++;
      return null;
    });
    expect(await cache.fetch("missing", null)).toBeNull();
    expect(cache.get("missing", null)).toEqual({ value: null });
    expect(await cache.fetch("missing", null)).toBeNull();
    expect(loads).toBe(1);
  });

  it("shares one load between concurrent misses, with the first caller's context", async () => {
    const contexts: string[] = [];
    const cache = new LoadingCache<string, string, string>(async (context) => {
      contexts.push(context);
      await settled();
      return context;
    });
    expect(await Promise.all([cache.fetch("k", "first"), cache.fetch("k", "second")])).toEqual([
      "first",
      "first",
    ]);
    expect(contexts).toEqual(["first"]);
  });

  it("does not cache a load that a delete overtook, and its waiting callers read again", async () => {
    const loads = heldLoads<string>();
    const cache = new LoadingCache<string, string, null>(loads.load);
    const waiting = cache.fetch("k", null);
    expect(loads.started).toBe(1);
    cache.delete("k");
    await settled();
    // The waiting caller reads again, for itself.
    expect(loads.started).toBe(2);
    loads.settle(1, "after");
    expect(await waiting).toBe("after");
    loads.settle(0, "before");
    await settled();
    expect(cache.get("k", null)).toBeUndefined();
    // The next caller loads anew and that load is cached.
    const next = cache.fetch("k", null);
    loads.settle(2, "fresh");
    expect(await next).toBe("fresh");
    expect(cache.get("k", null)).toEqual({ value: "fresh" });
  });

  it("re-reads every load under way at a forget before caching it", async () => {
    const loads = heldLoads<string>();
    const cache = new LoadingCache<string, string, null>(loads.load);
    const waiting = cache.fetch("k", null);
    cache.forget(() => false);
    loads.settle(0, "before the forget");
    await settled();
    expect(loads.started).toBe(2);
    expect(cache.get("k", null)).toBeUndefined();
    loads.settle(1, "after the forget");
    expect(await waiting).toBe("after the forget");
    expect(cache.get("k", null)).toEqual({ value: "after the forget" });
  });

  it("forgets exactly the entries its selector picks", async () => {
    const cache = new LoadingCache<string, string, string>(async (context) => context);
    await cache.fetch("a", "old");
    await cache.fetch("b", "kept");
    cache.forget((value) => value === "old");
    expect(cache.get("a", "a")).toBeUndefined();
    expect(cache.get("b", "b")).toEqual({ value: "kept" });
  });

  it("drops the least recently used entry past its size bound", async () => {
    const cache = new LoadingCache<number, number, number>(async (n) => n, { max: 2 });
    await cache.fetch(1, 1);
    await cache.fetch(2, 2);
    expect(cache.get(1, 1)).toEqual({ value: 1 });
    await cache.fetch(3, 3);
    expect(cache.get(2, 2)).toBeUndefined();
    expect(cache.get(1, 1)).toEqual({ value: 1 });
    expect(cache.get(3, 3)).toEqual({ value: 3 });
  });

  it("answers a caller whose load was evicted under way instead of failing it", async () => {
    const loads = heldLoads<string>();
    const cache = new LoadingCache<string, string, null>(loads.load, { max: 1 });
    const evicted = cache.fetch("a", null);
    const kept = cache.fetch("b", null);
    await settled();
    // a's shared load was aborted by the eviction: its caller reads again for itself.
    expect(loads.started).toBe(3);
    loads.settle(0, "a, abandoned");
    loads.settle(1, "b");
    loads.settle(2, "a, read again");
    expect(await evicted).toBe("a, read again");
    expect(await kept).toBe("b");
    expect(cache.get("a", null)).toBeUndefined();
  });

  it("passes a failed load to its callers and caches nothing", async () => {
    let fail = true;
    const cache = new LoadingCache<string, string, null>(async () => {
      if (fail) throw new Error("database down");
      return "up";
    });
    await expect(cache.fetch("k", null)).rejects.toThrow("database down");
    expect(cache.get("k", null)).toBeUndefined();
    fail = false;
    expect(await cache.fetch("k", null)).toBe("up");
  });

  describe("reloading ahead of expiry", () => {
    /** A cache holding "v1", loaded at the clock's start, with the test's hand on every load. */
    async function loaded() {
      const time = clock();
      const loads = heldLoads<string>();
      const cache = new LoadingCache<string, string, null>(loads.load, {
        ttlMs: 1000,
        refreshAheadMs: 250,
        now: time.now,
      });
      const first = cache.fetch("k", null);
      loads.settle(0, "v1");
      expect(await first).toBe("v1");
      return { time, loads, cache };
    }

    it("starts one reload when the entry is read in its last quarter, and answers it meanwhile", async () => {
      const { time, loads, cache } = await loaded();
      time.advance(749);
      expect(cache.get("k", null)).toEqual({ value: "v1" });
      expect(loads.started).toBe(1);
      time.advance(1);
      expect(cache.get("k", null)).toEqual({ value: "v1" });
      expect(loads.started).toBe(2);
      // Reads while it runs join it, and the entry keeps answering without a wait.
      expect(cache.get("k", null)).toEqual({ value: "v1" });
      expect(await cache.fetch("k", null)).toBe("v1");
      expect(loads.started).toBe(2);
      loads.settle(1, "v2");
      await settled();
      expect(cache.get("k", null)).toEqual({ value: "v2" });
      // The reloaded value is trusted for the TTL from its response, no longer.
      time.advance(749);
      expect(cache.get("k", null)).toEqual({ value: "v2" });
      expect(loads.started).toBe(2);
      time.advance(252);
      expect(cache.get("k", null)).toBeUndefined();
    });

    it("never answers the entry past its TTL: a caller then waits for the reload under way", async () => {
      const { time, loads, cache } = await loaded();
      time.advance(800);
      cache.get("k", null);
      expect(loads.started).toBe(2);
      time.advance(201);
      expect(cache.get("k", null)).toBeUndefined();
      const waiting = cache.fetch("k", null);
      expect(loads.started).toBe(2);
      loads.settle(1, "v2");
      expect(await waiting).toBe("v2");
    });

    it("keeps answering the entry after a failed reload, until the entry's own expiry", async () => {
      const time = clock();
      let fail = false;
      let loads = 0;
      const cache = new LoadingCache<string, string, null>(
        async () => {
          loads++;
          if (fail) throw new Error("database down");
          return `v${loads}`;
        },
        { ttlMs: 1000, refreshAheadMs: 250, now: time.now },
      );
      expect(await cache.fetch("k", null)).toBe("v1");
      fail = true;
      time.advance(900);
      expect(cache.get("k", null)).toEqual({ value: "v1" });
      await settled();
      expect(loads).toBe(2);
      time.advance(100);
      expect(cache.get("k", null)).toEqual({ value: "v1" });
      await settled();
      time.advance(1);
      expect(cache.get("k", null)).toBeUndefined();
      await expect(cache.fetch("k", null)).rejects.toThrow("database down");
    });

    it("drops the answer of a reload that a delete overtook", async () => {
      const { time, loads, cache } = await loaded();
      time.advance(900);
      cache.get("k", null);
      expect(loads.started).toBe(2);
      cache.delete("k");
      loads.settle(1, "read before the delete");
      await settled();
      expect(cache.get("k", null)).toBeUndefined();
    });

    it("re-reads a reload under way at a forget before caching it", async () => {
      const { time, loads, cache } = await loaded();
      time.advance(900);
      cache.get("k", null);
      cache.forget(() => false);
      loads.settle(1, "read before the forget");
      await settled();
      expect(loads.started).toBe(3);
      expect(cache.get("k", null)).toEqual({ value: "v1" });
      loads.settle(2, "read after the forget");
      await settled();
      expect(cache.get("k", null)).toEqual({ value: "read after the forget" });
    });

    it("is off with refreshAheadMs 0: the entry reloads only once expired", async () => {
      const time = clock();
      let loads = 0;
      const cache = new LoadingCache<string, number, null>(async () => ++loads, {
        ttlMs: 1000,
        refreshAheadMs: 0,
        now: time.now,
      });
      await cache.fetch("k", null);
      time.advance(999);
      expect(cache.get("k", null)).toEqual({ value: 1 });
      await settled();
      expect(loads).toBe(1);
    });
  });
});
