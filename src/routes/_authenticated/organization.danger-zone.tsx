import { createFileRoute } from "@tanstack/react-router";
import { DangerZoneSection } from "~/features/organizations/DangerZoneSection";
import { PeoplePage } from "~/features/organizations/OrganizationLayout";
import { organizationPeopleQuery } from "~/features/organizations/queries";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/organization/danger-zone")({
  head: () => titled("Danger zone", "Organization"),
  // The members: whether the caller is the only owner, who cannot leave.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(organizationPeopleQuery),
  component: () => <PeoplePage Section={DangerZoneSection} />,
});
