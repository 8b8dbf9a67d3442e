import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { requestOrigin } from "~/server/account/request-origin.server";
import { getRuntime } from "~/server/app/runtime.server";
import { authenticated } from "~/server/auth/session.functions";
import { resolveWorkspace } from "~/server/workspaces/workspace.server";
import {
  cancelAs,
  changePlanAs,
  checkoutAs,
  checkoutResultOf,
  portalAs,
  resumeAs,
} from "./actions.server";
import { subscriptionView } from "./billing.server";
import { entitlementsReport } from "./entitlements.server";
import { checkoutRequest, planSlug, recordId } from "./requests";

/** The runtime and what the session acts as: its workspace, from this request's origin. */
async function acting(session: Parameters<typeof resolveWorkspace>[1]) {
  const runtime = await getRuntime();
  const workspace = await resolveWorkspace(runtime.billing.db, session);
  return { runtime, acting: { workspace, origin: requestOrigin(runtime) } };
}

/**
 * The workspace's subscriptions, newest first (query key ["subscriptions","list"]), at most a
 * second old (CurrentSubscriptions); every member sees the plan.
 */
export const getUserSubscriptions = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const { billing } = await getRuntime();
    const workspace = await resolveWorkspace(billing.db, context.session);
    return (await billing.subscriptions.all(workspace.owner)).map(subscriptionView);
  });

/** The workspace's plan, its limits and their use this period (ADR 045); every member sees it. */
export const getEntitlements = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const { billing } = await getRuntime();
    const workspace = await resolveWorkspace(billing.db, context.session);
    return entitlementsReport(billing, workspace.owner);
  });

/** Spec §7: a checkout for `{slug}` or `{products:[productId]}`; the response's url is Polar's page. */
export const createCheckoutSession = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(checkoutRequest)
  .handler(async ({ context, data }) => {
    const { runtime, acting: as } = await acting(context.session);
    return checkoutAs(runtime, as, data, context.session.user);
  });

/** Cancels the workspace's subscription at the end of its period, through Polar. */
export const cancelUserSubscription = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ subscriptionId: recordId }))
  .handler(async ({ context, data }) => {
    const { runtime, acting: as } = await acting(context.session);
    return cancelAs(runtime, as, data.subscriptionId);
  });

/** Takes back a cancellation at period end. */
export const resumeUserSubscription = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ subscriptionId: recordId }))
  .handler(async ({ context, data }) => {
    const { runtime, acting: as } = await acting(context.session);
    return resumeAs(runtime, as, data.subscriptionId);
  });

/**
 * Moves the workspace's subscription to another plan, through Polar; the response carries what
 * Polar billed for the change.
 */
export const changeUserSubscriptionPlan = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ subscriptionId: recordId, slug: planSlug }))
  .handler(async ({ context, data }) => {
    const { runtime, acting: as } = await acting(context.session);
    return changePlanAs(runtime, as, data.subscriptionId, data.slug);
  });

/** A Polar customer portal link for the workspace (invoices, payment method). */
export const openCustomerPortal = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const { runtime, acting: as } = await acting(context.session);
    return portalAs(runtime, as);
  });

/** What /success shows: the checkout in its query, if it is the workspace's (any member's). */
export const getCheckoutResult = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .validator(z.object({ checkoutId: recordId }))
  .handler(async ({ context, data }) => {
    const { runtime, acting: as } = await acting(context.session);
    return checkoutResultOf(runtime, as.workspace.owner, data.checkoutId);
  });
