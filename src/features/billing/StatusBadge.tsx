import { Badge } from "@mantine/core";
import type { SubscriptionStatus } from "~/lib/subscription-status";
import { STATUS_COLORS, STATUS_LABELS } from "./format";

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
