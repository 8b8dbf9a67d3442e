import { Badge, Button, Code, SimpleGrid, TextInput } from "@mantine/core";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useState } from "react";
import { KEY_REFUSAL, mayManageKey } from "~/features/organizations/access";
import { workspacesQuery } from "~/features/organizations/queries";
import { formatDateTime } from "~/lib/dates";
import { queryKeys } from "~/lib/query-keys";
import { apiKeyNameProblem } from "~/lib/validation";
import {
  createUserApiKey,
  regenerateUserApiKey,
  revokeUserApiKey,
} from "~/server/api-keys/api-keys.functions";
import type { ApiKeySummary } from "~/server/api-keys/api-keys.server";
import { askToConfirm } from "~/ui/confirm";
import { Detail } from "~/ui/Detail";
import { DangerButton } from "~/ui/danger";
import {
  PlainCard,
  PlainGroup,
  PlainStack,
  PlainText,
  PlainTitle,
  TextLink,
} from "~/ui/fast/plain";
import { showToast } from "~/ui/toast";
import { keyStatus, maskedKey } from "./format";
import type { RevealedKey } from "./NewKeyModal";
import { apiKeyPlanQuery, apiKeysQuery } from "./queries";

const CREATED_TOAST = {
  title: "API Key Created",
  message: "Make sure to save your API key - you won't see it again!",
};
const REGENERATED_TOAST = {
  title: "API Key Regenerated",
  message: "Make sure to save your new API key - you won't see it again!",
};
const CREATE_FAILED = "Failed to create API key";
const REGENERATE_FAILED = "Failed to regenerate API key";
const REVOKE_FAILED = "Failed to revoke API key";

// The key's modal shows only after "Create API key" or "Regenerate": Mantine's modal with its
// scroll area, focus trap and scroll lock (about 26 kB) is fetched when one of them is pointed
// at, focused or asked, rather than with the page. The key is made only once the modal is
// there: it is shown once, and a modal that failed to load would lose it.
const loadNewKeyModal = () => import("./NewKeyModal");
const NewKeyModal = lazy(() =>
  loadNewKeyModal().then((module) => ({ default: module.NewKeyModal })),
);

const STATUS_COLORS = { Active: "pine", Expired: "ember", Disabled: "slate" } as const;

/**
 * The active workspace's API key (the user's personal one, or the organization's): see its
 * state; create and regenerate it where the caller's role allows. The full key lives only in
 * this component's state while the modal shows it; it is never put in the query cache.
 */
export function ApiKeyCard() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data: keys } = useSuspenseQuery(apiKeysQuery);
  const { data: plan } = useQuery(apiKeyPlanQuery);
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const { active } = workspaces;
  const manages = mayManageKey(active);
  const [pending, setPending] = useState<"create" | "regenerate" | "revoke" | null>(null);
  const [revealed, setRevealed] = useState<RevealedKey | null>(null);
  // The key's dialog is mounted from its first use on, so that it can play its closing
  // transition afterwards.
  const [keyShown, setKeyShown] = useState(false);
  const key = keys[0];

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.list }),
      queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.usage }),
      queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.plan }),
    ]);

  // Plain calls rather than useMutation: a mutation would keep the full key in the mutation cache.
  const create = async (name?: string) => {
    setPending("create");
    try {
      await loadNewKeyModal();
      const created = await createUserApiKey(name ? { data: { name } } : undefined);
      setRevealed({ key: created.key, regenerated: false });
      setKeyShown(true);
      showToast({ color: "pine", ...CREATED_TOAST });
    } catch (error) {
      // A plan's error says which plan allows more; any other failure is the spec's sentence.
      const planLimit = error instanceof Error && /plan allows/.test(error.message);
      showToast(
        planLimit
          ? { color: "red", title: CREATE_FAILED, message: (error as Error).message }
          : { color: "red", message: CREATE_FAILED },
      );
    } finally {
      setPending(null);
      await refresh();
    }
  };

  const regenerate = async (keyId: string) => {
    setPending("regenerate");
    try {
      await loadNewKeyModal();
      const created = await regenerateUserApiKey({ data: { keyId } });
      setRevealed({ key: created.key, regenerated: true });
      setKeyShown(true);
      showToast({ color: "pine", ...REGENERATED_TOAST });
    } catch {
      showToast({ color: "red", message: REGENERATE_FAILED });
    } finally {
      setPending(null);
      await refresh();
    }
  };

  const revoke = async (keyId: string) => {
    setPending("revoke");
    try {
      await revokeUserApiKey({ data: { keyId } });
      showToast({ color: "pine", message: "API key revoked" });
    } catch {
      showToast({ color: "red", message: REVOKE_FAILED });
    } finally {
      setPending(null);
      await refresh();
    }
  };

  const confirmRegenerate = (keyId: string) => {
    void loadNewKeyModal().catch(() => {});
    void askToConfirm({
      title: "Regenerate your API key?",
      body: (
        <PlainText size="sm">
          A new key replaces the current one. The current key stops working at once: anything that
          still uses it will get 401 answers until you give it the new key.
        </PlainText>
      ),
      confirmLabel: "Regenerate",
      onConfirm: () => void regenerate(keyId),
    });
  };

  const confirmRevoke = (apiKey: ApiKeySummary) => {
    void askToConfirm({
      title: `Revoke ${apiKey.name ?? "this API key"}?`,
      body: (
        <PlainText size="sm">
          The key stops working at once: anything that still uses it will get 401 answers. This
          cannot be undone.
        </PlainText>
      ),
      confirmLabel: "Revoke",
      onConfirm: () => void revoke(apiKey.id),
    });
  };

  const modal = keyShown && (
    <Suspense fallback={null}>
      <NewKeyModal revealed={revealed} onClose={() => setRevealed(null)} />
    </Suspense>
  );

  // Several keys once the plan allows more than one or a downgrade left more (ADR 055); the
  // free plan's single key keeps the spec's screen.
  if (plan && (plan.maxKeys > 1 || keys.length > 1)) {
    return (
      <PlainCard padding="lg" component="section" aria-labelledby={headingId}>
        <PlainStack gap="md">
          <div>
            <PlainTitle order={2} size="h4" id={headingId}>
              API keys
            </PlainTitle>
            <PlainText size="sm" c="dimmed">
              {active.kind === "organization"
                ? `${active.organization.name}'s keys for the REST API: calls made with them act for the organization.`
                : "Your personal keys for the REST API."}{" "}
              {`${keys.length} of ${plan.maxKeys} in the ${plan.plan} plan.`}{" "}
              <TextLink to="/api-docs" size="sm">
                API documentation
              </TextLink>
            </PlainText>
          </div>
          {keys.length > 0 && (
            <KeyTable
              keys={keys}
              manages={manages}
              busy={pending !== null}
              onRegenerate={confirmRegenerate}
              onRevoke={confirmRevoke}
            />
          )}
          {keys.length > plan.maxKeys && (
            <PlainText size="sm">
              {`You have more keys than the ${plan.plan} plan allows: they keep working, and no new one can be made until there are fewer than ${plan.maxKeys}.`}
            </PlainText>
          )}
          {!manages ? (
            <PlainText size="sm">{KEY_REFUSAL}</PlainText>
          ) : keys.length < plan.maxKeys ? (
            <NewKeyForm creating={pending === "create"} onCreate={(name) => void create(name)} />
          ) : (
            <PlainText size="sm">
              {plan.keysSentence}{" "}
              <TextLink to="/subscriptions" size="sm">
                See the plans
              </TextLink>
            </PlainText>
          )}
        </PlainStack>
        {modal}
      </PlainCard>
    );
  }

  return (
    <PlainCard padding="lg" component="section" aria-labelledby={headingId}>
      <PlainStack gap="md">
        <PlainGroup justify="space-between" align="flex-start">
          <div>
            <PlainTitle order={2} size="h4" id={headingId}>
              API key
            </PlainTitle>
            <PlainText size="sm" c="dimmed">
              {active.kind === "organization"
                ? `${active.organization.name}'s key for the REST API: calls made with it act for the organization.`
                : "Your personal key for the REST API."}{" "}
              <TextLink to="/api-docs" size="sm">
                API documentation
              </TextLink>
            </PlainText>
          </div>
          {key && (
            <Badge color={STATUS_COLORS[keyStatus(key)]} variant="light">
              {keyStatus(key)}
            </Badge>
          )}
        </PlainGroup>
        {key ? (
          <KeyDetails
            apiKey={key}
            regenerating={pending === "regenerate"}
            onRegenerate={manages ? () => confirmRegenerate(key.id) : undefined}
          />
        ) : !manages ? (
          <PlainText size="sm">The organization has no API key yet. {KEY_REFUSAL}</PlainText>
        ) : (
          <PlainStack gap="sm" align="flex-start">
            <PlainText size="sm">
              You have no API key yet. Create one to call the REST API from your own scripts and
              services: send it as <Code>Authorization: Bearer &lt;key&gt;</Code>. The key is shown
              once, right after you create it.
            </PlainText>
            <Button
              onClick={() => void create()}
              onPointerEnter={() => void loadNewKeyModal().catch(() => {})}
              onFocus={() => void loadNewKeyModal().catch(() => {})}
              loading={pending === "create"}
            >
              Create API key
            </Button>
          </PlainStack>
        )}
      </PlainStack>
      {modal}
    </PlainCard>
  );
}

function KeyDetails({
  apiKey,
  regenerating,
  onRegenerate,
}: {
  apiKey: ApiKeySummary;
  regenerating: boolean;
  /** Left out for those who may only see the key. */
  onRegenerate: (() => void) | undefined;
}) {
  return (
    <PlainStack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Detail label="Key">
          <Code aria-label="API key (shortened)">{maskedKey(apiKey)}</Code>
        </Detail>
        <Detail label="Created">{formatDateTime(apiKey.createdAt)}</Detail>
        <Detail label="Last used">
          {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : "Never"}
        </Detail>
        <Detail label="Expires">
          {apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : "Never expires"}
        </Detail>
      </SimpleGrid>
      {onRegenerate ? (
        <PlainGroup>
          <DangerButton onClick={onRegenerate} loading={regenerating}>
            Regenerate
          </DangerButton>
        </PlainGroup>
      ) : (
        <PlainText size="sm">{KEY_REFUSAL}</PlainText>
      )}
    </PlainStack>
  );
}

/** Every key of the workspace: its name, its ends, when it was made and last used. */
function KeyTable({
  keys,
  manages,
  busy,
  onRegenerate,
  onRevoke,
}: {
  keys: ApiKeySummary[];
  manages: boolean;
  busy: boolean;
  onRegenerate: (keyId: string) => void;
  onRevoke: (apiKey: ApiKeySummary) => void;
}) {
  return (
    <ul style={{ listStyle: "none", margin: 0, padding: 0 }} aria-label="API keys">
      {keys.map((apiKey) => (
        <li
          key={apiKey.id}
          style={{
            borderTop: "1px solid var(--mantine-color-default-border)",
            padding: "var(--mantine-spacing-sm) 0",
          }}
        >
          <PlainStack gap="xs">
            <PlainGroup justify="space-between" align="center">
              <PlainText fw={600}>{apiKey.name ?? "API key"}</PlainText>
              <Badge color={STATUS_COLORS[keyStatus(apiKey)]} variant="light">
                {keyStatus(apiKey)}
              </Badge>
            </PlainGroup>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Detail label="Key">
                <Code aria-label={`${apiKey.name ?? "API key"} (shortened)`}>
                  {maskedKey(apiKey)}
                </Code>
              </Detail>
              <Detail label="Created">{formatDateTime(apiKey.createdAt)}</Detail>
              <Detail label="Last used">
                {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : "Never"}
              </Detail>
            </SimpleGrid>
            {manages && (
              <PlainGroup>
                <Button
                  variant="default"
                  size="xs"
                  disabled={busy}
                  onClick={() => onRegenerate(apiKey.id)}
                  aria-label={`Regenerate ${apiKey.name ?? "API key"}`}
                >
                  Regenerate
                </Button>
                <DangerButton
                  size="xs"
                  disabled={busy}
                  onClick={() => onRevoke(apiKey)}
                  aria-label={`Revoke ${apiKey.name ?? "API key"}`}
                >
                  Revoke
                </DangerButton>
              </PlainGroup>
            )}
          </PlainStack>
        </li>
      ))}
    </ul>
  );
}

/** A named new key: the name tells keys apart in the list. */
function NewKeyForm({
  creating,
  onCreate,
}: {
  creating: boolean;
  onCreate: (name: string | undefined) => void;
}) {
  const [name, setName] = useState("");
  const problem = name.trim() === "" ? null : apiKeyNameProblem(name.trim());
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (problem) return;
        onCreate(name.trim() || undefined);
        setName("");
      }}
    >
      <PlainGroup align="flex-start">
        <TextInput
          label="Name of the new key"
          description="For example the service that will use it"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problem}
          maxLength={64}
        />
        <Button
          type="submit"
          loading={creating}
          onPointerEnter={() => void loadNewKeyModal().catch(() => {})}
          onFocus={() => void loadNewKeyModal().catch(() => {})}
        >
          Create API key
        </Button>
      </PlainGroup>
    </form>
  );
}
