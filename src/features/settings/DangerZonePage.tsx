import { DeleteAccountSection } from "./DeleteAccountSection";
import { useAccount } from "./use-account";

export function DangerZonePage() {
  const { user, settings } = useAccount();
  return <DeleteAccountSection user={user} settings={settings} />;
}
