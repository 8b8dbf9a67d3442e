import { Alert, Button, Divider, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { errorMessage } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import { waitInWords } from "~/lib/wait-in-words";
import type { AccountSettings } from "~/server/account/account.server";
import type { ClientUser } from "~/server/auth/session.server";
import { DangerButton } from "~/ui/danger";
import { Dialog, useDialogOnUse } from "~/ui/lazy-dialog";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import { unwrap } from "./queries";

type DeleteRequest = { mode: "password"; password: string } | { mode: "mail" } | { mode: "fresh" };

/** What deleting does to the plans still running (billing.server.ts' closeBillingAccount). */
function runningPlansNotice(names: string[]): string {
  const one = names.length === 1;
  const plans = one
    ? `Your ${names[0]} plan is`
    : `Your ${names.slice(0, -1).join(", ")} and ${names.at(-1)} plans are`;
  return `${plans} cancelled at the payment provider as the account goes: ${one ? "it ends" : "they end"} at once, not at the end of the period you paid for, and nothing more is charged.`;
}

const SESSION_EXPIRED = "Session expired. Re-authenticate to perform this action.";

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
      title="Delete account"
      description="Removes your account, its sessions, linked accounts and API key. This cannot be undone."
    >
      {settings.deleteAccountEnabled ? (
        <>
          <Group>
            <DangerButton onClick={open}>Delete account…</DangerButton>
          </Group>
          {used && (
            <Suspense fallback={null}>
              <Dialog opened={opened} onClose={close} title="Delete your account?">
                {opened && <DeleteAccountDialog user={user} settings={settings} onDone={close} />}
              </Dialog>
            </Suspense>
          )}
        </>
      ) : (
        <Alert color="slate" variant="light">
          Deleting accounts is turned off on this server. Contact support to close your account.
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
        notifySuccess("Check your inbox", `We sent a deletion link to ${user.email}.`);
        return;
      }
      notifySuccess("Account deleted", "Your account and everything in it are gone.");
      queryClient.clear();
      await router.invalidate();
      await navigate({ to: "/" });
    },
    // The dialog's alert repeats the message with what to do about it.
    onError: (error) => notifyError(error),
  });

  const running = remove.isPending ? remove.variables?.mode : undefined;
  const lastError = remove.isError ? errorMessage(remove.error) : null;

  return (
    <Stack gap="md">
      <Text size="sm">
        Your account <strong>{user.email}</strong>, its sessions, linked accounts and API key are
        removed for good. Choose how to confirm it is you.
      </Text>
      {settings.runningPlans.length > 0 && (
        <Alert color="timber" variant="light" title="Your paid plan ends too">
          {runningPlansNotice(settings.runningPlans)}
        </Alert>
      )}
      {lastError && (
        <Alert color="ember" title="Not deleted" role="alert">
          {lastError}
          {lastError === SESSION_EXPIRED &&
            ` Sign out and sign in again, then delete within ${waitInWords(settings.freshAge)}.`}
        </Alert>
      )}
      {settings.hasPassword && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!password) {
              setPasswordError("Enter your password");
              return;
            }
            setPasswordError(null);
            remove.mutate({ mode: "password", password });
          }}
        >
          <Stack gap="xs">
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              value={password}
              error={passwordError}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Group>
              <DangerButton
                type="submit"
                loading={running === "password"}
                disabled={!!running && running !== "password"}
              >
                Delete with password
              </DangerButton>
            </Group>
          </Stack>
        </form>
      )}
      <Divider label="or" labelPosition="center" />
      <Stack gap="xs">
        <Text size="sm">
          We mail a link to {user.email}; the account is deleted when you follow it.
        </Text>
        <Group>
          <DangerButton
            loading={running === "mail"}
            disabled={!!running && running !== "mail"}
            onClick={() => remove.mutate({ mode: "mail" })}
          >
            Email me a deletion link
          </DangerButton>
        </Group>
      </Stack>
      <Divider label="or" labelPosition="center" />
      <Stack gap="xs">
        <Text size="sm">
          {settings.freshAge === 0
            ? "Delete right away, confirmed by this session."
            : `Delete right away: works within ${waitInWords(settings.freshAge)} of signing in.`}
        </Text>
        <Group>
          <DangerButton
            loading={running === "fresh"}
            disabled={!!running && running !== "fresh"}
            onClick={() => remove.mutate({ mode: "fresh" })}
          >
            Delete now
          </DangerButton>
          <Button variant="default" onClick={onDone} disabled={!!running}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
