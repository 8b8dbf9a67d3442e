import { Alert, Button, Center, Code, CopyButton, Group, Loader, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { CodeField } from "~/features/two-factor/CodeField";
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
import { SETUP, type SetupStart, type StartSetup } from "./two-factor-start";

const NOT_SET_UP = "Two-factor authentication was not set up";

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
        <Text size="sm">
          You will need an authenticator app on your phone, such as 1Password, Google Authenticator,
          Microsoft Authenticator or Aegis. First, confirm it is you.
        </Text>
        {password.field(start.error)}
        <FailureAlert error={start.error} title={NOT_SET_UP} />
        <DialogActions actLabel="Continue" loading={start.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Without a password the setup starts at once: its progress, or why it did not. */
function StartingStep({ start, onClose }: { start: StartSetup; onClose: () => void }) {
  if (!start.isError) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Preparing the key for your app" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <FailureAlert error={start.error} title={NOT_SET_UP} />
      <DialogActions
        actLabel="Try again"
        cancelLabel="Close"
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
      if (error) throw twoFactorError(error, SETUP);
    },
    onSuccess: onConfirmed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCode("totp", code);
    setProblem("problem" in read ? read.problem : null);
    if ("code" in read) confirm.mutate(read.code);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">
          Scan this QR code with an authenticator app on your phone, such as 1Password, Google
          Authenticator, Microsoft Authenticator or Aegis.
        </Text>
        <Group align="flex-start" gap="lg">
          <QrCode
            text={setup.totpURI}
            size={176}
            alt={`QR code that adds ${APP_NAME} (${email}) to an authenticator app. It holds the setup key written out next to it.`}
          />
          <Stack gap="xs" style={{ flex: "1 1 12rem" }}>
            <Text size="sm" fw={600}>
              Cannot scan it? Enter this key in the app:
            </Text>
            <Code block aria-label="Setup key" fz="md" style={{ whiteSpace: "normal" }}>
              {groupSecret(secret)}
            </Code>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              Time-based, 6 digits, for {email}.
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
                    {copied ? "Copied" : "Copy key"}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Group>
        <CodeField
          ref={field}
          kind="totp"
          label="Code from the app"
          description={`The 6-digit code the app shows for ${APP_NAME}.`}
          value={code}
          error={problem}
          data-autofocus
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {confirm.isError && (
          <Alert color="ember" title="Two-factor authentication is not on yet" role="alert">
            {confirm.error.message}
          </Alert>
        )}
        <DialogActions actLabel="Turn on" loading={confirm.isPending} onCancel={onClose} />
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
            title: "Stop setting up two-factor authentication?",
            body: (
              <Text size="sm">
                Two-factor authentication stays off. If you added the key to your app already,
                remove it there: setting up again makes a new key.
              </Text>
            ),
            confirmLabel: "Stop setup",
            cancelLabel: "Continue setup",
            onConfirm: onClose,
          })
      : onClose;
  return (
    <Dialog opened onClose={leave} title="Set up two-factor authentication" size="lg">
      {setup && enabled ? (
        <Stack gap="md">
          <Text size="sm">
            Two-factor authentication is on. Signing in with a password or a link now asks for a
            code from your app.
          </Text>
          <BackupCodes codes={setup.backupCodes} email={email} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
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
