import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, lazy, type MouseEvent, Suspense, useEffect, useState } from "react";
import { LanguageSwitch } from "~/features/language/LanguageSwitch";
import { m } from "~/i18n/paraglide/messages.js";
import { withElement } from "~/i18n/with-element";
import { APP_NAME } from "~/lib/brand";
import { errorMessage } from "~/lib/errors";
import { formFields, signInLinkRequest } from "~/lib/form-posts";
import { problemMessage } from "~/lib/form-problems";
import { loadAuthClient } from "~/lib/load-auth-client";
import { passkeysWorkOn } from "~/lib/passkey-hosts";
import { emailError } from "~/lib/validation";
import { PasswordSignInForm } from "./PasswordSignInForm";
import { type SignInProvider, SocialSignInButtons } from "./SocialSignInButtons";
import { useFinishSignIn } from "./use-finish-sign-in";
import { useSignInElsewhere } from "./use-sign-in-elsewhere";

// Most visits come without a failed link: the wording of every link and provider error (the
// server renders it; hydration waits for this chunk) is fetched only for a visit that shows one.
const LinkProblemAlert = lazy(() =>
  import("./LinkProblemAlert").then((module) => ({ default: module.LinkProblemAlert })),
);

interface LoginPageProps {
  redirectTo: string | undefined;
  /** APP_URL's host: the passkeys' relying party (ADR 027). */
  passkeyRpId: string;
  /** From a plain form post (no script): the link was sent, or the number of its error. */
  sent?: boolean;
  problem?: string | undefined;
  /** The password form first (`?method=password`, which works without script). */
  withPassword?: boolean;
  /** An address to start the field with (an invitation's). */
  email?: string | undefined;
  linkError: string | undefined;
  /** The library's precise reason beside a provider callback's error (`error_description`). */
  linkErrorDescription?: string | undefined;
  /** Seconds a limited sign-in link asked to wait. */
  retryAfter?: number | undefined;
  devMailbox: boolean;
  providers: SignInProvider[];
  /** The page's heading and first sentence, when it signs in for something (an invitation). */
  heading?: string;
  intro?: string;
}

async function sendMagicLink(email: string, redirectTo: string | undefined) {
  const { error } = await (await loadAuthClient()).signIn.magicLink(
    signInLinkRequest(email, redirectTo),
  );
  if (error) {
    const failed = new Error(error.message || m.login_link_not_sent_text());
    throw Object.assign(failed, { code: error.code });
  }
}

// Stand-ins for the parts of a sentence that are elements, replaced after translation.
const ADDRESS = "\u0000address\u0000";
const MAILBOX = "\u0000mailbox\u0000";

/** Whether the browser can offer passkeys in the address field's autofill list. */
async function canAutofillPasskeys(): Promise<boolean> {
  return (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
}

/** /login with the way on and any other search, as the links that work without script use it. */
function loginPath(redirectTo: string | undefined, search: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(redirectTo ? { redirect: redirectTo } : {}), ...search });
  const text = query.toString();
  return text ? `/login?${text}` : "/login";
}

export function LoginPage({
  redirectTo,
  passkeyRpId,
  sent = false,
  problem,
  withPassword: passwordFirst = false,
  email: knownEmail,
  linkError,
  linkErrorDescription,
  retryAfter,
  devMailbox,
  providers,
  heading = m.login_heading({ appName: APP_NAME }),
  intro = m.login_intro(),
}: LoginPageProps) {
  // A plain form post came back sent: the address is not in the page's address, so not named.
  const [sentTo, setSentTo] = useState<string | null>(sent ? "" : null);
  const [providerError, setProviderError] = useState<string | null>(null);
  const [withPassword, setWithPassword] = useState(passwordFirst);
  // One field, checked when the form is sent (not while tabbing through), its message cleared by
  // the next keystroke; the browser keeps its text (an uncontrolled input), read from the form.
  const [emailProblem, setEmailProblem] = useState<string | null>(
    passwordFirst ? null : problemMessage(problem),
  );
  const send = useMutation({
    mutationFn: (email: string) => sendMagicLink(email, redirectTo),
    onSuccess: (_, email) => setSentTo(email),
  });
  const enter = useFinishSignIn(redirectTo);
  // Finished in another tab (the mailed link opened there): this one goes on as well.
  useSignInElsewhere(sentTo !== null, enter);
  // Offered only where the relying party can work: elsewhere every ceremony fails.
  const passkeysHere =
    typeof window !== "undefined" &&
    passkeysWorkOn(window.location.hostname, passkeyRpId, "PublicKeyCredential" in window);
  const passkey = useMutation({
    mutationFn: async () => {
      const { error } = await (await loadAuthClient()).signIn.passkey();
      // Its words are fetched after a failure, not with the page: most visits see none.
      if (error) throw new Error((await import("./passkey-problem")).passkeyProblem(error));
    },
    onSuccess: enter,
  });
  // Autofill offers this site's passkeys in the address field; the client loads after the page,
  // only where supported. The button above cancels this request when it starts its own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per visit to the page
  useEffect(() => {
    let active = true;
    (async () => {
      if (!passkeysHere || !(await canAutofillPasskeys())) return;
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
  // Before React has taken over, the forms post to the server (src/server/auth/form-posts.server.ts);
  // what needs script (passkeys, providers) waits for it.
  const hydrated = useMounted();

  return (
    // Anchored at the top, not centred: a message that grows the card does not move it.
    <Center mih="100vh" p="md" pt="12vh" component="main" style={{ alignItems: "flex-start" }}>
      <Stack gap="xs" w="100%" maw={420}>
        <Card withBorder shadow="sm" padding="xl">
          {sentTo !== null ? (
            <Stack gap="md" aria-live="polite">
              <Title order={1} size="h2">
                {m.login_inbox_heading()}
              </Title>
              <Text>
                {withElement(
                  m.login_inbox_sent_to({ address: ADDRESS }),
                  ADDRESS,
                  sentTo ? <strong>{sentTo}</strong> : m.login_inbox_the_address(),
                )}
              </Text>
              {devMailbox && (
                <Text size="sm" c="dimmed">
                  {withElement(
                    m.login_inbox_dev_mailbox({ mailbox: MAILBOX }),
                    MAILBOX,
                    <Anchor href="/dev/mailbox" target="_blank">
                      {m.login_inbox_dev_mailbox_link()}
                    </Anchor>,
                  )}
                </Text>
              )}
              <Button
                component="a"
                href={loginPath(redirectTo)}
                variant="default"
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  send.reset();
                  setSentTo(null);
                }}
              >
                {m.login_use_different_address()}
              </Button>
            </Stack>
          ) : withPassword ? (
            <Stack gap="md">
              <Title order={1} size="h2">
                {heading}
              </Title>
              <Text c="dimmed" size="sm">
                {m.login_password_intro()}
              </Text>
              {/* In the page, not loaded on use: without script a streamed part never shows. */}
              <PasswordSignInForm
                redirectTo={redirectTo}
                problem={passwordFirst ? problemMessage(problem) : null}
                email={knownEmail}
              />
              <Button
                component="a"
                href={loginPath(redirectTo)}
                variant="subtle"
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  setWithPassword(false);
                }}
              >
                {m.login_link_instead()}
              </Button>
            </Stack>
          ) : (
            // Without script (or before it runs) the browser posts the form to /login itself.
            <form
              noValidate
              method="post"
              action="/login"
              onSubmit={(event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                const { email } = formFields(event.currentTarget, ["email"]);
                const found = emailError(email);
                setEmailProblem(found);
                if (!found) send.mutate(email.trim().toLowerCase());
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
                    <LinkProblemAlert
                      code={linkError}
                      description={linkErrorDescription}
                      retryAfter={retryAfter}
                    />
                  </Suspense>
                )}
                {send.isError && (
                  <Alert
                    color="ember"
                    role="alert"
                    title={
                      // AUTH_ALLOW_SIGNUP=false (ADR 042): the server's sentence says what to do.
                      (send.error as { code?: string }).code === "NO_ACCOUNT_FOR_ADDRESS"
                        ? m.login_no_account()
                        : m.login_link_not_sent()
                    }
                  >
                    {errorMessage(send.error)}
                  </Alert>
                )}
                {passkey.isError && (
                  <Alert color="ember" title={m.login_failed()} role="alert">
                    {errorMessage(passkey.error)}
                  </Alert>
                )}
                {providerError && (
                  <Alert color="ember" title={m.login_failed()} role="alert">
                    {providerError}
                  </Alert>
                )}
                <input type="hidden" name="intent" value="link" />
                {redirectTo && <input type="hidden" name="redirect" value={redirectTo} />}
                <TextInput
                  label={m.login_email_label()}
                  type="email"
                  autoComplete="username webauthn"
                  placeholder={m.common_email_placeholder()}
                  required
                  name="email"
                  defaultValue={knownEmail}
                  // The page's one task: typing can start at once.
                  autoFocus
                  error={emailProblem}
                  onChange={() => setEmailProblem(null)}
                />
                <Button type="submit" loading={send.isPending} fullWidth>
                  {m.login_send_link()}
                </Button>
                <Button
                  component="a"
                  href={loginPath(redirectTo, { method: "password" })}
                  variant="subtle"
                  onClick={(event: MouseEvent) => {
                    event.preventDefault();
                    setWithPassword(true);
                  }}
                >
                  {m.login_password_instead()}
                </Button>
                {hydrated && passkeysHere && (
                  <Button
                    variant="default"
                    onClick={() => passkey.mutate()}
                    loading={passkey.isPending || passkey.isSuccess}
                  >
                    {m.login_passkey()}
                  </Button>
                )}
                <SocialSignInButtons
                  providers={providers}
                  redirectTo={redirectTo}
                  disabled={!hydrated}
                  onError={setProviderError}
                />
                <Text size="xs" c="dimmed" ta="center">
                  <Anchor component={Link} to="/" size="xs">
                    {m.login_back_home()}
                  </Anchor>
                </Text>
              </Stack>
            </form>
          )}
        </Card>
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
      </Stack>
    </Center>
  );
}
