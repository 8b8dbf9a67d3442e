import { Alert, Code, SimpleGrid } from "@mantine/core";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { mayManageKey } from "~/features/organizations/access";
import { workspacesQuery } from "~/features/organizations/queries";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { errorMessage } from "~/lib/errors";
import { queryKeys } from "~/lib/query-keys";
import { revokeUserApiKey } from "~/server/api-keys/api-keys.functions";
import { askToConfirm } from "~/ui/confirm";
import { Detail } from "~/ui/Detail";
import { DangerButton } from "~/ui/danger";
import { PlainGroup, PlainRow, PlainRows, PlainStack, PlainText } from "~/ui/fast/plain";
import { Section } from "~/ui/Section";
import { showToast } from "~/ui/toast";
import { maskedKey } from "./format";
import { type ConnectedAgent, connectedAgentsQuery } from "./queries";

/**
 * "Connected agents" (ADR 082): the MCP clients that connected to /mcp with the workspace's keys.
 * An agent holds nothing but its key, so revoking one deletes that key, with everything else that
 * uses it; the dialog says so and names the key.
 */
export function ConnectedAgentsCard() {
  const queryClient = useQueryClient();
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const { data: agents, error } = useQuery(connectedAgentsQuery);
  const [pending, setPending] = useState(false);
  const manages = mayManageKey(workspaces.active);

  const revoke = async (agent: ConnectedAgent) => {
    setPending(true);
    try {
      await revokeUserApiKey({ data: { keyId: agent.keyId } });
      showToast({ color: "pine", message: m.agents_revoked({ name: agent.clientName }) });
    } catch (failure) {
      showToast({ color: "red", title: m.keys_revoke_failed(), message: errorMessage(failure) });
    } finally {
      setPending(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.agents }),
        queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.list }),
        queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.plan }),
      ]);
    }
  };

  const confirmRevoke = (agent: ConnectedAgent) => {
    void askToConfirm({
      title: m.agents_revoke_title({ name: agent.clientName }),
      body: (
        <PlainText size="sm">
          {m.agents_revoke_body({ key: agent.keyName ?? m.keys_this_key() })}
        </PlainText>
      ),
      confirmLabel: m.agents_revoke(),
      onConfirm: () => void revoke(agent),
    });
  };

  return (
    <Section id="connected-agents" title={m.agents_heading()} description={m.agents_intro()}>
      {error ? (
        <Alert color="red">{errorMessage(error)}</Alert>
      ) : !agents ? (
        <PlainText size="sm">{m.agents_loading()}</PlainText>
      ) : agents.length === 0 ? (
        <PlainText size="sm">{m.agents_none()}</PlainText>
      ) : (
        <AgentRows agents={agents} manages={manages} busy={pending} onRevoke={confirmRevoke} />
      )}
    </Section>
  );
}

function AgentRows({
  agents,
  manages,
  busy,
  onRevoke,
}: {
  agents: ConnectedAgent[];
  manages: boolean;
  busy: boolean;
  onRevoke: (agent: ConnectedAgent) => void;
}) {
  const f = useFormat();
  return (
    <PlainRows aria-label={m.agents_heading()}>
      {agents.map((agent) => {
        const keyName = agent.keyName ?? m.keys_this_key();
        return (
          <PlainRow key={`${agent.keyId} ${agent.clientName}`}>
            <PlainStack gap="xs">
              <PlainGroup justify="space-between" align="center">
                <PlainText fw={600}>
                  {agent.clientVersion
                    ? m.agents_client({ name: agent.clientName, version: agent.clientVersion })
                    : agent.clientName}
                </PlainText>
                {manages && (
                  <DangerButton
                    size="xs"
                    disabled={busy}
                    onClick={() => onRevoke(agent)}
                    aria-label={m.agents_revoke_named({ name: agent.clientName })}
                  >
                    {m.agents_revoke()}
                  </DangerButton>
                )}
              </PlainGroup>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <Detail label={m.agents_label_key()}>
                  {keyName} <Code>{maskedKey({ start: agent.keyStart, end: agent.keyEnd })}</Code>
                </Detail>
                <Detail label={m.agents_label_first_seen()}>{f.dateTime(agent.firstSeenAt)}</Detail>
                <Detail label={m.agents_label_last_seen()}>{f.dateTime(agent.lastSeenAt)}</Detail>
              </SimpleGrid>
            </PlainStack>
          </PlainRow>
        );
      })}
    </PlainRows>
  );
}
