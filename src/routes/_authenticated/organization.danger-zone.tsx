import { createFileRoute } from "@tanstack/react-router";
import { DangerZoneSection } from "~/features/organizations/DangerZoneSection";
import { useActiveOrganization } from "~/features/organizations/OrganizationLayout";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/organization/danger-zone")({
  head: () => titled("Danger zone", "Organization"),
  component: () => <DangerZoneSection settings={useActiveOrganization()} />,
});
