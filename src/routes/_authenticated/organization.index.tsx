import { createFileRoute } from "@tanstack/react-router";
import { GeneralSection } from "~/features/organizations/GeneralSection";
import { useActiveOrganization } from "~/features/organizations/OrganizationLayout";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/organization/")({
  head: () => titled("Organization"),
  component: () => <GeneralSection settings={useActiveOrganization()} />,
});
