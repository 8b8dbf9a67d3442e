import { createFileRoute } from "@tanstack/react-router";
import { PeoplePage } from "~/features/organizations/OrganizationLayout";
import { organizationPeopleQuery } from "~/features/organizations/queries";
import { TeamsSection } from "~/features/organizations/TeamsSection";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/organization/teams")({
  head: () => titled("Teams", "Organization"),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(organizationPeopleQuery),
  component: () => <PeoplePage Section={TeamsSection} />,
});
