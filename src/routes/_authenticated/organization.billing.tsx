import { createFileRoute } from "@tanstack/react-router";
import { BillingSection } from "~/features/organizations/BillingSection";
import { useActiveOrganization } from "~/features/organizations/OrganizationLayout";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/organization/billing")({
  head: () => titled(m.org_billing(), m.org_title()),
  component: () => <BillingSection settings={useActiveOrganization()} />,
});
