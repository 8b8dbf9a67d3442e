import { createFileRoute } from "@tanstack/react-router";
import { DangerZoneSection } from "~/features/organizations/DangerZoneSection";
import { useActiveOrganization } from "~/features/organizations/OrganizationLayout";

export const Route = createFileRoute("/_authenticated/organization/danger-zone")({
  component: () => <DangerZoneSection settings={useActiveOrganization()} />,
});
