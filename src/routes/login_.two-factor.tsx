import { createFileRoute, redirect } from "@tanstack/react-router";
import { TwoFactorPage } from "~/features/login/TwoFactorPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";
import { searchCode } from "~/lib/form-posts";
import { safeRedirectPath } from "~/lib/redirect";
import { readSessionForGuard } from "~/lib/session-check";
import { optionalString } from "~/lib/validation";
import { twoFactorFormPost } from "~/server/auth/form-posts.server";

// A sign-in's second step (ADR 028). A password sign-in comes here from the form; a magic link
// or a provider's callback is sent here by the server with its challenge cookie. Not nested in
// /login (the trailing underscore), which has a screen of its own.

export const Route = createFileRoute("/login_/two-factor")({
  head: () => titled(m.tfa_title()),
  validateSearch: (
    search: Record<string, unknown>,
  ): { redirect?: string; method?: string; problem?: string } => ({
    redirect: optionalString(search.redirect),
    method: optionalString(search.method),
    problem: searchCode(search.problem),
  }),
  // The code posted without script.
  server: { handlers: { POST: ({ request }) => twoFactorFormPost(request) } },
  // Signed in already (the step was done in another tab, say): on to where it was going.
  beforeLoad: async ({ search }) => {
    const session = await readSessionForGuard();
    if (session) throw redirect({ href: safeRedirectPath(search.redirect) });
  },
  component: TwoFactorRoute,
});

function TwoFactorRoute() {
  const { redirect: redirectTo, method, problem } = Route.useSearch();
  return (
    <TwoFactorPage redirectTo={redirectTo} backupFirst={method === "backup"} problem={problem} />
  );
}
