import { lazy, useState } from "react";

// A dialog appears only after a click, and Mantine's modal (with its scroll area, focus trap
// and scroll lock) is a good part of a page's script: screens load it when it is first asked for
// rather than with the page. Render it only while it is (or was) open, inside a Suspense
// boundary. Questions go through the modal area instead (`askToConfirm`, ADR 043).
/** The kit's dialog (`Dialog.tsx`), loaded on its first use. */
export const Dialog = lazy(() =>
  import("~/ui/Dialog").then((module) => ({ default: module.Dialog })),
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
