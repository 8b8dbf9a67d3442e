import { Alert, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMounted } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { errorMessage } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import { sameOriginPath } from "~/lib/redirect";
import { emailError, type SignInValues } from "~/lib/validation";
import { useFinishSignIn } from "./use-finish-sign-in";

interface PasswordSignInValues extends SignInValues {
  password: string;
}

/** Email and password, for accounts that set a password in the settings. */
export function PasswordSignInForm({ redirectTo }: { redirectTo: string | undefined }) {
  const router = useRouter();
  const finish = useFinishSignIn(redirectTo);
  const hydrated = useMounted();
  const form = useForm<PasswordSignInValues>({
    mode: "uncontrolled",
    initialValues: { email: "", password: "" },
    validate: {
      email: emailError,
      password: (password) => (password === "" ? "Enter your password" : null),
    },
  });
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

  return (
    <form noValidate onSubmit={form.onSubmit((values) => signIn.mutate(values))}>
      <Stack gap="md">
        {signIn.isError && (
          <Alert color="ember" title="You are not signed in" role="alert">
            {errorMessage(signIn.error)}
          </Alert>
        )}
        <TextInput
          label="Email address"
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          required
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Button type="submit" loading={signIn.isPending} disabled={!hydrated} fullWidth>
          Sign in with password
        </Button>
      </Stack>
    </form>
  );
}
