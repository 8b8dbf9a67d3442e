import { createFileRoute, redirect } from "@tanstack/react-router";
import { TwoFactorScreen } from "~/features/login/TwoFactorScreen";
import { titled } from "~/lib/brand";
import { safeRedirectPath } from "~/lib/redirect";
import { readSessionForGuard } from "~/lib/session-check";
import { optionalString } from "~/lib/validation";

// A sign-in's second step (ADR 028). A password sign-in comes here from the form; a magic link
// or a provider's callback is sent here by the server with its challenge cookie. Not nested in
// /login (the trailing underscore), which has a screen of its own.

export const Route = createFileRoute("/login_/two-factor")({
  head: () => titled("Two-factor authentication"),
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalString(search.redirect),
  }),
  // Signed in already (the step was done in another tab, say): on to where it was going.
  beforeLoad: async ({ search }) => {
    const session = await readSessionForGuard();
    if (session) throw redirect({ href: safeRedirectPath(search.redirect) });
  },
  component: TwoFactorRoute,
});

function TwoFactorRoute() {
  const { redirect: redirectTo } = Route.useSearch();
  return <TwoFactorScreen redirectTo={redirectTo} />;
}
