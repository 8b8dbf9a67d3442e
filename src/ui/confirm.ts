import type { ReactNode } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { dangerProps } from "./danger";
import { modalArea } from "./modal-area";

export interface Question {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /**
   * The destructive look by default, as what a question confirms usually cannot be undone; a
   * colour for a change that can be made again.
   */
  color?: string;
  /**
   * The action. The question stays open, its button loading, until the action settles; it
   * closes once the action succeeds. A failure is the action's to report (its toast).
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
}

/**
 * Asks a question with a cancel and a confirm button in the modal area's confirm modal.
 */
export async function askToConfirm(question: Question): Promise<void> {
  const modals = await modalArea;
  const look = question.color ? { color: question.color } : dangerProps;
  const running = (loading: boolean) => ({
    confirmProps: { ...look, loading },
    cancelProps: { disabled: loading },
  });
  const modalId = modals.openConfirmModal({
    title: question.title,
    children: question.body,
    labels: { confirm: question.confirmLabel, cancel: question.cancelLabel ?? m.common_cancel() },
    ...running(false),
    closeOnConfirm: false,
    onCancel: question.onCancel,
    onConfirm: async () => {
      modals.updateModal({ modalId, ...running(true) });
      try {
        await question.onConfirm();
        modals.close(modalId);
      } catch {
        modals.updateModal({ modalId, ...running(false) });
      }
    },
  });
}
