import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("the query client defaults", () => {
  const defaults = createQueryClient().getDefaultOptions().queries;

  it("collects unused data after 5 minutes", () => {
    expect(defaults?.gcTime).toBe(300_000);
  });

  it("does not retry on the server, where a failed loader should fail fast", () => {
    expect(defaults?.retry).toBe(0);
  });

  it("doubles the retry delay from 1 s and caps it at 30 s", () => {
    const delay = defaults?.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => delay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
