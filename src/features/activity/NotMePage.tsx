import { Alert, Anchor, Button, Card, Center, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { APP_NAME } from "~/lib/brand";
import { reportNotMe } from "~/server/account/activity.functions";

/**
 * The page a security alert's "This wasn't me" link opens. Opening it changes nothing (mail
 * scanners fetch every link); the button signs every session of the account out and sends the
 * person to sign in again.
 */
export function NotMePage({ token, live }: { token: string | undefined; live: boolean }) {
  const report = useMutation({
    mutationFn: (value: string) => reportNotMe({ data: { token: value } }),
    // A full load: nothing of the signed-out account stays in this tab's memory.
    onSuccess: () => window.location.assign("/login?error=SIGNED_OUT_EVERYWHERE"),
  });

  return (
    <Center mih="100vh" p="md" component="main">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={460}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {m.notme_heading({ appName: APP_NAME })}
          </Title>
          {token && live ? (
            <>
              <Text>{m.notme_intro()}</Text>
              {report.isError && (
                <Alert color="ember" title={m.notme_failed()} role="alert">
                  {report.error.message}
                </Alert>
              )}
              <Button
                color="ember"
                onClick={() => report.mutate(token)}
                loading={report.isPending || report.isSuccess}
                fullWidth
              >
                {m.settings_sessions_sign_out_everywhere()}
              </Button>
              <Text size="sm" c="dimmed">
                {m.notme_was_it_you()}
              </Text>
            </>
          ) : (
            <Alert color="ember" title={m.notme_link_failed()} role="alert">
              {m.notme_link_failed_text()}
            </Alert>
          )}
          <Text size="xs" c="dimmed" ta="center">
            <Anchor component={Link} to="/login" size="xs">
              {m.password_go_to_sign_in()}
            </Anchor>
          </Text>
        </Stack>
      </Card>
    </Center>
  );
}
