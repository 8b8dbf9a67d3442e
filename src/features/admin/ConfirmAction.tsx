import { Stack, Text, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { Dialog } from "~/features/shell/Dialog";
import { DialogActions } from "~/features/shell/DialogActions";

interface ConfirmActionProps {
  opened: boolean;
  title: string;
  email: string;
  actLabel: string;
  color?: string;
  loading: boolean;
  /** What the action does, and any fields it takes. */
  children: ReactNode;
  onConfirm: (confirmation: string) => void;
  onClose: () => void;
}

/**
 * The console's question before an action on an account: the admin types the account's address
 * (the server checks it again), so a click on the wrong row acts on nobody.
 */
export function ConfirmAction(props: ConfirmActionProps) {
  return (
    <Dialog opened={props.opened} onClose={props.onClose} title={props.title}>
      {/* Mounted while open only: each opening starts with an empty confirmation. */}
      {props.opened && <ConfirmForm {...props} />}
    </Dialog>
  );
}

function ConfirmForm({
  email,
  actLabel,
  color = "ember",
  loading,
  children,
  onConfirm,
  onClose,
}: ConfirmActionProps) {
  const [typed, setTyped] = useState("");
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (matches) onConfirm(typed);
      }}
    >
      <Stack gap="md">
        {children}
        <TextInput
          label={
            <>
              Type{" "}
              <Text span fw={700} inherit>
                {email}
              </Text>{" "}
              to confirm
            </>
          }
          value={typed}
          autoComplete="off"
          data-autofocus
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <DialogActions
          actLabel={actLabel}
          color={color}
          loading={loading}
          disabled={!matches}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
