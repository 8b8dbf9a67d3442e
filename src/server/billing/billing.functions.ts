import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { PLANS } from "~/config/plans";
import type { ActivityKind } from "~/lib/activity";
import type { Permission } from "~/lib/organization-access";
import { requestOrigin } from "~/server/account/request-origin.server";
import { authenticated } from "~/server/auth/session.functions";
import { refuse } from "~/server/http/function-errors.server";
import { isDatabaseUnavailable } from "~/server/http/unavailable.server";
import { getRuntime } from "~/server/runtime.server";
import { requirePermission, resolveWorkspace } from "~/server/workspaces/workspace.server";
import {
  BillingError,
  cancelSubscription,
  changeSubscriptionPlan,
  checkoutResult,
  createCheckout,
  customerPortal,
  listSubscriptions,
  resumeSubscription,
} from "./billing.server";

/** Turns a refusal into its status and message; Polar being unreachable becomes a clear 502. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BillingError) refuse(error.status, error.message);
    // Not Polar's fault: answered 503 by the outage handling (src/server.ts).
    if (isDatabaseUnavailable(error)) throw error;
    console.warn(`Polar call failed: ${(error as Error)?.message ?? error}`);
    refuse(502, "The payment provider is not available right now. Please try again.");
  }
}

const MANAGE_BILLING: Permission = { billing: ["manage"] };

/** The runtime's billing and the workspace the session works in, resolved once per call. */
async function inWorkspace(session: Parameters<typeof resolveWorkspace>[1]) {
  const { billing } = await getRuntime();
  return { billing, workspace: await resolveWorkspace(billing.db, session) };
}

/** Puts a change the caller made to a subscription on their own timeline. */
async function recordChange(
  userId: string,
  kind: ActivityKind,
  workspace: Awaited<ReturnType<typeof resolveWorkspace>>,
  plan: string,
): Promise<void> {
  const runtime = await getRuntime();
  await runtime.activity.record(userId, kind, requestOrigin(runtime), {
    plan,
    workspace: workspace.kind,
  });
}

/**
 * The workspace's subscriptions, newest first (query key ["subscriptions","list"]); every member
 * sees the plan.
 */
export const getUserSubscriptions = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const { billing, workspace } = await inWorkspace(context.session);
    return listSubscriptions(billing.db, workspace.owner);
  });

const id = z.string().min(1).max(200);

/** Spec §7: a checkout for `{slug}` or `{products:[productId]}`; the answer's url is Polar's page. */
export const createCheckoutSession = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(
    z.union([
      z.object({ slug: z.string().min(1).max(100) }).strict(),
      z.object({ products: z.tuple([id]) }).strict(),
    ]),
  )
  .handler(async ({ context, data }) => {
    const { billing, workspace } = await inWorkspace(context.session);
    requirePermission(workspace, MANAGE_BILLING);
    return answering(() => createCheckout(billing, workspace.owner, context.session.user, data));
  });

/** Cancels the workspace's subscription at the end of its period, through Polar. */
export const cancelUserSubscription = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ subscriptionId: id }))
  .handler(async ({ context, data }) => {
    const { billing, workspace } = await inWorkspace(context.session);
    requirePermission(workspace, MANAGE_BILLING);
    const view = await answering(() =>
      cancelSubscription(billing, workspace.owner, data.subscriptionId),
    );
    await recordChange(context.session.user.id, "subscription_cancelled", workspace, view.name);
    return view;
  });

/** Takes back a cancellation at period end. */
export const resumeUserSubscription = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ subscriptionId: id }))
  .handler(async ({ context, data }) => {
    const { billing, workspace } = await inWorkspace(context.session);
    requirePermission(workspace, MANAGE_BILLING);
    const view = await answering(() =>
      resumeSubscription(billing, workspace.owner, data.subscriptionId),
    );
    await recordChange(context.session.user.id, "subscription_resumed", workspace, view.name);
    return view;
  });

const planSlug = z.enum(PLANS.map((plan) => plan.slug) as [string, ...string[]]);

/**
 * Moves the workspace's subscription to another plan, through Polar; the answer carries what
 * Polar billed for the change.
 */
export const changeUserSubscriptionPlan = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ subscriptionId: id, slug: planSlug }))
  .handler(async ({ context, data }) => {
    const { billing, workspace } = await inWorkspace(context.session);
    requirePermission(workspace, MANAGE_BILLING);
    const change = await answering(() =>
      changeSubscriptionPlan(billing, workspace.owner, data.subscriptionId, data.slug),
    );
    const plan = change.subscription.name;
    await recordChange(context.session.user.id, "subscription_plan_changed", workspace, plan);
    return change;
  });

/** A Polar customer portal link for the workspace (invoices, payment method). */
export const openCustomerPortal = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const { billing, workspace } = await inWorkspace(context.session);
    requirePermission(workspace, MANAGE_BILLING);
    return answering(() => customerPortal(billing, workspace.owner));
  });

/** What /success shows: the checkout in its query, if it is the workspace's (any member's). */
export const getCheckoutResult = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .validator(z.object({ checkoutId: id }))
  .handler(async ({ context, data }) => {
    const { billing, workspace } = await inWorkspace(context.session);
    return answering(() => checkoutResult(billing, workspace.owner, data.checkoutId));
  });
