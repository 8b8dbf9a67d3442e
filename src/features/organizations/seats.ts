import { queryOptions } from "@tanstack/react-query";
import { centsFromDecimal } from "~/config/plans";
import type { Format } from "~/features/billing/format";
import { queryKeys } from "~/lib/query-keys";
import { getOrganizationSeats } from "~/server/organizations/seats.functions";

// Seats on a plan priced per seat (ADR 054): the member list shows them and lets an owner set
// them, and the invite form asks an owner to add one when every seat is taken.

export const organizationSeatsQuery = queryOptions({
  queryKey: queryKeys.organization.seats,
  queryFn: () => getOrganizationSeats(),
});

export type Seats = NonNullable<Awaited<ReturnType<typeof getOrganizationSeats>>>;

/**
 * "until 1 January 2027, about $11.61": about what Polar bills at once (or credits) for going
 * from the seats bought to `count`, each period price for the part of the period left, as its
 * `invoice` proration does (ADR 054). The toast after the change states the order Polar made.
 */
export function prorationEstimate(f: Format, seats: Seats, periodEnd: string, count: number) {
  const perSeat = centsFromDecimal(seats.pricePerSeat);
  const forRest = (n: number) => Math.round(perSeat * n * seats.periodLeft);
  const cents = Math.abs(forRest(count) - forRest(seats.bought));
  return { date: f.date(periodEnd), amount: f.currency(cents, seats.currency) };
}
