import { createFileRoute } from "@tanstack/react-router";
import { MembersSection } from "~/features/organizations/MembersSection";
import { PeoplePage } from "~/features/organizations/OrganizationLayout";
import { organizationPeopleQuery } from "~/features/organizations/queries";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/organization/members")({
  head: () => titled(m.org_members(), m.org_title()),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(organizationPeopleQuery),
  component: () => <PeoplePage Section={MembersSection} />,
});
