import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";

describe("the query client defaults", () => {
  const onServer = () => createQueryClient().getDefaultOptions().queries;
  const inBrowser = () => {
    vi.stubGlobal("window", {});
    return createQueryClient().getDefaultOptions().queries;
  };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("collects unused data after 5 minutes in the browser", () => {
    expect(inBrowser()?.gcTime).toBe(300_000);
  });

  it("sets no collection timer on the server, where a client lives for one request", () => {
    expect(onServer()?.gcTime).toBe(Number.POSITIVE_INFINITY);
  });

  it("retries three times in the browser and not on the server, where a loader should fail fast", () => {
    expect(inBrowser()?.retry).toBe(3);
    vi.unstubAllGlobals();
    expect(onServer()?.retry).toBe(0);
  });

  it("doubles the retry delay from 1 s and caps it at 30 s", () => {
    const delay = onServer()?.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => delay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
