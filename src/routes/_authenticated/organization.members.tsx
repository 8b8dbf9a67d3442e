import { createFileRoute } from "@tanstack/react-router";
import { MembersSection } from "~/features/organizations/MembersSection";
import { PeoplePage } from "~/features/organizations/OrganizationLayout";
import { organizationPeopleQuery } from "~/features/organizations/queries";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/organization/members")({
  head: () => titled("Members", "Organization"),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(organizationPeopleQuery),
  component: () => <PeoplePage Section={MembersSection} />,
});
