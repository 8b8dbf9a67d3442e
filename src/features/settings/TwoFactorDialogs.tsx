import { Button, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { CodeField } from "~/features/two-factor/CodeField";
import { twoFactorSentence } from "~/features/two-factor/two-factor-sentences";
import { m } from "~/i18n/paraglide/messages.js";
import { loadAuthClient } from "~/lib/load-auth-client";
import { queryKeys } from "~/lib/query-keys";
import { readCode } from "~/lib/two-factor";
import { Dialog } from "~/ui/Dialog";
import { DialogActions } from "~/ui/DialogActions";
import { BackupCodes } from "./BackupCodes";
import { FailureAlert, usePasswordField } from "./two-factor-fields";
import { twoFactorError } from "./two-factor-setup";

/** New backup codes in place of the old: asked, then shown once. */
export function NewBackupCodesDialog({
  hasPassword,
  email,
  onClose,
}: {
  hasPassword: boolean;
  email: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const password = usePasswordField(hasPassword, { autoFocus: true });
  const generate = useMutation({
    mutationFn: async (given: string | undefined) => {
      const { data, error } = await (await loadAuthClient()).twoFactor.generateBackupCodes(
        given ? { password: given } : {},
      );
      if (error) throw twoFactorError(error, m.tfa_fresh_generate_codes);
      return data.backupCodes;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.anyActivity }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = password.read();
    if (given !== false) generate.mutate(given);
  };
  return (
    <Dialog opened onClose={onClose} title={m.tfa_generate_new_codes()} size="lg">
      {generate.data ? (
        <Stack gap="md">
          <Text size="sm">{m.tfa_old_codes_stopped()}</Text>
          <BackupCodes codes={generate.data} email={email} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{m.common_done()}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Text>{m.tfa_new_codes_text()}</Text>
            {password.field(generate.error)}
            <FailureAlert error={generate.error} title={m.tfa_no_new_codes()} />
            <DialogActions
              actLabel={m.tfa_generate_new_codes_action()}
              loading={generate.isPending}
              onCancel={onClose}
            />
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

/** Turning two-factor off: a current code or a backup code, and the password if there is one. */
export function TurnOffDialog({
  hasPassword,
  onTurnedOff,
  onClose,
}: {
  hasPassword: boolean;
  onTurnedOff: () => Promise<void>;
  onClose: () => void;
}) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const password = usePasswordField(hasPassword);
  const turnOff = useMutation({
    mutationFn: async (input: { code: string; password?: string }) => {
      // The product's endpoint takes a code as well (ADR 028), which the plugin's own type leaves out.
      const { error } = await (await loadAuthClient()).twoFactor.disable(input);
      if (error) throw twoFactorError(error, m.tfa_fresh_turn_off);
    },
    onSuccess: onTurnedOff,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCode("either", code);
    setProblem("problem" in read ? twoFactorSentence(read.problem) : null);
    const given = password.read();
    if ("code" in read && given !== false) {
      turnOff.mutate(
        given === undefined ? { code: read.code } : { code: read.code, password: given },
      );
    }
  };
  return (
    <Dialog opened onClose={onClose} title={m.tfa_turn_off_title()}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text>{m.tfa_turn_off_text()}</Text>
          <CodeField
            kind="either"
            label={m.tfa_either_code_label()}
            value={code}
            error={problem}
            data-autofocus
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          {password.field(turnOff.error)}
          <FailureAlert error={turnOff.error} title={m.tfa_still_on()} />
          <DialogActions
            actLabel={m.tfa_turn_off()}
            // Shade 8 and its hover, 9, both carry white text at 4.5:1 or more; ember 6 takes
            // black text, which its hover shade, 7, brings down to 4.2:1.
            color="ember.8"
            loading={turnOff.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
