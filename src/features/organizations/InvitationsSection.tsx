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
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { withElement } from "~/i18n/with-element";
import { loadAuthClient } from "~/lib/load-auth-client";
import { isOrganizationRole, type OrganizationRole } from "~/lib/organization-roles";
import { emailAddressProblem } from "~/lib/validation";
import { DangerButton } from "~/ui/danger";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import type { OrganizationView } from "./access";
import { assignableRoles, ROLE_LABELS, roleWithArticle } from "./access";
import { askToAddSeat } from "./add-seat";
import { responseOf } from "./auth-calls";
import type { PendingInvitation } from "./queries";
import { organizationSeatsQuery, type Seats } from "./seats";
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
      title={m.org_invitations()}
      description={m.org_invitations_description({ organization: organization.name })}
    >
      <PlacesLine />
      <InviteForm settings={settings} />
      <Divider />
      <PendingInvitations settings={settings} />
    </Section>
  );
}

/**
 * How many of the plan's places (or seats, ADR 054) the organization holds (ADR 045), before
 * anyone types an address: the server refuses an invitation beyond them, and this says so first.
 */
function PlacesLine() {
  const { data } = useQuery(entitlementsQuery);
  const { data: seats } = useQuery(organizationSeatsQuery);
  // A plan priced per seat: its people limit is the seats bought, and one more is bought here.
  if (seats) {
    return (
      <Text size="sm" c="dimmed">
        {m.org_seats_taken({ used: seats.used, bought: seats.bought })}
        {seatsFull(seats) && ` ${m.org_seats_none_left()}`}
      </Text>
    );
  }
  if (!data || data.usage.members === null) return null;
  const allowed = data.limits.members;
  const taken = data.usage.members;
  return (
    <Text size="sm" c="dimmed">
      {m.org_places_taken({ taken, allowed, plan: data.plan.name })}
      {taken >= allowed && (
        <>
          {" "}
          {withElement(
            m.org_places_none_left({ subscriptions: SUBSCRIPTIONS }),
            SUBSCRIPTIONS,
            <Text component={Link} to="/subscriptions" size="sm" inherit td="underline">
              {m.org_places_subscriptions()}
            </Text>,
          )}
        </>
      )}
    </Text>
  );
}

const SUBSCRIPTIONS = "\u0000subscriptions\u0000";

/** True when the organization is priced per seat and every seat is taken. */
function seatsFull(seats: Seats | null | undefined): seats is Seats {
  return seats != null && seats.used >= seats.bought;
}

/** The address's problem in the server's words, or null. */
function inviteeProblem(email: string): string | null {
  const trimmed = email.trim();
  return trimmed === "" ? m.org_enter_email() : emailAddressProblem(trimmed);
}

/**
 * Plain fields rather than a form library and a schema for one address and a role (the page's
 * first screen): the address is checked when the form is sent, its message cleared by the next
 * keystroke; a sent invitation empties the form (the browser's own reset).
 */
function InviteForm({ settings }: { settings: InvitationsView }) {
  const f = useFormat();
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
        m.org_invitation_sent(),
        m.org_invitation_sent_text({ email, role: roleWithArticle(role) }),
      );
    },
    onError: (error) => notifyError(error, m.org_not_invited()),
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
        void askToAddSeat(seats, f, () => invite.mutateAsync(values));
      } else {
        invite.mutate(values);
      }
    }
  };

  return (
    <form noValidate ref={formElement} onSubmit={submit}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={m.org_email_address()}
          type="email"
          autoComplete="off"
          // i18n-exempt: a sample address, the same in every language
          placeholder="name@example.com"
          style={{ flex: "1 1 16rem" }}
          ref={emailInput}
          defaultValue=""
          error={emailProblem}
          onChange={() => setEmailProblem(null)}
        />
        <NativeSelect
          label={m.org_role()}
          data={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          ref={roleSelect}
          defaultValue="member"
        />
      </Group>
      <Group mt="sm">
        <Button type="submit" loading={invite.isPending}>
          {m.org_send_invitation()}
        </Button>
      </Group>
    </form>
  );
}

function PendingInvitations({ settings }: { settings: InvitationsView }) {
  const { invitations, organization } = settings;
  const refreshSettings = useRefreshOrganizationSettings();
  const format = useFormat();
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
      notifySuccess(
        m.org_invitation_sent_again(),
        m.org_invitation_sent_again_text({ email: invitation.email }),
      ),
    onError: (error) => notifyError(error, m.org_not_sent()),
    onSettled: refreshSettings,
  });
  const revoke = useMutation({
    mutationFn: async (invitation: Invitation) =>
      responseOf(
        (await loadAuthClient()).organization.cancelInvitation({ invitationId: invitation.id }),
      ),
    onSuccess: (_, invitation) =>
      notifySuccess(
        m.org_invitation_revoked(),
        m.org_invitation_revoked_text({ email: invitation.email }),
      ),
    onError: (error) => notifyError(error, m.org_not_revoked()),
    onSettled: refreshSettings,
  });

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {m.org_pending_invitations()}
      </Title>
      {invitations.length === 0 ? (
        <Text size="sm">{m.org_no_pending_invitations()}</Text>
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
                      {m.org_pending_invitation_line({
                        role: ROLE_LABELS[invitation.role],
                        inviter: invitation.inviter || invitation.inviterEmail,
                        expires: format.dateTime(invitation.expiresAt),
                      })}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      disabled={busy}
                      aria-label={m.org_resend_label({ email: invitation.email })}
                      onClick={() => resend.mutate(invitation)}
                    >
                      {m.org_resend()}
                    </Button>
                    <DangerButton
                      size="xs"
                      disabled={busy}
                      aria-label={m.org_revoke_label({ email: invitation.email })}
                      onClick={() => revoke.mutate(invitation)}
                    >
                      {m.org_revoke()}
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
