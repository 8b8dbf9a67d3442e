import { describe, expect, it } from "vitest";
import { formatMoney, formatPrice } from "./plans";

describe("money on the screens", () => {
  it("puts the dollar sign before a decimal string, and a code before other currencies", () => {
    expect(formatMoney("9.00")).toBe("$9.00");
    expect(formatMoney("9.00", "USD")).toBe("$9.00");
    expect(formatMoney("12.50", "eur")).toBe("EUR 12.50");
  });

  it("adds the billing cycle to a price", () => {
    expect(formatPrice("9.00", "monthly")).toBe("$9.00 / month");
    expect(formatPrice("290.00", "yearly")).toBe("$290.00 / year");
  });
});
