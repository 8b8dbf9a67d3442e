import { Modal } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { isModalAreaShowing, subscribeToModalArea } from "./modal-area";

/**
 * A modal dialog with a named close button, whose title bar is not a <header>: outside a
 * sectioning element a <header> is a banner landmark, and the page has one already.
 *
 * A modal draws in a portal, which shows nothing until the page runs in the browser: the server
 * (and the hydration pass, to match it) skip the modal's own work, and it mounts, closed or open,
 * right after. Screens keep a closed dialog or two each, and the server renders them on every
 * request. A dialog loaded on use is asked for open: the modal mounts closed and opens on the
 * next render, since Mantine notes the element to give focus back to on closing only when
 * `opened` changes, not when the modal mounts open.
 */
export function Dialog({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Mantine's modal sizes; "md" when left out. */
  size?: string;
  children: ReactNode;
}) {
  // Nothing on the server and while hydrating: the portal shows only in the browser.
  const mounted = useMounted();
  // Mounts closed, opens on the next render, so Mantine notes where to give focus back.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (mounted) setSettled(true);
  }, [mounted]);
  // A question of the modal area asked from this dialog stacks over it: Escape is its alone.
  const covered = useSyncExternalStore(subscribeToModalArea, isModalAreaShowing, () => false);
  if (!mounted) return null;
  return (
    <Modal.Root
      opened={opened && settled}
      onClose={onClose}
      size={size}
      centered
      closeOnEscape={!covered}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={m.common_close()} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
