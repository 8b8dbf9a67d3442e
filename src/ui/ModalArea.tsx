import { type ContextModalProps, ModalsProvider, modals, useModals } from "@mantine/modals";
import { useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useEffect } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import type { TypedConfirmationProps } from "~/ui/ConfirmAction";
import { modalAreaHasMounted, setModalAreaShowing } from "./modal-area";

// The spec's modals: a 200 ms transition, closed by Escape and by a click outside.
const modalProps = {
  transitionProps: { duration: 200 },
  closeOnEscape: true,
  closeOnClickOutside: true,
  centered: true,
  // A getter, so that the label is read in the page's language when a modal opens.
  closeButtonProps: {
    get "aria-label"() {
      return m.common_close();
    },
  },
  onExitTransitionEnd: () => setModalAreaShowing(false),
};

const TypedConfirmation = lazy(() =>
  import("~/ui/ConfirmAction").then((module) => ({
    default: module.TypedConfirmation,
  })),
);

/** The modals opened by name with `modals.openContextModal`; each body loads on its first use. */
const contextModals = {
  typedConfirmation: (props: ContextModalProps<TypedConfirmationProps>) => (
    <Suspense fallback={null}>
      <TypedConfirmation {...props} />
    </Suspense>
  ),
};

declare module "@mantine/modals" {
  interface MantineModalsOverride {
    modals: typeof contextModals;
  }
}

/**
 * The whole app's modal area: content, confirm and context modals, a new one stacked over the
 * one before. The root layout mounts it once the page is interactive, beside the page rather than
 * around it, so the page is not rendered again when it arrives: modals are opened with the
 * `modals` calls (window events), not with `useModals()` in the page.
 */
export function ModalArea() {
  useEffect(() => modalAreaHasMounted(modals), []);
  return (
    <ModalsProvider
      modalProps={modalProps}
      modals={contextModals}
      labels={{ confirm: m.common_confirm(), cancel: m.common_cancel() }}
    >
      <AreaSignals />
    </ModalsProvider>
  );
}

/**
 * Tells the shell's own dialogs when a modal of the area is over them, and closes the area's
 * modals when the page changes: each belongs to the page that opened it.
 */
function AreaSignals() {
  const { modals, closeAll } = useModals();
  const open = modals.length > 0;
  useEffect(() => {
    if (open) setModalAreaShowing(true);
  }, [open]);
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe("onResolved", (event) => {
        if (event.pathChanged) closeAll();
      }),
    [router, closeAll],
  );
  return null;
}
