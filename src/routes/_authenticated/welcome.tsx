import { createFileRoute } from "@tanstack/react-router";
import { WelcomeScreen } from "~/features/welcome/WelcomeScreen";
import { afterWelcome } from "~/lib/redirect";
import { optionalString } from "~/lib/validation";

// Where a new account's first sign-in lands (the magic link's and the providers'
// newUserCallbackURL), on its way to where the person was going.

export const Route = createFileRoute("/_authenticated/welcome")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalString(search.redirect),
  }),
  component: WelcomeRoute,
});

function WelcomeRoute() {
  const { session } = Route.useRouteContext();
  const { redirect } = Route.useSearch();
  return <WelcomeScreen user={session.user} continueTo={afterWelcome(redirect)} />;
}
