import { Stack } from "@mantine/core";
import { ExportSection } from "./ExportSection";
import { ProfileSection } from "./ProfileSection";
import { RegionSection } from "./RegionSection";
import { useAccount } from "./use-account";

export function ProfilePage() {
  const { user } = useAccount();
  return (
    <Stack gap="lg">
      {/* Keyed so a saved name or picture resets the form to what was stored. */}
      <ProfileSection key={`${user.name}|${user.image}`} user={user} />
      <RegionSection user={user} />
      <ExportSection />
    </Stack>
  );
}
