import { Skeleton } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { PlainGroup, PlainText, TextLink } from "~/ui/fast/plain";
import { afterTrialSentence, endsOnLine, isFinished, runningTrialEnd, trialLine } from "./format";
import { subscriptionsQuery } from "./queries";
import { StatusBadge } from "./StatusBadge";

/** The workspace's running plan and its state, or an invitation to pick one. */
export function CurrentPlan({ organizationName }: { organizationName: string | undefined }) {
  const { data: subscriptions } = useSuspenseQuery(subscriptionsQuery);
  const running = subscriptions.find((subscription) => !isFinished(subscription));
  if (!running) {
    return (
      <>
        <PlainText size="sm" c="dimmed">
          {organizationName ? `${organizationName} has no plan yet.` : "You have no plan yet."}
        </PlainText>
        <TextLink to="/subscriptions" size="sm">
          See the plans
        </TextLink>
      </>
    );
  }
  const trialEnd = runningTrialEnd(running);
  return (
    <>
      <PlainGroup gap="xs">
        <PlainText fw={600}>{running.name}</PlainText>
        <StatusBadge subscription={running} />
      </PlainGroup>
      {trialEnd && (
        <>
          <PlainText size="sm" fw={600}>
            {trialLine(trialEnd)}
          </PlainText>
          <PlainText size="sm" c="dimmed">
            {afterTrialSentence(running, trialEnd)}
          </PlainText>
        </>
      )}
      {running.cancelAtPeriodEnd && (
        <PlainText size="sm" c="dimmed">
          {endsOnLine(running.currentPeriodEnd)}
        </PlainText>
      )}
      <TextLink to="/subscriptions" size="sm">
        Manage the subscription
      </TextLink>
    </>
  );
}

/** Where the plan will be while it loads: its name and state, then the link. */
export function PlanSkeleton() {
  return (
    <div role="status" aria-label="Reading the plan…">
      <Skeleton height={20} width="60%" mb="xs" />
      <Skeleton height={14} width="40%" />
    </div>
  );
}
