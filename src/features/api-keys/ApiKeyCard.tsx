import { Button, NativeSelect } from "@mantine/core";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useState } from "react";
import { KEY_REFUSAL, mayManageKey } from "~/features/organizations/access";
import { workspacesQuery } from "~/features/organizations/queries";
import { useLocale } from "~/i18n/current-locale";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { withElement } from "~/i18n/with-element";
import { ROLL_OVERLAPS, type RollOverlap } from "~/lib/api-key-options";
import { API_SCOPES, scopesOfRole } from "~/lib/api-scopes";
import { ServerError } from "~/lib/errors";
import { queryKeys } from "~/lib/query-keys";
import {
  createUserApiKey,
  regenerateUserApiKey,
  revokeUserApiKey,
  rollUserApiKey,
} from "~/server/api-keys/api-keys.functions";
import type { ApiKeySummary } from "~/server/api-keys/api-keys.server";
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
  TextLink,
} from "~/ui/fast/plain";
import { PlainBadge, PlainCode, PlainGrid } from "~/ui/fast/plain-content";
import { PlainButton } from "~/ui/fast/plain-controls";
import { showToast } from "~/ui/toast";
import { KEY_STATUS_LABELS, keyStatus, maskedKey } from "./format";
import { type NewKey, NewKeyForm } from "./NewKeyForm";
import type { RevealedKey } from "./NewKeyModal";
import { apiKeyPlanQuery, apiKeysQuery } from "./queries";

// Where the header's name goes in the sentence, shown as code.
const HEADER = "\u0000header\u0000";

// The key's modal shows only after "Create API key" or "Regenerate": Mantine's modal with its
// scroll area, focus trap and scroll lock (about 26 kB) is fetched when one of them is pointed
// at, focused or asked, rather than with the page. The key is made only once the modal is
// there: it is shown once, and a modal that failed to load would lose it.
const loadNewKeyModal = () => import("./NewKeyModal");
const NewKeyModal = lazy(() =>
  loadNewKeyModal().then((module) => ({ default: module.NewKeyModal })),
);

const STATUS_COLORS = { Active: "pine", Expired: "ember", Disabled: "slate" } as const;

const OVERLAP_LABELS: Record<RollOverlap, () => string> = {
  none: m.keys_roll_overlap_none,
  "1h": m.keys_roll_overlap_1h,
  "24h": m.keys_roll_overlap_24h,
  "7d": m.keys_roll_overlap_7d,
};

/**
 * The active workspace's API key (the user's personal one, or the organization's): see its
 * state; create and regenerate it where the caller's role allows. The full key lives only in
 * this component's state while the modal shows it; it is never put in the query cache.
 */
export function ApiKeyCard() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data: keys } = useSuspenseQuery(apiKeysQuery);
  const { data: plan } = useQuery(apiKeyPlanQuery(useLocale()));
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const { active } = workspaces;
  const manages = mayManageKey(active);
  const [pending, setPending] = useState<"create" | "regenerate" | "revoke" | null>(null);
  const granted = active.kind === "personal" ? API_SCOPES : scopesOfRole(active.role);
  const [revealed, setRevealed] = useState<RevealedKey | null>(null);
  // The key's dialog is mounted from its first use on, so that it can play its closing
  // transition afterwards.
  const [keyShown, setKeyShown] = useState(false);
  const key = keys[0];
  const f = useFormat();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.list }),
      queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.usage }),
      queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.plan }),
    ]);

  // Plain calls rather than useMutation: a mutation would keep the full key in the mutation cache.
  const create = async (key?: NewKey) => {
    setPending("create");
    try {
      await loadNewKeyModal();
      const created = await createUserApiKey(key ? { data: key } : undefined);
      setRevealed({ key: created.key, regenerated: false });
      setKeyShown(true);
      showToast({
        color: "pine",
        title: m.keys_created_title(),
        message: m.keys_created_message(),
      });
    } catch (error) {
      // A plan's error says which plan allows more; any other failure is the spec's sentence.
      const planLimit = error instanceof ServerError && error.code === "PLAN_LIMIT_REACHED";
      showToast(
        planLimit
          ? { color: "red", title: m.keys_create_failed(), message: (error as Error).message }
          : { color: "red", message: m.keys_create_failed() },
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
      showToast({
        color: "pine",
        title: m.keys_regenerated_title(),
        message: m.keys_regenerated_message(),
      });
    } catch {
      showToast({ color: "red", message: m.keys_regenerate_failed() });
    } finally {
      setPending(null);
      await refresh();
    }
  };

  const roll = async (keyId: string, overlap: RollOverlap) => {
    setPending("regenerate");
    try {
      await loadNewKeyModal();
      const rolled = await rollUserApiKey({ data: { keyId, overlap } });
      setRevealed({ key: rolled.key, regenerated: true });
      setKeyShown(true);
      showToast(
        rolled.previousExpiresAt
          ? {
              color: "pine",
              title: m.keys_rolled_title(),
              message: m.keys_rolled_message({ end: f.dateTime(rolled.previousExpiresAt) }),
            }
          : {
              color: "pine",
              title: m.keys_regenerated_title(),
              message: m.keys_regenerated_message(),
            },
      );
    } catch {
      showToast({ color: "red", message: m.keys_roll_failed() });
    } finally {
      setPending(null);
      await refresh();
    }
  };

  const confirmRoll = (apiKey: ApiKeySummary) => {
    void loadNewKeyModal().catch(() => {});
    const choice: { overlap: RollOverlap } = { overlap: "24h" };
    const name = apiKey.name ?? m.keys_this_key();
    void askToConfirm({
      title: m.keys_roll_title({ name }),
      body: (
        <PlainStack gap="sm">
          <PlainText size="sm">{m.keys_roll_body()}</PlainText>
          <NativeSelect
            label={m.keys_roll_overlap_label()}
            defaultValue={choice.overlap}
            onChange={(event) => {
              choice.overlap = event.currentTarget.value as RollOverlap;
            }}
            data={(Object.keys(ROLL_OVERLAPS) as RollOverlap[]).map((overlap) => ({
              value: overlap,
              label: OVERLAP_LABELS[overlap](),
            }))}
          />
        </PlainStack>
      ),
      confirmLabel: m.keys_roll(),
      onConfirm: () => void roll(apiKey.id, choice.overlap),
    });
  };

  const revoke = async (keyId: string) => {
    setPending("revoke");
    try {
      await revokeUserApiKey({ data: { keyId } });
      showToast({ color: "pine", message: m.keys_revoked() });
    } catch {
      showToast({ color: "red", message: m.keys_revoke_failed() });
    } finally {
      setPending(null);
      await refresh();
    }
  };

  const confirmRegenerate = (keyId: string) => {
    void loadNewKeyModal().catch(() => {});
    void askToConfirm({
      title: m.keys_regenerate_title(),
      body: <PlainText size="sm">{m.keys_regenerate_body()}</PlainText>,
      confirmLabel: m.keys_regenerate(),
      onConfirm: () => void regenerate(keyId),
    });
  };

  const confirmRevoke = (apiKey: ApiKeySummary) => {
    void askToConfirm({
      title: m.keys_revoke_title({ name: apiKey.name ?? m.keys_this_key() }),
      body: <PlainText size="sm">{m.keys_revoke_body()}</PlainText>,
      confirmLabel: m.keys_revoke(),
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
              {m.keys_heading_many()}
            </PlainTitle>
            <PlainText size="sm" c="dimmed">
              {active.kind === "organization"
                ? m.keys_org_keys({ organization: active.organization.name })
                : m.keys_personal_keys()}{" "}
              {m.keys_count_in_plan({
                count: f.number(keys.length),
                max: f.number(plan.maxKeys),
                plan: plan.plan,
              })}{" "}
              <TextLink to="/api-docs" size="sm">
                {m.keys_api_documentation()}
              </TextLink>
            </PlainText>
          </div>
          {keys.length > 0 && (
            <KeyTable
              keys={keys}
              manages={manages}
              busy={pending !== null}
              onRoll={confirmRoll}
              onRevoke={confirmRevoke}
            />
          )}
          {keys.length > plan.maxKeys && (
            <PlainText size="sm">
              {m.keys_over_plan({ plan: plan.plan, max: f.number(plan.maxKeys) })}
            </PlainText>
          )}
          {!manages ? (
            <PlainText size="sm">{KEY_REFUSAL}</PlainText>
          ) : keys.length < plan.maxKeys ? (
            <NewKeyForm
              creating={pending === "create"}
              granted={granted}
              maxLifetimeDays={plan.maxKeyLifetimeDays}
              onCreate={(key) => void create(key)}
              onIntent={() => void loadNewKeyModal().catch(() => {})}
            />
          ) : (
            <PlainText size="sm">
              {plan.keysSentence}{" "}
              <TextLink to="/subscriptions" size="sm">
                {m.billing_see_the_plans()}
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
              {m.keys_heading()}
            </PlainTitle>
            <PlainText size="sm" c="dimmed">
              {active.kind === "organization"
                ? m.keys_org_key({ organization: active.organization.name })
                : m.keys_personal_key()}{" "}
              <TextLink to="/api-docs" size="sm">
                {m.keys_api_documentation()}
              </TextLink>
            </PlainText>
          </div>
          {key && (
            <PlainBadge color={STATUS_COLORS[keyStatus(key)]}>
              {KEY_STATUS_LABELS[keyStatus(key)]()}
            </PlainBadge>
          )}
        </PlainGroup>
        {key ? (
          <KeyDetails
            apiKey={key}
            regenerating={pending === "regenerate"}
            onRegenerate={manages ? () => confirmRegenerate(key.id) : undefined}
          />
        ) : !manages ? (
          <PlainText size="sm">
            {m.keys_org_no_key()} {KEY_REFUSAL}
          </PlainText>
        ) : (
          <PlainStack gap="sm" align="flex-start">
            <PlainText size="sm">
              {withElement(
                m.keys_none_yet({ header: HEADER }),
                HEADER,
                // i18n-exempt: the HTTP header as a client sends it
                <PlainCode>Authorization: Bearer &lt;key&gt;</PlainCode>,
              )}
            </PlainText>
            <PlainButton
              onClick={() => void create()}
              onPointerEnter={() => void loadNewKeyModal().catch(() => {})}
              onFocus={() => void loadNewKeyModal().catch(() => {})}
              loading={pending === "create"}
            >
              {m.keys_create()}
            </PlainButton>
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
  const f = useFormat();
  return (
    <PlainStack gap="md">
      <PlainGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Detail label={m.keys_label_key()}>
          <PlainCode aria-label={m.keys_shortened({ name: m.keys_heading() })}>
            {maskedKey(apiKey)}
          </PlainCode>
        </Detail>
        <Detail label={m.keys_label_created()}>{f.dateTime(apiKey.createdAt)}</Detail>
        <Detail label={m.keys_label_last_used()}>
          {apiKey.lastUsedAt ? f.dateTime(apiKey.lastUsedAt) : m.keys_never()}
        </Detail>
        <Detail label={m.keys_label_expires()}>
          {apiKey.expiresAt ? f.dateTime(apiKey.expiresAt) : m.keys_never_expires()}
        </Detail>
      </PlainGrid>
      {onRegenerate ? (
        <PlainGroup>
          <DangerButton onClick={onRegenerate} loading={regenerating}>
            {m.keys_regenerate()}
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
  onRoll,
  onRevoke,
}: {
  keys: ApiKeySummary[];
  manages: boolean;
  busy: boolean;
  onRoll: (apiKey: ApiKeySummary) => void;
  onRevoke: (apiKey: ApiKeySummary) => void;
}) {
  const f = useFormat();
  return (
    <PlainRows aria-label={m.keys_heading_many()}>
      {keys.map((apiKey) => {
        const name = apiKey.name ?? m.keys_heading();
        return (
          <PlainRow key={apiKey.id}>
            <PlainStack gap="xs">
              <PlainGroup justify="space-between" align="center">
                <PlainText fw={600}>{name}</PlainText>
                <PlainBadge color={STATUS_COLORS[keyStatus(apiKey)]}>
                  {KEY_STATUS_LABELS[keyStatus(apiKey)]()}
                </PlainBadge>
              </PlainGroup>
              <PlainGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <Detail label={m.keys_label_key()}>
                  <PlainCode aria-label={m.keys_shortened({ name })}>{maskedKey(apiKey)}</PlainCode>
                </Detail>
                <Detail label={m.keys_label_created()}>{f.dateTime(apiKey.createdAt)}</Detail>
                <Detail label={m.keys_label_last_used()}>
                  {apiKey.lastUsedAt ? f.dateTime(apiKey.lastUsedAt) : m.keys_never()}
                </Detail>
                <Detail label={m.keys_label_expires()}>
                  {apiKey.expiresAt ? f.dateTime(apiKey.expiresAt) : m.keys_never_expires()}
                </Detail>
                <Detail label={m.keys_label_scopes()}>
                  <CodeList values={apiKey.scopes} />
                </Detail>
                {apiKey.createdBy && (
                  <Detail label={m.keys_label_created_by()}>{apiKey.createdBy.name}</Detail>
                )}
              </PlainGrid>
              {manages && (
                <PlainGroup>
                  <Button
                    variant="default"
                    size="xs"
                    disabled={busy || keyStatus(apiKey) !== "Active"}
                    onClick={() => onRoll(apiKey)}
                    aria-label={m.keys_roll_named({ name })}
                  >
                    {m.keys_roll()}
                  </Button>
                  <DangerButton
                    size="xs"
                    disabled={busy}
                    onClick={() => onRevoke(apiKey)}
                    aria-label={m.keys_revoke_named({ name })}
                  >
                    {m.keys_revoke()}
                  </DangerButton>
                </PlainGroup>
              )}
            </PlainStack>
          </PlainRow>
        );
      })}
    </PlainRows>
  );
}
