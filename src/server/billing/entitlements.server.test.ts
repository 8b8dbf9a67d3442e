import { describe, expect, it } from "vitest";
import { FREE_PLAN, PLANS, planAllowing, planBySlug } from "~/config/plans";
import type { subscription } from "~/db/schema";
import {
  entitlementsOfSubscription,
  featureSentence,
  limitSentence,
  usagePeriod,
} from "./entitlements.server";

type Row = typeof subscription.$inferSelect;

const NOW = Date.UTC(2026, 10, 27, 12);
const pro = planBySlug("pro");
if (!pro) throw new Error("no pro plan");

function row(values: Partial<Row>): Row {
  return {
    id: "sub_1",
    userId: "user_1",
    organizationId: null,
    providerSubscriptionId: "polar_sub_1",
    providerCustomerId: "polar_cus_1",
    productId: pro?.productId ?? "",
    planId: "price_1",
    name: "Pro",
    description: null,
    status: "active",
    price: "29.00",
    billingCycle: "monthly",
    features: [],
    currentPeriodStart: new Date(NOW - 86_400_000),
    currentPeriodEnd: new Date(NOW + 29 * 86_400_000),
    cancelAtPeriodEnd: false,
    createdAt: new Date(NOW - 86_400_000),
    updatedAt: new Date(NOW - 86_400_000),
    ...values,
  } as Row;
}

describe("the plan catalogue's entitlements", () => {
  it("gives every sold plan at least what the free plan gives, limit by limit", () => {
    for (const plan of PLANS) {
      const { features, apiKeyLifetimeDays, ...limits } = FREE_PLAN.entitlements;
      // A key may last at least as long: no end is longer than any.
      const lifetime = plan.entitlements.apiKeyLifetimeDays;
      if (lifetime !== null) expect(lifetime).toBeGreaterThanOrEqual(apiKeyLifetimeDays);
      for (const [limit, value] of Object.entries(limits)) {
        // A seat-priced plan's people limit is the seats bought (ADR 054).
        if (plan.seats && limit === "members") continue;
        expect(plan.entitlements[limit as keyof typeof limits]).toBeGreaterThanOrEqual(value);
      }
      for (const flag of features) expect(plan.entitlements.features).toContain(flag);
    }
  });

  it("words the key count and a missing feature with the plan that allows more", () => {
    expect(limitSentence(FREE_PLAN, "apiKeys")).toBe(
      "The Free plan allows 1 API key; Starter allows 3.",
    );
    expect(featureSentence(FREE_PLAN, "usageHistory")).toBe(
      "Usage history is not in the Free plan; Pro has it.",
    );
  });

  it("names the first plan that allows more, and none past the largest", () => {
    expect(planAllowing((e) => e.members > 5)?.slug).toBe("starter");
    expect(planAllowing((e) => e.members > 1_000)).toBeUndefined();
    expect(limitSentence(FREE_PLAN, "members")).toBe(
      "The Free plan allows 5 people in an organization, pending invitations included; Starter allows 10.",
    );
    expect(limitSentence(pro as NonNullable<typeof pro>, "apiCallsPerMinute")).toBe(
      "The Pro plan allows 3,000 API calls a minute per workspace.",
    );
  });
});

describe("entitlementsOfSubscription", () => {
  it("is the free plan without a subscription, and the product's plan with one", () => {
    expect(entitlementsOfSubscription(null, NOW).plan.slug).toBe("free");
    expect(entitlementsOfSubscription(row({}), NOW).plan.slug).toBe("pro");
  });

  it("keeps a plan cancelled at period end until the end, then gives the free plan", () => {
    const cancelled = { status: "cancelled" as const, cancelAtPeriodEnd: true };
    expect(entitlementsOfSubscription(row(cancelled), NOW).plan.slug).toBe("pro");
    const ended = row({ ...cancelled, currentPeriodEnd: new Date(NOW - 1) });
    expect(entitlementsOfSubscription(ended, NOW).plan.slug).toBe("free");
  });

  it("gives a seat-priced plan the seats bought as its people limit, the minimum before any", () => {
    const team = planBySlug("team");
    if (!team?.seats) throw new Error("The catalogue has no seat-priced plan");
    const bought = entitlementsOfSubscription(row({ productId: team.productId, seats: 7 }), NOW);
    expect(bought.plan.entitlements.members).toBe(7);
    const unknown = entitlementsOfSubscription(
      row({ productId: team.productId, seats: null }),
      NOW,
    );
    expect(unknown.plan.entitlements.members).toBe(team.seats.minimum);
  });

  it("gives the free plan's limits for a product the catalogue no longer sells", () => {
    expect(entitlementsOfSubscription(row({ productId: "retired" }), NOW).plan.slug).toBe("free");
  });
});

describe("usagePeriod", () => {
  it("is the subscription's period, or the calendar month in UTC", () => {
    const paid = row({});
    expect(usagePeriod(paid, NOW)).toEqual({
      start: paid.currentPeriodStart,
      end: paid.currentPeriodEnd,
    });
    expect(usagePeriod(null, NOW)).toEqual({
      start: new Date(Date.UTC(2026, 10, 1)),
      end: new Date(Date.UTC(2026, 11, 1)),
    });
    expect(usagePeriod(null, Date.UTC(2026, 11, 31, 23)).end).toEqual(
      new Date(Date.UTC(2027, 0, 1)),
    );
  });
});
