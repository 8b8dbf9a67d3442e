import { createFileRoute, redirect } from "@tanstack/react-router";
import { LoginScreen } from "~/features/login/LoginScreen";
import { safeRedirectPath } from "~/lib/redirect";
import { optionalString } from "~/lib/validation";
import { getSessionFn } from "~/server/auth/session.functions";
import { getPublicConfig } from "~/server/public-config.functions";

export const Route = createFileRoute("/login")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; error?: string } => ({
    redirect: optionalString(search.redirect),
    error: optionalString(search.error),
  }),
  beforeLoad: async ({ search }) => {
    const session = await getSessionFn();
    if (session) throw redirect({ href: safeRedirectPath(search.redirect) });
  },
  loader: () => getPublicConfig(),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: redirectTo, error } = Route.useSearch();
  const { devMailbox, providers } = Route.useLoaderData();
  return (
    <LoginScreen
      redirectTo={redirectTo}
      linkError={error}
      devMailbox={devMailbox}
      providers={providers}
    />
  );
}
