import { Alert, Anchor, Button, Card, Center, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMounted } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { authClient } from "~/lib/auth-client";
import { errorMessage } from "~/lib/errors";
import { NewPasswordFields } from "./NewPasswordFields";
import { unwrap } from "./queries";
import { type PasswordLimits, setPasswordSchema } from "./schemas";

interface ResetPasswordPageProps {
  token: string | undefined;
  error: string | undefined;
  limits: PasswordLimits;
}

export function ResetPasswordPage({ token, error, limits }: ResetPasswordPageProps) {
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { newPassword: "", confirmPassword: "" },
    validate: schemaResolver(setPasswordSchema(limits), { sync: true }),
  });
  const reset = useMutation({
    mutationFn: ({ newPassword, token }: { newPassword: string; token: string }) =>
      unwrap(authClient.resetPassword({ newPassword, token })),
  });
  const hydrated = useMounted();
  const usable = token && !error;

  return (
    <Center mih="100vh" p="md" component="main">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={420}>
        {reset.isSuccess ? (
          <Stack gap="md" aria-live="polite">
            <Title order={1} size="h2">
              Password changed
            </Title>
            <Text>
              Your new password is set, and every session was signed out. Sign in again with your
              new password.
            </Text>
            <Button component={Link} to="/login">
              Go to sign in
            </Button>
          </Stack>
        ) : !usable ? (
          <Stack gap="md">
            <Title order={1} size="h2">
              Choose a new password
            </Title>
            <Alert color="ember" title="That link did not work" role="alert">
              This password reset link is invalid, already used or expired. Sign in and ask for a
              new one in the settings.
            </Alert>
            <Anchor component={Link} to="/login">
              Go to sign in
            </Anchor>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit(({ newPassword }) => reset.mutate({ newPassword, token }))}
          >
            <Stack gap="md">
              <Title order={1} size="h2">
                Choose a new password
              </Title>
              {reset.isError && (
                <Alert color="ember" title="The password was not changed" role="alert">
                  {errorMessage(reset.error)}
                </Alert>
              )}
              <NewPasswordFields form={form} limits={limits} />
              <Button type="submit" loading={reset.isPending} disabled={!hydrated} fullWidth>
                Set new password
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                <Anchor component={Link} to="/login" size="xs">
                  Back to sign in
                </Anchor>
              </Text>
            </Stack>
          </form>
        )}
      </Card>
    </Center>
  );
}
