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
import { StatusBadge } from "~/features/billing/StatusBadge";
import { describeActivity } from "~/lib/activity";
import { AUDIT_ACTIONS, BAN_LENGTHS, BAN_REASON_MAX } from "~/lib/admin";
import { formatDateTime } from "~/lib/dates";
import { initialsOf } from "~/lib/initials";
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
import { userQuery } from "./queries";

const route = getRouteApi("/_authenticated/admin/users/$userId");

type Profile = UserDetail["profile"];

/** /admin/users/$userId: one account, everything about it, and the console's actions on it. */
export function UserPage() {
  const { userId } = route.useParams();
  const { admin } = route.useRouteContext();
  const detail = useQuery(userQuery(userId));
  if (!detail.data) return <QueryFallback isError={detail.isError} what="account" />;
  const { profile } = detail.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/users" size="sm">
        All accounts
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
      {profile.isAdmin && <Badge color="timber">Admin</Badge>}
      {profile.adminByList && <Badge color="timber">In ADMIN_EMAILS</Badge>}
      {profile.ban && <Badge color="ember">Banned</Badge>}
      <Badge color={profile.emailVerified ? "pine" : "slate"}>
        {profile.emailVerified ? "Verified" : "Not verified"}
      </Badge>
      {profile.twoFactorEnabled && <Badge color="glacier">Two-factor on</Badge>}
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
    onError: (error) => notifyError(error, "Not done"),
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
  /** The button's words. */
  label: string;
  /** Whether the button is shown for this account. */
  when: (detail: UserDetail) => boolean;
  /** The question's title, its explanation and its confirm button's words. */
  title: string;
  explain: (email: string) => string;
  actLabel: string;
  /** Runs the action and says it is done; LEAVING when the browser goes to another page. */
  run: (input: ActionInput) => Promise<unknown>;
}

/** The console's actions on an account, in the order of their buttons. */
const ACTIONS = {
  impersonate: {
    label: "Impersonate…",
    when: ({ profile }) => !profile.isAdmin && !profile.ban,
    title: "Impersonate this account?",
    explain: (email) =>
      `You see the app as ${email} for at most an hour. You cannot change how the account signs in, nor reach this console, until you stop.`,
    actLabel: "Impersonate",
    run: async ({ userId, confirmation }) => {
      await impersonateAdminUser({ data: { userId, confirmation } });
      // A full load: every cached response was the admin's own, and the banner reads the new
      // session.
      window.location.assign("/dashboard");
      return LEAVING;
    },
  },
  verify: {
    label: "Resend verification mail…",
    when: ({ profile }) => !profile.emailVerified,
    title: "Resend the verification mail?",
    explain: (email) => `A new verification link goes to ${email}.`,
    actLabel: "Send mail",
    run: async ({ userId, email, confirmation }) => {
      await resendAdminVerification({ data: { userId, confirmation } });
      notifySuccess("Mail sent", `A new verification link is on its way to ${email}.`);
    },
  },
  sessions: {
    label: "Sign out everywhere…",
    when: (detail) => detail.sessions.length > 0,
    title: "Sign out everywhere?",
    explain: (email) => `Every session of ${email} ends at once, on every device.`,
    actLabel: "Sign out everywhere",
    run: async ({ userId, email, confirmation }) => {
      await revokeAdminUserSessions({ data: { userId, confirmation } });
      notifySuccess("Signed out", `Every session of ${email} has ended.`);
    },
  },
  grant: {
    label: "Make admin…",
    when: ({ profile }) => !profile.isAdmin && !profile.ban,
    title: "Make this account an admin?",
    explain: (email) => `${email} can open this console and act on every account.`,
    actLabel: "Make admin",
    run: async ({ userId, email, confirmation }) => {
      await setAdminUserRole({ data: { userId, confirmation, admin: true } });
      notifySuccess("Admin role granted", `${email} can open the admin console.`);
    },
  },
  revoke: {
    label: "Revoke admin role…",
    when: ({ profile }) => profile.isAdmin && !profile.adminByList,
    title: "Revoke the admin role?",
    explain: (email) => `${email} can no longer open this console; any impersonation it runs ends.`,
    actLabel: "Revoke role",
    run: async ({ userId, email, confirmation }) => {
      await setAdminUserRole({ data: { userId, confirmation, admin: false } });
      notifySuccess("Admin role revoked", `${email} can no longer open the admin console.`);
    },
  },
  unban: {
    label: "Unban…",
    when: ({ profile }) => profile.ban !== null,
    title: "Unban this account?",
    explain: (email) => `${email} can sign in again, and its API keys work again.`,
    actLabel: "Unban",
    run: async ({ userId, email, confirmation }) => {
      await unbanAdminUser({ data: { userId, confirmation } });
      notifySuccess("Unbanned", `${email} can sign in again.`);
    },
  },
  ban: {
    label: "Ban…",
    when: ({ profile }) => !profile.isAdmin && !profile.ban,
    title: "Ban this account?",
    explain: (email) =>
      `${email} is signed out everywhere at once, cannot sign in, and its API keys stop working until the ban ends.`,
    actLabel: "Ban",
    run: async ({ userId, email, confirmation, ban }) => {
      await banAdminUser({
        data: {
          userId,
          confirmation,
          reason: ban.reason,
          days: ban.days === "" ? null : Number(ban.days),
        },
      });
      notifySuccess("Banned", `${email} is signed out and cannot sign in.`);
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
      title: chosen.title,
      email,
      actLabel: chosen.actLabel,
      color: kind === "ban" || kind === "revoke" ? "ember" : "pine",
      body: (
        <>
          <Text size="sm">{chosen.explain(email)}</Text>
          {kind === "ban" && <BanFields choice={ban} />}
        </>
      ),
      onConfirm: async (confirmation) => {
        if (kind === "ban" && ban.reason.trim() === "") {
          notifyError(new Error("Give a reason for the ban."), "Not banned");
          throw new Error("no reason");
        }
        return action.mutateAsync(() => chosen.run({ userId, email, confirmation, ban }));
      },
    });
  };

  const kinds = Object.keys(ACTIONS) as ActionKind[];
  const shown = own ? [] : kinds.filter((kind) => ACTIONS[kind].when(detail));

  return (
    <Section id="actions" title="Actions" description={actionsDescription(own, profile)}>
      {shown.length > 0 && (
        <Group gap="sm">
          {shown.map((kind) => (
            <Button
              key={kind}
              {...(kind === "ban" ? dangerProps : { variant: "default" })}
              onClick={() => ask(kind)}
            >
              {ACTIONS[kind].label}
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
        label="Reason"
        description="Recorded in the audit log, and kept with the account."
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
        label="Length"
        value={days}
        data={BAN_LENGTHS.map((length) => ({
          value: length.days === null ? "" : String(length.days),
          label: length.label,
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
  if (own) return "This is your own account: change it in your settings.";
  if (profile.adminByList)
    return "ADMIN_EMAILS names this address, so its admin role is the environment's to change.";
  return "Each action asks for the account's address and is recorded in the audit log.";
}

function ProfileSection({
  profile,
  providers,
}: {
  profile: Profile;
  providers: UserDetail["providers"];
}) {
  return (
    <Section id="profile" title="Profile">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Detail label="Account id">
          <Text size="sm" ff="monospace" style={{ wordBreak: "break-all" }}>
            {profile.id}
          </Text>
        </Detail>
        <Detail label="Created">{formatDateTime(profile.createdAt)}</Detail>
        <Detail label="Last changed">{formatDateTime(profile.updatedAt)}</Detail>
        <Detail label="Sign-in methods">
          {providers.length === 0
            ? "Email link only"
            : providers.map((provider) => providerName(provider.providerId)).join(", ")}
        </Detail>
        {profile.ban && (
          <>
            <Detail label="Ban reason">{profile.ban.reason ?? "None given"}</Detail>
            <Detail label="Banned until">
              {profile.ban.expires ? formatDateTime(profile.ban.expires) : "Lifted by an admin"}
            </Detail>
          </>
        )}
      </SimpleGrid>
    </Section>
  );
}

function providerName(providerId: string): string {
  return providerId === "credential" ? "Password" : providerId;
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function SessionsSection({ sessions }: { sessions: UserDetail["sessions"] }) {
  return (
    <Section id="sessions" title="Sessions">
      {sessions.length === 0 ? (
        <Empty>No live session.</Empty>
      ) : (
        <WideTable
          label="Sessions"
          minWidth={640}
          headers={["Device", "Address", "Started", "Last active", "Ends"]}
        >
          {sessions.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>
                {session.browser} on {session.os}
                {session.impersonatedBy && (
                  <Badge ml="xs" color="timber">
                    Impersonation
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{session.ipAddress ?? "Unknown"}</Table.Td>
              <Table.Td>{formatDateTime(session.createdAt)}</Table.Td>
              <Table.Td>{formatDateTime(session.lastActiveAt)}</Table.Td>
              <Table.Td>{formatDateTime(session.expiresAt)}</Table.Td>
            </Table.Tr>
          ))}
        </WideTable>
      )}
    </Section>
  );
}

function KeysSection({ detail, own }: { detail: UserDetail; own: boolean }) {
  const action = useAdminAction();
  const email = detail.profile.email;
  const ask = ({ keyId, label }: KeyChoice) =>
    askTypedConfirmation({
      title: "Revoke this API key?",
      email,
      actLabel: "Revoke key",
      body: (
        <Text size="sm">
          The {label} stops working at once here, and on every other server within a second. Its
          holder can make a new one.
        </Text>
      ),
      onConfirm: (confirmation) =>
        action.mutateAsync(async () => {
          await revokeAdminUserApiKey({
            data: { userId: detail.profile.id, confirmation, keyId },
          });
          notifySuccess("API key revoked", "It stops working at once.");
        }),
    });
  return (
    <Section
      id="api-keys"
      title="API keys"
      description="The personal key and the organization keys shown to this account. Never the key itself."
    >
      {detail.apiKeys.length === 0 ? (
        <Empty>No API key.</Empty>
      ) : (
        <WideTable
          label="API keys"
          minWidth={640}
          headers={["Workspace", "Key", "Created", "Last used", ""]}
        >
          {detail.apiKeys.map((key) => {
            const label = `${key.workspace} key ${key.start ?? ""}…${key.end ?? ""}`;
            return (
              <Table.Tr key={key.id}>
                <Table.Td>{key.workspace}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {key.start}…{key.end}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(key.createdAt)}</Table.Td>
                <Table.Td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never"}</Table.Td>
                <Table.Td>
                  {!own && (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Revoke ${label}`}
                      onClick={() => ask({ keyId: key.id, label })}
                    >
                      Revoke…
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
  return (
    <Section id="subscriptions" title="Subscriptions" description="The personal workspace's.">
      {subscriptions.length === 0 ? (
        <Empty>No subscription.</Empty>
      ) : (
        <WideTable
          label="Subscriptions"
          minWidth={560}
          headers={["Plan", "Status", "Price", "Period ends"]}
        >
          {subscriptions.map((subscription) => (
            <Table.Tr key={subscription.id}>
              <Table.Td>{subscription.name}</Table.Td>
              <Table.Td>
                <StatusBadge subscription={subscription} />
              </Table.Td>
              <Table.Td>
                {subscription.price} / {subscription.billingCycle === "yearly" ? "year" : "month"}
              </Table.Td>
              <Table.Td>
                {subscription.currentPeriodEnd
                  ? formatDateTime(subscription.currentPeriodEnd)
                  : "Open"}
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
    <Section id="organizations" title="Organizations">
      <EntryList
        empty="No organization."
        entries={organizations.map((organization) => ({
          id: organization.id,
          what: organization.name,
          details: `${organization.slug}, ${organization.role}`,
        }))}
      />
    </Section>
  );
}

function ActivitySection({ events }: { events: UserDetail["activity"] }) {
  return (
    <Section id="activity" title="Recent activity" description="The account's own timeline.">
      <EntryList
        empty="Nothing recorded."
        entries={events.map((event) => ({
          id: event.id,
          what: describeActivity(event.kind, event.detail),
          details: [
            formatDateTime(event.createdAt),
            event.network && `from ${event.network}`,
            event.device,
          ]
            .filter(Boolean)
            .join(", "),
        }))}
      />
    </Section>
  );
}

function AuditSection({ entries }: { entries: UserDetail["audit"] }) {
  return (
    <Section id="audit" title="Admin actions" description="What admins did to this account.">
      <EntryList
        empty="No admin has acted on this account."
        entries={entries.map((entry) => ({
          id: entry.id,
          what: AUDIT_ACTIONS[entry.action] ?? entry.action,
          details: `by ${entry.actorEmail}, ${formatDateTime(entry.createdAt)}`,
        }))}
      />
      <div>
        <Anchor component={Link} to="/admin/audit" size="sm">
          The whole audit log
        </Anchor>
      </div>
    </Section>
  );
}
