import { createFileRoute } from "@tanstack/react-router";
import { MembersSection } from "~/features/organizations/MembersSection";
import { PeoplePage } from "~/features/organizations/OrganizationLayout";
import { organizationPeopleQuery } from "~/features/organizations/queries";

export const Route = createFileRoute("/_authenticated/organization/members")({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(organizationPeopleQuery),
  component: () => <PeoplePage Section={MembersSection} />,
});
