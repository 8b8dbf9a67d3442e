import { Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { initialsOf } from "~/lib/initials";
import { PlainAvatar } from "~/ui/fast/plain-controls";
import { QueryFallback } from "~/ui/QueryFallback";
import { userQuery } from "./queries";
import { Actions, type Profile } from "./user-actions";
import {
  ActivitySection,
  AuditSection,
  KeysSection,
  OrganizationsSection,
  ProfileSection,
  SessionsSection,
  SubscriptionsSection,
} from "./user-sections";

const route = getRouteApi("/_authenticated/admin/users/$userId");

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
        <PlainAvatar src={profile.image} alt="" color="pine" radius="xl" size="lg">
          {initialsOf(profile.name || profile.email)}
        </PlainAvatar>
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
