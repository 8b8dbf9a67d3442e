import type { SubscriptionStatus } from "./subscription-status";

// The admin console's billing words and numbers (ADR 037), shared by the server and the screens.

/**
 * Where an event of the webhook inbox stands: `pending` is stored and not applied yet (the
 * answer to Polar is under way, or the process stopped first); `applied` changed a subscription;
 * `ignored` was read and left nothing to do (an older snapshot than the one held, a customer the
 * product does not know, a kind it does not use); `failed` threw while being applied.
 */
export const WEBHOOK_STATES = ["pending", "applied", "ignored", "failed"] as const;
export type WebhookState = (typeof WEBHOOK_STATES)[number];

/** The states an admin may replay: the event's stored payload is applied again. */
export const REPLAYABLE_STATES: readonly WebhookState[] = ["failed", "ignored"];

/**
 * Subscriptions the overview counts as active: they give access now, in a trial, behind on a
 * payment, or set to end at the close of a period that is paid for.
 */
export const RUNNING_STATUSES: readonly SubscriptionStatus[] = [
  "active",
  "trialing",
  "past_due",
  "cancelled",
];

/**
 * Subscriptions whose price counts toward monthly recurring revenue: the ones the next renewal
 * bills. A trial has not been billed yet, and one set to end will not renew.
 */
export const BILLED_STATUSES: readonly SubscriptionStatus[] = ["active", "past_due"];

/** The days the overview's charts cover, today (UTC) included. */
export const OVERVIEW_DAYS = 30;

/** What a "reconcile now" re-reads from Polar: every customer, or one user's or organization's. */
export type ReconcileTarget =
  | { scope: "everyone" }
  | { scope: "customer"; owner: { kind: "user" | "organization"; id: string } };

export type ReconcileRunStatus = "running" | "finished" | "failed" | "interrupted";

/** How often the console asks how a running reconciliation is getting on. */
export const RECONCILE_POLL_MS = 1_000;
