import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Suspense, useEffect, useId, useRef } from "react";
import { planBySlug } from "~/config/plans";
import { BILLING_REFUSAL, mayManageBilling } from "~/features/organizations/access";
import { PlanOwners } from "~/features/organizations/PlanOwners";
import { workspacesQuery } from "~/features/organizations/queries";
import { openCustomerPortal } from "~/server/billing/billing.functions";
import { notifyError } from "~/ui/notify";
import { ChangeablePlans } from "./ChangePlan";
import { isFinished } from "./format";
import { PlanUsage, PlanUsageSkeleton } from "./PlanUsage";
import { PricingSection } from "./PricingSection";
import { subscriptionsQuery } from "./queries";
import { SubscriptionCard } from "./SubscriptionCard";
import { leaveFor, useCheckout, useResetOnReturn } from "./useCheckout";

const EMPTY_STATE = "You have no subscriptions yet";

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
          <Title order={1}>Subscriptions</Title>
          <Text c="dimmed">
            {organization
              ? `${organization.name}'s plans, what they include and when they renew.`
              : "Your plans, what they include and when they renew."}
          </Text>
        </div>
        {manages && subscriptions.length > 0 && (
          <Button variant="default" loading={portal.isPending} onClick={() => portal.mutate()}>
            Manage billing
          </Button>
        )}
      </Group>
      {openingPlan && (
        <Alert
          color="pine"
          variant="light"
          role="status"
          title={`Opening the checkout for ${openingPlan.name}…`}
        >
          You chose {openingPlan.name} before signing in; the payment provider's page opens next.
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
            {organization ? `${organization.name} has no subscription yet` : EMPTY_STATE}
          </Text>
          <Text size="sm" c="dimmed">
            {manages
              ? "Pick a plan below. You pay on the payment provider's secure page and can cancel at any time."
              : "Only an owner of the organization can pick a plan."}
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
          plans={running ? <ChangeablePlans current={running} /> : undefined}
          title={running ? "Change plan" : "Plans"}
          description={
            running
              ? "Move up, down or to yearly billing at any time: the new plan starts at once and the price difference is prorated."
              : undefined
          }
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
        Changing the plan
      </Title>
      {/* Not the alert's sentence again: read twice by a screen reader, and twice on the page. */}
      <Suspense
        fallback={
          <Text size="sm" c="dimmed" role="status">
            Finding the organization's owners…
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
