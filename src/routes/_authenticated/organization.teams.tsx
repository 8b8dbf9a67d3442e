import { createFileRoute } from "@tanstack/react-router";
import { PeoplePage } from "~/features/organizations/OrganizationLayout";
import { organizationPeopleQuery } from "~/features/organizations/queries";
import { TeamsSection } from "~/features/organizations/TeamsSection";

export const Route = createFileRoute("/_authenticated/organization/teams")({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(organizationPeopleQuery),
  component: () => <PeoplePage Section={TeamsSection} />,
});
