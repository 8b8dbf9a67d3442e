import { Alert, Anchor, Button, Card, Center, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
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
            Secure your {APP_NAME} account
          </Title>
          {token && live ? (
            <>
              <Text>
                If you did not do what the alert describes, sign out every session of your account
                now. Whoever is in it is signed out too, and you sign in again by email.
              </Text>
              {report.isError && (
                <Alert color="ember" title="That did not work" role="alert">
                  {report.error.message}
                </Alert>
              )}
              <Button
                color="ember"
                onClick={() => report.mutate(token)}
                loading={report.isPending || report.isSuccess}
                fullWidth
              >
                Sign out everywhere
              </Button>
              <Text size="sm" c="dimmed">
                Was it you after all? Close this page: nothing happens unless you press the button.
              </Text>
            </>
          ) : (
            <Alert color="ember" title="That link did not work" role="alert">
              It was used already, has expired or is incomplete. If someone else is in your account,
              sign in and sign out your other sessions in Settings → Sessions.
            </Alert>
          )}
          <Text size="xs" c="dimmed" ta="center">
            <Anchor component={Link} to="/login" size="xs">
              Go to sign in
            </Anchor>
          </Text>
        </Stack>
      </Card>
    </Center>
  );
}
