import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { APP_NAME } from "~/lib/brand";
import { errorMessage } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import { safeRedirectPath, welcomePathFor } from "~/lib/redirect";
import { emailError } from "~/lib/validation";
import { type SignInProvider, SocialSignInButtons } from "./SocialSignInButtons";
import { useFinishSignIn } from "./use-finish-sign-in";

// Most visits come without a failed link: the wording of every link and provider error (the
// server renders it; hydration waits for this chunk) is fetched only for a visit that shows one.
const LinkProblemAlert = lazy(() =>
  import("./LinkProblemAlert").then((module) => ({ default: module.LinkProblemAlert })),
);

// Most people sign in by link: the password form loads when someone asks for it.
const PasswordSignInForm = lazy(() =>
  import("./PasswordSignInForm").then((module) => ({ default: module.PasswordSignInForm })),
);

interface LoginScreenProps {
  redirectTo: string | undefined;
  linkError: string | undefined;
  /** Seconds a limited sign-in link asked to wait. */
  retryAfter?: number | undefined;
  devMailbox: boolean;
  providers: SignInProvider[];
  /** The page's heading and first sentence, when it signs in for something (an invitation). */
  heading?: string;
  intro?: string;
}

async function sendMagicLink(email: string, redirectTo: string | undefined) {
  const callbackURL = safeRedirectPath(redirectTo);
  const retryHere = redirectTo ? `/login?redirect=${encodeURIComponent(callbackURL)}` : "/login";
  const { error } = await (await loadAuthClient()).signIn.magicLink({
    email,
    callbackURL,
    // A new account stops on the way to ask for a name.
    newUserCallbackURL: welcomePathFor(callbackURL),
    errorCallbackURL: retryHere,
  });
  if (error) {
    const failed = new Error(error.message || "The sign-in link could not be sent.");
    throw Object.assign(failed, { code: error.code });
  }
}

/** Whether the browser can offer passkeys in the address field's autofill list. */
async function canAutofillPasskeys(): Promise<boolean> {
  if (typeof window === "undefined" || !window.PublicKeyCredential) return false;
  return (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
}

/** The passkey client's refusals, in the sign-in screen's words. */
function passkeyProblem(error: { code?: string; message?: string }): string {
  if (error.code === "AUTH_CANCELLED" || error.code === "ERROR_CEREMONY_ABORTED") {
    return "Signing in with a passkey was cancelled, or this device has no passkey for this site.";
  }
  if (error.code === "PASSKEY_NOT_FOUND") {
    // The device offered a passkey the server does not know: deleted in the settings, or made
    // for an account that is gone.
    return "This passkey is not registered here any more: it may have been deleted from your account. Sign in with a link, then add it again in your security settings.";
  }
  return error.message || "Signing in with a passkey failed.";
}

export function LoginScreen({
  redirectTo,
  linkError,
  retryAfter,
  devMailbox,
  providers,
  heading = `Sign in to ${APP_NAME}`,
  intro = "Enter your email address and we will send you a link to sign in. No password needed.",
}: LoginScreenProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [providerError, setProviderError] = useState<string | null>(null);
  const [withPassword, setWithPassword] = useState(false);
  // One field, checked as it is left and when the form is sent, its message cleared by the next
  // keystroke; the browser keeps its text (an uncontrolled input), so an address typed before
  // hydration is the one sent.
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (email: string) => sendMagicLink(email, redirectTo),
    onSuccess: (_, email) => setSentTo(email),
  });
  const enter = useFinishSignIn(redirectTo);
  const passkey = useMutation({
    mutationFn: async () => {
      const { error } = await (await loadAuthClient()).signIn.passkey();
      if (error) throw new Error(passkeyProblem(error));
    },
    onSuccess: enter,
  });
  // The browser's autofill offers this site's passkeys in the address field. The auth client
  // loads only where the browser supports it, after the page, so the page's own bytes stay the
  // same; the button above cancels this request when it starts its own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per visit to the page
  useEffect(() => {
    let active = true;
    (async () => {
      if (!(await canAutofillPasskeys())) return;
      const client = await loadAuthClient();
      if (!active) return;
      const { data } = await client.signIn.passkey({ autoFill: true });
      if (data && active) await enter();
    })().catch(() => {
      // Autofill is a convenience: the link, the password and the button still work.
    });
    return () => {
      active = false;
    };
  }, []);
  // Until React has taken over the server-rendered form, a submit would be the browser's own:
  // a GET that puts the address in the URL and sends nothing. The button waits for hydration.
  const hydrated = useMounted();

  return (
    <Center mih="100vh" p="md" component="main">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={420}>
        {sentTo ? (
          <Stack gap="md" aria-live="polite">
            <Title order={1} size="h2">
              Check your inbox
            </Title>
            <Text>
              We sent a sign-in link to <strong>{sentTo}</strong>. It works once and expires in 5
              minutes.
            </Text>
            {devMailbox && (
              <Text size="sm" c="dimmed">
                No mail server is configured: the link is in the{" "}
                <Anchor href="/dev/mailbox" target="_blank">
                  dev mailbox
                </Anchor>{" "}
                and in the server's console.
              </Text>
            )}
            <Button
              variant="default"
              onClick={() => {
                send.reset();
                setSentTo(null);
              }}
            >
              Use a different address
            </Button>
          </Stack>
        ) : withPassword ? (
          <Stack gap="md">
            <Title order={1} size="h2">
              {heading}
            </Title>
            <Text c="dimmed" size="sm">
              With the password you set in your account settings.
            </Text>
            <Suspense fallback={<Loader size="sm" aria-label="Loading the password form" />}>
              <PasswordSignInForm redirectTo={redirectTo} />
            </Suspense>
            <Button variant="subtle" onClick={() => setWithPassword(false)} disabled={!hydrated}>
              Email me a sign-in link instead
            </Button>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              const email = String(new FormData(event.currentTarget).get("email") ?? "");
              const problem = emailError(email);
              setEmailProblem(problem);
              if (!problem) send.mutate(email.trim().toLowerCase());
            }}
          >
            <Stack gap="md">
              <Title order={1} size="h2">
                {heading}
              </Title>
              <Text c="dimmed" size="sm">
                {intro}
              </Text>
              {linkError && !send.isError && (
                <Suspense fallback={null}>
                  <LinkProblemAlert code={linkError} retryAfter={retryAfter} />
                </Suspense>
              )}
              {send.isError && (
                <Alert
                  color="ember"
                  role="alert"
                  title={
                    // AUTH_ALLOW_SIGNUP=false (ADR 042): the server's sentence says what to do.
                    (send.error as { code?: string }).code === "NO_ACCOUNT_FOR_ADDRESS"
                      ? "No account uses this address"
                      : "The link was not sent"
                  }
                >
                  {errorMessage(send.error)}
                </Alert>
              )}
              {passkey.isError && (
                <Alert color="ember" title="Signing in failed" role="alert">
                  {errorMessage(passkey.error)}
                </Alert>
              )}
              {providerError && (
                <Alert color="ember" title="Signing in failed" role="alert">
                  {providerError}
                </Alert>
              )}
              <TextInput
                label="Email address"
                type="email"
                autoComplete="username webauthn"
                placeholder="you@example.com"
                required
                name="email"
                error={emailProblem}
                onBlur={(event) => setEmailProblem(emailError(event.currentTarget.value))}
                onChange={() => setEmailProblem(null)}
              />
              <Button type="submit" loading={send.isPending} disabled={!hydrated} fullWidth>
                Send sign-in link
              </Button>
              <Button variant="subtle" onClick={() => setWithPassword(true)} disabled={!hydrated}>
                Sign in with a password instead
              </Button>
              <Button
                variant="default"
                onClick={() => passkey.mutate()}
                loading={passkey.isPending || passkey.isSuccess}
                disabled={!hydrated}
              >
                Sign in with a passkey
              </Button>
              <SocialSignInButtons
                providers={providers}
                redirectTo={redirectTo}
                disabled={!hydrated}
                onError={setProviderError}
              />
              <Text size="xs" c="dimmed" ta="center">
                <Anchor component={Link} to="/" size="xs">
                  Back to the home page
                </Anchor>
              </Text>
            </Stack>
          </form>
        )}
      </Card>
    </Center>
  );
}
