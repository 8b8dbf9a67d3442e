import { Text } from "@mantine/core";
import { type Format, priceLine } from "~/features/billing/format";
import { m } from "~/i18n/paraglide/messages.js";
import { setOrganizationSeats } from "~/server/organizations/seats.functions";
import { askToConfirm } from "~/ui/confirm";
import { notifyError } from "~/ui/notify";
import { prorationEstimate, type Seats } from "./seats";

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
              ...prorationEstimate(f, seats, seats.periodEnd, seats.bought + 1),
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
