import { describe, expect, it } from "vitest";
import { sdkShapeProblems } from "./polar-sdk-shape";

const price = {
  created_at: "2025-01-01T00:00:00.000Z",
  modified_at: null,
  id: "price-1",
  source: "catalog",
  amount_type: "fixed",
  price_currency: "usd",
  tax_behavior: null,
  is_archived: false,
  product_id: "product-1",
  price_amount: 900,
};

describe("sdkShapeProblems", () => {
  it("accepts a value of the declared shape", () => {
    expect(sdkShapeProblems("ProductPriceFixed", price)).toEqual([]);
    expect(sdkShapeProblems("ProductPrice", price)).toEqual([]);
  });

  it("names each way a value differs from the SDK's model", () => {
    const { id: _id, ...withoutId } = price;
    expect(sdkShapeProblems("ProductPriceFixed", withoutId)).toEqual([
      "ProductPriceFixed.id: missing (ProductPriceFixed)",
    ]);
    expect(sdkShapeProblems("ProductPriceFixed", { ...price, source: "shop" })).toEqual([
      expect.stringContaining("ProductPriceFixed.source"),
    ]);
    expect(sdkShapeProblems("ProductPriceFixed", { ...price, is_archived: null })).toEqual([
      expect.stringContaining("expected boolean"),
    ]);
    expect(sdkShapeProblems("ProductPriceFixed", { ...price, price_amount: 9.5 })).toEqual([
      expect.stringContaining("whole amount"),
    ]);
    expect(
      sdkShapeProblems("ProductPriceFixed", { ...price, created_at: "2025-01-01T00:00:00" }),
    ).toEqual([expect.stringContaining("offset")]);
    expect(sdkShapeProblems("ProductPriceFixed", { ...price, colour: "red" })).toEqual([
      "ProductPriceFixed.colour: not a key of ProductPriceFixed",
    ]);
  });
});
