import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import {
  MAX_KEY_LIFETIME,
  MIN_KEY_LIFETIME,
  ROLL_OVERLAPS,
  type RollOverlap,
} from "~/lib/api-key-options";
import { API_SCOPES } from "~/lib/api-scopes";
import { apiKeyNameProblem } from "~/lib/validation";
import { requestOrigin } from "~/server/account/request-origin.server";
import { getRuntime, type Runtime } from "~/server/app/runtime.server";
import { authenticated } from "~/server/auth/session.functions";
import { refuseWhileImpersonating } from "~/server/auth/session.server";
import {
  entitlementsOf,
  featureSentence,
  limitSentence,
} from "~/server/billing/entitlements.server";
import { prepareRequestLocale } from "~/server/i18n/request-locale.server";
import { resolveWorkspace, type Workspace } from "~/server/workspaces/workspace.server";
import {
  createKey,
  defaultKeyName,
  regenerateKey,
  revokeKey,
  rollKey,
  workspaceKeys,
  workspaceUsage,
} from "./api-keys.server";

// The key of the workspace the session works in: the user's personal key, or the active
// organization's, under the caller's role there (api-keys.server.ts checks it).

/** Runs `work` in the caller's workspace; a key error (an AppError) answers with its code. */
async function inWorkspace<T>(
  session: Parameters<typeof resolveWorkspace>[1],
  work: (runtime: Runtime, workspace: Workspace) => Promise<T>,
): Promise<T> {
  const runtime = await getRuntime();
  return work(runtime, await resolveWorkspace(runtime.database.db, session));
}

/** The workspace's API key, without the key itself (query key ["apiKeys","list"]). */
export const getUserApiKeys = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => inWorkspace(context.session, workspaceKeys));

/** A key's name as a person types it: trimmed, 1 to 64 characters. */
const keyName = z
  .string()
  .max(1000)
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const problem = apiKeyNameProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A new key's scopes: one or more of the catalogue, each once (ADR 084). */
const keyScopes = z
  .array(z.enum(API_SCOPES))
  .min(1)
  .max(API_SCOPES.length)
  .transform((scopes) => [...new Set(scopes)]);

/**
 * Creates a key of the workspace (the spec's call sends no payload): named, scoped and ending as
 * asked, each part defaulted (ADR 084), within the plan's count; the response holds the full key,
 * shown once. An admin acting as the user gets no key (ADR 036).
 */
export const createUserApiKey = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(
    z
      .strictObject({
        name: keyName.optional(),
        scopes: keyScopes.optional(),
        expiresIn: z
          .number()
          .int()
          .min(MIN_KEY_LIFETIME)
          .max(MAX_KEY_LIFETIME)
          .nullable()
          .optional(),
      })
      .optional(),
  )
  .handler(async ({ context, data }) => {
    refuseWhileImpersonating(context.session);
    const locale = await prepareRequestLocale();
    return inWorkspace(context.session, (runtime, workspace) =>
      createKey(runtime, workspace, requestOrigin(runtime), {
        name: data?.name ?? defaultKeyName(workspace.owner.kind, locale),
        scopes: data?.scopes,
        expiresIn: data?.expiresIn,
      }),
    );
  });

/**
 * Rolls the workspace's key `keyId`: a new key, shown once, while the old one keeps working for
 * `overlap` (none, 1h, 24h or 7d). Refused while impersonating, like creating one.
 */
export const rollUserApiKey = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(
    z.strictObject({
      keyId: z.string().min(1).max(200),
      overlap: z.enum(Object.keys(ROLL_OVERLAPS) as [RollOverlap, ...RollOverlap[]]),
    }),
  )
  .handler(async ({ context, data }) => {
    refuseWhileImpersonating(context.session);
    return inWorkspace(context.session, (runtime, workspace) =>
      rollKey(runtime, workspace, data.keyId, data.overlap, requestOrigin(runtime)),
    );
  });

/** Deletes the workspace's key `keyId`: it stops working at once. Refused while impersonating. */
export const revokeUserApiKey = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ keyId: z.string().min(1).max(200) }))
  .handler(async ({ context, data }) => {
    refuseWhileImpersonating(context.session);
    return inWorkspace(context.session, (runtime, workspace) =>
      revokeKey(runtime, workspace, data.keyId, requestOrigin(runtime)),
    );
  });

/**
 * What the workspace's plan allows of keys and of their usage history, with the sentences that
 * name the plan allowing more (query key ["apiKeys","plan"]).
 */
export const getApiKeyPlan = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) =>
    inWorkspace(context.session, async (runtime, workspace) => {
      const { plan } = await entitlementsOf(runtime.billing.subscriptions, workspace.owner);
      const usageHistory = plan.entitlements.features.includes("usageHistory");
      const locale = await prepareRequestLocale();
      return {
        plan: plan.name,
        maxKeys: plan.entitlements.apiKeys,
        maxKeyLifetimeDays: plan.entitlements.apiKeyLifetimeDays,
        keysSentence: limitSentence(plan, "apiKeys", locale),
        usageHistory,
        usageHistorySentence: usageHistory ? null : featureSentence(plan, "usageHistory", locale),
      };
    }),
  );

/**
 * Replaces the workspace's key `keyId` with a new one, shown once; the old one stops working.
 * Refused to an admin acting as the user, like creating one.
 */
export const regenerateUserApiKey = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ keyId: z.string().min(1).max(200) }))
  .handler(async ({ context, data }) => {
    refuseWhileImpersonating(context.session);
    return inWorkspace(context.session, (runtime, workspace) =>
      regenerateKey(runtime, workspace, data.keyId, requestOrigin(runtime)),
    );
  });

/**
 * Calls per day with the workspace's keys over the last 30 days: the usage history, refused with
 * 403 FEATURE_NOT_IN_PLAN on a plan without it (ADR 055).
 */
export const getApiKeyUsage = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) =>
    inWorkspace(context.session, async (runtime, workspace) => workspaceUsage(runtime, workspace)),
  );
