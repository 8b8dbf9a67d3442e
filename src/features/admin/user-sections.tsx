// The sections of one account's page in the admin console (UserPage): profile, sessions, API keys,
// subscriptions and organizations.
import { Anchor, Badge, Button, SimpleGrid, Table, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { priceLine } from "~/features/billing/format";
import { StatusBadge } from "~/features/billing/StatusBadge";
import { discountLine } from "~/features/billing/subscription-texts";
import { ROLE_LABELS } from "~/features/organizations/access";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { describeActivity, deviceWords } from "~/lib/activity";
import { isOrganizationRole } from "~/lib/organization-roles";
import { revokeAdminUserApiKey } from "~/server/admin/admin.functions";
import type { UserDetail } from "~/server/admin/users.server";
import { askTypedConfirmation } from "~/ui/ConfirmAction";
import { Detail } from "~/ui/Detail";
import { EntryList } from "~/ui/EntryList";
import { notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import { WideTable } from "~/ui/WideTable";
import { auditActionLabel } from "./audit-actions";
import { type KeyChoice, type Profile, useAdminAction } from "./user-actions";

export function ProfileSection({
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

export function SessionsSection({ sessions }: { sessions: UserDetail["sessions"] }) {
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

export function KeysSection({ detail, own }: { detail: UserDetail; own: boolean }) {
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

export function SubscriptionsSection({
  subscriptions,
}: {
  subscriptions: UserDetail["subscriptions"];
}) {
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

export function OrganizationsSection({
  organizations,
}: {
  organizations: UserDetail["organizations"];
}) {
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

export function ActivitySection({ events }: { events: UserDetail["activity"] }) {
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

export function AuditSection({ entries }: { entries: UserDetail["audit"] }) {
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
