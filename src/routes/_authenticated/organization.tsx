import { createFileRoute } from "@tanstack/react-router";
import { OrganizationLayout } from "~/features/organizations/OrganizationLayout";

// The header and the section links read the workspace the shell loaded; each section's page
// below loads its own data.
export const Route = createFileRoute("/_authenticated/organization")({
  component: OrganizationLayout,
});
