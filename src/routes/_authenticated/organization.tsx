import { createFileRoute } from "@tanstack/react-router";
import { apiKeysQuery } from "~/features/api-keys/queries";
import { OrganizationScreen } from "~/features/organizations/OrganizationScreen";
import { organizationSettingsQuery } from "~/features/organizations/queries";

export const Route = createFileRoute("/_authenticated/organization")({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(organizationSettingsQuery),
      queryClient.ensureQueryData(apiKeysQuery),
    ]);
  },
  component: OrganizationScreen,
});
