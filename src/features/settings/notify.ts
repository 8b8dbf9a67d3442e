import { notifications } from "@mantine/notifications";
import { errorMessage } from "~/lib/errors";

export function notifySuccess(title: string, message: string): void {
  notifications.show({ color: "pine", title, message });
}

/** The server's message, verbatim. */
export function notifyError(error: unknown, title = "Error"): void {
  notifications.show({ color: "ember", title, message: errorMessage(error) });
}
