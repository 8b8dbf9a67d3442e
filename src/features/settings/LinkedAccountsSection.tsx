import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { loadAuthClient } from "~/lib/load-auth-client";
import { queryKeys } from "~/lib/query-keys";
import type { LinkableProvider } from "~/server/account/account.server";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Placeholder } from "~/ui/Placeholder";
import { Section } from "~/ui/Section";
import { linkedAccountsQuery, unwrap } from "./queries";

const PROVIDER_NAMES: Record<string, () => string> = {
  credential: () => m.settings_linked_password(),
  github: () => "GitHub",
  google: () => "Google",
};

export function LinkedAccountsSection({ providers }: { providers: LinkableProvider[] }) {
  const queryClient = useQueryClient();
  const accounts = useQuery(linkedAccountsQuery);
  const format = useFormat();
  const nameOf = (id: string) =>
    PROVIDER_NAMES[id]?.() ?? providers.find((p) => p.id === id)?.name ?? id;

  const unlink = useMutation({
    mutationFn: async (account: { id: string; providerId: string }) =>
      unwrap((await loadAuthClient()).unlinkAccount({ accountId: account.id })),
    onSuccess: async (_, account) => {
      notifySuccess(
        m.settings_linked_unlinked_title(),
        m.settings_linked_unlinked_text({ provider: nameOf(account.providerId) }),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.account.linked }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.settings }),
      ]);
    },
    onError: (error) => notifyError(error, m.settings_linked_not_unlinked_title()),
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
    onError: (error) => notifyError(error, m.settings_linked_not_linked_title()),
  });

  return (
    <Section
      id="linked-accounts"
      title={m.settings_linked_title()}
      description={m.settings_linked_description()}
    >
      {accounts.isPending ? (
        <Placeholder label={m.settings_linked_loading()} rows={2} />
      ) : accounts.isError ? (
        <Text size="sm" c="ember">
          {accounts.error.message}
        </Text>
      ) : accounts.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.settings_linked_none()}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} className="cards-on-phone">
          <Table aria-label={m.settings_linked_title()} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.settings_linked_provider()}</Table.Th>
                <Table.Th>{m.settings_linked_account_id()}</Table.Th>
                <Table.Th>{m.settings_linked_scopes()}</Table.Th>
                <Table.Th>{m.settings_linked_linked()}</Table.Th>
                <Table.Th>{m.settings_linked_updated()}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{m.settings_linked_actions()}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.map((account) => (
                <Table.Tr key={account.id} data-provider={account.providerId}>
                  <Table.Td>{nameOf(account.providerId)}</Table.Td>
                  <Table.Td data-label={m.settings_linked_account_id()}>
                    <Text span size="sm" ff="monospace" style={{ wordBreak: "break-all" }}>
                      {account.accountId}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={m.settings_linked_scopes()}>
                    <Group gap={4} display="inline-flex">
                      {account.scopes.length === 0 ? (
                        <Text span size="sm" c="dimmed">
                          {m.settings_linked_no_scopes()}
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
                  <Table.Td data-label={m.settings_linked_linked()}>
                    {format.dateTime(account.createdAt)}
                  </Table.Td>
                  <Table.Td data-label={m.settings_linked_updated()}>
                    {format.dateTime(account.updatedAt)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={m.settings_linked_unlink_label({
                        provider: nameOf(account.providerId),
                      })}
                      loading={unlink.isPending && unlink.variables?.id === account.id}
                      onClick={() => unlink.mutate(account)}
                    >
                      {m.settings_linked_unlink()}
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
            {m.settings_linked_link_another()}
          </Text>
          <Group gap="xs">
            {providers.map((provider) => (
              <Button
                key={provider.id}
                variant="light"
                loading={link.isPending && link.variables === provider.id}
                onClick={() => link.mutate(provider.id)}
              >
                {m.settings_linked_link({ provider: provider.name })}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {m.settings_linked_no_providers()}
        </Text>
      )}
    </Section>
  );
}
