import { Button, Checkbox, TextInput } from "@mantine/core";
import { useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "~/lib/webhook-events";
import { PlainGroup, PlainStack, PlainTitle } from "~/ui/fast/plain";

/** What the form makes an endpoint with: `createWebhookEndpoint`'s input. */
export interface NewEndpoint {
  url: string;
  description: string | undefined;
  eventTypes: WebhookEventType[];
}

const GROUP_LABELS: Record<string, () => string> = {
  subscription: m.webhooks_group_subscription,
  member: m.webhooks_group_member,
  invitation: m.webhooks_group_invitation,
  api_key: m.webhooks_group_api_key,
  usage: m.webhooks_group_usage,
};

/** The subscribable catalogue by prefix, in its order: `webhook.test` goes only where asked. */
const SUBSCRIBABLE = WEBHOOK_EVENT_TYPES.filter((type) => type !== "webhook.test");
const GROUPS = [...new Set(SUBSCRIBABLE.map((type) => type.split(".")[0] as string))].map(
  (prefix) => ({ prefix, types: SUBSCRIBABLE.filter((type) => type.startsWith(`${prefix}.`)) }),
);

/**
 * A URL, an optional description and the event types to send, at least one. The server checks
 * the URL (http(s), and a public address outside development) and answers why in a toast.
 */
export function EndpointForm({
  adding,
  onAdd,
}: {
  adding: boolean;
  /** Resolves true once the endpoint is made, and the form empties. */
  onAdd: (endpoint: NewEndpoint) => Promise<boolean>;
}) {
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [eventTypes, setEventTypes] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const urlProblem = tried && url.trim() === "" ? m.webhooks_url_required() : null;
  const eventsProblem = tried && eventTypes.length === 0 ? m.webhooks_events_required() : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (url.trim() === "" || eventTypes.length === 0) return;
        void onAdd({
          url: url.trim(),
          description: description.trim() || undefined,
          eventTypes: SUBSCRIBABLE.filter((type) => eventTypes.includes(type)),
        }).then((added) => {
          if (!added) return;
          setUrl("");
          setDescription("");
          setEventTypes([]);
          setTried(false);
        });
      }}
    >
      <PlainStack gap="sm">
        <PlainTitle order={3} size="h5">
          {m.webhooks_add_heading()}
        </PlainTitle>
        <TextInput
          label={m.webhooks_url_label()}
          description={m.webhooks_url_description()}
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={urlProblem}
          maxLength={2048}
        />
        <TextInput
          label={m.webhooks_description_label()}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={200}
        />
        <Checkbox.Group
          label={m.webhooks_events_label()}
          description={m.webhooks_events_description()}
          value={eventTypes}
          onChange={setEventTypes}
          error={eventsProblem}
          withAsterisk
        >
          <PlainStack gap="xs" style={{ marginTop: "var(--mantine-spacing-xs)" }}>
            {GROUPS.map((group) => (
              <fieldset
                key={group.prefix}
                style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
              >
                <legend style={{ padding: 0, fontSize: "var(--mantine-font-size-sm)" }}>
                  {GROUP_LABELS[group.prefix]?.()}
                </legend>
                <PlainGroup gap="md" style={{ marginTop: 4 }}>
                  {group.types.map((type) => (
                    <Checkbox key={type} value={type} label={type} />
                  ))}
                </PlainGroup>
              </fieldset>
            ))}
          </PlainStack>
        </Checkbox.Group>
        <PlainGroup>
          <Button type="submit" loading={adding}>
            {m.webhooks_add()}
          </Button>
        </PlainGroup>
      </PlainStack>
    </form>
  );
}
