import { type NotificationData, notifications } from "@mantine/notifications";

/**
 * A toast whose close button has a name and whose message reads at the text's contrast (the
 * notification's own dimmed colour is below 4.5:1 on its background in both schemes).
 */
export function showToast(toast: NotificationData): void {
  notifications.show({
    closeButtonProps: { "aria-label": "Close" },
    styles: { description: { color: "var(--mantine-color-text)" } },
    ...toast,
  });
}
