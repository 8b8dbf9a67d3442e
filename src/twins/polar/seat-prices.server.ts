import type { models } from "@polar-sh/sdk/2026-10";
import type { TwinProduct } from "./types.server";

// Seat-based prices (ADR 054), below the billing model and the serializers that both read them:
// one seat's price times the seats bought is what a period costs.

/**
 * What a subscription to `product` holds and costs a period: the seats its checkout bought (the
 * fewest by default), or none on a flat price.
 */
export function seatsAndAmount(
  product: TwinProduct,
  bought?: number | null,
): { seats: number | null; amount: number } {
  const seats = product.seats ? (bought ?? product.seats.minimum) : null;
  return { seats, amount: periodAmount(product, seats) };
}

/** What a subscription to `product` starts with without a checkout's seats: the fewest. */
export function startingSeats(product: TwinProduct): { seats: number | null; amount: number } {
  return seatsAndAmount(product);
}

/** A period's price for `seats` seats (a flat price ignores them). */
export function periodAmount(product: TwinProduct, seats: number | null | undefined): number {
  return product.seats
    ? product.priceAmount * (seats ?? product.seats.minimum)
    : product.priceAmount;
}

/** The price as Polar states a seat-based one: a single tier from the minimum to the maximum. */
export function seatPriceOf(
  product: TwinProduct & { seats: NonNullable<TwinProduct["seats"]> },
  base: Omit<models.ProductPriceFixed, "amount_type" | "price_amount">,
): models.ProductPriceSeatBased {
  const { minimum, maximum } = product.seats;
  return {
    ...base,
    amount_type: "seat_based",
    seat_tiers: {
      seat_tier_type: "volume",
      tiers: [{ min_seats: minimum, max_seats: maximum, price_per_seat: product.priceAmount }],
      minimum_seats: minimum,
      maximum_seats: maximum,
    },
  };
}
