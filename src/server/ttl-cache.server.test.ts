import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache.server";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("TtlCache", () => {
  it("peeks a loaded value while it is trusted, and not after", async () => {
    const time = clock();
    const cache = new TtlCache<string, number>({ ttlMs: 1000, now: time.now });
    expect(cache.peek("a")).toBeUndefined();
    await cache.get("a", async () => 1);
    expect(cache.peek("a")).toEqual(expect.objectContaining({ value: 1 }));
    time.advance(999);
    expect(cache.peek("a")?.value).toBe(1);
    time.advance(1);
    expect(cache.peek("a")).toBeUndefined();
    expect(await cache.get("a", async () => 2)).toBe(2);
  });

  it("remembers a null answer like any other value", async () => {
    const cache = new TtlCache<string, number | null>({ now: clock().now });
    await cache.get("missing", async () => null);
    expect(cache.peek("missing")).toEqual(expect.objectContaining({ value: null }));
  });

  it("shares one load between concurrent misses", async () => {
    const cache = new TtlCache<string, number>({ now: clock().now });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return loads;
    };
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it("forgets at once, and does not cache a load the forget overtook", async () => {
    const cache = new TtlCache<string, string>({ now: clock().now });
    await cache.get("k", async () => "old");
    let release: (value: string) => void = () => {};
    const pending = cache.get("j", () => new Promise<string>((resolve) => (release = resolve)));
    cache.forget((value) => value === "old");
    expect(cache.peek("k")).toBeUndefined();
    release("stale");
    expect(await pending).toBe("stale");
    expect(cache.peek("j")).toBeUndefined();
  });

  it("drops the oldest entry past its size bound", async () => {
    const cache = new TtlCache<number, number>({ maxEntries: 2, now: clock().now });
    for (const n of [1, 2, 3]) await cache.get(n, async () => n);
    expect(cache.peek(1)).toBeUndefined();
    expect(cache.peek(2)?.value).toBe(2);
    expect(cache.peek(3)?.value).toBe(3);
  });
});
