/**
 * What the modal area (`ModalArea.tsx`, loaded after the page) shares with the code that opens
 * its modals and with the shell's own dialogs, without bringing the area and its modal along.
 */

import type { modals } from "@mantine/modals";

type ModalCalls = typeof modals;

let markMounted: (calls: ModalCalls) => void = () => {};

/**
 * The package's `modals` calls, once the area's provider listens: it takes its modals as window
 * events, and an event sent before it listens is lost. Handed over by the area, so that what
 * opens a modal does not import the package itself.
 */
export const modalArea = new Promise<ModalCalls>((resolve) => {
  markMounted = resolve;
});

export function modalAreaHasMounted(calls: ModalCalls): void {
  markMounted(calls);
}

let showing = false;
const listeners = new Set<() => void>();

/**
 * Whether the area shows a modal, from its opening to the end of its closing transition. A
 * dialog under it leaves Escape to it: every open modal listens to Escape on the window.
 */
export function setModalAreaShowing(value: boolean): void {
  if (value === showing) return;
  showing = value;
  for (const listener of listeners) listener();
}

export const isModalAreaShowing = () => showing;

export function subscribeToModalArea(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
