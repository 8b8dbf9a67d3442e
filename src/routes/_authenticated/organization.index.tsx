import { createFileRoute } from "@tanstack/react-router";
import { GeneralSection } from "~/features/organizations/GeneralSection";
import { useActiveOrganization } from "~/features/organizations/OrganizationLayout";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/organization/")({
  head: () => titled(m.org_title()),
  component: () => <GeneralSection settings={useActiveOrganization()} />,
});
