import { Text } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import type { OrganizationView } from "~/features/organizations/access";
import { InvitationsSection } from "~/features/organizations/InvitationsSection";
import { useActiveOrganization } from "~/features/organizations/OrganizationLayout";
import { organizationInvitationsQuery } from "~/features/organizations/queries";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";
import { Section } from "~/ui/Section";

export const Route = createFileRoute("/_authenticated/organization/invitations")({
  head: () => titled(m.org_invitations(), m.org_title()),
  component: InvitationsPage,
});

function InvitationsPage() {
  const view = useActiveOrganization();
  if (!view.may.invite) {
    return (
      <Section id="invitations" title={m.org_invitations()}>
        <Text size="sm">{m.org_invitations_not_allowed()}</Text>
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
