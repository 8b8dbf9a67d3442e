import { Button, Group } from "@mantine/core";

// Apart from the modal, so that a dialog's body can be on a page whose modal loads on use.
/**
 * A dialog's buttons, right-aligned: cancel, then the action (a submit button when `onAct` is
 * left out, so a form's own validation runs). Cancel waits while the action runs.
 */
export function DialogActions({
  actLabel,
  cancelLabel = "Cancel",
  color,
  loading,
  disabled = false,
  onAct,
  onCancel,
}: {
  actLabel: string;
  cancelLabel?: string;
  color?: string;
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
        disabled={disabled}
        loading={loading}
        onClick={onAct}
      >
        {actLabel}
      </Button>
    </Group>
  );
}
