import { Alert, Anchor, Button, Card, Center, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMounted } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
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
              {m.password_changed_title()}
            </Title>
            <Text>{m.password_reset_done_text()}</Text>
            <Button component={Link} to="/login">
              {m.password_go_to_sign_in()}
            </Button>
          </Stack>
        ) : !usable ? (
          <Stack gap="md">
            <Title order={1} size="h2">
              {m.password_reset_heading()}
            </Title>
            <Alert color="ember" title={m.password_reset_link_failed_title()} role="alert">
              {m.password_reset_link_failed_text()}
            </Alert>
            <Anchor component={Link} to="/login">
              {m.password_go_to_sign_in()}
            </Anchor>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit(({ newPassword }) => reset.mutate({ newPassword, token }))}
          >
            <Stack gap="md">
              <Title order={1} size="h2">
                {m.password_reset_heading()}
              </Title>
              {reset.isError && (
                <Alert color="ember" title={m.password_reset_not_changed_title()} role="alert">
                  {errorMessage(reset.error)}
                </Alert>
              )}
              <NewPasswordFields form={form} limits={limits} />
              <Button type="submit" loading={reset.isPending} disabled={!hydrated} fullWidth>
                {m.password_reset_submit()}
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                <Anchor component={Link} to="/login" size="xs">
                  {m.password_back_to_sign_in()}
                </Anchor>
              </Text>
            </Stack>
          </form>
        )}
      </Card>
    </Center>
  );
}
