import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";
import { readsSettled } from "./settled";

describe("readsSettled", () => {
  it("resolves at once when nothing is fetching", async () => {
    await expect(readsSettled(createQueryClient())).resolves.toBeUndefined();
  });

  it("waits for every read in flight, the last one included", async () => {
    const queryClient = createQueryClient();
    const answers: Array<() => void> = [];
    const read = (key: string) =>
      queryClient.fetchQuery({
        queryKey: [key],
        queryFn: () => new Promise<string>((resolve) => answers.push(() => resolve(key))),
      });
    const reads = [read("subscriptions"), read("plan")];
    let settled = false;
    const waiting = readsSettled(queryClient).then(() => {
      settled = true;
    });
    answers[0]?.();
    await reads[0];
    expect(settled).toBe(false);
    answers[1]?.();
    await Promise.all([...reads, waiting]);
    expect(settled).toBe(true);
  });
});
