import { Button, Group, NumberInput, Text } from "@mantine/core";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { centsFromDecimal } from "~/config/plans";
import { type Format, priceLine } from "~/features/billing/format";
import { chargeLine } from "~/features/billing/plan-change";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
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
      {m.org_seats_line({ used: data.used, bought: data.bought })}
      <Text span size="sm" c="dimmed">
        {" "}
        {m.org_seats_line_note()}
      </Text>
    </Text>
  );
}

/** True when the organization is priced per seat and every seat is taken. */
export function seatsFull(seats: Seats | null | undefined): seats is Seats {
  return seats != null && seats.used >= seats.bought;
}

/**
 * "until 1 January 2027, about $11.61": about what Polar bills at once (or credits) for going
 * from the seats bought to `count`, each period price for the part of the period left, as its
 * `invoice` proration does (ADR 054). The toast after the change states the order Polar made.
 */
function estimate(f: Format, seats: Seats, periodEnd: string, count: number) {
  const perSeat = centsFromDecimal(seats.pricePerSeat);
  const forRest = (n: number) => Math.round(perSeat * n * seats.periodLeft);
  const cents = Math.abs(forRest(count) - forRest(seats.bought));
  return { date: f.date(periodEnd), amount: f.currency(cents, seats.currency) };
}

/**
 * Asks an owner to buy one more seat, prorated and charged at once by Polar, and then runs
 * `then` (the invitation that needed it). An error is reported by the caller's toast.
 */
export function askToAddSeat(seats: Seats, f: Format, then: () => Promise<unknown>): Promise<void> {
  const price = priceLine(f, seats.pricePerSeat, seats.billingCycle, seats.currency);
  return askToConfirm({
    title: m.org_seat_add_title(),
    body: (
      <Text size="sm">
        {seats.periodEnd
          ? m.org_seat_add_amount({
              used: seats.used,
              bought: seats.bought,
              price,
              ...estimate(f, seats, seats.periodEnd, seats.bought + 1),
            })
          : m.org_seat_add_text({ used: seats.used, bought: seats.bought, price })}
      </Text>
    ),
    confirmLabel: m.org_seat_add_and_invite(),
    cancelLabel: m.org_not_now(),
    color: "pine",
    onConfirm: async () => {
      try {
        await setOrganizationSeats({ data: { seats: seats.bought + 1 } });
      } catch (error) {
        notifyError(error, m.org_seat_not_added());
        throw error;
      }
      await then();
    },
  });
}

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

/** What changing to `count` seats bills or credits now, with the estimate when it can be made. */
function changeText(f: Format, seats: Seats, count: number, price: string): string {
  const adding = count > seats.bought;
  if (!seats.periodEnd) return adding ? m.org_seats_add_text({ price }) : m.org_seats_remove_text();
  const words = estimate(f, seats, seats.periodEnd, count);
  return adding ? m.org_seats_add_amount({ price, ...words }) : m.org_seats_remove_amount(words);
}

function SeatsForm({ seats }: { seats: Seats }) {
  const f = useFormat();
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState<string | number>(seats.bought);
  const least = Math.max(seats.used, seats.minimum);
  const change = useMutation({
    mutationFn: (count: number) => setOrganizationSeats({ data: { seats: count } }),
    onSuccess: ({ seats: now, charge }) =>
      notifySuccess(
        m.org_seats_changed(),
        `${m.org_seats_now({ count: now.bought })} ${chargeLine(charge, m.org_seats_credited_for())}`,
      ),
    onError: (error) => notifyError(error, m.org_seats_not_changed()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.organization.seats }),
  });
  const count = typeof wanted === "number" ? wanted : Number.NaN;
  const valid = Number.isInteger(count) && count >= least && count <= seats.maximum;
  const price = priceLine(f, seats.pricePerSeat, seats.billingCycle, seats.currency);
  const ask = () => {
    const adding = count > seats.bought;
    const difference = Math.abs(count - seats.bought);
    void askToConfirm({
      title: adding
        ? m.org_seats_add_title({ count: difference })
        : m.org_seats_remove_title({ count: difference }),
      body: (
        <Text size="sm">
          {changeText(f, seats, count, price)} {m.org_seats_then({ count })}
        </Text>
      ),
      confirmLabel: m.org_seats_change_to({ count }),
      cancelLabel: m.org_seats_keep({ count: seats.bought }),
      color: "pine",
      // The question closes whether or not it worked; the toast says which.
      onConfirm: () => change.mutateAsync(count).catch(() => {}),
    });
  };
  return (
    <Group align="flex-end" gap="sm">
      <NumberInput
        label={m.org_seats_bought()}
        description={m.org_seats_bought_help({
          least,
          used: seats.used,
          maximum: seats.maximum,
        })}
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
        {m.org_seats_change()}
      </Button>
    </Group>
  );
}
