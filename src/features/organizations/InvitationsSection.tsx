import {
  Button,
  Divider,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { entitlementsQuery } from "~/features/billing/queries";
import { formatDateTime } from "~/lib/dates";
import { loadAuthClient } from "~/lib/load-auth-client";
import { isOrganizationRole, type OrganizationRole } from "~/lib/organization-roles";
import { emailAddressProblem } from "~/lib/validation";
import { DangerButton } from "~/ui/danger";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import type { OrganizationView } from "./access";
import { assignableRoles, ROLE_LABELS, roleWithArticle } from "./access";
import { responseOf } from "./auth-calls";
import type { PendingInvitation } from "./queries";
import { askToAddSeat, organizationSeatsQuery, seatsFull } from "./seats";
import { useRefreshOrganizationSettings } from "./workspace-hooks";

type Invitation = PendingInvitation;
type InvitationsView = OrganizationView & { invitations: Invitation[] };

interface InviteValues {
  email: string;
  role: OrganizationRole;
}

/** Invite by address and role; resend or revoke what is pending. For those who may invite. */
export function InvitationsSection({ settings }: { settings: InvitationsView }) {
  const { organization } = settings;
  return (
    <Section
      id="invitations"
      title="Invitations"
      description={`Invited people get a mail with a link to join ${organization.name}; it works once, for their address only.`}
    >
      <PlacesLine />
      <InviteForm settings={settings} />
      <Divider />
      <PendingInvitations settings={settings} />
    </Section>
  );
}

/**
 * How many of the plan's places the organization holds (ADR 045), before anyone types an
 * address: the server refuses an invitation beyond them, and this says so first.
 */
function PlacesLine() {
  const { data } = useQuery(entitlementsQuery);
  if (!data || data.usage.members === null) return null;
  const allowed = data.limits.members;
  const taken = data.usage.members;
  return (
    <Text size="sm" c="dimmed">
      {taken} of {allowed} places taken on the {data.plan.name} plan, pending invitations included.
      {taken >= allowed && (
        <>
          {" "}
          No place is left: an owner can change the plan on{" "}
          <Text component={Link} to="/subscriptions" size="sm" inherit td="underline">
            Subscriptions
          </Text>
          .
        </>
      )}
    </Text>
  );
}

/** The address's problem in the server's words, or null. */
function inviteeProblem(email: string): string | null {
  const trimmed = email.trim();
  return trimmed === "" ? "Enter an email address" : emailAddressProblem(trimmed);
}

/**
 * Plain fields rather than a form library and a schema for one address and a role (the page's
 * first screen): the address is checked when the form is sent, its message cleared by the next
 * keystroke; a sent invitation empties the form (the browser's own reset).
 */
function InviteForm({ settings }: { settings: InvitationsView }) {
  const { organization, role } = settings;
  const refreshSettings = useRefreshOrganizationSettings();
  const roles = assignableRoles(role);
  const formElement = useRef<HTMLFormElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const roleSelect = useRef<HTMLSelectElement>(null);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const { data: seats } = useQuery(organizationSeatsQuery);
  const invite = useMutation({
    mutationFn: async ({ email, role }: InviteValues) =>
      responseOf(
        (await loadAuthClient()).organization.inviteMember({
          email,
          role,
          organizationId: organization.id,
        }),
      ),
    onSuccess: (_, { email, role }) => {
      formElement.current?.reset();
      notifySuccess(
        "Invitation sent",
        `We mailed ${email} an invitation to join as ${roleWithArticle(role)}.`,
      );
    },
    onError: (error) => notifyError(error, "Not invited"),
    onSettled: refreshSettings,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = emailInput.current?.value ?? "";
    const role = roleSelect.current?.value;
    const problem = inviteeProblem(email);
    setEmailProblem(problem);
    if (!problem && isOrganizationRole(role)) {
      const values = { email: email.trim().toLowerCase(), role };
      // Every seat taken: an owner may buy one here; anyone else hears who can from the server.
      if (settings.role === "owner" && seatsFull(seats)) {
        void askToAddSeat(seats, () => invite.mutateAsync(values));
      } else {
        invite.mutate(values);
      }
    }
  };

  return (
    <form noValidate ref={formElement} onSubmit={submit}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Email address"
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          style={{ flex: "1 1 16rem" }}
          ref={emailInput}
          defaultValue=""
          error={emailProblem}
          onChange={() => setEmailProblem(null)}
        />
        <NativeSelect
          label="Role"
          data={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          ref={roleSelect}
          defaultValue="member"
        />
      </Group>
      <Group mt="sm">
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </Group>
    </form>
  );
}

function PendingInvitations({ settings }: { settings: InvitationsView }) {
  const { invitations, organization } = settings;
  const refreshSettings = useRefreshOrganizationSettings();
  const resend = useMutation({
    mutationFn: async (invitation: Invitation) =>
      responseOf(
        (await loadAuthClient()).organization.inviteMember({
          email: invitation.email,
          role: invitation.role,
          organizationId: organization.id,
          resend: true,
        }),
      ),
    onSuccess: (_, invitation) =>
      notifySuccess("Invitation sent again", `We mailed ${invitation.email} a new link.`),
    onError: (error) => notifyError(error, "Not sent"),
    onSettled: refreshSettings,
  });
  const revoke = useMutation({
    mutationFn: async (invitation: Invitation) =>
      responseOf(
        (await loadAuthClient()).organization.cancelInvitation({ invitationId: invitation.id }),
      ),
    onSuccess: (_, invitation) =>
      notifySuccess("Invitation revoked", `The link sent to ${invitation.email} no longer works.`),
    onError: (error) => notifyError(error, "Not revoked"),
    onSettled: refreshSettings,
  });

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Pending invitations
      </Title>
      {invitations.length === 0 ? (
        <Text size="sm">No invitations are waiting for an answer.</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {invitations.map((invitation) => {
            const busy =
              (resend.isPending && resend.variables?.id === invitation.id) ||
              (revoke.isPending && revoke.variables?.id === invitation.id);
            return (
              <Paper
                key={invitation.id}
                component="li"
                withBorder
                p="sm"
                aria-label={invitation.email}
              >
                <Group justify="space-between" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                      {invitation.email}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {ROLE_LABELS[invitation.role]} · invited by{" "}
                      {invitation.inviter || invitation.inviterEmail} · expires{" "}
                      {formatDateTime(invitation.expiresAt)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      disabled={busy}
                      aria-label={`Resend the invitation to ${invitation.email}`}
                      onClick={() => resend.mutate(invitation)}
                    >
                      Resend
                    </Button>
                    <DangerButton
                      size="xs"
                      disabled={busy}
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                      onClick={() => revoke.mutate(invitation)}
                    >
                      Revoke
                    </DangerButton>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
