import { showToast } from "~/features/shell/toast";
import { errorMessage } from "~/lib/errors";

/** Spec §8: the checkout failure toast. */
export const CHECKOUT_FAILED = "Failed to create checkout session";

export function notifySuccess(title: string, message: string): void {
  showToast({ color: "pine", title, message });
}

/** Title "Error", body the server's message verbatim (or `fallback` when it has none). */
export function notifyError(error: unknown, fallback?: string): void {
  showToast({ color: "ember", title: "Error", message: errorMessage(error, fallback) });
}
