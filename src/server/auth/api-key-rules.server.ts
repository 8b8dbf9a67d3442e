import { apiKey } from "@better-auth/api-key";
import { getSessionFromCtx } from "better-auth/api";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { scopesOfRecord } from "~/lib/api-scopes";
import { AppError } from "~/lib/app-error";
import { type EventOrigin, originOf } from "~/server/account/activity.server";
import { API_KEY_PREFIX, KEY_CONFIG, type KeyOptions } from "~/server/api-keys/api-keys.server";
import { authRefusal } from "./auth-errors.server";
import { refusal } from "./call-language.server";
import { keyCreateBody } from "./endpoint-fields.server";
import type { HookContext } from "./hook-context.server";
import { rulePlugin } from "./rule-plugin.server";

// Better Auth's api-key endpoints held to the product's key rules (ADR 009): the rules themselves
// live in src/server/api-keys, and the screens' server functions call the same ones.

/** What the /api-key/create and /api-key/delete endpoints need of the product's key rules. */
export interface ApiKeyEndpoints {
  /** A personal key, made exactly as the screens make it; refuses one beyond the plan's count. */
  create(
    userId: string,
    origin: EventOrigin,
    options: KeyOptions,
  ): Promise<Record<string, unknown>>;
  /** Forgets a deleted key at once (the REST API's cache, the dashboard's). */
  deleted(keyId: string, userId: string | undefined): void;
}

/** What every API key configuration shares (the plugin's view of the product's keys). */
const API_KEY_OPTIONS = {
  defaultPrefix: API_KEY_PREFIX,
  startingCharactersConfig: {
    shouldStore: true,
    charactersLength: API_KEY_PREFIX.length + 4,
  },
  // The plugin's stock per-key limit (10 requests a day) suits no API; limits belong to the
  // REST API's own verification path, which does not go through the plugin.
  rateLimit: { enabled: false },
};

/**
 * One configuration per kind of key owner, so the plugin reads the product's rows right:
 * "default" keys belong to a user, "organization" keys to an organization (api-keys.server
 * makes both). Its endpoints stay the personal key's: /api-key/create is the product's own
 * (createKeyAtEndpoint), and /api-key/delete, with no configId in its body, finds only "default"
 * keys, so an organization's key is not found there.
 */
export function apiKeyPlugin() {
  return apiKey([
    { configId: KEY_CONFIG.user, ...API_KEY_OPTIONS },
    { configId: KEY_CONFIG.organization, references: "organization", ...API_KEY_OPTIONS },
  ]);
}

/** The Better Auth status of each code a key rule refuses with. */
const BETTER_AUTH_STATUS = {
  400: "BAD_REQUEST",
  402: "PAYMENT_REQUIRED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
} as const;

/**
 * POST /api-key/create: a personal key, made by the product's own rule (the screens' server
 * function calls the same) within the plan's count, in the plugin's response shape.
 */
async function createKeyAtEndpoint(ctx: HookContext, apiKeys: ApiKeyEndpoints) {
  const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
  if (!session) {
    throw await authRefusal("UNAUTHORIZED", words(m.error_sign_in_first, {}));
  }
  try {
    // The endpoint table checked the body already; parsed again for its trimmed, typed values.
    const { name, permissions, expiresIn } = keyCreateBody.parse(ctx.body ?? {});
    const read = permissions ? scopesOfRecord(permissions) : undefined;
    const scopes = read && "scopes" in read ? read.scopes : undefined;
    const options = { name, scopes, expiresIn };
    return ctx.json(await apiKeys.create(session.user.id, originOf(ctx.request?.headers), options));
  } catch (error) {
    if (error instanceof AppError && error.status in BETTER_AUTH_STATUS) {
      const status = BETTER_AUTH_STATUS[error.status as keyof typeof BETTER_AUTH_STATUS];
      throw await refusal(status, { code: error.code, message: error.words });
    }
    throw error;
  }
}

/** After POST /api-key/delete: the key is forgotten at once. */
function forgetDeletedKey(ctx: HookContext, apiKeys: ApiKeyEndpoints): void {
  const keyId = (ctx.body as { keyId?: unknown } | undefined)?.keyId;
  if (typeof keyId === "string") apiKeys.deleted(keyId, ctx.context.session?.user.id);
}

/** The product's key rules behind the plugin's create endpoint, and a deleted key forgotten. */
export function apiKeyRules(apiKeys: ApiKeyEndpoints) {
  return rulePlugin({
    id: "api-keys",
    before: {
      "/api-key/create": function createKey(ctx) {
        return createKeyAtEndpoint(ctx, apiKeys);
      },
    },
    after: {
      "/api-key/delete": function forgetKey(ctx) {
        forgetDeletedKey(ctx, apiKeys);
      },
    },
  });
}
