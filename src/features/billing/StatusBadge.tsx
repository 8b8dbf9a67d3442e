import { Badge } from "@mantine/core";
import type { SubscriptionView } from "~/server/billing/billing.server";
import { displayedStatus, STATUS_COLORS, STATUS_LABELS } from "./subscription-texts";

export function StatusBadge({
  subscription,
}: {
  subscription: Pick<SubscriptionView, "status" | "cancelAtPeriodEnd">;
}) {
  const status = displayedStatus(subscription);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
