import { Button, Checkbox, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadAuthClient } from "~/lib/load-auth-client";
import { queryKeys } from "~/lib/query-keys";
import { setPasswordFn } from "~/server/account/account.functions";
import type { AccountSettings } from "~/server/account/account.server";
import type { ClientUser } from "~/server/auth/session.server";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import { NewPasswordFields } from "./NewPasswordFields";
import { unwrap } from "./queries";
import {
  changePasswordSchema,
  type PasswordLimits,
  passwordHelp,
  setPasswordSchema,
} from "./schemas";

export function PasswordSection({
  user,
  settings,
}: {
  user: ClientUser;
  settings: AccountSettings;
}) {
  return (
    <Section
      id="password"
      title="Password"
      description={
        settings.hasPassword
          ? "Sign in with your email address and this password, or with a sign-in link."
          : "You sign in with links sent by mail. Set a password to sign in without one."
      }
    >
      {settings.hasPassword ? (
        <>
          <ChangePasswordForm limits={settings} />
          <ForgotPassword email={user.email} />
        </>
      ) : (
        <SetPasswordForm limits={settings} />
      )}
    </Section>
  );
}

function ChangePasswordForm({ limits }: { limits: PasswordLimits }) {
  const queryClient = useQueryClient();
  const schema = changePasswordSchema(limits);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { currentPassword: "", newPassword: "", revokeOtherSessions: false },
    validate: schemaResolver(schema, { sync: true }),
  });
  const change = useMutation({
    mutationFn: async (values: {
      currentPassword: string;
      newPassword: string;
      revokeOtherSessions: boolean;
    }) => unwrap((await loadAuthClient()).changePassword(values)),
    onSuccess: async (_, { revokeOtherSessions }) => {
      form.reset();
      notifySuccess(
        "Password changed",
        revokeOtherSessions
          ? "Your password is changed and your other sessions are signed out."
          : "Your password is changed.",
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions });
    },
    onError: (error) => notifyError(error),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          key={form.key("currentPassword")}
          {...form.getInputProps("currentPassword")}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={passwordHelp(limits)}
          key={form.key("newPassword")}
          {...form.getInputProps("newPassword")}
        />
        <Checkbox
          label="Sign out other sessions"
          key={form.key("revokeOtherSessions")}
          {...form.getInputProps("revokeOtherSessions", { type: "checkbox" })}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SetPasswordForm({ limits }: { limits: PasswordLimits }) {
  const queryClient = useQueryClient();
  const schema = setPasswordSchema(limits);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { newPassword: "", confirmPassword: "" },
    validate: schemaResolver(schema, { sync: true }),
  });
  const set = useMutation({
    mutationFn: (newPassword: string) => setPasswordFn({ data: { newPassword } }),
    onSuccess: async () => {
      form.reset();
      notifySuccess("Password set", "You can now sign in with your email address and password.");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.account.settings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.linked }),
      ]);
    },
    onError: (error) => notifyError(error),
  });

  return (
    <form noValidate onSubmit={form.onSubmit(({ newPassword }) => set.mutate(newPassword))}>
      <Stack gap="sm">
        <NewPasswordFields form={form} limits={limits} />
        <Group>
          <Button type="submit" loading={set.isPending}>
            Set a password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ForgotPassword({ email }: { email: string }) {
  const request = useMutation({
    mutationFn: async () =>
      unwrap(
        (await loadAuthClient()).requestPasswordReset({ email, redirectTo: "/reset-password" }),
      ),
    onSuccess: () =>
      notifySuccess("Reset link sent", `Check ${email} for a link to choose a new password.`),
    onError: (error) => notifyError(error),
  });
  return (
    <Group gap="xs">
      <Text size="sm">Forgot your password?</Text>
      <Button
        variant="subtle"
        size="compact-sm"
        loading={request.isPending}
        onClick={() => request.mutate()}
      >
        Email me a reset link
      </Button>
    </Group>
  );
}
