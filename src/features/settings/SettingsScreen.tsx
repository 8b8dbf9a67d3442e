import { Alert, Stack, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { ApiKeyCard } from "~/features/api-keys/ApiKeyCard";
import { ColorSchemeSwitch } from "~/features/theme/ColorSchemeSwitch";
import type { ClientUser } from "~/server/auth/session.server";
import { describeSettingsError } from "./callback-errors";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { EmailSection } from "./EmailSection";
import { LinkedAccountsSection } from "./LinkedAccountsSection";
import { PasswordSection } from "./PasswordSection";
import { ProfileSection } from "./ProfileSection";
import { accountSettingsQuery } from "./queries";
import { Section } from "./Section";
import { SessionsSection } from "./SessionsSection";

export function SettingsScreen({
  user,
  linkError,
}: {
  user: ClientUser;
  /** The `?error=` a verify-email or OAuth callback redirect put on /settings. */
  linkError: string | undefined;
}) {
  const { data: settings } = useSuspenseQuery(accountSettingsQuery);
  const problem = describeSettingsError(linkError);

  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Settings</Title>
      {problem && (
        <Alert color="ember" title="That did not work" role="alert">
          {problem}
        </Alert>
      )}
      <ProfileSection key={`${user.name}|${user.image}`} user={user} />
      <Section
        id="appearance"
        title="Appearance"
        description="Light, dark, or follow your device. Saved in this browser."
      >
        <div>
          <ColorSchemeSwitch />
        </div>
      </Section>
      <EmailSection user={user} changeEmailEnabled={settings.changeEmailEnabled} />
      <PasswordSection user={user} settings={settings} />
      <LinkedAccountsSection providers={settings.providers} />
      <ApiKeyCard />
      <SessionsSection />
      <DeleteAccountSection user={user} settings={settings} />
    </Stack>
  );
}
