import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { formFields } from "~/lib/form-posts";
import { loadAuthClient } from "~/lib/load-auth-client";
import { sentence } from "~/lib/sentence";
import { organizationNameProblem } from "~/lib/validation";
import { askToConfirm } from "~/ui/confirm";
import { DialogActions } from "~/ui/DialogActions";
import { DangerButton } from "~/ui/danger";
import { Dialog } from "~/ui/lazy-dialog";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import type { OrganizationView } from "./access";
import { responseOf } from "./auth-calls";
import type { OrganizationPeople } from "./queries";
import { useRefreshOrganizationSettings } from "./workspace-hooks";

type Team = OrganizationPeople["teams"][number];

// The organization's name rule, as a function Mantine's form takes: a zod schema for one field
// brought zod to the page's first load.
const teamNameProblems = { name: organizationNameProblem };

/** The teams and their members; owners and admins change them. */
export function TeamsSection({ settings }: { settings: OrganizationView & OrganizationPeople }) {
  const { teams, may } = settings;
  return (
    <Section id="teams" title={m.org_teams()} description={m.team_description()}>
      {may.manageTeams && <CreateTeamForm organizationId={settings.organization.id} />}
      {teams.length === 0 ? (
        <Text size="sm">
          {m.team_none()} {may.manageTeams ? m.team_none_can_create() : m.team_none_ask()}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {teams.map((team) => (
            <TeamCard key={team.id} team={team} settings={settings} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

function CreateTeamForm({ organizationId }: { organizationId: string }) {
  const refreshSettings = useRefreshOrganizationSettings();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: "" },
    validate: teamNameProblems,
  });
  const create = useMutation({
    mutationFn: async (name: string) =>
      responseOf((await loadAuthClient()).organization.createTeam({ name, organizationId })),
    onSuccess: (_, name) => {
      form.reset();
      notifySuccess(m.team_created(), m.team_created_text({ name }));
    },
    onError: (error) => notifyError(error, m.team_not_created()),
    onSettled: refreshSettings,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        // What the field shows, typed before the page's script ran too, not the form's own copy.
        form.setValues(formFields(event.currentTarget, ["name"]));
        form.onSubmit(({ name }) => create.mutate(name.trim()))(event);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={m.team_new_name()}
          name="name"
          style={{ flex: "1 1 14rem" }}
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <Button type="submit" loading={create.isPending}>
          {m.team_create()}
        </Button>
      </Group>
    </form>
  );
}

function TeamCard({
  team,
  settings,
}: {
  team: Team;
  settings: OrganizationView & OrganizationPeople;
}) {
  const { organization, members, may } = settings;
  const refreshSettings = useRefreshOrganizationSettings();
  const [renaming, setRenaming] = useState(false);
  // The rename dialog (Mantine's modal) loads on its first use, and stays mounted from then on
  // so that it closes with its transition.
  const [asked, setAsked] = useState(false);
  const [adding, setAdding] = useState("");
  const inTeam = members.filter((member) => team.memberUserIds.includes(member.userId));
  const outside = members.filter((member) => !team.memberUserIds.includes(member.userId));
  const headingId = `team-${team.id}-heading`;

  const add = useMutation({
    mutationFn: async (userId: string) =>
      responseOf(
        (await loadAuthClient()).organization.addTeamMember({
          teamId: team.id,
          userId,
          organizationId: organization.id,
        }),
      ),
    onSuccess: (_, userId) => {
      setAdding("");
      const added = members.find((member) => member.userId === userId);
      notifySuccess(
        m.team_member_added(),
        sentence(
          m.team_member_added_text({ name: added?.name || added?.email || "", team: team.name }),
        ),
      );
    },
    onError: (error) => notifyError(error, m.team_not_added()),
    onSettled: refreshSettings,
  });
  const removeMember = useMutation({
    mutationFn: async (userId: string) =>
      responseOf(
        (await loadAuthClient()).organization.removeTeamMember({
          teamId: team.id,
          userId,
          organizationId: organization.id,
        }),
      ),
    onSuccess: () =>
      notifySuccess(m.team_member_removed(), m.team_member_removed_text({ team: team.name })),
    onError: (error) => notifyError(error, m.common_not_removed()),
    onSettled: refreshSettings,
  });
  const remove = useMutation({
    mutationFn: async () =>
      responseOf(
        (await loadAuthClient()).organization.removeTeam({
          teamId: team.id,
          organizationId: organization.id,
        }),
      ),
    onSuccess: () => notifySuccess(m.team_deleted(), m.team_deleted_text({ team: team.name })),
    onError: (error) => notifyError(error, m.team_not_deleted()),
    onSettled: refreshSettings,
  });

  return (
    <Paper component="li" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: "anywhere" }}>
            {team.name}
          </Title>
          {may.manageTeams && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                aria-label={m.team_rename_label({ team: team.name })}
                onClick={() => {
                  setAsked(true);
                  setRenaming(true);
                }}
              >
                {m.team_rename()}
              </Button>
              <DangerButton
                size="xs"
                aria-label={m.team_delete_label({ team: team.name })}
                onClick={() =>
                  void askToConfirm({
                    title: m.team_delete_title({ team: team.name }),
                    body: (
                      <Text size="sm">
                        {m.team_delete_text({ organization: organization.name })}
                      </Text>
                    ),
                    confirmLabel: m.team_delete(),
                    cancelLabel: m.team_keep(),
                    onConfirm: () => remove.mutateAsync(),
                  })
                }
              >
                {m.common_delete()}
              </DangerButton>
            </Group>
          )}
        </Group>
        {inTeam.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.team_no_members()}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {inTeam.map((member) => {
              const name = member.name || member.email;
              return (
                <Group key={member.userId} component="li" justify="space-between" gap="xs">
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {name}
                  </Text>
                  {may.manageTeams && (
                    <DangerButton
                      size="compact-xs"
                      disabled={removeMember.isPending && removeMember.variables === member.userId}
                      aria-label={m.team_remove_member_label({ name, team: team.name })}
                      onClick={() => removeMember.mutate(member.userId)}
                    >
                      {m.common_remove()}
                    </DangerButton>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
        {may.manageTeams && outside.length > 0 && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (adding) add.mutate(adding);
            }}
          >
            <Group align="flex-end" gap="xs">
              <NativeSelect
                label={m.team_add_member_label({ team: team.name })}
                size="xs"
                value={adding}
                onChange={(event) => setAdding(event.currentTarget.value)}
                data={[
                  { value: "", label: m.team_choose_member() },
                  ...outside.map((member) => ({
                    value: member.userId,
                    label: member.name ? `${member.name} (${member.email})` : member.email,
                  })),
                ]}
                style={{ flex: "1 1 14rem" }}
              />
              <Button type="submit" size="xs" disabled={!adding} loading={add.isPending}>
                {m.team_add()}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
      {asked && (
        <Suspense fallback={null}>
          <Dialog
            opened={renaming}
            onClose={() => setRenaming(false)}
            title={m.team_rename_label({ team: team.name })}
          >
            {renaming && <RenameTeamForm team={team} onDone={() => setRenaming(false)} />}
          </Dialog>
        </Suspense>
      )}
    </Paper>
  );
}

function RenameTeamForm({ team, onDone }: { team: Team; onDone: () => void }) {
  const refreshSettings = useRefreshOrganizationSettings();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: team.name },
    validate: teamNameProblems,
  });
  const rename = useMutation({
    mutationFn: async (name: string) =>
      responseOf(
        (await loadAuthClient()).organization.updateTeam({ teamId: team.id, data: { name } }),
      ),
    onSuccess: (_, name) => {
      onDone();
      notifySuccess(m.team_renamed(), sentence(m.team_renamed_text({ team: team.name, name })));
    },
    onError: (error) => notifyError(error, m.team_not_renamed()),
    onSettled: refreshSettings,
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ name }) => rename.mutate(name.trim()))}>
      <Stack gap="sm">
        <TextInput
          label={m.team_name()}
          data-autofocus
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <DialogActions actLabel={m.team_save_name()} loading={rename.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
