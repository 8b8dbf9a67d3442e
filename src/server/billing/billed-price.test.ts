import { describe, expect, it } from "vitest";
import { billedPrice } from "./billed-price";
import { type PolarSubscriptionData, parsePolarSubscription } from "./polar-schemas";

const START = "2026-12-01T00:00:00.000Z";

function snapshot(changes: Partial<PolarSubscriptionData> = {}): PolarSubscriptionData {
  return parsePolarSubscription({
    id: "sub_1",
    created_at: START,
    modified_at: null,
    started_at: START,
    amount: 2900,
    currency: "usd",
    recurring_interval: "month",
    status: "active",
    current_period_start: START,
    current_period_end: "2027-01-01T00:00:00.000Z",
    cancel_at_period_end: false,
    ended_at: null,
    trial_end: null,
    customer_id: "cus_1",
    product_id: "prod_pro",
    customer: { external_id: "user:1" },
    product: { name: "Pro", description: null },
    discount: null,
    ...changes,
  });
}

const launch20 = {
  name: "Launch: 20% off",
  code: "LAUNCH20",
  type: "percentage" as const,
  basis_points: 2000,
  duration: "forever" as const,
};

describe("billedPrice", () => {
  it("is Polar's amount without a discount, in its currency", () => {
    expect(billedPrice(snapshot({ currency: "eur", amount: 1200 }))).toEqual({
      price: "12.00",
      priceBeforeDiscount: "12.00",
      currency: "eur",
      discount: null,
    });
  });

  it("takes a forever percentage off every charge, rounded to the cent as Polar does", () => {
    const billed = billedPrice(snapshot({ amount: 2999, discount: launch20 }));
    expect(billed.price).toBe("23.99");
    expect(billed.priceBeforeDiscount).toBe("29.99");
    expect(billed.discount).toEqual({
      code: "LAUNCH20",
      name: "Launch: 20% off",
      percentOff: 20,
      amountOff: null,
      duration: "forever",
      durationInMonths: null,
      until: null,
    });
  });

  it("takes a fixed amount off, never more than the charge", () => {
    const fiveOff = { ...launch20, code: "FIVEOFF", type: "fixed" as const, amount: 500 };
    delete (fiveOff as { basis_points?: number }).basis_points;
    expect(billedPrice(snapshot({ discount: fiveOff })).price).toBe("24.00");
    expect(billedPrice(snapshot({ amount: 300, discount: fiveOff })).price).toBe("0.00");
    expect(billedPrice(snapshot({ discount: fiveOff })).discount?.amountOff).toBe("5.00");
  });

  it("keeps a once discount for the charge a trial ends with, and drops it after", () => {
    const once = { ...launch20, duration: "once" as const };
    const trialing = snapshot({
      status: "trialing",
      trial_end: "2026-12-15T00:00:00.000Z",
      discount: once,
    });
    expect(billedPrice(trialing).price).toBe("23.20");
    const paid = snapshot({ status: "active", discount: once });
    expect(billedPrice(paid)).toMatchObject({ price: "29.00", discount: null });
  });

  it("keeps a repeating discount for its months from the first paid period", () => {
    const threeMonths = { ...launch20, duration: "repeating" as const, duration_in_months: 3 };
    const second = snapshot({
      discount: threeMonths,
      current_period_end: "2027-02-01T00:00:00.000Z",
    });
    expect(billedPrice(second)).toMatchObject({
      price: "23.20",
      discount: { durationInMonths: 3, until: "2027-03-01T00:00:00.000Z" },
    });
    const fourth = snapshot({
      discount: threeMonths,
      current_period_end: "2027-04-01T00:00:00.000Z",
    });
    expect(billedPrice(fourth)).toMatchObject({ price: "29.00", discount: null });
  });

  it("reads a snapshot stored before discounts were mirrored", () => {
    const { discount: _discount, started_at: _started, ...older } = snapshot();
    expect(billedPrice(parsePolarSubscription(older)).price).toBe("29.00");
  });

  it("refuses a discount Polar could not have sent", () => {
    expect(() => snapshot({ discount: { ...launch20, basis_points: 20_001 } })).toThrow(
      /basis_points/,
    );
  });
});
