import { LinkedAccountsSection } from "./LinkedAccountsSection";
import { useAccount } from "./use-account";

export function LinkedAccountsPage() {
  const { settings } = useAccount();
  return <LinkedAccountsSection providers={settings.providers} />;
}
