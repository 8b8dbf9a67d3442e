import { Button, Checkbox, NativeSelect, TextInput } from "@mantine/core";
import { useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { KEY_LIFETIME_CHOICES } from "~/lib/api-key-options";
import { API_SCOPES, type ApiScope, READ_SCOPES } from "~/lib/api-scopes";
import { apiKeyNameProblem } from "~/lib/validation";
import { PlainGroup, PlainStack } from "~/ui/fast/plain";

/** What the form makes a key with: the server functions' `createUserApiKey` input. */
export interface NewKey {
  name: string | undefined;
  scopes: ApiScope[];
  /** Seconds, or null for a key that never expires. */
  expiresIn: number | null;
}

const GROUP_LABELS: Record<string, () => string> = {
  account: m.keys_scope_group_account,
  keys: m.keys_scope_group_keys,
  subscriptions: m.keys_scope_group_subscriptions,
};
const ACTION_LABELS: Record<string, () => string> = {
  read: m.keys_scope_read,
  write: m.keys_scope_write,
};

/** The catalogue by resource, in its order: one group of boxes each. */
const GROUPS = [...new Set(API_SCOPES.map((scope) => scope.split(":")[0] as string))].map(
  (resource) => ({
    resource,
    scopes: API_SCOPES.filter((scope) => scope.startsWith(`${resource}:`)),
  }),
);

const NEVER = "never";

/**
 * A named, scoped key with a lifetime (ADR 084): every read ticked, the lifetimes the plan
 * allows offered, the longest chosen. Scopes beyond the caller's role are shown but cannot be
 * ticked: the server would refuse them.
 */
export function NewKeyForm({
  creating,
  granted,
  maxLifetimeDays,
  onCreate,
  onIntent,
}: {
  creating: boolean;
  /** The scopes the caller's role grants. */
  granted: readonly ApiScope[];
  /** The plan's longest lifetime in days, null when a key may never expire. */
  maxLifetimeDays: number | null;
  onCreate: (key: NewKey) => void;
  /** The pointer or focus is on the button: the key's modal may load now. */
  onIntent: () => void;
}) {
  const f = useFormat();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<string[]>(
    READ_SCOPES.filter((scope) => granted.includes(scope)),
  );
  const lifetimes = KEY_LIFETIME_CHOICES.filter(
    (days) => maxLifetimeDays === null || days <= maxLifetimeDays,
  );
  const [lifetime, setLifetime] = useState(
    maxLifetimeDays === null ? NEVER : String(lifetimes.at(-1) ?? maxLifetimeDays),
  );
  const problem = name.trim() === "" ? null : apiKeyNameProblem(name.trim());
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (problem || scopes.length === 0) return;
        onCreate({
          name: name.trim() || undefined,
          scopes: API_SCOPES.filter((scope) => scopes.includes(scope)),
          expiresIn: lifetime === NEVER ? null : Number(lifetime) * 86_400,
        });
        setName("");
      }}
    >
      <PlainStack gap="sm">
        <TextInput
          label={m.keys_new_name_label()}
          description={m.keys_new_name_description()}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problem}
          maxLength={64}
        />
        <Checkbox.Group
          label={m.keys_new_scopes_label()}
          description={m.keys_new_scopes_description()}
          value={scopes}
          onChange={setScopes}
        >
          <PlainStack gap="xs">
            {GROUPS.map((group) => (
              <PlainGroup key={group.resource} gap="md">
                <span style={{ minWidth: "8rem" }}>{GROUP_LABELS[group.resource]?.()}</span>
                {group.scopes.map((scope) => (
                  <Checkbox
                    key={scope}
                    value={scope}
                    disabled={!granted.includes(scope)}
                    label={ACTION_LABELS[scope.split(":")[1] as string]?.()}
                    aria-label={`${GROUP_LABELS[group.resource]?.()}: ${ACTION_LABELS[scope.split(":")[1] as string]?.()}`}
                  />
                ))}
              </PlainGroup>
            ))}
          </PlainStack>
        </Checkbox.Group>
        <NativeSelect
          label={m.keys_new_expiry_label()}
          value={lifetime}
          onChange={(event) => setLifetime(event.currentTarget.value)}
          data={[
            ...lifetimes.map((days) => ({
              value: String(days),
              label: m.keys_expiry_in_days({ days: f.number(days) }),
            })),
            ...(maxLifetimeDays === null ? [{ value: NEVER, label: m.keys_expiry_never() }] : []),
          ]}
        />
        <PlainGroup>
          <Button
            type="submit"
            loading={creating}
            disabled={scopes.length === 0}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            {m.keys_create()}
          </Button>
        </PlainGroup>
      </PlainStack>
    </form>
  );
}
