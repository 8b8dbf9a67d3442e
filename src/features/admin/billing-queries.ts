import { queryOptions } from "@tanstack/react-query";
import { RECONCILE_POLL_MS, type WebhookState } from "~/lib/admin-billing";
import { queryKeys } from "~/lib/query-keys";
import type { SubscriptionStatus } from "~/lib/subscription-status";
import {
  getBillingOverview,
  getReconcileRun,
  listConsoleSubscriptions,
  listReconcileRuns,
  listWebhookInbox,
} from "~/server/admin/billing.functions";

// The console's billing reads (ADR 037); the pages' filters are their addresses' search.

export const billingOverviewQuery = queryOptions({
  queryKey: queryKeys.adminBilling.overview,
  queryFn: () => getBillingOverview(),
});

export interface SubscriptionFilters {
  page?: number;
  status?: SubscriptionStatus;
  plan?: string;
}

export function consoleSubscriptionsQuery(filters: SubscriptionFilters) {
  return queryOptions({
    queryKey: queryKeys.adminBilling.subscriptions(filters),
    queryFn: () => listConsoleSubscriptions({ data: filters }),
  });
}

export interface WebhookFilters {
  page?: number;
  state?: WebhookState;
}

export function webhookInboxQuery(filters: WebhookFilters) {
  return queryOptions({
    queryKey: queryKeys.adminBilling.webhooks(filters),
    queryFn: () => listWebhookInbox({ data: filters }),
  });
}

/** The newest reconciliations; asked again while one of them is running. */
export const reconcileRunsQuery = queryOptions({
  queryKey: queryKeys.adminBilling.reconcileRuns,
  queryFn: () => listReconcileRuns(),
  refetchInterval: (query) =>
    query.state.data?.some((run) => run.status === "running") ? RECONCILE_POLL_MS : false,
});

/** One reconciliation's progress; asked again until it is over. */
export function reconcileRunQuery(runId: string) {
  return queryOptions({
    queryKey: queryKeys.adminBilling.reconcileRun(runId),
    queryFn: () => getReconcileRun({ data: { runId } }),
    refetchInterval: (query) =>
      query.state.data?.status === "running" ? RECONCILE_POLL_MS : false,
  });
}
