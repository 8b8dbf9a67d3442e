import { createFileRoute } from "@tanstack/react-router";
import { DangerZoneSection } from "~/features/organizations/DangerZoneSection";
import { PeoplePage } from "~/features/organizations/OrganizationLayout";
import { organizationPeopleQuery } from "~/features/organizations/queries";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/organization/danger-zone")({
  head: () => titled(m.org_danger_zone(), m.org_title()),
  // The members: whether the caller is the only owner, who cannot leave.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(organizationPeopleQuery),
  component: () => <PeoplePage Section={DangerZoneSection} />,
});
