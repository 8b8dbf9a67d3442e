import { describe, expect, it } from "vitest";
import { type PolarSubscriptionState, productStatus } from "./subscription-status";

const base: PolarSubscriptionState = {
  status: "active",
  cancel_at_period_end: false,
  current_period_end: "2026-12-21T00:00:00Z",
  ended_at: null,
};

describe("productStatus: Polar's status to the product's", () => {
  it.each<[string, Partial<PolarSubscriptionState>, string]>([
    ["incomplete", { status: "incomplete" }, "pending"],
    ["incomplete_expired", { status: "incomplete_expired" }, "expired"],
    ["trialing", { status: "trialing" }, "trialing"],
    [
      "trialing, cancel at period end",
      { status: "trialing", cancel_at_period_end: true },
      "cancelled",
    ],
    ["active", { status: "active" }, "active"],
    ["active, cancel at period end", { status: "active", cancel_at_period_end: true }, "cancelled"],
    ["past_due", { status: "past_due" }, "past_due"],
    [
      "canceled at the period's end",
      { status: "canceled", ended_at: "2026-12-21T00:00:00Z" },
      "expired",
    ],
    [
      "canceled after the period's end",
      { status: "canceled", ended_at: "2026-12-22T00:00:00Z" },
      "expired",
    ],
    ["canceled without an end date", { status: "canceled" }, "expired"],
    [
      "canceled before the period's end (revoked at once)",
      { status: "canceled", ended_at: "2026-12-01T10:00:00Z" },
      "revoked",
    ],
    ["unpaid", { status: "unpaid" }, "revoked"],
    ["paused", { status: "paused" }, "inactive"],
  ])("%s → %s", (_, change, expected) => {
    expect(productStatus({ ...base, ...change })).toBe(expected);
  });
});
