import { Stack } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { CurrentPlan, PlanSkeleton } from "~/features/billing/CurrentPlan";
import { workspacesQuery } from "~/features/organizations/queries";
import { m } from "~/i18n/paraglide/messages.js";
import { Section } from "~/ui/Section";

/** The active workspace's plan, and where to change it. */
export function BillingPage() {
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const { active } = workspaces;
  const organizationName = active.kind === "organization" ? active.organization.name : undefined;
  return (
    <Section
      id="billing"
      title={m.settings_nav_billing()}
      description={
        organizationName
          ? m.settings_billing_organization({ organization: organizationName })
          : m.settings_billing_personal()
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
