import { createFileRoute, redirect } from "@tanstack/react-router";
import { LoginScreen } from "~/features/login/LoginScreen";
import { titled } from "~/lib/brand";
import { safeRedirectPath } from "~/lib/redirect";
import { readSessionForGuard } from "~/lib/session-check";
import { optionalSeconds, optionalString } from "~/lib/validation";
import { getPublicConfig } from "~/server/public-config.functions";

export const Route = createFileRoute("/login")({
  head: () => titled("Sign in"),
  validateSearch: (
    search: Record<string, unknown>,
  ): { redirect?: string; error?: string; retry_after?: number } => ({
    redirect: optionalString(search.redirect),
    error: optionalString(search.error),
    retry_after: optionalSeconds(search.retry_after),
  }),
  beforeLoad: async ({ search }) => {
    const session = await readSessionForGuard();
    if (session) throw redirect({ href: safeRedirectPath(search.redirect) });
  },
  loader: () => getPublicConfig(),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: redirectTo, error, retry_after: retryAfter } = Route.useSearch();
  const { devMailbox, providers } = Route.useLoaderData();
  return (
    <LoginScreen
      redirectTo={redirectTo}
      linkError={error}
      retryAfter={retryAfter}
      devMailbox={devMailbox}
      providers={providers}
    />
  );
}
