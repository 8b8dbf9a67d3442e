import { Alert, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type * as z from "zod/mini";
import { loadAuthClient } from "~/lib/load-auth-client";
import type { ClientUser } from "~/server/auth/session.server";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import { unwrap } from "./queries";
import { changeEmailSchema } from "./schemas";

type ChangeEmailValues = z.infer<typeof changeEmailSchema>;

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
    validate: schemaResolver(changeEmailSchema, { sync: true }),
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
      notifySuccess("Verification mail sent", `Check ${user.email} for the confirmation link.`),
    onError: (error) => notifyError(error),
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
          "Confirm the change",
          `Check ${currentEmail} to confirm the change to ${newEmail}.`,
        );
      } else {
        notifySuccess(
          "Email address changed",
          `Your address is now ${newEmail}. Check ${newEmail} for a verification link.`,
        );
        await router.invalidate();
      }
    },
    onError: (error) => notifyError(error),
  });

  return (
    <Section id="email" title="Email">
      <Group gap="xs">
        <Text fw={600} data-testid="current-email">
          {user.email}
        </Text>
        <Badge color={user.emailVerified ? "pine" : "timber"} variant="light">
          {user.emailVerified ? "Verified" : "Not verified"}
        </Badge>
      </Group>
      {!user.emailVerified && (
        <Group>
          <Button
            variant="light"
            loading={sendVerification.isPending}
            onClick={() => sendVerification.mutate()}
          >
            Send verification mail
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
              label="New email address"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              description={
                user.emailVerified
                  ? "We mail your current address to confirm the change."
                  : "Your address is not verified, so it changes at once; then we ask the new address to confirm itself."
              }
              key={form.key("newEmail")}
              {...form.getInputProps("newEmail")}
            />
            <Group>
              <Button type="submit" loading={changeEmail.isPending}>
                Change email
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Alert color="slate" variant="light">
          Changing the email address is turned off on this server.
        </Alert>
      )}
    </Section>
  );
}
