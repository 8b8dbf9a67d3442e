import { Alert, Stack, Title } from "@mantine/core";
import { getRouteApi, Outlet } from "@tanstack/react-router";
import { type SectionLink, SectionNav } from "~/ui/SectionNav";
import { describeSettingsError } from "./callback-errors";

const settings = getRouteApi("/_authenticated/settings");

/** The account's settings, a short page per topic; each has its own address. */
const SETTINGS_PAGES: SectionLink[] = [
  { to: "/settings", label: "Profile" },
  { to: "/settings/security", label: "Security" },
  { to: "/settings/sessions", label: "Sessions" },
  { to: "/settings/activity", label: "Activity" },
  { to: "/settings/linked-accounts", label: "Linked accounts" },
  { to: "/settings/api", label: "API" },
  { to: "/settings/billing", label: "Billing" },
  { to: "/settings/danger-zone", label: "Danger zone" },
];

/**
 * /settings/*: the heading, the links between the pages, and the problem a verify-email or OAuth
 * callback reported (it redirects with `?error=` to the page it started from).
 */
export function SettingsLayout() {
  const { error } = settings.useSearch();
  const problem = describeSettingsError(error);
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Settings</Title>
      <SectionNav label="Settings" sections={SETTINGS_PAGES} />
      {problem && (
        <Alert color="ember" title="That did not work" role="alert">
          {problem}
        </Alert>
      )}
      <Outlet />
    </Stack>
  );
}
