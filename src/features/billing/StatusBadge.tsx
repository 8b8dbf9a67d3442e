import type { SubscriptionView } from "~/server/billing/billing.server";
import { PlainBadge } from "~/ui/fast/plain-content";
import { BADGE_LABELS, displayedStatus, STATUS_COLORS } from "./subscription-texts";

export function StatusBadge({
  subscription,
}: {
  subscription: Pick<SubscriptionView, "status" | "trialEnd" | "currentPeriodEnd">;
}) {
  const status = displayedStatus(subscription);
  return <PlainBadge color={STATUS_COLORS[status]}>{BADGE_LABELS[status]}</PlainBadge>;
}
