import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDateTime } from "~/lib/dates";
import { loadAuthClient } from "~/lib/load-auth-client";
import { queryKeys } from "~/lib/query-keys";
import type { LinkableProvider } from "~/server/account/account.server";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Placeholder } from "~/ui/Placeholder";
import { Section } from "~/ui/Section";
import { linkedAccountsQuery, unwrap } from "./queries";

const PROVIDER_NAMES: Record<string, string> = {
  credential: "Password",
  github: "GitHub",
  google: "Google",
};

export function LinkedAccountsSection({ providers }: { providers: LinkableProvider[] }) {
  const queryClient = useQueryClient();
  const accounts = useQuery(linkedAccountsQuery);
  const nameOf = (id: string) =>
    PROVIDER_NAMES[id] ?? providers.find((p) => p.id === id)?.name ?? id;

  const unlink = useMutation({
    mutationFn: async (account: { id: string; providerId: string }) =>
      unwrap((await loadAuthClient()).unlinkAccount({ accountId: account.id })),
    onSuccess: async (_, account) => {
      notifySuccess("Account unlinked", `${nameOf(account.providerId)} is no longer linked.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.account.linked }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.settings }),
      ]);
    },
    onError: (error) => notifyError(error),
  });

  const link = useMutation({
    mutationFn: async (provider: string) => {
      // On success the client sends the browser to the provider; the page unloads.
      await unwrap(
        (await loadAuthClient()).linkSocial({
          provider,
          callbackURL: "/settings/linked-accounts",
          errorCallbackURL: "/settings/linked-accounts",
        }),
      );
    },
    onError: (error) => notifyError(error),
  });

  return (
    <Section
      id="linked-accounts"
      title="Linked accounts"
      description="The ways you can sign in besides a link by mail, which needs no linked account."
    >
      {accounts.isPending ? (
        <Placeholder label="Loading your linked accounts…" rows={2} />
      ) : accounts.isError ? (
        <Text size="sm" c="ember">
          {accounts.error.message}
        </Text>
      ) : accounts.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No linked accounts: you sign in with links sent by mail.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} className="cards-on-phone">
          <Table aria-label="Linked accounts" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Provider</Table.Th>
                <Table.Th>Account ID</Table.Th>
                <Table.Th>Scopes</Table.Th>
                <Table.Th>Linked</Table.Th>
                <Table.Th>Updated</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.map((account) => (
                <Table.Tr key={account.id} data-provider={account.providerId}>
                  <Table.Td>{nameOf(account.providerId)}</Table.Td>
                  <Table.Td data-label="Account ID">
                    <Text span size="sm" ff="monospace" style={{ wordBreak: "break-all" }}>
                      {account.accountId}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label="Scopes">
                    <Group gap={4} display="inline-flex">
                      {account.scopes.length === 0 ? (
                        <Text span size="sm" c="dimmed">
                          none
                        </Text>
                      ) : (
                        account.scopes.map((scope) => (
                          <Badge key={scope} variant="outline" size="sm">
                            {scope}
                          </Badge>
                        ))
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td data-label="Linked">{formatDateTime(account.createdAt)}</Table.Td>
                  <Table.Td data-label="Updated">{formatDateTime(account.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`Unlink ${nameOf(account.providerId)}`}
                      loading={unlink.isPending && unlink.variables?.id === account.id}
                      onClick={() => unlink.mutate(account)}
                    >
                      Unlink
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {providers.length > 0 ? (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Link another account
          </Text>
          <Group gap="xs">
            {providers.map((provider) => (
              <Button
                key={provider.id}
                variant="light"
                loading={link.isPending && link.variables === provider.id}
                onClick={() => link.mutate(provider.id)}
              >
                Link {provider.name}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No sign-in providers are configured on this server.
        </Text>
      )}
    </Section>
  );
}
