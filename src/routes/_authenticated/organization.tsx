import { createFileRoute } from "@tanstack/react-router";
import { OrganizationScreen } from "~/features/organizations/OrganizationScreen";
import { organizationSettingsQuery } from "~/features/organizations/queries";

export const Route = createFileRoute("/_authenticated/organization")({
  // The key card renders in the browser (OrganizationScreen), which loads the key list itself.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(organizationSettingsQuery),
  component: OrganizationScreen,
});
