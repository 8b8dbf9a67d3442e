import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "~/i18n/locale";
import { queryKeys } from "~/lib/query-keys";
import {
  getApiKeyPlan,
  getApiKeyUsage,
  getUserApiKeys,
} from "~/server/api-keys/api-keys.functions";
import { getPeriodUsage } from "~/server/billing/metering.functions";
import { getConnectedAgents } from "~/server/mcp/agents.functions";

/** The user's API keys: prefix, last characters and dates, never the key itself. */
export const apiKeysQuery = queryOptions({
  queryKey: queryKeys.apiKeys.list,
  queryFn: () => getUserApiKeys(),
});

/** The AI agents that connected to /mcp with the workspace's keys, the latest first. */
export const connectedAgentsQuery = queryOptions({
  queryKey: queryKeys.apiKeys.agents,
  queryFn: () => getConnectedAgents(),
});

export type ConnectedAgent = Awaited<ReturnType<typeof getConnectedAgents>>[number];

/** Calls per UTC day with the user's keys over the last 30 days, oldest first. */
export const apiKeyUsageQuery = queryOptions({
  queryKey: queryKeys.apiKeys.usage,
  queryFn: () => getApiKeyUsage(),
});

/** This billing period's calls against what the plan includes, reconciled with Polar's meter. */
export const periodUsageQuery = queryOptions({
  queryKey: queryKeys.apiKeys.period,
  queryFn: () => getPeriodUsage(),
});

/**
 * What the workspace's plan allows of keys and usage history, with the sentences naming more:
 * written by the server in the page's language, so asked again in another one.
 */
export const apiKeyPlanQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...queryKeys.apiKeys.plan, locale],
    queryFn: () => getApiKeyPlan(),
  });
