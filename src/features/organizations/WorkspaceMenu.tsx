import { Badge, Group, Menu, Text } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { initialsOf } from "~/lib/initials";
import { PlainAvatar } from "~/ui/fast/plain-controls";
import { LoadedMenu } from "~/ui/LoadedMenu";
import type { MenuTarget } from "~/ui/OnUseMenu";
import { ROLE_LABELS } from "./access";
import { workspacesQuery } from "./queries";
import type { WorkspaceTarget } from "./workspace-hooks";

function Current() {
  return (
    <Badge size="sm" color="pine" variant="light">
      {m.org_workspace_active()}
    </Badge>
  );
}

/** The workspace switcher's menu, loaded on its first use (`OnUseMenu`). */
export function WorkspaceMenu({
  target,
  onSwitch,
  onCreate,
}: {
  target: MenuTarget;
  onSwitch: (workspace: WorkspaceTarget) => void;
  onCreate: () => void;
}) {
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const active = workspaces.active.kind === "organization" ? workspaces.active.organization : null;
  return (
    <LoadedMenu target={target} position="bottom-start" width={280}>
      <Menu.Dropdown>
        <Menu.Label>{m.org_workspaces()}</Menu.Label>
        <Menu.Item
          rightSection={active === null ? <Current /> : null}
          onClick={() => {
            if (active !== null) onSwitch({ id: null, name: m.org_personal_workspace() });
          }}
        >
          {m.org_personal_workspace()}
        </Menu.Item>
        {workspaces.organizations.map((organization) => (
          <Menu.Item
            key={organization.id}
            leftSection={
              <PlainAvatar src={organization.logo} alt="" size={20} radius="sm" color="pine">
                {initialsOf(organization.name)}
              </PlainAvatar>
            }
            rightSection={organization.id === active?.id ? <Current /> : null}
            onClick={() => {
              if (organization.id !== active?.id) {
                onSwitch({ id: organization.id, name: organization.name });
              }
            }}
          >
            <Group gap={6} wrap="nowrap" component="span">
              <Text span size="sm" truncate="end">
                {organization.name}
              </Text>
              <Text span size="xs" c="dimmed">
                {ROLE_LABELS[organization.role]}
              </Text>
            </Group>
          </Menu.Item>
        ))}
        <Menu.Divider />
        {active && (
          <Menu.Item component={Link} to="/organization">
            {m.org_settings()}
          </Menu.Item>
        )}
        <Menu.Item onClick={onCreate}>{m.org_create()}</Menu.Item>
      </Menu.Dropdown>
    </LoadedMenu>
  );
}
