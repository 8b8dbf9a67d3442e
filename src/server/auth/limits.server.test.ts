import { describe, expect, it } from "vitest";
import type { AuthLimits } from "~/env.server";
import type {
  RateLimitDecision,
  RateLimitRule,
  RateLimitStore,
} from "~/server/platform/rate-limit.server";
import { MailAllowance, type MailKind } from "./limits.server";

/**
 * Counters that, like a database under concurrent calls, apply the hits arriving together on
 * one key in an order of their own: the counters `reversed` picks take them last-come first.
 */
class ReorderingCounters implements RateLimitStore {
  readonly describe = "counters in memory that reorder concurrent hits";
  private readonly counts = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly reversed: (rule: RateLimitRule) => boolean) {}

  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    return new Promise((resolve) => {
      const hits = this.waiting.get(key) ?? [];
      if (hits.length === 0) {
        this.waiting.set(key, hits);
        setImmediate(() => {
          this.waiting.delete(key);
          for (const hit of this.reversed(rule) ? hits.reverse() : hits) hit();
        });
      }
      hits.push(() => {
        const count = (this.counts.get(key) ?? 0) + 1;
        this.counts.set(key, count);
        resolve({ allowed: count <= rule.max, retryAfter: 60 });
      });
    });
  }

  async giveBack(key: string): Promise<void> {
    this.counts.set(key, (this.counts.get(key) ?? 0) - 1);
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    return { allowed: (this.counts.get(key) ?? 0) < rule.max, retryAfter: 60 };
  }

  async addHits(): Promise<number[]> {
    throw new Error("not used by the mail allowance");
  }
}

const LIMITS = { window: 600, mailsPerNetwork: 3, mailsPerAddress: 5 } as AuthLimits;
const LIFETIMES = { "delete-account": 3600 } as Record<MailKind, number>;

describe("MailAllowance.take", () => {
  it("allows exactly the network's allowance to a burst, however the counters order it", async () => {
    const counters = new ReorderingCounters((rule) => rule.max === LIMITS.mailsPerNetwork);
    const allowance = new MailAllowance(counters, LIMITS, LIFETIMES);
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => allowance.take("delete-account", "a@example.com", "net")),
    );
    expect(burst.filter((taken) => taken.allowed)).toHaveLength(LIMITS.mailsPerNetwork);
    expect(burst.filter((taken) => !taken.allowed)).toHaveLength(3);
  });
});
