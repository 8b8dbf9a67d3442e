import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { authenticated } from "~/server/auth/session.functions";
import { refuse } from "~/server/http/function-errors.server";
import { getRuntime } from "~/server/runtime.server";
import { ApiKeyError, createPersonalKey, regeneratePersonalKey } from "./api-keys.server";

/** Turns a refusal into its HTTP status and message; anything else stays an error. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiKeyError) refuse(error.status, error.message);
    throw error;
  }
}

/** The user's API keys, without the keys themselves (query key ["apiKeys","list"]). */
export const getUserApiKeys = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) =>
    (await getRuntime()).apiKeys.overview.keysOf(context.session.user.id),
  );

/** Creates the personal key; the answer holds the full key, shown once. */
export const createUserApiKey = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .handler(async ({ context }) =>
    answering(async () => createPersonalKey(await getRuntime(), context.session.user.id)),
  );

/** Replaces the user's key `keyId` with a new one, shown once; the old one stops working. */
export const regenerateUserApiKey = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ keyId: z.string().min(1).max(200) }))
  .handler(async ({ context, data }) =>
    answering(async () =>
      regeneratePersonalKey(await getRuntime(), context.session.user.id, data.keyId),
    ),
  );

/** Calls per day with the user's keys over the last 30 days. */
export const getApiKeyUsage = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) =>
    (await getRuntime()).apiKeys.overview.usageOf(context.session.user.id),
  );
