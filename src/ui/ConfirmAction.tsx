import { Stack, Text, TextInput } from "@mantine/core";
import type { ContextModalProps } from "@mantine/modals";
import { type ReactNode, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { withElement } from "~/i18n/with-element";
import { DialogActions } from "~/ui/DialogActions";
import { modalArea } from "~/ui/modal-area";

/** Where the typed address goes in the translated label. */
const EMAIL = "\u0000email\u0000";

export interface TypedConfirmationProps {
  email: string;
  actLabel: string;
  color?: string;
  /** What the action does, and any fields it takes (which keep their own state). */
  body: ReactNode;
  /** Runs the action; the question closes once it succeeds and stays open if it throws. */
  onConfirm: (confirmation: string) => Promise<unknown>;
}

/**
 * The console's question before an action on an account: the admin types the account's address
 * (the server checks it again), so a click on the wrong row acts on nobody. A context modal of
 * the modal area (`typedConfirmation`): each question starts with an empty confirmation.
 */
export function askTypedConfirmation({
  title,
  ...innerProps
}: TypedConfirmationProps & { title: string }): void {
  void modalArea.then((modals) =>
    modals.openContextModal({ modal: "typedConfirmation", title, innerProps }),
  );
}

export function TypedConfirmation({
  context,
  id,
  innerProps: { email, actLabel, color = "ember", body, onConfirm },
}: ContextModalProps<TypedConfirmationProps>) {
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const close = () => context.closeModal(id);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!matches || pending) return;
        setPending(true);
        onConfirm(typed).then(close, () => setPending(false));
      }}
    >
      <Stack gap="md">
        {body}
        <TextInput
          label={withElement(
            m.common_type_to_confirm({ email: EMAIL }),
            EMAIL,
            <Text span fw={700} inherit>
              {email}
            </Text>,
          )}
          value={typed}
          autoComplete="off"
          data-autofocus
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <DialogActions
          actLabel={actLabel}
          color={color}
          loading={pending}
          disabled={!matches}
          onCancel={close}
        />
      </Stack>
    </form>
  );
}
