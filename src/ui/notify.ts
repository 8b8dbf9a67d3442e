import { m } from "~/i18n/paraglide/messages.js";
import { errorMessage } from "~/lib/errors";
import { showToast } from "./toast";

export function notifySuccess(title: string, message: string): void {
  showToast({ color: "pine", title, message });
}

/**
 * A failure's toast: `title` (what did not happen, "Email not changed") over the error's
 * sentence (errorMessage), or over `fallback` when the error carries none.
 */
export function notifyError(error: unknown, title?: string, fallback?: string): void {
  showToast({
    color: "ember",
    title: title ?? m.common_error(),
    message: errorMessage(error, fallback),
  });
}
