import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { Suspense, useState } from "react";
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
    <Section id="teams" title="Teams" description="Groups of members inside the organization.">
      {may.manageTeams && <CreateTeamForm organizationId={settings.organization.id} />}
      {teams.length === 0 ? (
        <Text size="sm">
          No teams yet.{" "}
          {may.manageTeams
            ? "Name one above to group members."
            : "The organization's owners and admins can create them."}
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
      notifySuccess("Team created", `${name} is ready for members.`);
    },
    onError: (error) => notifyError(error, "Team not created"),
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
          label="New team's name"
          name="name"
          style={{ flex: "1 1 14rem" }}
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <Button type="submit" loading={create.isPending}>
          Create team
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
        "Added to the team",
        sentence(`${added?.name || added?.email} is in ${team.name}`),
      );
    },
    onError: (error) => notifyError(error, "Not added"),
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
    onSuccess: () => notifySuccess("Removed from the team", `${team.name} is updated.`),
    onError: (error) => notifyError(error, "Not removed"),
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
    onSuccess: () =>
      notifySuccess("Team deleted", `${team.name} is gone; its members stay in the organization.`),
    onError: (error) => notifyError(error, "Team not deleted"),
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
                aria-label={`Rename ${team.name}`}
                onClick={() => {
                  setAsked(true);
                  setRenaming(true);
                }}
              >
                Rename
              </Button>
              <DangerButton
                size="xs"
                aria-label={`Delete ${team.name}`}
                onClick={() =>
                  void askToConfirm({
                    title: `Delete ${team.name}?`,
                    body: (
                      <Text size="sm">
                        The team is removed; its members stay in {organization.name} with their
                        roles.
                      </Text>
                    ),
                    confirmLabel: "Delete team",
                    cancelLabel: "Keep team",
                    onConfirm: () => remove.mutateAsync(),
                  })
                }
              >
                Delete
              </DangerButton>
            </Group>
          )}
        </Group>
        {inTeam.length === 0 ? (
          <Text size="sm" c="dimmed">
            No members yet.
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
                      aria-label={`Remove ${name} from ${team.name}`}
                      onClick={() => removeMember.mutate(member.userId)}
                    >
                      Remove
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
                label={`Add a member to ${team.name}`}
                size="xs"
                value={adding}
                onChange={(event) => setAdding(event.currentTarget.value)}
                data={[
                  { value: "", label: "Choose a member" },
                  ...outside.map((member) => ({
                    value: member.userId,
                    label: member.name ? `${member.name} (${member.email})` : member.email,
                  })),
                ]}
                style={{ flex: "1 1 14rem" }}
              />
              <Button type="submit" size="xs" disabled={!adding} loading={add.isPending}>
                Add
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
            title={`Rename ${team.name}`}
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
      notifySuccess("Team renamed", sentence(`${team.name} is now ${name}`));
    },
    onError: (error) => notifyError(error, "Not renamed"),
    onSettled: refreshSettings,
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ name }) => rename.mutate(name.trim()))}>
      <Stack gap="sm">
        <TextInput
          label="Team name"
          data-autofocus
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <DialogActions actLabel="Save name" loading={rename.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
