import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "~/lib/query-keys";
import {
  getApiKeyPlan,
  getApiKeyUsage,
  getUserApiKeys,
} from "~/server/api-keys/api-keys.functions";

/** The user's API keys: prefix, last characters and dates, never the key itself. */
export const apiKeysQuery = queryOptions({
  queryKey: queryKeys.apiKeys.list,
  queryFn: () => getUserApiKeys(),
});

/** Calls per UTC day with the user's keys over the last 30 days, oldest first. */
export const apiKeyUsageQuery = queryOptions({
  queryKey: queryKeys.apiKeys.usage,
  queryFn: () => getApiKeyUsage(),
});

/** What the workspace's plan allows of keys and usage history, with the sentences naming more. */
export const apiKeyPlanQuery = queryOptions({
  queryKey: queryKeys.apiKeys.plan,
  queryFn: () => getApiKeyPlan(),
});
