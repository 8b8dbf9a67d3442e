import { useSuspenseQuery } from "@tanstack/react-query";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { PlainGroup, PlainText, TextLink } from "~/ui/fast/plain";
import { PlainSkeleton } from "~/ui/fast/plain-content";
import { priceLine } from "./format";
import { subscriptionsQuery } from "./queries";
import { StatusBadge } from "./StatusBadge";
import {
  afterTrialSentence,
  discountLine,
  endsOnLine,
  isFinished,
  runningTrialEnd,
  trialLine,
} from "./subscription-texts";

/** The workspace's running plan and its state, or an invitation to pick one. */
export function CurrentPlan({ organizationName }: { organizationName: string | undefined }) {
  const { data: subscriptions } = useSuspenseQuery(subscriptionsQuery);
  const f = useFormat();
  const running = subscriptions.find((subscription) => !isFinished(subscription));
  if (!running) {
    return (
      <>
        <PlainText size="sm" c="dimmed">
          {organizationName
            ? m.billing_org_no_plan({ organization: organizationName })
            : m.billing_no_plan()}
        </PlainText>
        <TextLink to="/subscriptions" size="sm">
          {m.billing_see_the_plans()}
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
            {trialLine(f, trialEnd)}
          </PlainText>
          <PlainText size="sm" c="dimmed">
            {afterTrialSentence(f, running, trialEnd)}
          </PlainText>
        </>
      )}
      {!trialEnd && (
        <PlainText size="sm">
          {priceLine(f, running.price, running.billingCycle, running.currency)}
          {running.seats !== null && ` · ${m.billing_seat_count({ count: running.seats })}`}
        </PlainText>
      )}
      {running.discount && (
        <PlainText size="sm" c="dimmed">
          {discountLine(f, running)}
        </PlainText>
      )}
      {running.cancelAtPeriodEnd && !trialEnd && (
        <PlainText size="sm" c="dimmed">
          {endsOnLine(f, running.currentPeriodEnd)}
        </PlainText>
      )}
      <TextLink to="/subscriptions" size="sm">
        {m.billing_manage_subscription()}
      </TextLink>
    </>
  );
}

/** Where the plan will be while it loads: its name and state, then the link. */
export function PlanSkeleton() {
  return (
    <div role="status" aria-label={m.billing_reading_plan()}>
      <PlainSkeleton height={20} width="60%" marginBottom="xs" />
      <PlainSkeleton height={14} width="40%" />
    </div>
  );
}
