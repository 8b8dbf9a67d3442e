import { Avatar, Badge, Button, Group, Menu, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { HydratedMenu } from "~/features/shell/HydratedMenu";
import { ROLE_LABELS } from "./access";
import { workspacesQuery } from "./queries";
import { useSwitchWorkspace } from "./workspace-hooks";

const PERSONAL_WORKSPACE = "Personal";

function ChevronIcon() {
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

// The form (its validation schema, Better Auth's client and the modal) is in every signed-in
// page's header otherwise; it loads when "Create organization" is first chosen, and stays
// mounted after so that closing it still plays the modal's transition.
const CreateOrganizationModal = lazy(() =>
  import("./CreateOrganizationModal").then((module) => ({
    default: module.CreateOrganizationModal,
  })),
);

function Current() {
  return (
    <Badge size="sm" color="pine" variant="light">
      Active
    </Badge>
  );
}

/**
 * The workspace the app works in: the personal one or an organization. Switching is remembered
 * on the session, so it survives a reload and holds on every page.
 */
export function WorkspaceSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);
  const [createAsked, setCreateAsked] = useState(false);
  const switchTo = useSwitchWorkspace();
  const active = workspaces.active.kind === "organization" ? workspaces.active.organization : null;
  const label = active?.name ?? PERSONAL_WORKSPACE;

  return (
    <>
      {/* In place rather than in a portal at the end of the page, so the open menu stays inside
          the header's (or the navigation panel's) landmark; and with menu items only, without
          the focus placeholder a menu may not contain. */}
      <HydratedMenu
        position="bottom-start"
        width={280}
        withinPortal={false}
        withInitialFocusPlaceholder={false}
        target={
          <Button
            variant="default"
            fullWidth={fullWidth}
            justify="space-between"
            rightSection={<ChevronIcon />}
            loading={switchTo.isPending}
            aria-label={`Workspace: ${label}`}
            maw={fullWidth ? undefined : 180}
          >
            <Text span truncate="end" fw={600} size="sm">
              {label}
            </Text>
          </Button>
        }
      >
        <Menu.Dropdown>
          <Menu.Label>Workspaces</Menu.Label>
          <Menu.Item
            rightSection={active === null ? <Current /> : null}
            onClick={() => {
              if (active !== null) switchTo.mutate({ id: null, name: PERSONAL_WORKSPACE });
            }}
          >
            {PERSONAL_WORKSPACE}
          </Menu.Item>
          {workspaces.organizations.map((organization) => (
            <Menu.Item
              key={organization.id}
              leftSection={
                <Avatar src={organization.logo} alt="" size={20} radius="sm" color="pine">
                  {organization.name.slice(0, 1).toUpperCase()}
                </Avatar>
              }
              rightSection={organization.id === active?.id ? <Current /> : null}
              onClick={() => {
                if (organization.id !== active?.id) {
                  switchTo.mutate({ id: organization.id, name: organization.name });
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
              Organization settings
            </Menu.Item>
          )}
          <Menu.Item
            onClick={() => {
              setCreateAsked(true);
              openCreate();
            }}
          >
            Create organization
          </Menu.Item>
        </Menu.Dropdown>
      </HydratedMenu>
      {createAsked && (
        <Suspense fallback={null}>
          <CreateOrganizationModal opened={creating} onClose={closeCreate} />
        </Suspense>
      )}
    </>
  );
}
