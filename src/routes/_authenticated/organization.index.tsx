import { createFileRoute } from "@tanstack/react-router";
import { GeneralSection } from "~/features/organizations/GeneralSection";
import { useActiveOrganization } from "~/features/organizations/OrganizationLayout";

export const Route = createFileRoute("/_authenticated/organization/")({
  component: () => <GeneralSection settings={useActiveOrganization()} />,
});
