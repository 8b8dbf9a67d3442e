import { AppShell, Avatar, Burger, Container, Menu, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { WorkspaceSwitcher } from "~/features/organizations/WorkspaceSwitcher";
import { ColorSchemeSwitch } from "~/features/theme/ColorSchemeSwitch";
import { APP_NAME } from "~/lib/brand";
import { errorMessage } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import type { ClientUser } from "~/server/auth/session.server";
import { HydratedMenu } from "./HydratedMenu";
import { InsideShell } from "./landmark";
import { PlainGroup, PlainStack, TextLink } from "./plain";
import { showToast } from "./toast";

const navigation = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/organization", label: "Organization" },
  { to: "/settings", label: "Settings" },
  { to: "/subscriptions", label: "Subscriptions" },
  { to: "/api-docs", label: "API" },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return navigation.map((item) => (
    <TextLink
      key={item.to}
      to={item.to}
      onClick={onNavigate}
      style={{ color: "var(--mantine-color-text)" }}
      fw={600}
      activeProps={{
        "aria-current": "page",
        style: { color: "var(--mantine-primary-color-filled)" },
      }}
    >
      {item.label}
    </TextLink>
  ));
}

function UserMenu({ user }: { user: ClientUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = async () => {
    // Ends the session here only: Better Auth would otherwise send the browser on to a linked
    // provider's logout page, signing the person out of that provider too.
    const authClient = await loadAuthClient();
    const { error } = await authClient.signOut({ disableRedirect: true });
    if (error) {
      showToast({ color: "ember", title: "Error", message: errorMessage(error) });
      return;
    }
    // Straight to /login, then forget what the signed-in pages read: checking the page left
    // behind first would send the browser to /login with a redirect back to it.
    await navigate({ to: "/login" });
    queryClient.clear();
  };
  const label = user.name || user.email;
  return (
    <HydratedMenu
      position="bottom-end"
      width={240}
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      target={
        <UnstyledButton aria-label="Account menu">
          <Avatar src={user.image} alt="" color="pine" radius="xl">
            {label.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      }
    >
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text px="sm" pb="xs" size="sm" fw={600} truncate>
          {user.email}
        </Text>
        <Menu.Divider />
        {/* The open menu focuses its first item; a link preloads its page on focus, and this
            one would load the settings of a session about to sign out. */}
        <Menu.Item component={Link} to="/settings" preload={false}>
          Settings
        </Menu.Item>
        {/* Only an admin's own session holds the role: an admin acting as someone sees theirs. */}
        {user.isAdmin && (
          <Menu.Item component={Link} to="/admin" preload={false}>
            Admin console
          </Menu.Item>
        )}
        {/* Ember as text needs a darker shade on light backgrounds and a lighter one on dark
            backgrounds than the filled shade the item's colour prop uses, to read at 4.5:1. */}
        <Menu.Item
          style={{
            color: "light-dark(var(--mantine-color-ember-8), var(--mantine-color-ember-4))",
          }}
          onClick={() => void signOut()}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </HydratedMenu>
  );
}

export function AppShellLayout({ user, children }: { user: ClientUser; children: ReactNode }) {
  // The panel's contents are rendered from its first opening on (and kept, for its closing
  // slide): until then no one can see them, and the server would render a second workspace
  // switcher and navigation for every page.
  const [panelUsed, setPanelUsed] = useState(false);
  const [opened, { toggle, close }] = useDisclosure(false, { onOpen: () => setPanelUsed(true) });
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: "md", collapsed: { desktop: true, mobile: !opened } }}
      padding="md"
    >
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AppShell.Header>
        <PlainGroup
          justify="space-between"
          wrap="nowrap"
          style={{ paddingInline: "var(--mantine-spacing-md)", height: "100%" }}
        >
          <PlainGroup gap="md" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Navigation"
            />
            <TextLink to="/dashboard" fw={800} size="lg" underline="never">
              {APP_NAME}
            </TextLink>
            <div className="mantine-visible-from-md">
              <WorkspaceSwitcher />
            </div>
            <PlainGroup gap="sm" wrap="nowrap" visibleFrom="md" component="nav" aria-label="Main">
              <NavLinks />
            </PlainGroup>
          </PlainGroup>
          <PlainGroup gap="sm" wrap="nowrap">
            <ColorSchemeSwitch />
            <UserMenu user={user} />
          </PlainGroup>
        </PlainGroup>
      </AppShell.Header>
      {/* Closed, the panel is moved out of view but would keep its links in the Tab order and
          the accessibility tree: inert takes them out until it opens. */}
      <AppShell.Navbar p="md" inert={!opened}>
        {/* Only the narrow layout opens this panel: on wide screens it is out of view, and its
            copy of the navigation is hidden too, so the header's is the only "Main" landmark. */}
        {panelUsed && (
          <PlainStack gap="md" hiddenFrom="md">
            <WorkspaceSwitcher fullWidth />
            <PlainStack component="nav" aria-label="Main" gap="sm">
              <NavLinks onNavigate={close} />
            </PlainStack>
          </PlainStack>
        )}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {/* AppShell.Main is the page's <main> landmark. */}
        <Container size="lg">
          <InsideShell value={true}>{children}</InsideShell>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
