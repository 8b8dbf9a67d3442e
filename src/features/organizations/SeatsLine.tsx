import { Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { m } from "~/i18n/paraglide/messages.js";
import { organizationSeatsQuery } from "./seats";

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
