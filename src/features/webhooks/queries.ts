import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "~/lib/query-keys";
import { getWebhookDeliveries, getWebhookEndpoints } from "~/server/webhooks/webhooks.functions";

/** The workspace's webhook endpoints, never their secrets. */
export const webhookEndpointsQuery = queryOptions({
  queryKey: queryKeys.webhooks.list,
  queryFn: () => getWebhookEndpoints(),
});

/**
 * An endpoint's latest deliveries, asked again every two seconds while one is still pending:
 * the worker sends within seconds, and the log should say how it went without a reload.
 */
export const webhookDeliveriesQuery = (endpointId: string) =>
  queryOptions({
    queryKey: queryKeys.webhooks.deliveries(endpointId),
    queryFn: () => getWebhookDeliveries({ data: { endpointId } }),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === "pending") ? 2_000 : false,
  });

export type WebhookEndpoint = Awaited<ReturnType<typeof getWebhookEndpoints>>[number];
export type WebhookDelivery = Awaited<ReturnType<typeof getWebhookDeliveries>>[number];
