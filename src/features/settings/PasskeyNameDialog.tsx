import { Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { PASSKEY_NAME_MAX_LENGTH, passkeyNameProblem } from "~/lib/passkeys";
import { Dialog } from "~/ui/Dialog";
import { DialogActions } from "~/ui/DialogActions";

/** A dialog asking for a passkey's name: to add one, or to rename one. */
export function NameDialog({
  opened,
  title,
  actLabel,
  initial,
  loading,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  actLabel: string;
  initial: string;
  loading: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passkeyNameProblem(name);
    setProblem(found);
    if (!found) onSubmit(name.trim());
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={m.passkey_name_label()}
            description={m.passkey_name_help()}
            value={name}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            error={problem}
            data-autofocus
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <DialogActions actLabel={actLabel} loading={loading} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
