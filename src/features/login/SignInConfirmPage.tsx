import { Alert, Anchor, Button, Card, Center, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { withElement } from "~/i18n/with-element";
import { APP_NAME } from "~/lib/brand";
import { MAGIC_LINK_VERIFY_PATH, type SignInLink } from "~/lib/sign-in-link";
import { describeLinkError } from "./link-errors";
import { announceSignInStarted } from "./use-sign-in-elsewhere";

// The address's place in the sentence, replaced by the element after translation.
const EMAIL = "\u0000email\u0000";

interface SignInConfirmPageProps {
  /** The link's query as the button sends it; null when the link is broken. */
  link: SignInLink | null;
  /** The address the link signs in; null when the link is unknown, used or expired. */
  email: string | null;
  /** Where the link was going, for the sign-in screen to continue to with a new link. */
  redirectTo: string | undefined;
}

/**
 * The page a sign-in mail links to. Opening it spends nothing (mail scanners open every link);
 * the button does, with a plain form that needs no script: Better Auth's endpoint takes a GET,
 * signs in and sends the browser on.
 */
export function SignInConfirmPage({ link, email, redirectTo }: SignInConfirmPageProps) {
  // A second press would send the token again while the browser drops the first response and
  // the session cookie it carries: the person would end on "That link did not work".
  const [sent, setSent] = useState(false);
  const usable = link !== null && email !== null;

  return (
    <Center mih="100vh" p="md" component="main">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {m.login_heading({ appName: APP_NAME })}
          </Title>
          {usable ? (
            <form
              method="get"
              action={MAGIC_LINK_VERIFY_PATH}
              onSubmit={() => {
                setSent(true);
                // A tab that asked for this link goes on once this one is signed in.
                announceSignInStarted();
              }}
            >
              <Stack gap="md">
                <Text>
                  {withElement(
                    m.confirm_signing_in_as({ email: EMAIL }),
                    EMAIL,
                    <strong style={{ overflowWrap: "anywhere" }}>{email}</strong>,
                  )}
                </Text>
                <input type="hidden" name="token" value={link.token} />
                <input type="hidden" name="callbackURL" value={link.callbackURL} />
                {link.newUserCallbackURL && (
                  <input type="hidden" name="newUserCallbackURL" value={link.newUserCallbackURL} />
                )}
                <input type="hidden" name="errorCallbackURL" value={link.errorCallbackURL} />
                <Button type="submit" loading={sent} fullWidth>
                  {m.confirm_sign_in()}
                </Button>
                <Text size="sm" c="dimmed">
                  {m.confirm_not_you()}
                </Text>
              </Stack>
            </form>
          ) : (
            <>
              <Alert color="ember" title={m.confirm_link_failed()} role="alert">
                {describeLinkError("INVALID_TOKEN")}
              </Alert>
              <Button
                renderRoot={(props) => (
                  <Link to="/login" search={{ redirect: redirectTo }} {...props} />
                )}
              >
                {m.confirm_new_link()}
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                <Anchor component={Link} to="/" size="xs">
                  {m.login_back_home()}
                </Anchor>
              </Text>
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
