import { Stack } from "@mantine/core";
import { EmailSection } from "./EmailSection";
import { PasskeysSection } from "./PasskeysSection";
import { PasswordSection } from "./PasswordSection";
import { TwoFactorSection } from "./TwoFactorSection";
import { useAccount } from "./use-account";

/** How the account signs in: its address, its password, its passkeys and its second step. */
export function SecurityPage() {
  const { user, settings } = useAccount();
  return (
    <Stack gap="lg">
      <EmailSection user={user} changeEmailEnabled={settings.changeEmailEnabled} />
      <PasswordSection user={user} settings={settings} />
      <PasskeysSection />
      <TwoFactorSection user={user} settings={settings} />
    </Stack>
  );
}
