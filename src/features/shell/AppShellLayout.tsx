import { useDisclosure } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { WorkspaceSwitcher } from "~/features/organizations/WorkspaceSwitcher";
import { ColorSchemeSwitch } from "~/features/theme/ColorSchemeSwitch";
import { m } from "~/i18n/paraglide/messages.js";
import { APP_NAME } from "~/lib/brand";
import { initialsOf } from "~/lib/initials";
import type { ClientUser } from "~/server/auth/session.server";
import { PlainGroup, PlainStack, TextLink } from "~/ui/fast/plain";
import {
  PlainAvatar,
  PlainBurger,
  PlainContainer,
  PlainUnstyledButton,
} from "~/ui/fast/plain-controls";
import { InsideShell } from "~/ui/landmark";
import { OnUseMenu } from "~/ui/OnUseMenu";
import {
  PlainAppShell,
  PlainAppShellHeader,
  PlainAppShellMain,
  PlainAppShellNavbar,
} from "./PlainAppShell";

// Functions, not texts: each render reads the labels in the page's language.
const navigation = [
  { to: "/dashboard", label: m.shell_nav_dashboard },
  { to: "/organization", label: m.shell_nav_organization },
  { to: "/settings", label: m.shell_nav_settings },
  { to: "/subscriptions", label: m.shell_nav_subscriptions },
  { to: "/api-docs", label: m.shell_nav_api },
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
      {item.label()}
    </TextLink>
  ));
}

const loadAccountMenu = () => import("./AccountMenu").then((module) => module.AccountMenu);

/** The button's name starts with the initials it shows (WCAG 2.5.3, label in name). */
function UserMenu({ user, leave }: { user: ClientUser; leave: (leaving: boolean) => void }) {
  const initials = initialsOf(user.name || user.email);
  return (
    <OnUseMenu
      load={loadAccountMenu}
      props={{ user, leave }}
      target={
        <PlainUnstyledButton aria-label={m.shell_account_menu({ initials })}>
          <PlainAvatar src={user.image} alt="" color="pine" radius="xl">
            {initials}
          </PlainAvatar>
        </PlainUnstyledButton>
      }
    />
  );
}

/**
 * The signed-in pages' frame. The side panel's contents are rendered from its first opening on
 * (and kept, for its closing slide): until then no one can see them, and the server would render
 * a second workspace switcher and navigation for every page.
 */
export function AppShellLayout({ user, children }: { user: ClientUser; children: ReactNode }) {
  // Rendered from the panel's first opening on (see the JSDoc).
  const [panelUsed, setPanelUsed] = useState(false);
  const [opened, { toggle, close }] = useDisclosure(false, { onOpen: () => setPanelUsed(true) });
  // Signing out: the page is taken down first, so that nothing on it reads after the session.
  const [leaving, setLeaving] = useState(false);
  return (
    <PlainAppShell navbarOpened={opened}>
      <a className="skip-link" href="#main-content">
        {m.shell_skip_to_content()}
      </a>
      <PlainAppShellHeader>
        <PlainGroup
          justify="space-between"
          wrap="nowrap"
          style={{ paddingInline: "var(--mantine-spacing-md)", height: "100%" }}
        >
          <PlainGroup gap="md" wrap="nowrap">
            <PlainBurger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={m.shell_navigation()}
            />
            <TextLink to="/dashboard" fw={800} size="lg" underline="never">
              {APP_NAME}
            </TextLink>
            <div className="mantine-visible-from-md">
              <WorkspaceSwitcher />
            </div>
            <PlainGroup
              gap="sm"
              wrap="nowrap"
              visibleFrom="md"
              component="nav"
              aria-label={m.shell_main()}
            >
              <NavLinks />
            </PlainGroup>
          </PlainGroup>
          <PlainGroup gap="sm" wrap="nowrap">
            <ColorSchemeSwitch />
            <UserMenu user={user} leave={setLeaving} />
          </PlainGroup>
        </PlainGroup>
      </PlainAppShellHeader>
      {/* Closed, the panel is moved out of view but would keep its links in the Tab order and
          the accessibility tree: inert takes them out until it opens. */}
      <PlainAppShellNavbar inert={!opened}>
        {/* Only the narrow layout opens this panel: on wide screens it is out of view, and its
            copy of the navigation is hidden too, so the header's is the only "Main" landmark. */}
        {panelUsed && (
          <PlainStack gap="md" hiddenFrom="md">
            <WorkspaceSwitcher fullWidth />
            <PlainStack component="nav" aria-label={m.shell_main()} gap="sm">
              <NavLinks onNavigate={close} />
            </PlainStack>
          </PlainStack>
        )}
      </PlainAppShellNavbar>
      <PlainAppShellMain id="main-content" tabIndex={-1}>
        {/* The shell's main is the page's <main> landmark. */}
        <PlainContainer size="lg">
          <InsideShell value={true}>{leaving ? null : children}</InsideShell>
        </PlainContainer>
      </PlainAppShellMain>
    </PlainAppShell>
  );
}
