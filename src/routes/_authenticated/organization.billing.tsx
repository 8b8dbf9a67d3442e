import { createFileRoute } from "@tanstack/react-router";
import { BillingSection } from "~/features/organizations/BillingSection";
import { useActiveOrganization } from "~/features/organizations/OrganizationLayout";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/organization/billing")({
  head: () => titled("Billing", "Organization"),
  component: () => <BillingSection settings={useActiveOrganization()} />,
});
