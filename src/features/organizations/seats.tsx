import { Text } from "@mantine/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { formatPrice } from "~/config/plans";
import { queryKeys } from "~/lib/query-keys";
import { getOrganizationSeats, setOrganizationSeats } from "~/server/organizations/seats.functions";
import { askToConfirm } from "~/ui/confirm";
import { notifyError } from "~/ui/notify";

// Seats on a plan priced per seat (ADR 054): the member list shows them, and the invite form
// asks an owner to add one when every seat is taken.

export const organizationSeatsQuery = queryOptions({
  queryKey: queryKeys.organization.seats,
  queryFn: () => getOrganizationSeats(),
});

export type Seats = NonNullable<Awaited<ReturnType<typeof getOrganizationSeats>>>;

/** "Seats: 2 / 3", members and pending invitations over the seats bought; nothing otherwise. */
export function SeatsLine() {
  const { data } = useQuery(organizationSeatsQuery);
  if (!data) return null;
  return (
    <Text size="sm" data-testid="seats-line">
      Seats: {data.used} / {data.bought}
      <Text span size="sm" c="dimmed">
        {" "}
        (members and pending invitations; removing a member frees a seat)
      </Text>
    </Text>
  );
}

/** True when the organization is priced per seat and every seat is taken. */
export function seatsFull(seats: Seats | null | undefined): seats is Seats {
  return seats != null && seats.used >= seats.bought;
}

/**
 * Asks an owner to buy one more seat, prorated and charged at once by Polar, and then runs
 * `then` (the invitation that needed it). An error is reported by the caller's toast.
 */
export function askToAddSeat(seats: Seats, then: () => Promise<unknown>): Promise<void> {
  const price = formatPrice(seats.pricePerSeat, seats.billingCycle, seats.currency);
  return askToConfirm({
    title: "Add a seat?",
    body: (
      <Text size="sm">
        Every seat is taken ({seats.used} of {seats.bought}). One more seat costs {price}; the rest
        of this period is charged now, prorated. Then the invitation is sent.
      </Text>
    ),
    confirmLabel: "Add a seat and invite",
    cancelLabel: "Not now",
    color: "pine",
    onConfirm: async () => {
      try {
        await setOrganizationSeats({ data: { seats: seats.bought + 1 } });
      } catch (error) {
        notifyError(error, "Seat not added");
        throw error;
      }
      await then();
    },
  });
}
