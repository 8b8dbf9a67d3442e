import { Button, Checkbox, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { m } from "~/i18n/paraglide/messages.js";
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
      title={m.password_title()}
      description={
        settings.hasPassword ? m.password_description_has() : m.password_description_none()
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
        m.password_changed_title(),
        revokeOtherSessions ? m.password_changed_and_signed_out() : m.password_changed_text(),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions });
    },
    onError: (error) => notifyError(error, m.password_not_changed_title()),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
      <Stack gap="sm">
        <PasswordInput
          label={m.password_current_label()}
          autoComplete="current-password"
          key={form.key("currentPassword")}
          {...form.getInputProps("currentPassword")}
        />
        <PasswordInput
          label={m.password_new_label()}
          autoComplete="new-password"
          description={passwordHelp(limits)}
          key={form.key("newPassword")}
          {...form.getInputProps("newPassword")}
        />
        <Checkbox
          label={m.password_sign_out_others()}
          key={form.key("revokeOtherSessions")}
          {...form.getInputProps("revokeOtherSessions", { type: "checkbox" })}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {m.password_change()}
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
      notifySuccess(m.password_set_title(), m.password_set_text());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.account.settings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.linked }),
      ]);
    },
    onError: (error) => notifyError(error, m.password_not_set_title()),
  });

  return (
    <form noValidate onSubmit={form.onSubmit(({ newPassword }) => set.mutate(newPassword))}>
      <Stack gap="sm">
        <NewPasswordFields form={form} limits={limits} />
        <Group>
          <Button type="submit" loading={set.isPending}>
            {m.password_set()}
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
      notifySuccess(m.password_reset_sent_title(), m.password_reset_sent_text({ email })),
    onError: (error) => notifyError(error, m.password_reset_not_sent_title()),
  });
  return (
    <Group gap="xs">
      <Text size="sm">{m.password_forgot()}</Text>
      <Button
        variant="subtle"
        size="compact-sm"
        loading={request.isPending}
        onClick={() => request.mutate()}
      >
        {m.password_email_reset_link()}
      </Button>
    </Group>
  );
}
