import { Badge } from "@mantine/core";
import type { SubscriptionView } from "~/server/billing/billing.server";
import { BADGE_LABELS, displayedStatus, STATUS_COLORS } from "./subscription-texts";

export function StatusBadge({
  subscription,
}: {
  subscription: Pick<SubscriptionView, "status" | "trialEnd" | "currentPeriodEnd">;
}) {
  const status = displayedStatus(subscription);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {BADGE_LABELS[status]}
    </Badge>
  );
}
