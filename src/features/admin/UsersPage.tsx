import { Text } from "@mantine/core";

/** /admin: the accounts, searched and filtered on the server. */
export function UsersPage() {
  return <Text c="dimmed">Search for an account by address or name.</Text>;
}
