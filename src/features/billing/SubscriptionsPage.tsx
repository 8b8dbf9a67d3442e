import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Suspense, useEffect, useId, useRef } from "react";
import { planBySlug } from "~/config/plans";
import { BILLING_REFUSAL, mayManageBilling } from "~/features/organizations/access";
import { PlanOwners } from "~/features/organizations/PlanOwners";
import { workspacesQuery } from "~/features/organizations/queries";
import { m } from "~/i18n/paraglide/messages.js";
import { openCustomerPortal } from "~/server/billing/billing.functions";
import { notifyError } from "~/ui/notify";
import { ChangeablePlans } from "./ChangePlan";
import { PlanUsage, PlanUsageSkeleton } from "./PlanUsage";
import { PricingSection } from "./PricingSection";
import { entitlementsQuery, subscriptionsQuery } from "./queries";
import { SubscriptionCard } from "./SubscriptionCard";
import { isFinished } from "./subscription-texts";
import { leaveFor, useCheckout, useResetOnReturn } from "./useCheckout";

/**
 * /subscriptions: the active workspace's subscriptions and the plans, to pick one or to switch
 * the running one to another. Everyone in an organization sees its plan; only those whose role
 * has billing change it.
 */
export function SubscriptionsPage({ chosenPlan }: { chosenPlan?: string }) {
  const { data: subscriptions } = useSuspenseQuery(subscriptionsQuery);
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const { active } = workspaces;
  const organization = active.kind === "organization" ? active.organization : null;
  const manages = mayManageBilling(active);
  // Members and pending invitations: where a plan priced per seat's seat count starts.
  const people = useQuery({ ...entitlementsQuery, enabled: !!organization }).data?.usage.members;
  const portal = useMutation({
    mutationFn: async () => leaveFor((await openCustomerPortal()).url),
    onError: (error) => notifyError(error),
  });
  useResetOnReturn(portal.reset);
  // The newest subscription that is not over is the one the plans switch; with none, they sell.
  const running = subscriptions.find((subscription) => !isFinished(subscription));
  const opening = useChosenPlanCheckout(chosenPlan, !running && manages);
  const openingPlan = opening ? planBySlug(opening) : undefined;

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{m.billing_subscriptions_title()}</Title>
          <Text c="dimmed">
            {organization
              ? m.billing_org_plans_intro({ organization: organization.name })
              : m.billing_plans_intro()}
          </Text>
        </div>
        {manages && subscriptions.length > 0 && (
          <Button variant="default" loading={portal.isPending} onClick={() => portal.mutate()}>
            {m.billing_manage_billing()}
          </Button>
        )}
      </Group>
      {openingPlan && (
        <Alert
          color="pine"
          variant="light"
          role="status"
          title={m.billing_opening_checkout({ plan: openingPlan.name })}
        >
          {m.billing_chose_before({ plan: openingPlan.name })}
        </Alert>
      )}
      {!manages && (
        <Alert color="slate" variant="light">
          {BILLING_REFUSAL}
        </Alert>
      )}
      {subscriptions.length === 0 ? (
        <Card withBorder padding="lg">
          <Text fw={600}>
            {organization
              ? m.billing_org_no_subscription({ organization: organization.name })
              : m.billing_no_subscriptions()}
          </Text>
          <Text size="sm" c="dimmed">
            {manages ? m.billing_pick_plan_below() : m.billing_only_owner()}
          </Text>
        </Card>
      ) : (
        subscriptions.map((subscription) => (
          <SubscriptionCard key={subscription.id} subscription={subscription} manages={manages} />
        ))
      )}
      <Suspense fallback={<PlanUsageSkeleton />}>
        <PlanUsage />
      </Suspense>
      {manages ? (
        <PricingSection
          signedIn
          subscriptions={subscriptions}
          personal={!organization}
          people={people}
          plans={
            running ? <ChangeablePlans current={running} personal={!organization} /> : undefined
          }
          title={running ? m.billing_change_plan() : m.pricing_plans()}
          description={running ? m.billing_change_plan_description() : undefined}
        />
      ) : (
        organization && <WhoChangesThePlan organizationName={organization.name} />
      )}
    </Stack>
  );
}

/** For a role without billing: who to ask, instead of plan cards it could not use. */
function WhoChangesThePlan({ organizationName }: { organizationName: string }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {m.billing_changing_plan()}
      </Title>
      {/* Not the alert's sentence again: read twice by a screen reader, and twice on the page. */}
      <Suspense
        fallback={
          <Text size="sm" c="dimmed" role="status">
            {m.billing_finding_owners()}
          </Text>
        }
      >
        <PlanOwners organizationName={organizationName} />
      </Suspense>
    </Stack>
  );
}

/**
 * The plan a visitor picked on the landing page before signing in: its checkout starts as soon
 * as the page runs, if the workspace may buy and has no running plan (else the page shows as it
 * is). The choice leaves the address first, so coming back from the provider's page does not
 * start a second checkout.
 */
function useChosenPlanCheckout(plan: string | undefined, mayBuy: boolean): string | undefined {
  const checkout = useCheckout();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (!plan || started.current) return;
    started.current = true;
    void navigate({ to: "/subscriptions", search: {}, replace: true });
    if (mayBuy) checkout.start(plan);
  }, [plan, mayBuy, checkout, navigate]);
  return checkout.pendingSlug;
}
