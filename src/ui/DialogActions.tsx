import { Button, Group } from "@mantine/core";
import { m } from "~/i18n/paraglide/messages.js";
import { dangerProps } from "./danger";

// Apart from the modal, so that a dialog's body can be on a page whose modal loads on use.
/**
 * A dialog's buttons, right-aligned: cancel, then the action (a submit button when `onAct` is
 * left out, so a form's own validation runs). Cancel waits while the action runs. `danger` gives
 * the action the destructive look (./danger.tsx) instead of `color`.
 */
export function DialogActions({
  actLabel,
  cancelLabel = m.common_cancel(),
  color,
  danger = false,
  loading,
  disabled = false,
  onAct,
  onCancel,
}: {
  actLabel: string;
  cancelLabel?: string;
  color?: string;
  danger?: boolean;
  loading: boolean;
  disabled?: boolean;
  onAct?: () => void;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={loading}>
        {cancelLabel}
      </Button>
      <Button
        type={onAct ? "button" : "submit"}
        color={color}
        {...(danger && dangerProps)}
        disabled={disabled}
        loading={loading}
        onClick={onAct}
      >
        {actLabel}
      </Button>
    </Group>
  );
}
