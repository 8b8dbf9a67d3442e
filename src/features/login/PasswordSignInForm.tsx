import { Alert, Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { errorMessage } from "~/lib/errors";
import { formFields } from "~/lib/form-posts";
import { loadAuthClient } from "~/lib/load-auth-client";
import { sameOriginPath } from "~/lib/redirect";
import { emailError } from "~/lib/validation";
import { PasswordField } from "./PasswordField";
import { useFinishSignIn } from "./use-finish-sign-in";

interface PasswordSignInValues {
  email: string;
  password: string;
}

type Problems = Record<keyof PasswordSignInValues, string | null>;

const NO_PROBLEMS: Problems = { email: null, password: null };

/**
 * Email and password, for accounts that set a password in the settings. Without script the
 * browser posts the form to /login (src/server/auth/form-posts.server.ts).
 */
export function PasswordSignInForm({
  redirectTo,
  problem = null,
  email,
}: {
  redirectTo: string | undefined;
  /** A plain form post's error, shown until the next try. */
  problem?: string | null;
  email?: string | undefined;
}) {
  const router = useRouter();
  const finish = useFinishSignIn(redirectTo);
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const signIn = useMutation({
    mutationFn: async ({ email, password }: PasswordSignInValues) => {
      const { data, error } = await (await loadAuthClient()).signIn.email({
        email: email.trim().toLowerCase(),
        password,
      });
      if (error) throw new Error(error.message || "Signing in failed.");
      // Two-factor on and this browser not trusted: no session yet, a challenge cookie instead.
      return { secondStep: (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true };
    },
    onSuccess: async ({ secondStep }) => {
      if (!secondStep) return finish();
      await router.navigate({
        to: "/login/two-factor",
        search: { redirect: sameOriginPath(redirectTo) },
      });
    },
  });
  // The existing reset flow (/reset-password), asked for from here with the address above.
  const reset = useMutation({
    mutationFn: async (address: string) => {
      const { error } = await (await loadAuthClient()).requestPasswordReset({
        email: address.trim().toLowerCase(),
        redirectTo: "/reset-password",
      });
      if (error) throw new Error(error.message || "The reset link could not be sent.");
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formFields(event.currentTarget, ["email", "password"]);
    const found = {
      email: emailError(values.email),
      password: values.password === "" ? m.password_enter() : null,
    };
    setProblems(found);
    reset.reset();
    if (!found.email && !found.password) signIn.mutate(values);
  };
  const forgot = () => {
    if (!form.current) return;
    const { email: address } = formFields(form.current, ["email"]);
    const found = emailError(address);
    setProblems({ email: found, password: null });
    signIn.reset();
    if (!found) reset.mutate(address);
  };
  const failure = signIn.isError ? errorMessage(signIn.error) : signIn.isIdle ? problem : null;

  return (
    <form noValidate method="post" action="/login" ref={form} onSubmit={submit}>
      <Stack gap="md">
        {failure && (
          <Alert color="ember" title={m.password_not_signed_in()} role="alert">
            {failure}
          </Alert>
        )}
        {reset.isSuccess && (
          <Alert color="pine" title={m.login_inbox_heading()} role="status">
            {m.password_reset_sent()}
          </Alert>
        )}
        {reset.isError && (
          <Alert color="ember" title={m.password_reset_not_sent()} role="alert">
            {errorMessage(reset.error)}
          </Alert>
        )}
        <input type="hidden" name="intent" value="password" />
        {redirectTo && <input type="hidden" name="redirect" value={redirectTo} />}
        <TextInput
          label={m.login_email_label()}
          type="email"
          name="email"
          autoComplete="username"
          placeholder={m.common_email_placeholder()}
          required
          defaultValue={email}
          // The form replaced the link's form at the person's request: typing goes on here.
          autoFocus
          error={problems.email}
          onChange={() => setProblems((current) => ({ ...current, email: null }))}
        />
        <PasswordField
          label={m.password_label()}
          name="password"
          autoComplete="current-password"
          required
          error={problems.password}
          onChange={() => setProblems((current) => ({ ...current, password: null }))}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={forgot}>
            {m.password_forgot()}
          </Anchor>
        </Group>
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {m.password_sign_in()}
        </Button>
      </Stack>
    </form>
  );
}
