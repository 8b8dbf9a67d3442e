import { Button, Group, NumberInput, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type Format, priceLine } from "~/features/billing/format";
import { chargeLine } from "~/features/billing/plan-change";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { queryKeys } from "~/lib/query-keys";
import { setOrganizationSeats } from "~/server/organizations/seats.functions";
import { askToConfirm } from "~/ui/confirm";
import { notifyError, notifySuccess } from "~/ui/notify";
import { organizationSeatsQuery, prorationEstimate, type Seats } from "./seats";

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
  const words = prorationEstimate(f, seats, seats.periodEnd, count);
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
