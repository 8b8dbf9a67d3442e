import { Stack } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { CurrentPlan, PlanSkeleton } from "~/features/billing/CurrentPlan";
import { workspacesQuery } from "~/features/organizations/queries";
import { Section } from "~/ui/Section";

/** The active workspace's plan, and where to change it. */
export function BillingPage() {
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const { active } = workspaces;
  const organizationName = active.kind === "organization" ? active.organization.name : undefined;
  return (
    <Section
      id="billing"
      title="Billing"
      description={
        organizationName
          ? `${organizationName} is the active workspace: this is its plan, shared with its members.`
          : "Your plan. Plans, payment method and invoices are on the Subscriptions page."
      }
    >
      <Stack gap="xs">
        <Suspense fallback={<PlanSkeleton />}>
          <CurrentPlan organizationName={organizationName} />
        </Suspense>
      </Stack>
    </Section>
  );
}
