import type { Billing } from "./billing.server";
import { reconcileOpenSubscriptions } from "./reconcile.server";
import { retryUnprocessedEvents } from "./webhooks.server";

/**
 * Every `intervalSeconds`: inbox events that failed to apply are retried, then every open
 * subscription is re-read from Polar. One pass at a time; a failed pass waits for the next.
 * Returns the function that stops the schedule.
 */
export function startBillingSchedule(
  billing: Billing,
  intervalSeconds: number,
): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => {};
  let running: Promise<void> | undefined;
  const pass = async () => {
    try {
      await retryUnprocessedEvents(billing);
      await reconcileOpenSubscriptions(billing);
    } catch (error) {
      console.warn(`Billing reconciliation pass failed: ${(error as Error)?.message ?? error}`);
    }
  };
  const timer = setInterval(() => {
    running ??= pass().finally(() => {
      running = undefined;
    });
  }, intervalSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
