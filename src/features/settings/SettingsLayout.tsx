import { Alert, Stack, Title } from "@mantine/core";
import { getRouteApi, Outlet } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { type SectionLink, SectionNav } from "~/ui/SectionNav";
import { describeSettingsError, preciseError } from "./callback-errors";

const settings = getRouteApi("/_authenticated/settings");

/** The account's settings, a short page per topic; each has its own address. */
const settingsPages = (): SectionLink[] => [
  { to: "/settings", label: m.settings_nav_profile() },
  { to: "/settings/security", label: m.settings_nav_security() },
  { to: "/settings/sessions", label: m.settings_nav_sessions() },
  { to: "/settings/activity", label: m.settings_nav_activity() },
  { to: "/settings/linked-accounts", label: m.settings_nav_linked_accounts() },
  { to: "/settings/api", label: m.settings_nav_api() },
  { to: "/settings/billing", label: m.settings_nav_billing() },
  { to: "/settings/danger-zone", label: m.settings_nav_danger_zone() },
];

/**
 * /settings/*: the heading, the links between the pages, and the problem a verify-email or OAuth
 * callback reported (it redirects with `?error=` to the page it started from).
 */
export function SettingsLayout() {
  const { error, error_description: description } = settings.useSearch();
  const problem = describeSettingsError(preciseError(error, description));
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{m.settings_title()}</Title>
      <SectionNav label={m.settings_title()} sections={settingsPages()} />
      {problem && (
        <Alert color="ember" title={m.settings_problem_title()} role="alert">
          {problem}
        </Alert>
      )}
      <Outlet />
    </Stack>
  );
}
