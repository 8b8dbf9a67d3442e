import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { priceLine } from "~/features/billing/format";
import { StatusBadge } from "~/features/billing/StatusBadge";
import { discountLine } from "~/features/billing/subscription-texts";
import { ROLE_LABELS } from "~/features/organizations/access";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { describeActivity, deviceWords } from "~/lib/activity";
import { BAN_LENGTHS, BAN_REASON_MAX } from "~/lib/admin";
import { initialsOf } from "~/lib/initials";
import { isOrganizationRole } from "~/lib/organization-roles";
import { queryKeys } from "~/lib/query-keys";
import {
  banAdminUser,
  impersonateAdminUser,
  resendAdminVerification,
  revokeAdminUserApiKey,
  revokeAdminUserSessions,
  setAdminUserRole,
  unbanAdminUser,
} from "~/server/admin/admin.functions";
import type { UserDetail } from "~/server/admin/users.server";
import { askTypedConfirmation } from "~/ui/ConfirmAction";
import { Detail } from "~/ui/Detail";
import { dangerProps } from "~/ui/danger";
import { EntryList } from "~/ui/EntryList";
import { notifyError, notifySuccess } from "~/ui/notify";
import { QueryFallback } from "~/ui/QueryFallback";
import { Section } from "~/ui/Section";
import { WideTable } from "~/ui/WideTable";
import { auditActionLabel } from "./audit-actions";
import { userQuery } from "./queries";

const route = getRouteApi("/_authenticated/admin/users/$userId");

type Profile = UserDetail["profile"];

/** /admin/users/$userId: one account, everything about it, and the console's actions on it. */
export function UserPage() {
  const { userId } = route.useParams();
  const { admin } = route.useRouteContext();
  const detail = useQuery(userQuery(userId));
  if (!detail.data)
    return (
      <QueryFallback
        isError={detail.isError}
        failed={m.admin_user_load_failed()}
        loading={m.admin_user_loading()}
      />
    );
  const { profile } = detail.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/users" size="sm">
        {m.admin_user_all_accounts()}
      </Anchor>
      <Group gap="md" wrap="nowrap">
        <Avatar src={profile.image} alt="" color="pine" radius="xl" size="lg">
          {initialsOf(profile.name || profile.email)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Title order={2} style={{ overflowWrap: "anywhere" }}>
            {profile.email}
          </Title>
          {profile.name && <Text c="dimmed">{profile.name}</Text>}
        </div>
      </Group>
      <StatusBadges profile={profile} />
      <Actions detail={detail.data} own={profile.email === admin.email} />
      <ProfileSection profile={profile} providers={detail.data.providers} />
      <SessionsSection sessions={detail.data.sessions} />
      <KeysSection detail={detail.data} own={profile.email === admin.email} />
      <SubscriptionsSection subscriptions={detail.data.subscriptions} />
      <OrganizationsSection organizations={detail.data.organizations} />
      <ActivitySection events={detail.data.activity} />
      <AuditSection entries={detail.data.audit} />
    </Stack>
  );
}

function StatusBadges({ profile }: { profile: Profile }) {
  return (
    <Group gap="xs">
      {profile.isAdmin && <Badge color="timber">{m.admin_user_admin()}</Badge>}
      {profile.adminByList && <Badge color="timber">{m.admin_user_in_admin_emails()}</Badge>}
      {profile.ban && <Badge color="ember">{m.admin_banned()}</Badge>}
      <Badge color={profile.emailVerified ? "pine" : "slate"}>
        {profile.emailVerified ? m.admin_verified() : m.admin_not_verified()}
      </Badge>
      {profile.twoFactorEnabled && <Badge color="glacier">{m.admin_user_two_factor_on()}</Badge>}
    </Group>
  );
}

/** The key an admin is asked about revoking, with the words that name it. */
type KeyChoice = { keyId: string; label: string };

/**
 * What an action returns when it has sent the browser to another page (impersonation): the
 * console's queries are not reloaded, since under the new session they are not the admin's.
 */
const LEAVING = Symbol("leaving the page");

/** Runs a console action, then reloads what the console shows; errors are toasts. */
function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onError: (error) => notifyError(error, m.admin_user_not_done()),
    onSettled: (result) => {
      if (result === LEAVING) return;
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
  });
}

/** The ban's reason and length, read when the ban is confirmed. */
interface BanChoice {
  reason: string;
  days: string;
}

/** What an action is sent: the account, the typed confirmation and, for a ban, its choice. */
interface ActionInput {
  userId: string;
  email: string;
  confirmation: string;
  ban: BanChoice;
}

interface AdminAction {
  /** The button's words (functions, so that each read is in the page's language). */
  label: () => string;
  /** Whether the button is shown for this account. */
  when: (detail: UserDetail) => boolean;
  /** The question's title, its explanation and its confirm button's words. */
  title: () => string;
  explain: (email: string) => string;
  actLabel: () => string;
  /** Runs the action and says it is done; LEAVING when the browser goes to another page. */
  run: (input: ActionInput) => Promise<unknown>;
}

/** The console's actions on an account, in the order of their buttons. */
const ACTIONS = {
  impersonate: {
    label: () => m.admin_user_impersonate_button(),
    when: ({ profile }) => !profile.isAdmin && !profile.ban,
    title: () => m.admin_user_impersonate_title(),
    explain: (email) => m.admin_user_impersonate_explain({ email }),
    actLabel: () => m.admin_user_impersonate(),
    run: async ({ userId, confirmation }) => {
      await impersonateAdminUser({ data: { userId, confirmation } });
      // A full load: every cached response was the admin's own, and the banner reads the new
      // session.
      window.location.assign("/dashboard");
      return LEAVING;
    },
  },
  verify: {
    label: () => m.admin_user_resend_button(),
    when: ({ profile }) => !profile.emailVerified,
    title: () => m.admin_user_resend_title(),
    explain: (email) => m.admin_user_resend_explain({ email }),
    actLabel: () => m.admin_user_resend(),
    run: async ({ userId, email, confirmation }) => {
      await resendAdminVerification({ data: { userId, confirmation } });
      notifySuccess(m.admin_user_mail_sent(), m.admin_user_resend_done({ email }));
    },
  },
  sessions: {
    label: () => m.admin_user_sign_out_button(),
    when: (detail) => detail.sessions.length > 0,
    title: () => m.admin_user_sign_out_title(),
    explain: (email) => m.admin_user_sign_out_explain({ email }),
    actLabel: () => m.admin_user_sign_out(),
    run: async ({ userId, email, confirmation }) => {
      await revokeAdminUserSessions({ data: { userId, confirmation } });
      notifySuccess(m.admin_user_signed_out(), m.admin_user_sign_out_done({ email }));
    },
  },
  grant: {
    label: () => m.admin_user_grant_button(),
    when: ({ profile }) => !profile.isAdmin && !profile.ban,
    title: () => m.admin_user_grant_title(),
    explain: (email) => m.admin_user_grant_explain({ email }),
    actLabel: () => m.admin_user_grant(),
    run: async ({ userId, email, confirmation }) => {
      await setAdminUserRole({ data: { userId, confirmation, admin: true } });
      notifySuccess(m.admin_user_granted(), m.admin_user_grant_done({ email }));
    },
  },
  revoke: {
    label: () => m.admin_user_revoke_button(),
    when: ({ profile }) => profile.isAdmin && !profile.adminByList,
    title: () => m.admin_user_revoke_title(),
    explain: (email) => m.admin_user_revoke_explain({ email }),
    actLabel: () => m.admin_user_revoke(),
    run: async ({ userId, email, confirmation }) => {
      await setAdminUserRole({ data: { userId, confirmation, admin: false } });
      notifySuccess(m.admin_user_revoked(), m.admin_user_revoke_done({ email }));
    },
  },
  unban: {
    label: () => m.admin_user_unban_button(),
    when: ({ profile }) => profile.ban !== null,
    title: () => m.admin_user_unban_title(),
    explain: (email) => m.admin_user_unban_explain({ email }),
    actLabel: () => m.admin_user_unban(),
    run: async ({ userId, email, confirmation }) => {
      await unbanAdminUser({ data: { userId, confirmation } });
      notifySuccess(m.admin_audit_user_unbanned(), m.admin_user_unban_done({ email }));
    },
  },
  ban: {
    label: () => m.admin_user_ban_button(),
    when: ({ profile }) => !profile.isAdmin && !profile.ban,
    title: () => m.admin_user_ban_title(),
    explain: (email) => m.admin_user_ban_explain({ email }),
    actLabel: () => m.admin_user_ban(),
    run: async ({ userId, email, confirmation, ban }) => {
      await banAdminUser({
        data: {
          userId,
          confirmation,
          reason: ban.reason,
          days: ban.days === "" ? null : Number(ban.days),
        },
      });
      notifySuccess(m.admin_banned(), m.admin_user_banned_done({ email }));
    },
  },
} satisfies Record<string, AdminAction>;

type ActionKind = keyof typeof ACTIONS;

function Actions({ detail, own }: { detail: UserDetail; own: boolean }) {
  const { profile } = detail;
  const action = useAdminAction();
  const userId = profile.id;
  const email = profile.email;

  const ask = (kind: ActionKind) => {
    const chosen: AdminAction = ACTIONS[kind];
    const ban: BanChoice = { reason: "", days: "" };
    askTypedConfirmation({
      title: chosen.title(),
      email,
      actLabel: chosen.actLabel(),
      color: kind === "ban" || kind === "revoke" ? "ember" : "pine",
      body: (
        <>
          <Text size="sm">{chosen.explain(email)}</Text>
          {kind === "ban" && <BanFields choice={ban} />}
        </>
      ),
      onConfirm: async (confirmation) => {
        if (kind === "ban" && ban.reason.trim() === "") {
          notifyError(new Error(m.admin_user_ban_reason_missing()), m.admin_not_banned());
          throw new Error("no reason");
        }
        return action.mutateAsync(() => chosen.run({ userId, email, confirmation, ban }));
      },
    });
  };

  const kinds = Object.keys(ACTIONS) as ActionKind[];
  const shown = own ? [] : kinds.filter((kind) => ACTIONS[kind].when(detail));

  return (
    <Section
      id="actions"
      title={m.admin_user_actions()}
      description={actionsDescription(own, profile)}
    >
      {shown.length > 0 && (
        <Group gap="sm">
          {shown.map((kind) => (
            <Button
              key={kind}
              {...(kind === "ban" ? dangerProps : { variant: "default" })}
              onClick={() => ask(kind)}
            >
              {ACTIONS[kind].label()}
            </Button>
          ))}
        </Group>
      )}
    </Section>
  );
}

/**
 * The ban's fields, inside the question: the modal area renders them, outside this page's
 * render, so they keep their own state and write it where the confirmation reads it.
 */
function BanFields({ choice }: { choice: BanChoice }) {
  const [reason, setReason] = useState(choice.reason);
  const [days, setDays] = useState(choice.days);
  return (
    <>
      <Textarea
        label={m.admin_user_reason()}
        description={m.admin_user_ban_reason_help()}
        required
        value={reason}
        maxLength={BAN_REASON_MAX}
        autosize
        minRows={2}
        onChange={(event) => {
          choice.reason = event.currentTarget.value;
          setReason(choice.reason);
        }}
      />
      <NativeSelect
        label={m.admin_user_ban_length()}
        value={days}
        data={BAN_LENGTHS.map((length) => ({
          value: length === null ? "" : String(length),
          label: banLengthLabel(length),
        }))}
        onChange={(event) => {
          choice.days = event.currentTarget.value;
          setDays(choice.days);
        }}
      />
    </>
  );
}

function actionsDescription(own: boolean, profile: Profile): string {
  if (own) return m.admin_user_actions_own();
  if (profile.adminByList) return m.admin_user_actions_admin_emails();
  return m.admin_user_actions_help();
}

function banLengthLabel(days: number | null): string {
  if (days === null) return m.admin_user_ban_until_lifted();
  if (days === 365) return m.admin_user_ban_one_year();
  return m.admin_user_ban_days({ count: days });
}

function ProfileSection({
  profile,
  providers,
}: {
  profile: Profile;
  providers: UserDetail["providers"];
}) {
  const f = useFormat();
  return (
    <Section id="profile" title={m.admin_user_profile()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Detail label={m.admin_user_profile_id()}>
          <Text size="sm" ff="monospace" style={{ wordBreak: "break-all" }}>
            {profile.id}
          </Text>
        </Detail>
        <Detail label={m.admin_created()}>{f.dateTime(profile.createdAt)}</Detail>
        <Detail label={m.admin_user_last_changed()}>{f.dateTime(profile.updatedAt)}</Detail>
        <Detail label={m.admin_user_sign_in_methods()}>
          {providers.length === 0
            ? m.admin_user_email_link_only()
            : providers.map((provider) => providerName(provider.providerId)).join(", ")}
        </Detail>
        {profile.ban && (
          <>
            <Detail label={m.admin_user_ban_reason()}>
              {profile.ban.reason ?? m.admin_user_none_given()}
            </Detail>
            <Detail label={m.admin_user_banned_until()}>
              {profile.ban.expires
                ? f.dateTime(profile.ban.expires)
                : m.admin_user_lifted_by_admin()}
            </Detail>
          </>
        )}
      </SimpleGrid>
    </Section>
  );
}

function providerName(providerId: string): string {
  return providerId === "credential" ? m.admin_user_password() : providerId;
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function SessionsSection({ sessions }: { sessions: UserDetail["sessions"] }) {
  const f = useFormat();
  return (
    <Section id="sessions" title={m.admin_user_sessions()}>
      {sessions.length === 0 ? (
        <Empty>{m.admin_user_sessions_empty()}</Empty>
      ) : (
        <WideTable
          label={m.admin_user_sessions()}
          minWidth={640}
          headers={[
            m.admin_user_device(),
            m.admin_address(),
            m.admin_user_session_started(),
            m.admin_user_last_active(),
            m.admin_user_session_ends(),
          ]}
        >
          {sessions.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>
                {m.admin_user_browser_on_os({ browser: session.browser, os: session.os })}
                {session.impersonatedBy && (
                  <Badge ml="xs" color="timber">
                    {m.admin_impersonation()}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{session.ipAddress ?? m.admin_user_unknown()}</Table.Td>
              <Table.Td>{f.dateTime(session.createdAt)}</Table.Td>
              <Table.Td>{f.dateTime(session.lastActiveAt)}</Table.Td>
              <Table.Td>{f.dateTime(session.expiresAt)}</Table.Td>
            </Table.Tr>
          ))}
        </WideTable>
      )}
    </Section>
  );
}

function KeysSection({ detail, own }: { detail: UserDetail; own: boolean }) {
  const action = useAdminAction();
  const f = useFormat();
  const email = detail.profile.email;
  const ask = ({ keyId, label }: KeyChoice) =>
    askTypedConfirmation({
      title: m.admin_user_key_revoke_title(),
      email,
      actLabel: m.admin_user_key_revoke(),
      body: <Text size="sm">{m.admin_user_key_revoke_explain({ label })}</Text>,
      onConfirm: (confirmation) =>
        action.mutateAsync(async () => {
          await revokeAdminUserApiKey({
            data: { userId: detail.profile.id, confirmation, keyId },
          });
          notifySuccess(m.admin_user_key_revoked(), m.admin_user_key_revoked_text());
        }),
    });
  return (
    <Section
      id="api-keys"
      title={m.admin_user_api_keys()}
      description={m.admin_user_api_keys_help()}
    >
      {detail.apiKeys.length === 0 ? (
        <Empty>{m.admin_user_api_keys_empty()}</Empty>
      ) : (
        <WideTable
          label={m.admin_user_api_keys()}
          minWidth={640}
          headers={[
            m.admin_user_workspace(),
            m.admin_user_key(),
            m.admin_created(),
            m.admin_user_last_used(),
            "",
          ]}
        >
          {detail.apiKeys.map((key) => {
            const workspace = key.personal ? m.admin_holder_personal() : key.workspace;
            const label = m.admin_user_key_label({
              workspace,
              key: `${key.start ?? ""}…${key.end ?? ""}`,
            });
            return (
              <Table.Tr key={key.id}>
                <Table.Td>{workspace}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {key.start}…{key.end}
                  </Text>
                </Table.Td>
                <Table.Td>{f.dateTime(key.createdAt)}</Table.Td>
                <Table.Td>
                  {key.lastUsedAt ? f.dateTime(key.lastUsedAt) : m.admin_user_never()}
                </Table.Td>
                <Table.Td>
                  {!own && (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={m.admin_user_key_revoke_label({ label })}
                      onClick={() => ask({ keyId: key.id, label })}
                    >
                      {m.admin_user_key_revoke_button()}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </WideTable>
      )}
    </Section>
  );
}

function SubscriptionsSection({ subscriptions }: { subscriptions: UserDetail["subscriptions"] }) {
  const f = useFormat();
  return (
    <Section
      id="subscriptions"
      title={m.admin_subscriptions()}
      description={m.admin_user_subscriptions_help()}
    >
      {subscriptions.length === 0 ? (
        <Empty>{m.admin_user_subscriptions_empty()}</Empty>
      ) : (
        <WideTable
          label={m.admin_subscriptions()}
          minWidth={560}
          headers={[
            m.admin_plan(),
            m.admin_status(),
            m.admin_user_price(),
            m.admin_user_period_ends(),
          ]}
        >
          {subscriptions.map((subscription) => (
            <Table.Tr key={subscription.id}>
              <Table.Td>{subscription.name}</Table.Td>
              <Table.Td>
                <StatusBadge subscription={subscription} />
              </Table.Td>
              <Table.Td>
                {priceLine(f, subscription.price, subscription.billingCycle, subscription.currency)}
                {subscription.discount && (
                  <Text size="xs" c="dimmed">
                    {discountLine(f, subscription)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {subscription.currentPeriodEnd
                  ? f.dateTime(subscription.currentPeriodEnd)
                  : m.admin_user_open()}
              </Table.Td>
            </Table.Tr>
          ))}
        </WideTable>
      )}
    </Section>
  );
}

function OrganizationsSection({ organizations }: { organizations: UserDetail["organizations"] }) {
  return (
    <Section id="organizations" title={m.admin_user_organizations()}>
      <EntryList
        empty={m.admin_user_organizations_empty()}
        entries={organizations.map((organization) => ({
          id: organization.id,
          what: organization.name,
          details: `${organization.slug}, ${isOrganizationRole(organization.role) ? ROLE_LABELS[organization.role] : organization.role}`,
        }))}
      />
    </Section>
  );
}

function ActivitySection({ events }: { events: UserDetail["activity"] }) {
  const f = useFormat();
  return (
    <Section
      id="activity"
      title={m.admin_user_activity()}
      description={m.admin_user_activity_help()}
    >
      <EntryList
        empty={m.admin_user_activity_empty()}
        entries={events.map((event) => ({
          id: event.id,
          what: describeActivity(event.kind, event.detail),
          details: [
            f.dateTime(event.createdAt),
            event.network && m.admin_user_activity_from({ network: event.network }),
            event.device && deviceWords(event.device),
          ]
            .filter(Boolean)
            .join(", "),
        }))}
      />
    </Section>
  );
}

function AuditSection({ entries }: { entries: UserDetail["audit"] }) {
  const f = useFormat();
  return (
    <Section id="audit" title={m.admin_user_audit()} description={m.admin_user_audit_help()}>
      <EntryList
        empty={m.admin_user_audit_empty()}
        entries={entries.map((entry) => ({
          id: entry.id,
          what: auditActionLabel(entry.action),
          details: m.admin_user_audit_by({
            email: entry.actorEmail,
            when: f.dateTime(entry.createdAt),
          }),
        }))}
      />
      <div>
        <Anchor component={Link} to="/admin/audit" size="sm">
          {m.admin_user_audit_all()}
        </Anchor>
      </div>
    </Section>
  );
}
