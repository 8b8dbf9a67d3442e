import { Alert, Button, Center, Code, CopyButton, Group, Loader, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { CodeField } from "~/features/two-factor/CodeField";
import { twoFactorSentence } from "~/features/two-factor/two-factor-sentences";
import { m } from "~/i18n/paraglide/messages.js";
import { APP_NAME } from "~/lib/brand";
import { loadAuthClient } from "~/lib/load-auth-client";
import { readCode } from "~/lib/two-factor";
import { askToConfirm } from "~/ui/confirm";
import { Dialog } from "~/ui/Dialog";
import { DialogActions } from "~/ui/DialogActions";
import { BackupCodes } from "./BackupCodes";
import { QrCode } from "./QrCode";
import { FailureAlert, usePasswordField } from "./two-factor-fields";
import { groupSecret, secretOf, twoFactorError } from "./two-factor-setup";
import type { SetupStart, StartSetup } from "./two-factor-start";

/** The password step, for accounts that have one. */
function PasswordStep({ start, onClose }: { start: StartSetup; onClose: () => void }) {
  const password = usePasswordField(true, { autoFocus: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = password.read();
    if (given) start.mutate(given);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{m.tfa_password_intro()}</Text>
        {password.field(start.error)}
        <FailureAlert error={start.error} title={m.tfa_not_set_up()} />
        <DialogActions
          actLabel={m.common_continue()}
          loading={start.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** Without a password the setup starts at once: its progress, or why it did not. */
function StartingStep({ start, onClose }: { start: StartSetup; onClose: () => void }) {
  if (!start.isError) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={m.tfa_preparing_key()} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <FailureAlert error={start.error} title={m.tfa_not_set_up()} />
      <DialogActions
        actLabel={m.common_try_again()}
        cancelLabel={m.common_close()}
        loading={false}
        onAct={() => start.mutate(undefined)}
        onCancel={onClose}
      />
    </Stack>
  );
}

/** The QR code, the key written out, and the first code, which turns two-factor on. */
function ScanStep({
  setup,
  email,
  onConfirmed,
  onClose,
}: {
  setup: SetupStart;
  email: string;
  onConfirmed: () => Promise<void>;
  onClose: () => void;
}) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // The focused password field is gone: the code is next. If the key came before the dialog
  // opened, the focus trap picks the field by its data-autofocus.
  useEffect(() => field.current?.focus(), []);
  const secret = secretOf(setup.totpURI) ?? "";
  const confirm = useMutation({
    mutationFn: async (totp: string) => {
      const { error } = await (await loadAuthClient()).twoFactor.verifyTotp({ code: totp });
      if (error) throw twoFactorError(error, m.tfa_fresh_set_up);
    },
    onSuccess: onConfirmed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCode("totp", code);
    setProblem("problem" in read ? twoFactorSentence(read.problem) : null);
    if ("code" in read) confirm.mutate(read.code);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{m.tfa_scan()}</Text>
        <Group align="flex-start" gap="lg">
          <QrCode
            text={setup.totpURI}
            size={176}
            alt={m.tfa_qr_alt({ appName: APP_NAME, email })}
          />
          <Stack gap="xs" style={{ flex: "1 1 12rem" }}>
            <Text size="sm" fw={600}>
              {m.tfa_cannot_scan()}
            </Text>
            <Code block aria-label={m.tfa_setup_key()} fz="md" style={{ whiteSpace: "normal" }}>
              {groupSecret(secret)}
            </Code>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {m.tfa_key_details({ email })}
            </Text>
            <Group>
              <CopyButton value={secret} timeout={2000}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    size="xs"
                    color={copied ? "pine" : undefined}
                    onClick={copy}
                  >
                    {copied ? m.common_copied() : m.tfa_copy_key()}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Group>
        <CodeField
          ref={field}
          kind="totp"
          label={m.tfa_app_code_label()}
          description={m.tfa_app_code_help({ appName: APP_NAME })}
          value={code}
          error={problem}
          data-autofocus
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {confirm.isError && (
          <Alert color="ember" title={m.tfa_not_on_yet()} role="alert">
            {confirm.error.message}
          </Alert>
        )}
        <DialogActions actLabel={m.tfa_turn_on()} loading={confirm.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/**
 * Setting up two-factor authentication: the password (if the account has one), the app's key,
 * the first code, then the backup codes, shown once.
 */
export function TwoFactorSetupDialog({
  start,
  hasPassword,
  email,
  onEnabled,
  onClose,
}: {
  start: StartSetup;
  hasPassword: boolean;
  email: string;
  /** Two-factor went on: the session was replaced, and what shows it must be read again. */
  onEnabled: () => Promise<void>;
  onClose: () => void;
}) {
  const [enabled, setEnabled] = useState(false);
  const setup = start.data;
  // Once the key is shown it may be in the person's app already: leaving asks first, in a
  // question stacked over this dialog.
  const leave =
    setup && !enabled
      ? () =>
          void askToConfirm({
            title: m.tfa_stop_title(),
            body: <Text size="sm">{m.tfa_stop_text()}</Text>,
            confirmLabel: m.tfa_stop_setup(),
            cancelLabel: m.tfa_continue_setup(),
            onConfirm: onClose,
          })
      : onClose;
  return (
    <Dialog opened onClose={leave} title={m.tfa_set_up()} size="lg">
      {setup && enabled ? (
        <Stack gap="md">
          <Text size="sm">{m.tfa_on_now()}</Text>
          <BackupCodes codes={setup.backupCodes} email={email} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{m.common_done()}</Button>
          </Group>
        </Stack>
      ) : setup ? (
        <ScanStep
          setup={setup}
          email={email}
          onClose={leave}
          onConfirmed={async () => {
            setEnabled(true);
            await onEnabled();
          }}
        />
      ) : hasPassword ? (
        <PasswordStep start={start} onClose={onClose} />
      ) : (
        <StartingStep start={start} onClose={onClose} />
      )}
    </Dialog>
  );
}
