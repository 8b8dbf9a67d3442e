import { lazy, useState } from "react";

// A question appears only after a click, and Mantine's modal (with its scroll area, focus trap
// and scroll lock) is a good part of a page's script: the pricing on the landing page and the
// subscriptions page load it when the first question is asked rather than with the page. Render
// it only while a question is (or was) asked, inside a Suspense boundary.
export const ConfirmDialog = lazy(() =>
  import("~/features/shell/Dialog").then((module) => ({ default: module.ConfirmDialog })),
);

/** The shell's dialog, loaded on its first use in the same way. */
export const Dialog = lazy(() =>
  import("~/features/shell/Dialog").then((module) => ({ default: module.Dialog })),
);

/**
 * Whether a dialog loaded on use is open, and whether it was ever asked for: from then on it stays
 * mounted, so that it closes with its transition.
 */
export function useDialogOnUse() {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return {
    opened,
    used,
    open: () => {
      setUsed(true);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}
