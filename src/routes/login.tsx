import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { LoginScreen } from "~/features/login/LoginScreen";
import { safeRedirectPath } from "~/lib/redirect";
import { getSessionFn } from "~/server/auth/session.functions";
import { getPublicConfig } from "~/server/public-config.functions";

const loginSearch = z.object({
  redirect: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

export const Route = createFileRoute("/login")({
  validateSearch: loginSearch,
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
