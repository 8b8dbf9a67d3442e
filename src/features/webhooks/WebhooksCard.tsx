import { Alert, Badge, Button, SimpleGrid } from "@mantine/core";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { mayManageWebhooks } from "~/features/organizations/access";
import { workspacesQuery } from "~/features/organizations/queries";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { errorMessage } from "~/lib/errors";
import { queryKeys } from "~/lib/query-keys";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  replayWebhookDeliveries,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  setWebhookEndpointEnabled,
} from "~/server/webhooks/webhooks.functions";
import { askToConfirm } from "~/ui/confirm";
import { CodeList, Detail } from "~/ui/Detail";
import { DangerButton } from "~/ui/danger";
import {
  PlainCard,
  PlainGroup,
  PlainRow,
  PlainRows,
  PlainStack,
  PlainText,
  PlainTitle,
} from "~/ui/fast/plain";
import { SecretValue } from "~/ui/SecretValue";
import { showToast } from "~/ui/toast";
import { DeliveryLog, RESEND_RANGES_MS, type ResendRange } from "./DeliveryLog";
import { EndpointForm, type NewEndpoint } from "./EndpointForm";
import { type WebhookDelivery, type WebhookEndpoint, webhookEndpointsQuery } from "./queries";

/** A URL is one long word: wrapped anywhere, it stays inside the card on a phone. */
const WRAP = { overflowWrap: "anywhere" } as const;

interface RevealedSecret {
  /** Held in component state only, for as long as the card shows it. */
  secret: string;
  url: string;
}

/** The toast for a refused or failed call: what the server said, under what was being done. */
function showFailure(title: string, error: unknown): void {
  showToast({ color: "red", title, message: errorMessage(error) });
}

/**
 * The active workspace's outgoing webhooks (ADR 083): its endpoints with their actions and
 * delivery logs, and a form to add one. A secret is shown once, when made or rotated, from
 * this component's state: it never enters the query cache. Members of an organization, who
 * may not manage them, get the sentence instead of a call the server would refuse.
 */
export function WebhooksCard() {
  const headingId = useId();
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const manages = mayManageWebhooks(workspaces.active);
  return (
    <PlainCard padding="lg" component="section" aria-labelledby={headingId}>
      <PlainStack gap="md">
        <div>
          <PlainTitle order={2} size="h4" id={headingId}>
            {m.webhooks_heading()}
          </PlainTitle>
          <PlainText size="sm" c="dimmed">
            {m.webhooks_intro()}
          </PlainText>
        </div>
        {manages ? <Endpoints /> : <PlainText size="sm">{m.api_error_role_webhook()}</PlainText>}
      </PlainStack>
    </PlainCard>
  );
}

function Endpoints() {
  const f = useFormat();
  const queryClient = useQueryClient();
  const { data: endpoints, error } = useQuery(webhookEndpointsQuery);
  const [pending, setPending] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.list });

  // Plain calls rather than useMutation: a mutation would keep the secret in the mutation cache.
  // Each action reports its own failure, so none rejects.
  const run = async (key: string, failed: string, action: () => Promise<unknown>) => {
    setPending(key);
    try {
      await action();
      return true;
    } catch (error) {
      showFailure(failed, error);
      return false;
    } finally {
      setPending(null);
    }
  };

  const add = (endpoint: NewEndpoint) =>
    run("add", m.webhooks_create_failed(), async () => {
      const created = await createWebhookEndpoint({ data: endpoint });
      setRevealed({ secret: created.secret, url: endpoint.url });
      showToast({ color: "pine", message: m.webhooks_created() });
      await refresh();
    });

  /**
   * Queues sends; `send` answers what the toast says. The endpoint's log is asked again, as the
   * worker sends within seconds.
   */
  const queue = (
    endpointId: string,
    failed: string,
    send: () => Promise<{ title?: string; message: string }>,
  ) =>
    void run(endpointId, failed, async () => {
      showToast({ color: "pine", ...(await send()) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.deliveries(endpointId) });
    });

  const sendTest = ({ id }: WebhookEndpoint) =>
    queue(id, m.webhooks_test_failed(), async () => {
      await sendWebhookTestEvent({ data: { endpointId: id } });
      return { message: m.webhooks_test_sent() };
    });

  const setEnabled = (endpoint: WebhookEndpoint, enabled: boolean) =>
    void run(endpoint.id, m.webhooks_toggle_failed(), async () => {
      await setWebhookEndpointEnabled({ data: { endpointId: endpoint.id, enabled } });
      showToast({
        color: "pine",
        message: enabled ? m.webhooks_enabled() : m.webhooks_disabled(),
      });
      await refresh();
    });

  /** Asks first; the question stays open, its button loading, until the action settles. */
  const confirmed = (
    endpoint: WebhookEndpoint,
    question: { title: string; body: string; confirmLabel: string; failed: string },
    action: () => Promise<void>,
  ) =>
    void askToConfirm({
      title: question.title,
      body: <PlainText size="sm">{question.body}</PlainText>,
      confirmLabel: question.confirmLabel,
      onConfirm: () => run(endpoint.id, question.failed, action),
    });

  const confirmRotate = (endpoint: WebhookEndpoint) =>
    confirmed(
      endpoint,
      {
        title: m.webhooks_rotate_title({ url: endpoint.url }),
        body: m.webhooks_rotate_body(),
        confirmLabel: m.webhooks_rotate(),
        failed: m.webhooks_rotate_failed(),
      },
      async () => {
        const rotated = await rotateWebhookSecret({ data: { endpointId: endpoint.id } });
        setRevealed({ secret: rotated.secret, url: endpoint.url });
        showToast({ color: "pine", message: m.webhooks_rotated() });
        await refresh();
      },
    );

  const confirmDelete = (endpoint: WebhookEndpoint) =>
    confirmed(
      endpoint,
      {
        title: m.webhooks_delete_title({ url: endpoint.url }),
        body: m.webhooks_delete_body(),
        confirmLabel: m.webhooks_delete(),
        failed: m.webhooks_delete_failed(),
      },
      async () => {
        await deleteWebhookEndpoint({ data: { endpointId: endpoint.id } });
        if (revealed?.url === endpoint.url) setRevealed(null);
        showToast({ color: "pine", message: m.webhooks_deleted() });
        queryClient.removeQueries({ queryKey: queryKeys.webhooks.deliveries(endpoint.id) });
        await refresh();
      },
    );

  const replay = ({ id }: WebhookEndpoint, delivery: WebhookDelivery) =>
    queue(id, m.webhooks_replay_failed(), async () => {
      const { replayed } = await replayWebhookDelivery({ data: { deliveryId: delivery.id } });
      return { message: replayed ? m.webhooks_replayed() : m.webhooks_replay_already_queued() };
    });

  /** Resends what failed in the chosen range up to now; the server queues 1,000 at a time. */
  const resend = ({ id }: WebhookEndpoint, range: ResendRange) =>
    queue(id, m.webhooks_resend_error(), async () => {
      const to = new Date();
      const from = new Date(to.getTime() - RESEND_RANGES_MS[range]);
      const { replayed, more } = await replayWebhookDeliveries({
        data: { endpointId: id, from: from.toISOString(), to: to.toISOString() },
      });
      const counted =
        replayed === 0
          ? m.webhooks_resent_none()
          : m.webhooks_resent({ count: replayed, shown: f.number(replayed) });
      return more ? { title: counted, message: m.webhooks_resent_more() } : { message: counted };
    });

  return (
    <PlainStack gap="md">
      {revealed && <SecretOnce revealed={revealed} onDone={() => setRevealed(null)} />}
      {error ? (
        <PlainText size="sm" role="alert">
          {m.webhooks_load_failed({ reason: errorMessage(error) })}
        </PlainText>
      ) : !endpoints ? (
        <PlainText size="sm" c="dimmed">
          {m.webhooks_loading()}
        </PlainText>
      ) : endpoints.length === 0 ? (
        <PlainText size="sm" c="dimmed">
          {m.webhooks_none()}
        </PlainText>
      ) : (
        <PlainRows aria-label={m.webhooks_list_label()}>
          {endpoints.map((endpoint) => (
            <EndpointItem
              key={endpoint.id}
              endpoint={endpoint}
              busy={pending === endpoint.id}
              onSendTest={() => sendTest(endpoint)}
              onRotate={() => confirmRotate(endpoint)}
              onSetEnabled={(enabled) => setEnabled(endpoint, enabled)}
              onDelete={() => confirmDelete(endpoint)}
              onReplay={(delivery) => replay(endpoint, delivery)}
              onResend={(range) => resend(endpoint, range)}
            />
          ))}
        </PlainRows>
      )}
      <EndpointForm adding={pending === "add"} onAdd={add} />
    </PlainStack>
  );
}

/** A new secret, with a copy button and the warning that it is not shown again. */
function SecretOnce({ revealed, onDone }: { revealed: RevealedSecret; onDone: () => void }) {
  return (
    <Alert
      color="timber"
      variant="light"
      title={<span style={WRAP}>{m.webhooks_secret_title({ url: revealed.url })}</span>}
    >
      <PlainStack gap="sm">
        <PlainText size="sm">{m.webhooks_secret_once()}</PlainText>
        <SecretValue
          value={revealed.secret}
          label={m.webhooks_secret_value()}
          copyLabel={m.webhooks_copy_secret()}
          onDone={onDone}
        />
      </PlainStack>
    </Alert>
  );
}

function disabledSentence(reason: string | null): string {
  if (reason === "failing") return m.webhooks_disabled_failing();
  if (reason === "gone") return m.webhooks_disabled_gone();
  return m.webhooks_disabled_by_hand();
}

/** One endpoint: what it is and receives, its state, its actions and its delivery log. */
function EndpointItem({
  endpoint,
  busy,
  onSendTest,
  onRotate,
  onSetEnabled,
  onDelete,
  onReplay,
  onResend,
}: {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onSendTest: () => void;
  onRotate: () => void;
  onSetEnabled: (enabled: boolean) => void;
  onDelete: () => void;
  onReplay: (delivery: WebhookDelivery) => void;
  onResend: (range: ResendRange) => void;
}) {
  const f = useFormat();
  const logId = useId();
  const [logShown, setLogShown] = useState(false);
  const { url } = endpoint;
  const overlapEnds = endpoint.previousSecretEndsAt;
  const actions = [
    {
      label: m.webhooks_send_test(),
      name: m.webhooks_send_test_named({ url }),
      onClick: onSendTest,
      // The worker sends only to enabled endpoints: a test would wait until it is on again.
      disabled: !endpoint.enabled,
    },
    {
      label: m.webhooks_rotate(),
      name: m.webhooks_rotate_named({ url }),
      onClick: onRotate,
      disabled: false,
    },
    endpoint.enabled
      ? {
          label: m.webhooks_disable(),
          name: m.webhooks_disable_named({ url }),
          onClick: () => onSetEnabled(false),
          disabled: false,
        }
      : {
          label: m.webhooks_enable(),
          name: m.webhooks_enable_named({ url }),
          onClick: () => onSetEnabled(true),
          disabled: false,
        },
  ];
  return (
    <PlainRow>
      <PlainStack gap="xs">
        <PlainGroup justify="space-between" align="flex-start" wrap="nowrap">
          <PlainText fw={600} style={{ ...WRAP, minWidth: 0 }}>
            {url}
          </PlainText>
          <Badge
            color={endpoint.enabled ? "pine" : "slate"}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {endpoint.enabled ? m.webhooks_status_enabled() : m.webhooks_status_disabled()}
          </Badge>
        </PlainGroup>
        {!endpoint.enabled && (
          <PlainText size="sm">{disabledSentence(endpoint.disabledReason)}</PlainText>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {endpoint.description && (
            <Detail label={m.webhooks_label_description()}>
              <span style={WRAP}>{endpoint.description}</span>
            </Detail>
          )}
          <Detail label={m.webhooks_label_events()}>
            <CodeList values={endpoint.eventTypes} />
          </Detail>
          <Detail label={m.webhooks_label_created()}>
            <time dateTime={endpoint.createdAt}>{f.dateTime(endpoint.createdAt)}</time>
          </Detail>
        </SimpleGrid>
        {overlapEnds && new Date(overlapEnds).getTime() > Date.now() && (
          <PlainText size="sm" c="dimmed">
            {m.webhooks_previous_secret({ end: f.dateTime(overlapEnds) })}
          </PlainText>
        )}
        <PlainGroup gap="xs">
          {actions.map((action) => (
            <Button
              key={action.name}
              variant="default"
              size="xs"
              disabled={busy || action.disabled}
              onClick={action.onClick}
              aria-label={action.name}
            >
              {action.label}
            </Button>
          ))}
          <DangerButton
            size="xs"
            disabled={busy}
            onClick={onDelete}
            aria-label={m.webhooks_delete_named({ url })}
          >
            {m.webhooks_delete()}
          </DangerButton>
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={logShown}
            aria-controls={logShown ? logId : undefined}
            aria-label={m.webhooks_deliveries_named({ url })}
            onClick={() => setLogShown((shown) => !shown)}
          >
            {m.webhooks_deliveries()}
          </Button>
        </PlainGroup>
        {logShown && (
          <DeliveryLog
            id={logId}
            endpointId={endpoint.id}
            label={m.webhooks_deliveries_named({ url })}
            resendName={m.webhooks_resend_named({ url })}
            busy={busy}
            onReplay={onReplay}
            onResend={onResend}
          />
        )}
      </PlainStack>
    </PlainRow>
  );
}
