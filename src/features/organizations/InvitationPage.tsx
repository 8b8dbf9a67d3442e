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
import { authClient } from "~/lib/auth-client";
import { APP_NAME } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { errorMessage, ServerError } from "~/lib/errors";
import type { ClientUser } from "~/server/auth/session.server";
import { Detail } from "~/ui/Detail";
import { notifyError, notifySuccess } from "~/ui/notify";
import { INVITATION_PROBLEMS, invitationProblem, roleWithArticle } from "./access";
import { type FoundInvitation, invitationQuery, responseOf } from "./auth-calls";
import { workspacesQuery } from "./queries";
import { useSwitchWorkspace } from "./workspace-hooks";

/**
 * /invitations/$invitationId: the mailed link. Signed out, the sign-in screen, whose link (or
 * password, or provider) brings the visitor back here; signed in, the invitation.
 */
/** What the link's holder is told before signing in (invitation-preview.functions.ts). */
export interface InvitationPreview {
  organizationName: string;
  inviterName: string;
  email: string;
}

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
    const back = `Sign in with the address the invitation was sent to, and you come back here to accept or decline it. New to ${APP_NAME}? The same link makes your account.`;
    return (
      <LoginPage
        redirectTo={`/invitations/${encodeURIComponent(invitationId)}`}
        passkeyRpId={passkeyRpId}
        email={preview?.email}
        linkError={undefined}
        devMailbox={devMailbox}
        providers={providers}
        heading={preview ? `Join ${preview.organizationName}` : "You have an invitation"}
        intro={
          preview
            ? `${preview.inviterName} invited you to join ${preview.organizationName} on ${APP_NAME}. ${back}`
            : `You were invited to an organization on ${APP_NAME}. ${back}`
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
      <Outcome title="Invitation declined">
        <Text>Nothing changed in your account. The invitation no longer works.</Text>
        <DashboardButton />
      </Outcome>
    );
  }
  if (invitation.isPending || workspaces.isPending) {
    return (
      <Outcome title="Your invitation">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>Opening the invitation…</Text>
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
      <Outcome title={`You are already a member of ${found.organizationName}`}>
        <Text>There is nothing to accept: you can work in it now.</Text>
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
  const accept = useMutation({
    mutationFn: () =>
      responseOf(authClient.organization.acceptInvitation({ invitationId: invitation.id })),
    onSuccess: async () => {
      notifySuccess(
        `Welcome to ${invitation.organizationName}`,
        `It is your active workspace; you joined as ${role}.`,
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
    onError: (error) => notifyError(error, "Not declined"),
  });
  const failure = accept.error;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Join {invitation.organizationName}
      </Title>
      <Text>
        {inviter} invited you to join <strong>{invitation.organizationName}</strong> as {role}.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Detail label="Signed in as">{user.email}</Detail>
        <Detail label="Expires">{formatDateTime(invitation.expiresAt)}</Detail>
      </SimpleGrid>
      {failure && (
        <Alert color="ember" title="Not accepted" role="alert">
          {failure instanceof ServerError && invitationProblem(failure) !== "failed"
            ? INVITATION_PROBLEMS[invitationProblem(failure)].message
            : errorMessage(failure)}
        </Alert>
      )}
      <Group>
        <Button
          loading={accept.isPending}
          disabled={decline.isPending}
          onClick={() => accept.mutate()}
        >
          Accept invitation
        </Button>
        <Button
          variant="default"
          loading={decline.isPending}
          disabled={accept.isPending}
          onClick={() => decline.mutate()}
        >
          Decline
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
  const { title, message } = INVITATION_PROBLEMS[problem];
  return (
    <Outcome title={title}>
      <Text>{problem === "failed" ? errorMessage(error) : message}</Text>
      {problem === "wrong-address" && (
        <>
          <Text size="sm" c="dimmed">
            You are signed in as {user.email}.
          </Text>
          <SignOutButton />
        </>
      )}
      {problem === "unverified" && (
        <Button component={Link} to="/settings" variant="light">
          Open your settings
        </Button>
      )}
      {problem === "failed" && (
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      )}
      {problem !== "wrong-address" && <DashboardButton />}
    </Outcome>
  );
}

function DashboardButton() {
  return (
    <Button component={Link} to="/dashboard" variant="default">
      Go to your dashboard
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
      Open {name}
    </Button>
  );
}

/** Signs out here, so the visitor can sign in with the invited address on the same page. */
function SignOutButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => responseOf(authClient.signOut({ disableRedirect: true })),
    onSuccess: async () => {
      queryClient.clear();
      await router.invalidate();
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Button loading={signOut.isPending} onClick={() => signOut.mutate()}>
      Sign out and use another address
    </Button>
  );
}
