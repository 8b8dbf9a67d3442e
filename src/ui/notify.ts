import { errorMessage } from "~/lib/errors";
import { showToast } from "./toast";

export function notifySuccess(title: string, message: string): void {
  showToast({ color: "pine", title, message });
}

/**
 * A failure's toast: `title` over the server's message verbatim, or over `fallback` when the
 * error carries none (a network failure, a script error).
 */
export function notifyError(error: unknown, title = "Error", fallback?: string): void {
  showToast({ color: "ember", title, message: errorMessage(error, fallback) });
}
