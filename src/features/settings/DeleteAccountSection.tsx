import { Alert, Button, Divider, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { useLocale } from "~/i18n/current-locale";
import { m } from "~/i18n/paraglide/messages.js";
import { withElement } from "~/i18n/with-element";
import { errorMessage } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import { waitInWords } from "~/lib/wait-in-words";
import type { AccountSettings } from "~/server/account/account.server";
import type { ClientUser } from "~/server/auth/session.server";
import { DangerButton } from "~/ui/danger";
import { Dialog, useDialogOnUse } from "~/ui/lazy-dialog";
import { notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import { unwrap } from "./queries";

/** Stands in for the address in the sentence, replaced by it in bold. */
const EMAIL = "\u0000email\u0000";

/** Whether a refusal carries this code. */
const isCode = (error: unknown, code: string) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;

type DeleteRequest = { mode: "password"; password: string } | { mode: "mail" } | { mode: "fresh" };

/** What deleting does to the plans still running (close-account.server.ts' closeBillingAccount). */
function runningPlansNotice(names: string[]): string {
  if (names.length === 1) return m.settings_delete_plan_one({ plan: names[0] ?? "" });
  return m.settings_delete_plan_many({
    plans: names.slice(0, -1).join(", "),
    last: names.at(-1) ?? "",
  });
}

export function DeleteAccountSection({
  user,
  settings,
}: {
  user: ClientUser;
  settings: AccountSettings;
}) {
  // The dialog (Mantine's modal) loads on the first click.
  const { opened, used, open, close } = useDialogOnUse();
  return (
    <Section
      id="delete-account"
      title={m.settings_delete_title()}
      description={m.settings_delete_description()}
    >
      {settings.deleteAccountEnabled ? (
        <>
          <Group>
            <DangerButton onClick={open}>{m.settings_delete_open()}</DangerButton>
          </Group>
          {used && (
            <Suspense fallback={null}>
              <Dialog opened={opened} onClose={close} title={m.settings_delete_dialog_title()}>
                {opened && <DeleteAccountDialog user={user} settings={settings} onDone={close} />}
              </Dialog>
            </Suspense>
          )}
        </>
      ) : (
        <Alert color="slate" variant="light">
          {m.settings_delete_off()}
        </Alert>
      )}
    </Section>
  );
}

function DeleteAccountDialog({
  user,
  settings,
  onDone,
}: {
  user: ClientUser;
  settings: AccountSettings;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const locale = useLocale();

  const remove = useMutation({
    mutationFn: async (request: DeleteRequest) => {
      switch (request.mode) {
        case "password":
          return unwrap((await loadAuthClient()).deleteUser({ password: request.password }));
        case "mail":
          return unwrap((await loadAuthClient()).deleteUser({ callbackURL: "/" }));
        case "fresh":
          // A before-hook on the server reads this flag (see account-rules.server.ts).
          return unwrap((await loadAuthClient()).deleteUser({ freshSession: true } as never));
      }
    },
    onSuccess: async (result) => {
      onDone();
      if (result?.message === "Verification email sent") {
        notifySuccess(
          m.settings_delete_mail_sent_title(),
          m.settings_delete_mail_sent_text({ email: user.email }),
        );
        return;
      }
      notifySuccess(m.settings_delete_done_title(), m.settings_delete_done_text());
      queryClient.clear();
      await router.invalidate();
      await navigate({ to: "/" });
    },
    // A wrong password shows at its field, anything else in the dialog's alert: once, with
    // what to do about it, and no toast repeating it behind the dialog.
    onError: (error) => {
      if (isCode(error, "INVALID_PASSWORD")) setPasswordError(errorMessage(error));
    },
  });

  const running = remove.isPending ? remove.variables?.mode : undefined;
  const lastError =
    remove.isError && !isCode(remove.error, "INVALID_PASSWORD") ? errorMessage(remove.error) : null;

  return (
    <Stack gap="md">
      <Text size="sm">
        {withElement(
          m.settings_delete_intro({ email: EMAIL }),
          EMAIL,
          <strong>{user.email}</strong>,
        )}
      </Text>
      {settings.runningPlans.length > 0 && (
        <Alert color="timber" variant="light" title={m.settings_delete_plan_title()}>
          {runningPlansNotice(settings.runningPlans)}
        </Alert>
      )}
      {lastError && (
        <Alert color="ember" title={m.settings_delete_not_deleted()} role="alert">
          {lastError}
          {isCode(remove.error, "SESSION_EXPIRED") &&
            ` ${m.settings_delete_session_hint({ wait: waitInWords(settings.freshAge, locale) })}`}
        </Alert>
      )}
      {settings.hasPassword && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!password) {
              setPasswordError(m.validation_enter_password());
              return;
            }
            setPasswordError(null);
            remove.mutate({ mode: "password", password });
          }}
        >
          <Stack gap="xs">
            <PasswordInput
              label={m.settings_delete_password_label()}
              autoComplete="current-password"
              value={password}
              error={passwordError}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setPasswordError(null);
              }}
            />
            <Group>
              <DangerButton
                type="submit"
                loading={running === "password"}
                disabled={!!running && running !== "password"}
              >
                {m.settings_delete_with_password()}
              </DangerButton>
            </Group>
          </Stack>
        </form>
      )}
      <Divider label={m.common_or()} labelPosition="center" />
      <Stack gap="xs">
        <Text size="sm">{m.settings_delete_mail_text({ email: user.email })}</Text>
        <Group>
          <DangerButton
            loading={running === "mail"}
            disabled={!!running && running !== "mail"}
            onClick={() => remove.mutate({ mode: "mail" })}
          >
            {m.settings_delete_mail_button()}
          </DangerButton>
        </Group>
      </Stack>
      <Divider label={m.common_or()} labelPosition="center" />
      <Stack gap="xs">
        <Text size="sm">
          {settings.freshAge === 0
            ? m.settings_delete_now_text_any()
            : m.settings_delete_now_text({ wait: waitInWords(settings.freshAge, locale) })}
        </Text>
        <Group>
          <DangerButton
            loading={running === "fresh"}
            disabled={!!running && running !== "fresh"}
            onClick={() => remove.mutate({ mode: "fresh" })}
          >
            {m.settings_delete_now()}
          </DangerButton>
          <Button variant="default" onClick={onDone} disabled={!!running}>
            {m.common_cancel()}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
