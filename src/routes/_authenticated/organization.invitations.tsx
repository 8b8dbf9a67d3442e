import { Text } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import type { OrganizationView } from "~/features/organizations/access";
import { InvitationsSection } from "~/features/organizations/InvitationsSection";
import { useActiveOrganization } from "~/features/organizations/OrganizationLayout";
import { organizationInvitationsQuery } from "~/features/organizations/queries";
import { titled } from "~/lib/brand";
import { Section } from "~/ui/Section";

export const Route = createFileRoute("/_authenticated/organization/invitations")({
  head: () => titled("Invitations", "Organization"),
  component: InvitationsPage,
});

function InvitationsPage() {
  const view = useActiveOrganization();
  if (!view.may.invite) {
    return (
      <Section id="invitations" title="Invitations">
        <Text size="sm">Owners and admins invite people and see the invitations waiting.</Text>
      </Section>
    );
  }
  return <PendingInvitationsPage view={view} />;
}

// No loader: only owners and admins may list invitations, which the component knows from the
// workspace; its query runs in the server's render (and streams) or, after navigating, in the
// browser.
function PendingInvitationsPage({ view }: { view: OrganizationView }) {
  const { data: invitations } = useSuspenseQuery(organizationInvitationsQuery);
  // Null only when the workspace changed under the page; the layout then shows the new one.
  if (!invitations) return null;
  return <InvitationsSection settings={{ ...view, invitations }} />;
}
