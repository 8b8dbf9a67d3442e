import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { ADMIN_PAGE_SIZE } from "~/lib/admin";
import { WEBHOOK_STATES } from "~/lib/admin-billing";
import { SUBSCRIPTION_STATUSES } from "~/lib/subscription-status";
import { getRuntime } from "~/server/app/runtime.server";
import { recordId } from "~/server/billing/requests";
import { refuse } from "~/server/http/function-errors.server";
import { listAllSubscriptions, listInbox } from "./billing-lists.server";
import { billingOverview } from "./billing-overview.server";
import { adminOnly } from "./guard.functions";
import { findReconcileRun, recentReconcileRuns, startReconcileRun } from "./reconcile-runs.server";
import { replayAsAdmin } from "./webhook-replay.server";

// The console's billing (ADR 037). Every function runs `adminOnly` (requireAdmin) first, before
// its input is read: anyone but an admin in a session of their own gets the 404 of a function
// that does not exist.

/** A page of a console list: from 1, ADMIN_PAGE_SIZE rows unless asked for 1–100. */
const pageFields = {
  page: z.number().int().min(1).max(100_000).optional(),
  pageSize: z.number().int().min(1).max(100).optional(),
};

function pageOf(data: { page?: number; pageSize?: number }) {
  return { page: data.page ?? 1, pageSize: data.pageSize ?? ADMIN_PAGE_SIZE };
}

/** The first screen's numbers: users, subscriptions and revenue, sign-ins, API calls, webhooks. */
export const getBillingOverview = createServerFn({ method: "GET" })
  .middleware([adminOnly])
  .handler(async () => {
    const { database } = await getRuntime();
    return billingOverview(database.db);
  });

/** Every workspace's subscriptions, newest first, by status and plan. */
export const listConsoleSubscriptions = createServerFn({ method: "GET" })
  .middleware([adminOnly])
  .validator(
    z.strictObject({
      ...pageFields,
      status: z.enum(SUBSCRIPTION_STATUSES).optional(),
      plan: recordId.optional(),
    }),
  )
  .handler(async ({ data }) => {
    const { database } = await getRuntime();
    return listAllSubscriptions(database.db, {
      ...pageOf(data),
      status: data.status,
      planId: data.plan,
    });
  });

/** The webhook inbox, newest first, by state. */
export const listWebhookInbox = createServerFn({ method: "GET" })
  .middleware([adminOnly])
  .validator(z.strictObject({ ...pageFields, state: z.enum(WEBHOOK_STATES).optional() }))
  .handler(async ({ data }) => {
    const { database } = await getRuntime();
    return listInbox(database.db, { ...pageOf(data), state: data.state });
  });

/** Applies a failed or ignored event's stored payload again, as a delivery would; audited. */
export const replayWebhookEvent = createServerFn({ method: "POST" })
  .middleware([adminOnly])
  .validator(z.strictObject({ eventId: recordId }))
  .handler(async ({ context, data }) => {
    const { billing } = await getRuntime();
    const result = await replayAsAdmin(billing, context.admin, data.eventId);
    if (result.kind === "not-found") refuse("EVENT_NOT_FOUND", words(m.error_admin_no_event, {}));
    if (result.kind === "not-replayable") {
      refuse(
        "EVENT_NOT_REPLAYABLE",
        words(m.error_admin_event_not_replayable, { state: result.state }),
      );
    }
    return { state: result.state, error: result.error };
  });

const reconcileTarget = z.discriminatedUnion("scope", [
  z.strictObject({ scope: z.literal("everyone") }),
  z.strictObject({
    scope: z.literal("customer"),
    owner: z.strictObject({ kind: z.enum(["user", "organization"]), id: recordId }),
  }),
]);

/**
 * "Reconcile now": re-reads one customer's subscriptions from Polar, or every open one's, after
 * the response; the response is the run, whose progress getReconcileRun reads. Audited.
 */
export const startReconcile = createServerFn({ method: "POST" })
  .middleware([adminOnly])
  .validator(z.strictObject({ target: reconcileTarget }))
  .handler(async ({ context, data }) => {
    const { billing, background } = await getRuntime();
    const result = await startReconcileRun({ billing, background }, context.admin, data.target);
    if (result.kind === "no-such-customer")
      refuse("CUSTOMER_NOT_FOUND", words(m.error_admin_no_customer, {}));
    return { run: result.run, started: result.started };
  });

/** One run's progress, from whichever instance the request reaches. */
export const getReconcileRun = createServerFn({ method: "GET" })
  .middleware([adminOnly])
  .validator(z.strictObject({ runId: recordId }))
  .handler(async ({ data }) => {
    const { database } = await getRuntime();
    const run = await findReconcileRun(database.db, data.runId);
    if (!run) refuse("RECONCILIATION_NOT_FOUND", words(m.error_admin_no_reconciliation, {}));
    return run;
  });

/** The newest runs, so a page opened later shows one still going. */
export const listReconcileRuns = createServerFn({ method: "GET" })
  .middleware([adminOnly])
  .handler(async () => {
    const { database } = await getRuntime();
    return recentReconcileRuns(database.db);
  });
