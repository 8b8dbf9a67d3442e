import { createFileRoute } from "@tanstack/react-router";
import { WelcomePage } from "~/features/welcome/WelcomePage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";
import { searchCode } from "~/lib/form-posts";
import { afterWelcome } from "~/lib/redirect";
import { optionalString } from "~/lib/validation";
import { welcomeFormPost } from "~/server/auth/form-posts.server";

// Where a new account's first sign-in lands (the magic link's and the providers'
// newUserCallbackURL), on its way to where the person was going.

export const Route = createFileRoute("/_authenticated/welcome")({
  head: () => titled(m.welcome_title()),
  validateSearch: (search: Record<string, unknown>): { redirect?: string; problem?: string } => ({
    redirect: optionalString(search.redirect),
    problem: searchCode(search.problem),
  }),
  // The name posted without script.
  server: { handlers: { POST: ({ request }) => welcomeFormPost(request) } },
  component: WelcomeRoute,
});

function WelcomeRoute() {
  const { session } = Route.useRouteContext();
  const { redirect, problem } = Route.useSearch();
  return <WelcomePage user={session.user} continueTo={afterWelcome(redirect)} problem={problem} />;
}
