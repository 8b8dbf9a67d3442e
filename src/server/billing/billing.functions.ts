import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { authenticated } from "~/server/auth/session.functions";
import { refuse } from "~/server/http/function-errors.server";
import { isDatabaseUnavailable } from "~/server/http/unavailable.server";
import { getRuntime } from "~/server/runtime.server";
import {
  BillingError,
  cancelSubscription,
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

const billing = async () => (await getRuntime()).billing;

/** The user's subscriptions, newest first (query key ["subscriptions","list"]). */
export const getUserSubscriptions = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => listSubscriptions((await billing()).db, context.session.user.id));

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
  .handler(async ({ context, data }) =>
    answering(async () => createCheckout(await billing(), context.session.user, data)),
  );

/** Cancels the user's subscription at the end of its period, through Polar. */
export const cancelUserSubscription = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ subscriptionId: id }))
  .handler(async ({ context, data }) =>
    answering(async () =>
      cancelSubscription(await billing(), context.session.user.id, data.subscriptionId),
    ),
  );

/** Takes back a cancellation at period end. */
export const resumeUserSubscription = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ subscriptionId: id }))
  .handler(async ({ context, data }) =>
    answering(async () =>
      resumeSubscription(await billing(), context.session.user.id, data.subscriptionId),
    ),
  );

/** A Polar customer portal link for the user (invoices, payment method). */
export const openCustomerPortal = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .handler(async ({ context }) =>
    answering(async () => customerPortal(await billing(), context.session.user.id)),
  );

/** What /success shows: the checkout in its query, if it is the user's. */
export const getCheckoutResult = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .validator(z.object({ checkoutId: id }))
  .handler(async ({ context, data }) =>
    answering(async () =>
      checkoutResult(await billing(), context.session.user.id, data.checkoutId),
    ),
  );
