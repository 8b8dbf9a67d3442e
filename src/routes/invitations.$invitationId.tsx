import { createFileRoute } from "@tanstack/react-router";
import { InvitationPage } from "~/features/organizations/InvitationPage";
import { getPublicConfig } from "~/server/app/public-config.functions";
import { getSessionFn } from "~/server/auth/session.functions";
import { previewInvitation } from "~/server/organizations/invitation-preview.functions";

// Public: the invitation mail's link. Signed out, the page signs the invitee in (by magic link,
// password or provider) and brings them back here; signed in, it shows the invitation.

export const Route = createFileRoute("/invitations/$invitationId")({
  loader: async ({ params }) => {
    const [session, config, preview] = await Promise.all([
      getSessionFn(),
      getPublicConfig(),
      previewInvitation({ data: { invitationId: params.invitationId } }),
    ]);
    return { user: session?.user ?? null, preview, ...config };
  },
  component: InvitationRoute,
});

function InvitationRoute() {
  const { invitationId } = Route.useParams();
  const { user, devMailbox, providers, passkeyRpId, preview } = Route.useLoaderData();
  return (
    <InvitationPage
      invitationId={invitationId}
      preview={preview}
      passkeyRpId={passkeyRpId}
      user={user}
      devMailbox={devMailbox}
      providers={providers}
    />
  );
}
