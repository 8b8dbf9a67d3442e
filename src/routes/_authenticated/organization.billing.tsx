import { createFileRoute } from "@tanstack/react-router";
import { BillingSection } from "~/features/organizations/BillingSection";
import { useActiveOrganization } from "~/features/organizations/OrganizationLayout";

export const Route = createFileRoute("/_authenticated/organization/billing")({
  component: () => <BillingSection settings={useActiveOrganization()} />,
});
