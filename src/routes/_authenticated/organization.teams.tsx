import { createFileRoute } from "@tanstack/react-router";
import { PeoplePage } from "~/features/organizations/OrganizationLayout";
import { organizationPeopleQuery } from "~/features/organizations/queries";
import { TeamsSection } from "~/features/organizations/TeamsSection";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/organization/teams")({
  head: () => titled(m.org_teams(), m.org_title()),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(organizationPeopleQuery),
  component: () => <PeoplePage Section={TeamsSection} />,
});
