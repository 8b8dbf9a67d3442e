import { showToast } from "~/features/shell/toast";
import { errorMessage } from "~/lib/errors";

export function notifySuccess(title: string, message: string): void {
  showToast({ color: "pine", title, message });
}

/** The server's message, verbatim. */
export function notifyError(error: unknown, title = "Error"): void {
  showToast({ color: "ember", title, message: errorMessage(error) });
}
