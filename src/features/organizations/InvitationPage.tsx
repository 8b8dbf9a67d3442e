import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { LoginPage } from "~/features/login/LoginPage";
import type { SignInProvider } from "~/features/login/SocialSignInButtons";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { withElement } from "~/i18n/with-element";
import { authClient } from "~/lib/auth-client";
import { APP_NAME } from "~/lib/brand";
import { errorMessage, ServerError } from "~/lib/errors";
import { readsSettled } from "~/lib/settled";
import type { ClientUser } from "~/server/auth/session.server";
import { Detail } from "~/ui/Detail";
import { notifyError, notifySuccess } from "~/ui/notify";
import { invitationProblem, invitationProblemText, roleWithArticle } from "./access";
import { type FoundInvitation, invitationQuery, responseOf } from "./auth-calls";
import { workspacesQuery } from "./queries";
import { useSwitchWorkspace } from "./workspace-hooks";

/** What the link's holder is told before signing in (invitation-preview.functions.ts). */
export interface InvitationPreview {
  organizationName: string;
  inviterName: string;
  email: string;
}

/**
 * /invitations/$invitationId: the mailed link. Signed out, the sign-in screen, whose link (or
 * password, or provider) brings the visitor back here; signed in, the invitation.
 */
export function InvitationPage({
  invitationId,
  preview,
  passkeyRpId,
  user,
  devMailbox,
  providers,
}: {
  invitationId: string;
  /** Null for an unknown, answered or expired invitation: the signed-in page says which. */
  preview: InvitationPreview | null;
  passkeyRpId: string;
  user: ClientUser | null;
  devMailbox: boolean;
  providers: SignInProvider[];
}) {
  if (!user) {
    const back = m.invitation_sign_in_back({ appName: APP_NAME });
    return (
      <LoginPage
        redirectTo={`/invitations/${encodeURIComponent(invitationId)}`}
        passkeyRpId={passkeyRpId}
        email={preview?.email}
        linkError={undefined}
        devMailbox={devMailbox}
        providers={providers}
        heading={
          preview
            ? m.invitation_join({ organization: preview.organizationName })
            : m.invitation_you_have_one()
        }
        intro={
          preview
            ? `${m.invitation_invited_by({ inviter: preview.inviterName, organization: preview.organizationName, appName: APP_NAME })} ${back}`
            : `${m.invitation_invited({ appName: APP_NAME })} ${back}`
        }
      />
    );
  }
  return (
    <Center mih="100vh" p="md" component="main">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={480}>
        <SignedInInvitation
          invitationId={invitationId}
          user={user}
          inviterName={preview?.inviterName}
        />
      </Card>
    </Center>
  );
}

const ORGANIZATION = "\u0000organization\u0000";

/** A finished state of the page: a title, what it means, and where to go. */
function Outcome({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" aria-live="polite">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function SignedInInvitation({
  invitationId,
  user,
  inviterName,
}: {
  invitationId: string;
  user: ClientUser;
  inviterName: string | undefined;
}) {
  const invitation = useQuery(invitationQuery(invitationId));
  const workspaces = useQuery(workspacesQuery);
  const [declined, setDeclined] = useState(false);

  if (declined) {
    return (
      <Outcome title={m.invitation_declined()}>
        <Text>{m.invitation_declined_text()}</Text>
        <DashboardButton />
      </Outcome>
    );
  }
  if (invitation.isPending || workspaces.isPending) {
    return (
      <Outcome title={m.invitation_yours()}>
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{m.invitation_opening()}</Text>
        </Group>
      </Outcome>
    );
  }
  if (invitation.isError) {
    return <InvitationRefused error={invitation.error} user={user} onRetry={invitation.refetch} />;
  }
  const found = invitation.data;
  const membership = workspaces.data?.organizations.find(
    (organization) => organization.id === found.organizationId,
  );
  if (membership) {
    return (
      <Outcome title={m.invitation_already_member({ organization: found.organizationName })}>
        <Text>{m.invitation_already_member_text()}</Text>
        <OpenOrganizationButton id={membership.id} name={membership.name} />
      </Outcome>
    );
  }
  return (
    <InvitationChoice
      invitation={found}
      inviter={inviterName ?? found.inviterEmail}
      user={user}
      onDeclined={() => setDeclined(true)}
    />
  );
}

function InvitationChoice({
  invitation,
  inviter,
  user,
  onDeclined,
}: {
  invitation: FoundInvitation;
  /** The inviter's name (their address when they have none). */
  inviter: string;
  user: ClientUser;
  onDeclined: () => void;
}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const role = roleWithArticle(invitation.role);
  const format = useFormat();
  const accept = useMutation({
    mutationFn: () =>
      responseOf(authClient.organization.acceptInvitation({ invitationId: invitation.id })),
    onSuccess: async () => {
      notifySuccess(
        m.invitation_welcome({ organization: invitation.organizationName }),
        m.invitation_welcome_text({ role }),
      );
      // Everything cached was read in the previous workspace (and this invitation is used now,
      // so asking for it again would be refused): the organization's pages load anew.
      queryClient.clear();
      await router.navigate({ to: "/organization" });
    },
  });
  const decline = useMutation({
    mutationFn: () =>
      responseOf(authClient.organization.rejectInvitation({ invitationId: invitation.id })),
    onSuccess: onDeclined,
    onError: (error) => notifyError(error, m.invitation_not_declined()),
  });
  const failure = accept.error;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {m.invitation_join({ organization: invitation.organizationName })}
      </Title>
      <Text>
        {withElement(
          m.invitation_invited_as({ inviter, organization: ORGANIZATION, role }),
          ORGANIZATION,
          <strong>{invitation.organizationName}</strong>,
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Detail label={m.invitation_signed_in_as()}>{user.email}</Detail>
        <Detail label={m.invitation_expires()}>{format.dateTime(invitation.expiresAt)}</Detail>
      </SimpleGrid>
      {failure && (
        <Alert color="ember" title={m.invitation_not_accepted()} role="alert">
          {failure instanceof ServerError && invitationProblem(failure) !== "failed"
            ? invitationProblemText(invitationProblem(failure)).message
            : errorMessage(failure)}
        </Alert>
      )}
      <Group>
        <Button
          loading={accept.isPending}
          disabled={decline.isPending}
          onClick={() => accept.mutate()}
        >
          {m.invitation_accept()}
        </Button>
        <Button
          variant="default"
          loading={decline.isPending}
          disabled={accept.isPending}
          onClick={() => decline.mutate()}
        >
          {m.invitation_decline()}
        </Button>
      </Group>
    </Stack>
  );
}

function InvitationRefused({
  error,
  user,
  onRetry,
}: {
  error: unknown;
  user: ClientUser;
  onRetry: () => void;
}) {
  const problem = error instanceof ServerError ? invitationProblem(error) : "failed";
  const { title, message } = invitationProblemText(problem);
  return (
    <Outcome title={title}>
      <Text>{problem === "failed" ? errorMessage(error) : message}</Text>
      {problem === "wrong-address" && (
        <>
          <Text size="sm" c="dimmed">
            {m.invitation_signed_in_as_text({ email: user.email })}
          </Text>
          <SignOutButton />
        </>
      )}
      {problem === "unverified" && (
        <Button component={Link} to="/settings" variant="light">
          {m.invitation_open_settings()}
        </Button>
      )}
      {problem === "failed" && (
        <Button variant="light" onClick={onRetry}>
          {m.common_try_again()}
        </Button>
      )}
      {problem !== "wrong-address" && <DashboardButton />}
    </Outcome>
  );
}

function DashboardButton() {
  return (
    <Button component={Link} to="/dashboard" variant="default">
      {m.invitation_go_to_dashboard()}
    </Button>
  );
}

function OpenOrganizationButton({ id, name }: { id: string; name: string }) {
  const switchTo = useSwitchWorkspace();
  const router = useRouter();
  return (
    <Button
      loading={switchTo.isPending}
      onClick={() =>
        switchTo.mutate({ id, name }, { onSuccess: () => router.navigate({ to: "/organization" }) })
      }
    >
      {m.invitation_open_organization({ name })}
    </Button>
  );
}

/** Signs out here, so the visitor can sign in with the invited address on the same page. */
function SignOutButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: async () => {
      await readsSettled(queryClient);
      return responseOf(authClient.signOut({ disableRedirect: true }));
    },
    onSuccess: async () => {
      queryClient.clear();
      await router.invalidate();
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Button loading={signOut.isPending} onClick={() => signOut.mutate()}>
      {m.invitation_sign_out()}
    </Button>
  );
}
