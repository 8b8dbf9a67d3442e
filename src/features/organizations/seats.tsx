import { Button, Group, NumberInput, Text } from "@mantine/core";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatPrice } from "~/config/plans";
import { chargeLine } from "~/features/billing/plan-change";
import { queryKeys } from "~/lib/query-keys";
import { getOrganizationSeats, setOrganizationSeats } from "~/server/organizations/seats.functions";
import { askToConfirm } from "~/ui/confirm";
import { notifyError, notifySuccess } from "~/ui/notify";

// Seats on a plan priced per seat (ADR 054): the member list shows them and lets an owner set
// them, and the invite form asks an owner to add one when every seat is taken.

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

const seatWord = (count: number) => `${count} seat${count === 1 ? "" : "s"}`;

/**
 * An owner's control of the seats bought: more are charged now and fewer credited, both prorated
 * for the rest of the period; never fewer than the people holding seats (the server refuses
 * that with 409 SEAT_COUNT_REFUSED too, should an invitation land in between).
 */
export function SeatsControl() {
  const { data } = useQuery(organizationSeatsQuery);
  // Keyed by the seats bought, so a change made here or elsewhere resets the field.
  return data ? <SeatsForm key={data.bought} seats={data} /> : null;
}

function SeatsForm({ seats }: { seats: Seats }) {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState<string | number>(seats.bought);
  const least = Math.max(seats.used, seats.minimum);
  const change = useMutation({
    mutationFn: (count: number) => setOrganizationSeats({ data: { seats: count } }),
    onSuccess: ({ seats: now, charge }) =>
      notifySuccess(
        "Seats changed",
        `${seatWord(now.bought)} now. ${chargeLine(charge, "the seats removed, for the rest of this period")}`,
      ),
    onError: (error) => notifyError(error, "Seats not changed"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.organization.seats }),
  });
  const count = typeof wanted === "number" ? wanted : Number.NaN;
  const valid = Number.isInteger(count) && count >= least && count <= seats.maximum;
  const price = formatPrice(seats.pricePerSeat, seats.billingCycle, seats.currency);
  const ask = () => {
    const adding = count > seats.bought;
    const difference = Math.abs(count - seats.bought);
    void askToConfirm({
      title: `${adding ? "Add" : "Remove"} ${seatWord(difference)}?`,
      body: (
        <Text size="sm">
          {adding
            ? `Each seat costs ${price}; the rest of this period is charged now, prorated.`
            : "The unused part of this period for the seats removed is credited now, prorated."}{" "}
          The organization then has {seatWord(count)}.
        </Text>
      ),
      confirmLabel: `Change to ${seatWord(count)}`,
      cancelLabel: `Keep ${seatWord(seats.bought)}`,
      color: "pine",
      // The question closes whether or not it worked; the toast says which.
      onConfirm: () => change.mutateAsync(count).catch(() => {}),
    });
  };
  return (
    <Group align="flex-end" gap="sm">
      <NumberInput
        label="Seats bought"
        description={`At least ${least}: members and pending invitations hold ${seatWord(seats.used)}. At most ${seats.maximum}.`}
        min={least}
        max={seats.maximum}
        allowDecimal={false}
        allowNegative={false}
        w={260}
        value={wanted}
        onChange={setWanted}
      />
      <Button
        variant="default"
        disabled={!valid || count === seats.bought}
        loading={change.isPending}
        onClick={ask}
      >
        Change seats
      </Button>
    </Group>
  );
}
