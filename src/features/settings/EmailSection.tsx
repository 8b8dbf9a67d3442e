import { Alert, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type * as z from "zod/mini";
import { m } from "~/i18n/paraglide/messages.js";
import { loadAuthClient } from "~/lib/load-auth-client";
import type { ClientUser } from "~/server/auth/session.server";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import { unwrap } from "./queries";
import { changeEmailSchema } from "./schemas";

type ChangeEmailValues = z.infer<ReturnType<typeof changeEmailSchema>>;

export function EmailSection({
  user,
  changeEmailEnabled,
}: {
  user: ClientUser;
  changeEmailEnabled: boolean;
}) {
  const router = useRouter();
  const form = useForm<ChangeEmailValues>({
    mode: "uncontrolled",
    initialValues: { newEmail: "" },
    validate: schemaResolver(changeEmailSchema(), { sync: true }),
  });

  const sendVerification = useMutation({
    mutationFn: async () =>
      unwrap(
        (await loadAuthClient()).sendVerificationEmail({
          email: user.email,
          callbackURL: "/settings/security",
        }),
      ),
    onSuccess: () =>
      notifySuccess(
        m.settings_email_verification_sent_title(),
        m.settings_email_verification_sent_text({ email: user.email }),
      ),
    onError: (error) => notifyError(error, m.settings_email_not_sent_title()),
  });

  const changeEmail = useMutation({
    // The address at the time of the request decides which mail goes where.
    mutationFn: async ({ newEmail }: ChangeEmailValues) => {
      const wasVerified = user.emailVerified;
      const currentEmail = user.email;
      await unwrap(
        (await loadAuthClient()).changeEmail({ newEmail, callbackURL: "/settings/security" }),
      );
      return { wasVerified, currentEmail, newEmail };
    },
    onSuccess: async ({ wasVerified, currentEmail, newEmail }) => {
      form.reset();
      if (wasVerified) {
        notifySuccess(
          m.settings_email_confirm_title(),
          m.settings_email_confirm_text({ currentEmail, newEmail }),
        );
      } else {
        notifySuccess(
          m.settings_email_changed_title(),
          m.settings_email_changed_text({ newEmail }),
        );
        await router.invalidate();
      }
    },
    onError: (error) => notifyError(error, m.settings_email_not_changed_title()),
  });

  return (
    <Section id="email" title={m.settings_email_title()}>
      <Group gap="xs">
        <Text fw={600} data-testid="current-email">
          {user.email}
        </Text>
        <Badge color={user.emailVerified ? "pine" : "timber"} variant="light">
          {user.emailVerified ? m.settings_email_verified() : m.settings_email_not_verified()}
        </Badge>
      </Group>
      {!user.emailVerified && (
        <Group>
          <Button
            variant="light"
            loading={sendVerification.isPending}
            onClick={() => sendVerification.mutate()}
          >
            {m.settings_email_send_verification()}
          </Button>
        </Group>
      )}
      {changeEmailEnabled ? (
        <form
          noValidate
          onSubmit={form.onSubmit(({ newEmail }) =>
            changeEmail.mutate({ newEmail: newEmail.trim().toLowerCase() }),
          )}
        >
          <Stack gap="sm">
            <TextInput
              label={m.settings_email_new_label()}
              type="email"
              autoComplete="email"
              placeholder={m.common_email_placeholder()}
              description={
                user.emailVerified
                  ? m.settings_email_new_help_verified()
                  : m.settings_email_new_help_unverified()
              }
              key={form.key("newEmail")}
              {...form.getInputProps("newEmail")}
            />
            <Group>
              <Button type="submit" loading={changeEmail.isPending}>
                {m.settings_email_change()}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Alert color="slate" variant="light">
          {m.settings_email_change_off()}
        </Alert>
      )}
    </Section>
  );
}
