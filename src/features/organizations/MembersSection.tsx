import { Badge, Button, Group, NativeSelect, Paper, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { m } from "~/i18n/paraglide/messages.js";
import { initialsOf } from "~/lib/initials";
import { loadAuthClient } from "~/lib/load-auth-client";
import { isOrganizationRole, type OrganizationRole } from "~/lib/organization-roles";
import { sentence } from "~/lib/sentence";
import { transferOrganizationOwnership } from "~/server/organizations/organizations.functions";
import { askToConfirm } from "~/ui/confirm";
import { DangerButton } from "~/ui/danger";
import { EmailAddress } from "~/ui/EmailAddress";
import { PlainAvatar } from "~/ui/fast/plain-controls";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import type { OrganizationView } from "./access";
import { memberActions, ROLE_LABELS, roleWithArticle } from "./access";
import { responseOf } from "./auth-calls";
import type { OrganizationPeople } from "./queries";
import { SeatsControl } from "./SeatsControl";
import { SeatsLine } from "./SeatsLine";
import { useRefreshOrganizationSettings, useWorkspaceRefresh } from "./workspace-hooks";

type Member = OrganizationPeople["members"][number];

const ROLE_COLORS: Record<OrganizationRole, string> = {
  owner: "pine",
  admin: "timber",
  member: "slate",
};

const nameOf = (member: Member) => member.name || member.email;

/** Who belongs, with their role and teams, and what the viewer may change. */
export function MembersSection({ settings }: { settings: OrganizationView & OrganizationPeople }) {
  const { members, organization } = settings;
  const refresh = useWorkspaceRefresh();
  const refreshSettings = useRefreshOrganizationSettings();

  const changeRole = useMutation({
    mutationFn: async ({ member, role }: { member: Member; role: OrganizationRole }) =>
      responseOf(
        (await loadAuthClient()).organization.updateMemberRole({
          memberId: member.id,
          role,
          organizationId: organization.id,
        }),
      ),
    onSuccess: (_, { member, role }) =>
      notifySuccess(
        m.org_role_changed(),
        m.org_role_changed_text({ name: nameOf(member), role: roleWithArticle(role) }),
      ),
    onError: (error) => notifyError(error, m.org_role_not_changed()),
    onSettled: refreshSettings,
  });

  const remove = useMutation({
    mutationFn: async (member: Member) =>
      responseOf(
        (await loadAuthClient()).organization.removeMember({
          memberIdOrEmail: member.id,
          organizationId: organization.id,
        }),
      ),
    onSuccess: (_, member) =>
      notifySuccess(
        m.org_member_removed(),
        sentence(
          m.org_member_removed_text({ name: nameOf(member), organization: organization.name }),
        ),
      ),
    onError: (error) => notifyError(error, m.common_not_removed()),
    onSettled: refreshSettings,
  });

  const transfer = useMutation({
    mutationFn: (member: Member) =>
      transferOrganizationOwnership({ data: { memberId: member.id } }),
    onSuccess: async (_, member) => {
      notifySuccess(
        m.org_ownership_handed_over(),
        m.org_ownership_handed_over_text({
          name: nameOf(member),
          organization: organization.name,
        }),
      );
      await refresh();
    },
    onError: (error) => notifyError(error, m.org_not_handed_over()),
  });

  const askToRemove = (member: Member) =>
    void askToConfirm({
      title: m.org_remove_member_title({ name: nameOf(member) }),
      body: (
        <Text size="sm">
          {m.org_remove_member_text({ name: nameOf(member), organization: organization.name })}
        </Text>
      ),
      confirmLabel: m.org_remove_member(),
      cancelLabel: m.org_keep_member(),
      onConfirm: () => remove.mutateAsync(member),
    });
  const askToTransfer = (member: Member) =>
    void askToConfirm({
      title: m.org_hand_over_title({ organization: organization.name, name: nameOf(member) }),
      body: <Text size="sm">{m.org_hand_over_text({ name: nameOf(member) })}</Text>,
      confirmLabel: m.org_hand_over(),
      onConfirm: () => transfer.mutateAsync(member),
    });

  return (
    <Section
      id="members"
      title={m.org_members()}
      description={sentence(
        m.org_members_count({ count: members.length, organization: organization.name }),
      )}
    >
      <SeatsLine />
      {settings.role === "owner" && <SeatsControl />}
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            settings={settings}
            busy={
              (changeRole.isPending && changeRole.variables?.member.id === member.id) ||
              (remove.isPending && remove.variables?.id === member.id) ||
              (transfer.isPending && transfer.variables?.id === member.id)
            }
            onRole={(role) => changeRole.mutate({ member, role })}
            onRemove={() => askToRemove(member)}
            onMakeOwner={() => askToTransfer(member)}
          />
        ))}
      </Stack>
    </Section>
  );
}

function MemberRow({
  member,
  settings,
  busy,
  onRole,
  onRemove,
  onMakeOwner,
}: {
  member: Member;
  settings: OrganizationView & OrganizationPeople;
  busy: boolean;
  onRole: (role: OrganizationRole) => void;
  onRemove: () => void;
  onMakeOwner: () => void;
}) {
  const actions = memberActions(settings, member);
  const self = member.userId === settings.userId;
  const teams = settings.teams.filter((team) => team.memberUserIds.includes(member.userId));
  const name = nameOf(member);
  return (
    <Paper component="li" withBorder p="sm" aria-label={name} data-member-id={member.id}>
      <Group justify="space-between" align="flex-start" gap="sm">
        {/* Wide enough for an address: on a phone, the role and actions go below. */}
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: "1 1 14rem" }}>
          <PlainAvatar src={member.image} alt="" radius="xl" color="pine">
            {initialsOf(name)}
          </PlainAvatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {member.name || <EmailAddress email={member.email} />}
              </Text>
              {self && (
                <Badge color="pine" variant="light">
                  {m.org_you()}
                </Badge>
              )}
            </Group>
            {member.name && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                <EmailAddress email={member.email} />
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {teams.length > 0
                ? m.org_member_teams({ teams: teams.map((team) => team.name).join(", ") })
                : m.org_member_no_team()}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" align="center">
          {actions.roles.length > 0 ? (
            <NativeSelect
              aria-label={m.org_role_of({ name })}
              size="xs"
              value={member.role}
              disabled={busy}
              data={actions.roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              onChange={(event) => {
                const role = event.currentTarget.value;
                if (isOrganizationRole(role) && role !== member.role) onRole(role);
              }}
            />
          ) : (
            <Badge color={ROLE_COLORS[member.role]} variant="light">
              {ROLE_LABELS[member.role]}
            </Badge>
          )}
          {actions.makeOwner && (
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              aria-label={m.org_make_owner_label({ name })}
              onClick={onMakeOwner}
            >
              {m.org_make_owner()}
            </Button>
          )}
          {actions.remove && (
            <DangerButton
              size="xs"
              disabled={busy}
              aria-label={m.org_remove_label({ name })}
              onClick={onRemove}
            >
              {m.common_remove()}
            </DangerButton>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
