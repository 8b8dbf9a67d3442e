import {
  Anchor,
  AppShell,
  Avatar,
  Burger,
  Container,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ColorSchemeSwitch } from "~/features/theme/ColorSchemeSwitch";
import { authClient } from "~/lib/auth-client";
import { APP_NAME } from "~/lib/brand";
import { errorMessage } from "~/lib/errors";
import type { ClientUser } from "~/server/auth/session.server";

const navigation = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/settings", label: "Settings" },
  { to: "/subscriptions", label: "Subscriptions" },
  { to: "/api-docs", label: "API" },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return navigation.map((item) => (
    <Anchor
      key={item.to}
      component={Link}
      to={item.to}
      onClick={onNavigate}
      c="var(--mantine-color-text)"
      fw={600}
      activeProps={{
        "aria-current": "page",
        style: { color: "var(--mantine-primary-color-filled)" },
      }}
    >
      {item.label}
    </Anchor>
  ));
}

function UserMenu({ user }: { user: ClientUser }) {
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = async () => {
    // Ends the session here only: Better Auth would otherwise send the browser on to a linked
    // provider's logout page, signing the person out of that provider too.
    const { error } = await authClient.signOut({ disableRedirect: true });
    if (error) {
      notifications.show({ color: "ember", title: "Error", message: errorMessage(error) });
      return;
    }
    queryClient.clear();
    await router.invalidate();
    await navigate({ to: "/login" });
  };
  const label = user.name || user.email;
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Avatar src={user.image} alt="" color="pine" radius="xl">
            {label.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text px="sm" pb="xs" size="sm" fw={600} truncate>
          {user.email}
        </Text>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings">
          Settings
        </Menu.Item>
        <Menu.Item color="ember" onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function AppShellLayout({ user, children }: { user: ClientUser; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { desktop: true, mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Navigation"
            />
            <Anchor component={Link} to="/dashboard" fw={800} size="lg" underline="never">
              {APP_NAME}
            </Anchor>
            <Group gap="md" visibleFrom="sm" component="nav" aria-label="Main">
              <NavLinks />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeSwitch />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md">
        <Stack component="nav" aria-label="Main" gap="sm">
          <NavLinks onNavigate={close} />
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Container size="lg" component="main">
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
