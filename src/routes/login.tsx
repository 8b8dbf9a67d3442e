import { createFileRoute, redirect } from "@tanstack/react-router";
import { LoginPage } from "~/features/login/LoginPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";
import { searchCode } from "~/lib/form-posts";
import { safeRedirectPath } from "~/lib/redirect";
import { readSessionForGuard } from "~/lib/session-check";
import { optionalSeconds, optionalString } from "~/lib/validation";
import { getPublicConfig } from "~/server/app/public-config.functions";
import { signInFormPost } from "~/server/auth/form-posts.server";

interface LoginSearch {
  redirect?: string;
  error?: string;
  /** A provider's callback error's precise reason, beside the spec's value in `error`. */
  error_description?: string;
  retry_after?: number;
  /** "password": the password form first. */
  method?: string;
  /** A plain form post's answer: the link was sent, or its error's number. */
  sent?: string;
  problem?: string;
}

export const Route = createFileRoute("/login")({
  head: () => titled(m.login_title()),
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: optionalString(search.redirect),
    error: optionalString(search.error),
    error_description: optionalString(search.error_description),
    retry_after: optionalSeconds(search.retry_after),
    method: optionalString(search.method),
    sent: searchCode(search.sent),
    problem: searchCode(search.problem),
  }),
  // The sign-in forms posted without script.
  server: { handlers: { POST: ({ request }) => signInFormPost(request) } },
  beforeLoad: async ({ search }) => {
    const session = await readSessionForGuard();
    if (session) throw redirect({ href: safeRedirectPath(search.redirect) });
  },
  loader: () => getPublicConfig(),
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const { redirect: redirectTo, error, retry_after: retryAfter } = search;
  const { devMailbox, providers, passkeyRpId } = Route.useLoaderData();
  return (
    <LoginPage
      redirectTo={redirectTo}
      passkeyRpId={passkeyRpId}
      sent={search.sent === "1"}
      problem={search.problem}
      withPassword={search.method === "password"}
      linkError={error}
      linkErrorDescription={search.error_description}
      retryAfter={retryAfter}
      devMailbox={devMailbox}
      providers={providers}
    />
  );
}
