import type { NotificationData } from "@mantine/notifications";

/**
 * A toast whose close button has a name and whose message reads at the text's contrast (the
 * notification's own dimmed colour is below 4.5:1 on its background in both schemes).
 *
 * The notifications package is imported when the first toast is shown, not with the page: a
 * toast always follows something the user did, and the package (its store, container and
 * transitions) would otherwise be part of every page's first load. The root layout loads the
 * same module for its container, so both use one store.
 */
export function showToast(toast: NotificationData): void {
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({
      closeButtonProps: { "aria-label": "Close" },
      styles: { description: { color: "var(--mantine-color-text)" } },
      ...toast,
    }),
  );
}
