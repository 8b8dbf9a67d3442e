import { Button, Divider, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { m } from "~/i18n/paraglide/messages.js";
import { errorMessage } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import { safeRedirectPath, welcomePathFor } from "~/lib/redirect";

export interface SignInProvider {
  id: string;
  name: string;
}

/**
 * "Continue with …" for each configured provider. Signing in this way works for an account
 * that linked the provider in its settings (or, with sign-up open, creates one).
 */
export function SocialSignInButtons({
  providers,
  redirectTo,
  disabled,
  onError,
}: {
  providers: SignInProvider[];
  redirectTo: string | undefined;
  disabled: boolean;
  onError: (message: string) => void;
}) {
  const start = useMutation({
    mutationFn: async (provider: string) => {
      const callbackURL = safeRedirectPath(redirectTo);
      const { error } = await (await loadAuthClient()).signIn.social({
        provider,
        callbackURL,
        newUserCallbackURL: welcomePathFor(callbackURL),
        errorCallbackURL: redirectTo
          ? `/login?redirect=${encodeURIComponent(callbackURL)}`
          : "/login",
      });
      if (error) throw new Error(error.message || m.login_provider_failed());
    },
    onError: (error) => onError(errorMessage(error)),
  });
  if (providers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label={m.login_or()} labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          disabled={disabled}
          loading={start.isPending && start.variables === provider.id}
          onClick={() => start.mutate(provider.id)}
        >
          {m.login_continue_with({ provider: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
